// The demo-data template of a vitest run (prisma/seed.ts), for the test files that import
// test/seeded.ts: made once, by the first of them to start (it takes a lock), while the others wait
// for its report; each then copies it as test/setup-env.ts copies the empty template. Seeding takes
// seconds; a copy, an instant.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { databaseOn, withAdmin } from "./postgres";

const root = path.resolve(import.meta.dirname, "..");
const WAIT_LIMIT_MS = 10 * 60_000;

/** Runs the seed against `databaseUrl` in a child process: it loads the app's server-only modules, which need the react-server condition. */
function seed(databaseUrl: string): Promise<void> {
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const child = spawn(tsx, ["--conditions=react-server", "prisma/seed.ts"], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["ignore", "pipe", "pipe"] });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`The seed failed (exit ${code}):\n${Buffer.concat(output).toString("utf8")}`))));
  });
}

/**
 * The seeded template: a SQLite file path, or a PostgreSQL database name when `adminUrl` is given.
 * `template` is the migrated one of the run (a file path or a database name).
 */
export async function seededTemplate(runDir: string, template: string, adminUrl?: string): Promise<string> {
  const seeded = adminUrl ? template.replace(/_template$/, "_seeded") : path.join(runDir, "seeded.db");
  const report = path.join(runDir, "seeded.report");
  let mine = false;
  try {
    fs.mkdirSync(path.join(runDir, "seeded.lock"));
    mine = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if (mine) {
    try {
      if (adminUrl) {
        await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${seeded}" TEMPLATE "${template}"`));
        await seed(databaseOn(adminUrl, seeded));
      } else {
        fs.copyFileSync(template, seeded);
        await seed(`file:${seeded}`);
      }
      fs.writeFileSync(report, "done");
    } catch (error) {
      fs.writeFileSync(report, error instanceof Error ? error.message : String(error));
    }
  }
  const since = Date.now();
  while (!fs.existsSync(report)) {
    if (Date.now() - since > WAIT_LIMIT_MS) throw new Error(`The seeded template was not ready after ${WAIT_LIMIT_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const text = fs.readFileSync(report, "utf8");
  if (text !== "done") throw new Error(text);
  return seeded;
}
