// A production server of the e2e build on its own port and its own copy of the seeded SQLite
// database, started with `npm start` as operators run it. For specs that need a server set up
// differently (rate limits, no proxy) or change site-wide security settings that would shut the
// other specs of their worker out.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { createPrismaClient } from "../lib/db/client";
import { E2E } from "./env";
import { copyTemplate } from "./prepare";

export type PrivateServer = { url: string; port: number; db: PrismaClient; stop: () => Promise<void> };

export async function startPrivateServer(port: number, extraEnv: Record<string, string> = {}): Promise<PrivateServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-private-"));
  const url = `http://127.0.0.1:${port}`;
  const databaseUrl = `file:${path.join(dir, "masterly.db")}`;
  const env = {
    ...process.env,
    ...E2E.serverEnv,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    APP_URL: url,
    SMTP_URL: "",
    MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
    TRUST_PROXY: "",
    ...extraEnv,
  };
  copyTemplate(path.join(dir, "masterly.db"));
  const server: ChildProcess = spawn("npm", ["start", "--", "-p", String(port), "-H", "127.0.0.1"], { cwd: E2E.root, env, stdio: "ignore", detached: true });
  await expect.poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000 }).toBe(200);
  const db = createPrismaClient(databaseUrl);
  return {
    url,
    port,
    db,
    stop: async () => {
      await db.$disconnect();
      try {
        if (server.pid) process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}
