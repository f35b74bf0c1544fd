// `npm run test:pg`: only the "postgres" project of vitest.config.ts (the test files that use a
// database, each on its own PostgreSQL database); `npm run test:unit` runs it beside the "sqlite"
// one. Needs TEST_POSTGRES_URL, an admin URL such as postgresql://postgres@127.0.0.1:55432/postgres
// (`scripts/postgres-local.sh start` prints one). Without it the run is skipped with a notice, except
// in CI, where .ci/run provides the server.
import { spawnSync } from "node:child_process";
import path from "node:path";

const url = process.env.TEST_POSTGRES_URL?.trim();
if (!url) {
  const message = "Tests on PostgreSQL skipped: TEST_POSTGRES_URL is not set (docs/testing.md).";
  if (process.env.CI) {
    console.error(`${message}\nCI must run them: .ci/run starts a server and sets it.`);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

const vitest = path.resolve(import.meta.dirname, "..", "node_modules", ".bin", "vitest");
const result = spawnSync(vitest, ["run", "--project", "postgres", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
