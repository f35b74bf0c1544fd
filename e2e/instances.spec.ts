// Two app instances, one PostgreSQL database: they must behave as one app (docs/decisions/015-sessions-as-rows.md). Sessions,
// lockouts and rate-limit counters live in the database, so what one instance records, the other
// enforces. Both work the one job queue (docs/domain/jobs.md): one email per event, one weekly report
// per week. Both instances are `npm start` (server.mjs) on the very build the rest of the suite uses (built
// against SQLite), which also shows that one build serves either database.
//
// Needs a PostgreSQL server: TEST_POSTGRES_URL (.ci/run starts one; scripts/postgres-local.sh start
// locally). Skipped with a notice without it, except in CI, where it must run.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { databaseOn, dropDatabasesLike, postgresAdminUrl, withAdmin } from "../test/postgres";
import { caughtMail, closedPort, startSmtpCatcher } from "../test/smtp";
import { DEMO, expect, test } from "./fixtures";
import { E2E } from "./env";

const adminUrl = postgresAdminUrl();
const LOGIN_LIMIT = 12;
const prefix = `masterly_instances_${randomBytes(4).toString("hex")}`;
const instances = [
  { name: "A", port: E2E.privatePort(0) },
  { name: "B", port: E2E.privatePort(1) },
].map((i) => ({ ...i, url: `http://127.0.0.1:${i.port}` }));
const [A, B] = instances;
const children: ChildProcess[] = [];
// One mail server for both instances, as a site has.
const mailDir = path.join(E2E.dir, "instances-mail");
let catcher: { close: () => Promise<void> } | undefined;
let databaseUrl = "";

test.describe.configure({ mode: "serial" });
test.skip(!adminUrl && !process.env.CI, "needs TEST_POSTGRES_URL (a PostgreSQL server); see README, \"Testing on PostgreSQL\"");

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!adminUrl) throw new Error("CI must run the two-instance test: TEST_POSTGRES_URL is not set");
  databaseUrl = databaseOn(adminUrl, prefix);
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${prefix}"`));
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-instances-"));
  const smtpPort = await closedPort();
  catcher = await startSmtpCatcher(smtpPort, mailDir);
  const env = {
    ...process.env,
    ...E2E.serverEnv,
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_OUTBOX_DIR: outbox,
    // Each test below speaks for its own client address, as a load balancer reports it (X-Forwarded-For,
    // the right-most entry with the default TRUST_PROXY_HOPS=1).
    TRUST_PROXY: "true",
    RATE_LIMIT_LOGIN_PER_15_MIN: String(LOGIN_LIMIT),
  };
  const setup = spawnSync("npx", ["tsx", "scripts/db-setup.ts"], { cwd: E2E.root, env: { ...env, NODE_ENV: "development" }, encoding: "utf8" });
  expect(setup.status, setup.stderr).toBe(0);
  for (const instance of instances) {
    const child = spawn("node", ["server.mjs", "-p", String(instance.port), "-H", "127.0.0.1"], {
      cwd: E2E.root,
      env: { ...env, PORT: String(instance.port), APP_URL: instance.url },
      stdio: "ignore",
      detached: true,
    });
    children.push(child);
  }
  for (const instance of instances) {
    await expect
      .poll(async () => (await fetch(`${instance.url}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000 })
      .toBe(200);
  }
});

test.afterAll(async () => {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  // The servers close their database connections as they exit; the databases are dropped after.
  await Promise.all(
    children.map((child) => (child.exitCode !== null || child.signalCode !== null ? undefined : new Promise((resolve) => child.once("exit", resolve)))),
  );
  if (adminUrl) await dropDatabasesLike(adminUrl, prefix);
  await catcher?.close();
});

/** Rows of the shared database's job queue (pg-boss's table). */
function jobRows(where: string, ...values: unknown[]): Promise<{ state: string; data: unknown }[]> {
  return withAdmin(databaseUrl, async (db) => (await db.query(`SELECT state::text AS state, data FROM pgboss.job WHERE ${where}`, values)).rows);
}

/** A distinct client address per test, so the per-address login limit of one never meets another's. */
function clientAddress(page: Page, address: string) {
  return page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
}

async function signIn(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("both instances answer from the same PostgreSQL database", async () => {
  for (const instance of instances) {
    const health = await fetch(`${instance.url}/api/health`);
    expect(health.status).toBe(200);
  }
  // A row written through one instance is read back through the other.
  const login = await fetch(`${A.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.1" },
    body: JSON.stringify({ email: DEMO.admin.email, password: DEMO.password }),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  const me = await fetch(`${B.url}/api/auth/me`, { headers: { authorization: `Bearer ${data.token}` } });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(DEMO.admin.email);
});

test("a sign-in on one instance is signed in on the other, and signing out on that one ends it on both", async ({ page }) => {
  await clientAddress(page, "198.51.100.2");
  await signIn(page, A.url, DEMO.admin.email, DEMO.password);
  await expect(page).toHaveURL(`${A.url}/dashboard`);

  // Cookies belong to the host, not the port: the same browser now visits the other instance.
  await page.goto(`${B.url}/dashboard`);
  await expect(page).toHaveURL(`${B.url}/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const signOut = await page.request.post(`${B.url}/api/auth/logout`, { headers: { origin: B.url } });
  expect(signOut.status()).toBeLessThan(300);
  // The session row is gone, so the first instance refuses the same browser too.
  await page.goto(`${A.url}/dashboard`);
  await expect(page).toHaveURL(/\/login/);
});

test("failed sign-ins counted on one instance lock the account on the other", async ({ page }) => {
  await clientAddress(page, "198.51.100.3");
  const attempt = (base: string, password: string) =>
    page.request.post(`${base}/api/auth/login`, { data: { email: DEMO.learner.email, password } });

  // maxLoginAttempts is 5 (docs/product.md §9): four misses on A, then the fifth, also on A, locks.
  for (let i = 1; i <= 4; i += 1) expect((await attempt(A.url, `wrong-${i}`)).status()).toBe(401);
  const locking = await attempt(A.url, "wrong-5");
  expect(locking.status()).toBe(429);

  // The right password on the other instance is refused while the lock lasts, in the sign-in form too.
  const other = await attempt(B.url, DEMO.password);
  expect(other.status()).toBe(429);
  expect(Number(other.headers()["retry-after"])).toBeGreaterThan(0);
  await signIn(page, B.url, DEMO.learner.email, DEMO.password);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Login Failed" });
  await expect(toast).toContainText("locked");
  await expect(page).toHaveURL(`${B.url}/login`);
});

test("the per-address sign-in limit counts requests to both instances together", async ({ request }) => {
  const address = "198.51.100.4";
  const attempt = (base: string, i: number) =>
    request.post(`${base}/api/auth/login`, {
      headers: { "x-forwarded-for": address },
      data: { email: `nobody-${i}@masterly.test`, password: "not-a-password" },
    });
  // Alternate the instances: each sees only half the attempts, so a per-process counter would never trip.
  for (let i = 1; i <= LOGIN_LIMIT; i += 1) {
    const res = await attempt(i % 2 ? A.url : B.url, i);
    expect(res.status(), `attempt ${i}`).toBe(401);
  }
  const over = await attempt(A.url, LOGIN_LIMIT + 1);
  expect(over.status()).toBe(429);
  expect(((await over.json()) as { message: string }).message).toMatch(/too many/i);
});

test("each registration's email is sent once, whichever instance took it and whichever works the queue", async () => {
  test.setTimeout(120_000);
  const emails = Array.from({ length: 10 }, (_, i) => `instances-register-${i}@masterly.test`);
  const answers = await Promise.all(
    emails.map((email, i) =>
      fetch(`${(i % 2 ? B : A).url}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${20 + i}` },
        body: JSON.stringify({ name: `Registrant ${i}`, email, password: "correct-horse-9", confirmPassword: "correct-horse-9" }),
      }),
    ),
  );
  expect(answers.map((res) => res.status)).toEqual(emails.map(() => 201));

  const verifications = async () => (await caughtMail(mailDir)).filter((mail) => emails.includes(mail.to)).map((mail) => mail.to).sort();
  await expect.poll(verifications, { timeout: 60_000 }).toEqual([...emails].sort());
  // Every email job is done, so no instance has another copy left to send: one email per registration.
  expect(await jobRows(`name = 'email' AND state < 'completed'`)).toEqual([]);
  expect(await verifications()).toEqual([...emails].sort());
});

// Both instances scheduled the weekly report as they booted (features/system/server/workers.ts); the
// slot is a keyed job, so there is one however many instances boot.
test("both instances schedule the same weekly report slot, it exists once, and its run mails each admin once", async () => {
  test.setTimeout(120_000);
  const slots = await jobRows(`name = 'weekly-report' AND state < 'completed'`);
  expect(slots).toHaveLength(1);

  // The slot's time comes (made due now): both instances poll the queue, one of them runs it.
  await withAdmin(databaseUrl, (db) => db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'weekly-report' AND state < 'completed'`));
  const admins = await withAdmin(databaseUrl, async (db) => (await db.query<{ email: string }>(`SELECT email FROM "User" WHERE role = 'admin' AND "isActive"`)).rows.map((r) => r.email).sort());
  expect(admins.length).toBeGreaterThan(0);
  const reports = async () => (await caughtMail(mailDir)).filter((mail) => / weekly report: /.test(mail.subject)).map((mail) => mail.to).sort();
  await expect.poll(reports, { timeout: 90_000 }).toEqual(admins);
  await expect.poll(async () => (await jobRows(`name = 'email' AND state < 'completed'`)).length, { timeout: 30_000 }).toBe(0);
  // One report per admin for the week, and the next week's slot is the one job left.
  expect(await reports()).toEqual(admins);
  expect(await jobRows(`name = 'weekly-report' AND state < 'completed'`)).toHaveLength(1);
});
