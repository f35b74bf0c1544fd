// Serves the app for Playwright: a fresh seeded database, a production build, then `npm start` (server.mjs).
// Set E2E_SKIP_BUILD=1 to reuse the last build while iterating on tests.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { E2E } from "../e2e/env";

const env = { ...process.env, ...E2E.serverEnv };
// Only this server's own state is cleared: the SMTP catcher (started first) owns mail/.
fs.mkdirSync(E2E.dir, { recursive: true });
for (const entry of fs.readdirSync(E2E.dir)) {
  if (entry.startsWith("masterly.db") || entry === "auth" || entry === "outbox") fs.rmSync(`${E2E.dir}/${entry}`, { recursive: true, force: true });
}

function run(cmd: string, args: string[], extra: Record<string, string> = {}) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extra } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The seed refuses NODE_ENV=production, as it should; it runs as a development task here.
run("npx", ["tsx", "scripts/db-setup.ts", "--reset"], { NODE_ENV: "development" });
if (!process.env.E2E_SKIP_BUILD || !fs.existsSync(`${E2E.distDir}/BUILD_ID`)) run("npx", ["next", "build"]);
// server.mjs is what `npm start` runs: Next behind a server that tells it each client's address.
const server = spawn("node", ["server.mjs", "-p", String(E2E.port), "-H", "127.0.0.1"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
