// One place for the e2e run's ports, folders and the app server's environment.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_PORT || 3100);
const smtpPort = Number(process.env.E2E_SMTP_PORT || 2525);
const dir = path.resolve(root, process.env.E2E_DIR || "data/e2e");

export const E2E = {
  root,
  port,
  baseURL: `http://127.0.0.1:${port}`,
  smtpPort,
  smtpHttpPort: smtpPort + 1,
  dir,
  mailDir: path.join(dir, "mail"),
  databaseUrl: `file:${path.join(dir, "masterly.db")}`,
  distDir: process.env.NEXT_DIST_DIR || ".next-e2e",
  get serverEnv(): Record<string, string> {
    return {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: this.databaseUrl,
      NEXT_DIST_DIR: this.distDir,
      NEXTAUTH_SECRET: "e2e-secret-that-is-long-enough-for-production-checks",
      // A throwaway Ed25519 key (production requires one), public like the secret above.
      CERTIFICATE_SIGNING_KEY: "MC4CAQAwBQYDK2VwBCIEILtarX6QPFvpN42KzDteQWEbybv4fvrfVEXcWiv6BvOw",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Masterly <no-reply@masterly.test>",
      // One address runs the whole suite, so the per-address limits are raised (see .env.example).
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
  },
};

/** The saved login per role, kept with the run's database (a session is only valid on its own server). */
export const authFile = (role: "admin" | "staff" | "learner") => path.join(dir, "auth", `${role}.json`);
