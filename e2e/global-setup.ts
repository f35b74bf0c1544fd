// Before any spec: one app server per Playwright worker (`npm start` of the e2e build), each on its
// own copy of the seeded database, with its own SMTP catcher and mail folder, and a saved login per
// role. A worker's specs then see only their own writes: none waits for another's, and a page
// cached by a server was cached by that worker's own requests (docs/testing.md). The servers stop
// when the run ends (the function returned here).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { request, type FullConfig } from "@playwright/test";
import { DEMO } from "./fixtures";
import { E2E, MAX_WORKERS, workerServer, type WorkerServer } from "./env";
import { buildApp, buildExists, copyTemplate, seedTemplate } from "./prepare";
import { startSmtpCatcher } from "./smtp-catcher";

const START_TIMEOUT_MS = 120_000;
const WATCH_STDIN = "process.stdin.on('end', () => process.exit(0)); process.stdin.resume(); await import('./server.mjs');";

async function healthy(url: string): Promise<boolean> {
  const res = await fetch(`${url}/api/health`).catch(() => null);
  return res?.status === 200;
}

function startServer(server: WorkerServer): ChildProcess {
  fs.rmSync(server.dir, { recursive: true, force: true });
  copyTemplate(server.databaseFile);
  const log = fs.openSync(path.join(server.dir, "server.log"), "w");
  // server.mjs, in a process that also ends when its standard input closes: when this run ends in
  // any way, its servers end with it rather than keep the ports.
  return spawn(process.execPath, ["--input-type=module", "-e", WATCH_STDIN, "server.mjs", "-p", String(server.port), "-H", "127.0.0.1"], {
    cwd: E2E.root,
    env: { ...process.env, ...server.env },
    stdio: ["pipe", log, log],
  });
}

async function waitUntilUp(server: WorkerServer, child: ChildProcess): Promise<void> {
  const since = Date.now();
  while (!(await healthy(server.baseURL))) {
    const log = () => fs.readFileSync(path.join(server.dir, "server.log"), "utf8").slice(-4000);
    if (child.exitCode !== null) throw new Error(`The e2e server on port ${server.port} exited (${child.exitCode}):\n${log()}`);
    if (Date.now() - since > START_TIMEOUT_MS) throw new Error(`The e2e server on port ${server.port} did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs each demo account in through the API and keeps the browser state (read by `as(role)`). */
async function saveLogins(server: WorkerServer): Promise<void> {
  for (const role of ["admin", "staff", "learner"] as const) {
    const context = await request.newContext({ baseURL: server.baseURL });
    const res = await context.post("/api/auth/login", { data: { email: DEMO[role].email, password: DEMO.password } });
    if (res.status() !== 200) throw new Error(`Signing in as ${role} on port ${server.port} answered ${res.status()}: ${await res.text()}`);
    await context.storageState({ path: path.join(server.authDir, `${role}.json`) });
    await context.dispose();
  }
}

export default async function globalSetup(config: FullConfig) {
  const workers = config.workers;
  if (workers > MAX_WORKERS) throw new Error(`At most ${MAX_WORKERS} workers: each has its own server port (e2e/env.ts)`);
  // `npm run test:e2e` builds and seeds before Playwright starts (E2E_PREPARED); a bare
  // `npx playwright test` does it here, reusing a build when E2E_SKIP_BUILD is set.
  if (!process.env.E2E_PREPARED) await Promise.all([process.env.E2E_SKIP_BUILD && buildExists() ? undefined : buildApp(), seedTemplate()]);

  const servers = Array.from({ length: workers }, (_, index) => workerServer(index));
  for (const server of servers) {
    if (await healthy(server.baseURL)) throw new Error(`Port ${server.port} already serves an app: another e2e run? Choose other ports with E2E_PORT and E2E_SMTP_PORT.`);
  }
  const children: ChildProcess[] = [];
  const catchers: { close: () => Promise<void> }[] = [];
  const stop = async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((child) => (child.exitCode !== null || child.signalCode !== null ? undefined : new Promise((resolve) => child.once("exit", resolve)))));
    await Promise.all(catchers.map((catcher) => catcher.close()));
  };
  try {
    for (const server of servers) {
      children.push(startServer(server));
      catchers.push(await startSmtpCatcher(server.smtpPort, server.mailDir));
    }
    await Promise.all(servers.map((server, i) => waitUntilUp(server, children[i])));
    await Promise.all(servers.map(saveLogins));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
