import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import layers from "./eslint-rules/layers.mjs";

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "**/_test*.ts", "**/test-helpers.ts"];

// Every file keeps the layers (docs/architecture.md): there is no list of exceptions, and none may be added.

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ["node_modules/**", ".next*/**", "lib/generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    plugins: { masterly: layers },
    rules: {
      "masterly/client-imports-no-server": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Only data code talks to the database: a feature's server/ folder and the shared plumbing that
  // is about storage (docs/architecture.md, "Boundaries").
  {
    files: ["app/**", "components/**", "features/**", "lib/**"],
    ignores: [
      "features/*/server/**",
      "lib/db/**",
      "lib/search/**",
      "lib/settings/**",
      "lib/audit/**",
      "lib/rate-limit/**",
      "lib/auth/**",
      "lib/storage/**",
      "lib/jobs/**",
      "lib/email/queue.ts",
      "features/*/api/**",
      ...TESTS,
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/lib/db(/client)?|@/lib/generated/prisma.*|@prisma/client.*)$",
              allowTypeImports: true,
              message: "Only a feature's server/ code uses the database: add or call a function in features/<name>/server/.",
            },
          ],
        },
      ],
    },
  },
  // Pages and routes are routing only: each imports from one feature (eslint-rules/layers.mjs).
  {
    files: ["app/**"],
    ignores: [...TESTS],
    rules: { "masterly/route-imports-one-feature": "error" },
  },
];

export default config;
