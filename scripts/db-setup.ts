// `npm run db:setup`: apply migrations and seed an empty database. `--reset` starts from nothing.
// `npm run dev` runs this first, so a fresh clone serves a migrated, seeded app.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

const { databaseUrl, sqlitePath } = await import("../lib/db/adapter");
const { createPrismaClient } = await import("../lib/db/client");

const reset = process.argv.includes("--reset");
const url = databaseUrl();

if (reset) {
  if (process.env.NODE_ENV === "production") {
    console.error("Refusing to reset a database with NODE_ENV=production.");
    process.exit(1);
  }
  if (url.startsWith("file:")) {
    const file = sqlitePath(url);
    for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(`${file}${suffix}`, { force: true });
  }
}

const prismaBin = path.join(process.cwd(), "node_modules", ".bin", "prisma");
const migrate = spawnSync(prismaBin, ["migrate", "deploy"], { stdio: ["ignore", "pipe", "inherit"], env: process.env });
if (migrate.status !== 0) {
  process.stdout.write(migrate.stdout);
  console.error("Applying migrations failed.");
  process.exit(migrate.status ?? 1);
}

if (!url.startsWith("file:")) {
  // On PostgreSQL, background jobs live in pg-boss's own schema (docs/domain/jobs.md): created
  // here, before the seed or the first request can send a job there.
  const { installPgBoss } = await import("../lib/jobs/pgboss");
  await installPgBoss(url);
}

const prisma = createPrismaClient(url);
try {
  if (url.startsWith("file:")) {
    // WAL lets readers and the writer work at once; it is a property of the file, set once here.
    await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  }
  const users = await prisma.user.count();
  if (users === 0 && process.env.NODE_ENV === "production") {
    // Never create the demo accounts (with their published password) in production.
    console.log(`Database ${url} is migrated and empty. Create the first admin as docs/deployment.md describes.`);
  } else if (users === 0) {
    // The seed replays history through the app's server-only domain modules, which load under the
    // react-server condition only; a child process gets it whoever runs this script.
    const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
    const seeded = spawnSync(tsx, ["--conditions=react-server", "prisma/seed.ts"], { stdio: "inherit", env: { ...process.env, DATABASE_URL: url } });
    if (seeded.status !== 0) {
      console.error("Seeding failed.");
      process.exit(seeded.status ?? 1);
    }
  } else {
    console.log(`Database ${url} is migrated (${users} users).`);
  }
} finally {
  await prisma.$disconnect();
}
