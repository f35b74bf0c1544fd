// One place for the e2e run's ports, folders and the app servers' environment. Each Playwright
// worker has its own server, database and mail folder (e2e/global-setup.ts starts them), so the
// values a spec reads here are those of the worker it runs in (TEST_PARALLEL_INDEX, which Playwright
// sets in each worker process; 0 elsewhere). docs/testing.md.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const basePort = Number(process.env.E2E_PORT || 3100);
const smtpBasePort = Number(process.env.E2E_SMTP_PORT || 2525);
const dir = path.resolve(root, process.env.E2E_DIR || "data/e2e");
const distDir = process.env.NEXT_DIST_DIR || ".next-e2e";

/** Ports from basePort + PRIVATE_PORTS on are for the servers some specs start for themselves. */
export const MAX_WORKERS = 10;

/** Where worker `index` finds its server: ports, folders, and the environment the server runs with. */
export function workerServer(index: number) {
  const port = basePort + index;
  const workerDir = path.join(dir, `worker-${index}`);
  const databaseFile = path.join(workerDir, "masterly.db");
  const smtpPort = smtpBasePort + index;
  return {
    index,
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dir: workerDir,
    databaseFile,
    databaseUrl: `file:${databaseFile}`,
    mailDir: path.join(workerDir, "mail"),
    authDir: path.join(workerDir, "auth"),
    smtpPort,
    env: serverEnv({ port, databaseUrl: `file:${databaseFile}`, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, outboxDir: path.join(workerDir, "outbox") }),
  };
}

export type WorkerServer = ReturnType<typeof workerServer>;

/** The environment of an e2e app server (a production build, `npm start`). */
export function serverEnv(options: { port: number; databaseUrl: string; smtpUrl: string; outboxDir: string }): Record<string, string> {
  return {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(options.port),
    APP_URL: `http://127.0.0.1:${options.port}`,
    DATABASE_URL: options.databaseUrl,
    NEXT_DIST_DIR: distDir,
    NEXTAUTH_SECRET: "e2e-secret-that-is-long-enough-for-production-checks",
    // A throwaway Ed25519 key (production requires one), public like the secret above.
    CERTIFICATE_SIGNING_KEY: "MC4CAQAwBQYDK2VwBCIEILtarX6QPFvpN42KzDteQWEbybv4fvrfVEXcWiv6BvOw",
    SMTP_URL: options.smtpUrl,
    MAIL_OUTBOX_DIR: options.outboxDir,
    MAIL_FROM: "Masterly <no-reply@masterly.test>",
    // One address runs a worker's specs, so the per-address limits are raised (see .env.example).
    RATE_LIMIT_LOGIN_PER_15_MIN: "1000",
    RATE_LIMIT_EMAIL_PER_HOUR: "1000",
    // Fixtures write straight into the database, behind the app's back, and tests then compare the
    // screens with the database: whole-table figures must not be served from the 30 s cache.
    AGGREGATE_CACHE_TTL_MS: "0",
    // Fixtures deactivate, demote and revoke from this process, as another instance would: a
    // session row kept by the server (lib/db/auth-cache.ts) would see that only after its 1 s TTL.
    SESSION_CACHE_TTL_MS: "0",
    // Purchases run on the test provider: allowed in this production build only because APP_URL is
    // loopback (lib/env.ts).
    PAYMENT_PROVIDER: "test",
    ALLOW_TEST_PAYMENTS: "1",
  };
}

const current = () => workerServer(Number(process.env.TEST_PARALLEL_INDEX || 0));

export const E2E = {
  root,
  /** The first worker's port; specs that start servers of their own use basePort + MAX_WORKERS and up. */
  basePort,
  dir,
  distDir,
  /** The seeded database every server starts from a copy of (e2e/prepare.ts). */
  templateDatabase: path.join(dir, "template", "masterly.db"),
  workers: Number(process.env.E2E_WORKERS || 2),
  /** A port for a server a spec starts itself: `offset` names it (each spec file its own). */
  privatePort: (offset: number) => basePort + MAX_WORKERS + offset,
  get port() {
    return current().port;
  },
  get baseURL() {
    return current().baseURL;
  },
  get databaseUrl() {
    return current().databaseUrl;
  },
  get mailDir() {
    return current().mailDir;
  },
  /** The environment of this worker's server. */
  get serverEnv() {
    return current().env;
  },
};

/** The saved login per role on this worker's server (a session is only valid on its own server). */
export const authFile = (role: "admin" | "staff" | "learner") => path.join(current().authDir, `${role}.json`);
