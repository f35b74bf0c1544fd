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
  // Only the data layer (and auth) talks to the database.
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["lib/data/**", "lib/auth/**", "lib/db*.ts", ...TESTS],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/lib/db(-client)?|@/lib/generated/prisma.*|@prisma/client.*)$",
              allowTypeImports: true,
              message: "Only lib/data and lib/auth use the database: add or call a function in lib/data/<resource>/.",
            },
          ],
        },
      ],
    },
  },
  // …and the data layer knows nothing of HTTP or Next: it returns domain values and throws domain
  // errors; route handlers own the envelope, statuses and cache revalidation.
  {
    files: ["lib/data/**"],
    ignores: [...TESTS],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(next(/.*)?|@/lib/api(/.*)?)$",
              allowTypeImports: true,
              message: "lib/data imports neither next/* nor lib/api: return values, throw domain errors, and let the handler answer.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
