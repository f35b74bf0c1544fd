// What an e2e run needs before any server starts, made once per run: the production build (into
// NEXT_DIST_DIR, .next-e2e) and one seeded SQLite database that every server copies
// (E2E.templateDatabase). The two do not depend on each other (the build opens no database), so
// `npm run test:e2e` (scripts/e2e.ts) makes them side by side, and `npm test` beside the other suites.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { E2E, serverEnv } from "./env";

function run(label: string, command: string, args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(command, args, { cwd: E2E.root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${label} failed (exit ${code}):\n${Buffer.concat(output).toString("utf8")}`))));
  });
}

export const buildExists = () => fs.existsSync(path.join(E2E.root, E2E.distDir, "BUILD_ID"));

/** `next build` into E2E.distDir, as the servers will run it (a production build opens no database). */
export async function buildApp(): Promise<void> {
  const scratch = path.join(E2E.dir, "build");
  fs.rmSync(scratch, { recursive: true, force: true });
  const env = serverEnv({ port: E2E.basePort, databaseUrl: `file:${path.join(scratch, "unused.db")}`, smtpUrl: "", outboxDir: path.join(scratch, "outbox") });
  await run("next build", path.join(E2E.root, "node_modules", ".bin", "next"), ["build"], env);
}

/** Migrates and seeds E2E.templateDatabase afresh (the seed refuses NODE_ENV=production, as it should). */
export async function seedTemplate(): Promise<void> {
  const dir = path.dirname(E2E.templateDatabase);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const tsx = path.join(E2E.root, "node_modules", ".bin", "tsx");
  await run("seeding the e2e database", tsx, ["scripts/db-setup.ts", "--reset"], { DATABASE_URL: `file:${E2E.templateDatabase}`, NODE_ENV: "development" });
  // Everything in the main file, so that copying that one file copies the whole database.
  const db = new Database(E2E.templateDatabase);
  try {
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}

/** A copy of the seeded template for a server of its own (the template is closed, so one file is the whole database). */
export function copyTemplate(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.copyFileSync(E2E.templateDatabase, file);
}
