import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Route handlers import "server-only"; under vitest they run on the server by definition.
      "server-only": path.resolve(import.meta.dirname, "test/server-only-stub.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "e2e/**", ".next*/**", "lib/generated/**"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup-env.ts"],
    // Each test file gets its own temporary database (test/setup-env.ts); files run in parallel.
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
