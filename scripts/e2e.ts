// `npm run test:e2e [playwright args]`: builds the app into .next-e2e and seeds the database every
// e2e server copies, side by side (e2e/prepare.ts), then runs Playwright, which starts one server
// per worker (e2e/global-setup.ts). E2E_SKIP_BUILD=1 reuses the last build while you change only
// tests. docs/testing.md.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildApp, buildExists, seedTemplate } from "../e2e/prepare";

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const reuse = Boolean(process.env.E2E_SKIP_BUILD) && buildExists();
try {
  await Promise.all([
    reuse ? undefined : buildApp().then(() => console.log(`e2e: built in ${seconds()} s`)),
    seedTemplate().then(() => console.log(`e2e: seeded in ${seconds()} s`)),
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const playwright = path.resolve(import.meta.dirname, "..", "node_modules", ".bin", "playwright");
const result = spawnSync(playwright, ["test", ...process.argv.slice(2)], { stdio: "inherit", env: { ...process.env, E2E_PREPARED: "1" } });
process.exit(result.status ?? 1);
