// Durability (docs/decisions/020-sqlite-durability.md): a stream of writes, the server killed with SIGKILL midway, then restarted. Every
// write the server acknowledged must still be there, and SQLite's integrity check must pass.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { E2E } from "./env";
import { copyTemplate } from "./prepare";

const port = E2E.privatePort(4);
const origin = `http://127.0.0.1:${port}`;
const dir = path.join(E2E.dir, "crash");
const dbFile = path.join(dir, "masterly.db");
const env = { ...process.env, ...E2E.serverEnv, PORT: String(port), APP_URL: origin, DATABASE_URL: `file:${dbFile}` } as NodeJS.ProcessEnv;

function start(): ChildProcess {
  const nextBin = path.join(E2E.root, "node_modules", "next", "dist", "bin", "next");
  return spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], { env, detached: true, stdio: "ignore" });
}

async function waitUp() {
  await expect.poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
}

test("acknowledged writes survive a SIGKILL, and the database stays intact", async () => {
  test.setTimeout(180_000);
  fs.rmSync(dir, { recursive: true, force: true });
  copyTemplate(dbFile);

  let server = start();
  await waitUp();
  const login = await fetch(`${origin}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "admin@masterly.dev", password: "masterly-demo" }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const acknowledged: string[] = [];
  let stop = false;
  let sequence = 0;
  async function writer() {
    while (!stop) {
      sequence += 1;
      const res = await fetch(`${origin}/api/questions`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: `Crash test question ${sequence}`, description: "Written while the server is killed.", type: "essay", difficulty: "easy", category: "CSS", tags: "crash" }),
      }).catch(() => null);
      if (res?.status === 201) {
        const body = (await res.json().catch(() => null)) as { data?: { question?: { _id: string } } } | null;
        const id = body?.data?.question?._id;
        if (id) acknowledged.push(id);
      } else if (!res) break;
    }
  }
  const writers = Array.from({ length: 8 }, () => writer());
  await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(50);
  process.kill(-server.pid!, "SIGKILL");
  stop = true;
  await Promise.all(writers);
  const count = acknowledged.length;

  const db = new Database(dbFile);
  expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
  const present = db.prepare(`SELECT COUNT(*) AS n FROM "Question" WHERE id IN (${acknowledged.map(() => "?").join(",")})`).get(...acknowledged) as { n: number };
  db.close();
  expect(present.n).toBe(count);

  server = start();
  await waitUp();
  for (const id of acknowledged.slice(-20)) {
    const res = await fetch(`${origin}/api/questions/${id}`, { headers: { authorization: `Bearer ${token}` } });
    // The token's session survived the crash too.
    expect(res.status).toBe(200);
  }
  process.kill(-server.pid!, "SIGTERM");
});
