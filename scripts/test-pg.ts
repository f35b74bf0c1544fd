// `npm run test:pg` (part of `npm test`): the route-handler suite again, on PostgreSQL, with one
// fresh database per test file. Needs a server: TEST_POSTGRES_URL, an admin URL such as
// postgresql://postgres@127.0.0.1:55432/postgres (`scripts/postgres-local.sh start` prints one).
// Without it the run is skipped with a notice, except in CI, where .ci/run provides the server.
import { spawnSync } from "node:child_process";
import path from "node:path";

const url = process.env.TEST_POSTGRES_URL?.trim();
if (!url) {
  const message = "Route-handler tests on PostgreSQL skipped: TEST_POSTGRES_URL is not set (README, \"Testing on PostgreSQL\").";
  if (process.env.CI) {
    console.error(`${message}\nCI must run them: .ci/run starts a server and sets it.`);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

const vitest = path.resolve(import.meta.dirname, "..", "node_modules", ".bin", "vitest");
const result = spawnSync(vitest, ["run", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE: "postgres" },
});
process.exit(result.status ?? 1);
