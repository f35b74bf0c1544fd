// The contract of background mail (docs/domain/jobs.md), end to end in a production server: with the
// mail server unreachable, staff invite, registration and forgot-password answer as they always
// did (2xx); once an SMTP server listens on that port, each email arrives with no further request,
// within the 2 minutes the readiness check promises, and exactly once.
import path from "node:path";
import { caughtMail, closedPort, startSmtpCatcher } from "../test/smtp";
import { DEMO, expect, test } from "./fixtures";
import { E2E } from "./env";
import { startPrivateServer, type PrivateServer } from "./private-server";

let server: PrivateServer | undefined;
let catcher: { close: () => Promise<void> } | undefined;

test.afterAll(async () => {
  await server?.stop();
  await catcher?.close();
});

test("with the mail server down, the three routes answer 2xx, and each email arrives once when it is back", async () => {
  test.setTimeout(300_000);
  const smtpPort = await closedPort();
  server = await startPrivateServer(E2E.privatePort(5), { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  const { url } = server;
  const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${route}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  const login = await post("/api/auth/login", { email: DEMO.admin.email, password: DEMO.password });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };

  const invite = await post("/api/admin/staff/invite", { email: "outage-invite@masterly.test", fullName: "Olive Outage" }, { authorization: `Bearer ${data.token}` });
  const register = await post("/api/auth/register", { name: "Oscar Outage", email: "outage-register@masterly.test", password: "correct-horse-9", confirmPassword: "correct-horse-9" });
  const forgot = await post("/api/auth/forgot-password", { email: DEMO.learner.email });
  expect([invite.status, register.status, forgot.status]).toEqual([201, 201, 200]);

  // The server tried an email, was refused, and paused the mail queue (docs/domain/jobs.md): all
  // three wait, nothing was sent, nothing was lost.
  await expect.poll(() => server!.db.job.count({ where: { name: "email", attempts: { gte: 1 }, state: "waiting" } }), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  expect(await server.db.job.count({ where: { name: "email", state: { not: "completed" } } })).toBe(3);

  const mailDir = path.join(E2E.dir, "mail-outage");
  catcher = await startSmtpCatcher(smtpPort, mailDir);
  const expected = ["outage-invite@masterly.test", "outage-register@masterly.test", DEMO.learner.email].sort();
  await expect.poll(async () => (await caughtMail(mailDir)).map((mail) => mail.to).sort(), { timeout: 150_000, intervals: [1_000] }).toEqual(expected);

  // Every email job is done, so nothing more can be sent: exactly one of each.
  expect(await server.db.job.count({ where: { name: "email", state: { not: "completed" } } })).toBe(0);
  const caught = await caughtMail(mailDir);
  expect(caught).toHaveLength(3);
  expect(caught.find((mail) => mail.to === DEMO.learner.email)?.subject).toMatch(/Reset your .* password/);
});
