// The admin's Jobs screen (docs/domain/jobs.md): two emails whose every attempt failed while the
// mail server was down wait on the Failed tab; the Overview warns of them; the admin retries one,
// which is delivered now the mail server answers, and discards the other.
//
// The failed jobs are written into the server's database as the job engine leaves an email job
// whose retries are spent (nine attempts over about half an hour of back-off, the last error the
// mail transport's): reaching that state through the app would take the back-off's real time.
// Their payload is sealed with the server's secret exactly as the email queue seals it, so the
// retried one is a real job the server opens and sends.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { seal } from "../lib/jobs/sealed";
import { QUEUES } from "../lib/jobs/queues";
import { e2eDb } from "./db";
import { E2E } from "./env";
import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { waitForMail } from "./mail";

const LOAD = { timeout: 30_000 };

test.use(as("admin"));

async function failedEmail(to: string, subject: string): Promise<string> {
  process.env.NEXTAUTH_SECRET = E2E.serverEnv.NEXTAUTH_SECRET;
  const id = randomUUID();
  const hourAgo = new Date(Date.now() - 3_600_000);
  const lastRun = new Date(Date.now() - 600_000);
  const policy = QUEUES.email;
  await e2eDb().job.create({
    data: {
      id,
      name: "email",
      data: JSON.stringify({ to, subject, body: seal({ text: `${subject}\n\nSent after a retry.`, html: `<p>${subject}</p><p>Sent after a retry.</p>` }) }),
      state: "failed",
      attempts: policy.retryLimit + 1,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      runAt: lastRun,
      lastError: "connect ECONNREFUSED 127.0.0.1:2599",
      createdAt: hourAgo,
      completedAt: lastRun,
    },
  });
  return id;
}

const failedTable = (page: Page) => page.getByRole("table", { name: "Failed jobs" });

test("the admin sees failed emails, retries one (it is delivered) and discards the other", async ({ page }) => {
  const stamp = Date.now();
  const kept = { to: `jobs-retry-${stamp}@example.test`, subject: `Your receipt ${stamp}` };
  const dropped = { to: `jobs-discard-${stamp}@example.test`, subject: `Old announcement ${stamp}` };
  const keptId = await failedEmail(kept.to, kept.subject);
  const droppedId = await failedEmail(dropped.to, dropped.subject);

  // The Overview's system status says the queue needs attention, and leads to the failed jobs.
  await page.goto("/dashboard");
  const health = page.getByTestId("queue-health");
  await expect(health.getByText("Needs attention")).toBeVisible(LOAD);
  await health.getByRole("link", { name: /failed, review them/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible(LOAD);

  await expect(page.getByRole("tab", { name: /Failed/, selected: true })).toBeVisible();
  const keptRow = failedTable(page).getByRole("row").filter({ hasText: kept.to });
  await expect(keptRow).toBeVisible(LOAD);
  await expect(keptRow).toContainText(`To ${kept.to}: ${kept.subject}`);
  await expect(keptRow).toContainText("9 of 9");
  await expect(keptRow).toContainText("connect ECONNREFUSED 127.0.0.1:2599");
  await expect(keptRow).toContainText("10 minutes ago");
  await expect(keptRow).toContainText("1 hour ago");
  await expectNoAxeViolations(page);

  // Retry: the job runs at once, now that the mail server answers.
  await keptRow.getByRole("button", { name: `Retry To ${kept.to}: ${kept.subject}` }).click();
  await expect(page.getByText(`The job will run again: To ${kept.to}: ${kept.subject}`)).toBeVisible();
  await expect(keptRow).toHaveCount(0);
  const mail = await waitForMail(kept.to, { subject: new RegExp(kept.subject) });
  expect(mail.text).toContain("Sent after a retry.");
  await page.getByRole("tab", { name: /Completed/ }).click();
  const done = page.getByRole("table", { name: "Completed jobs" }).getByRole("row").filter({ hasText: kept.to });
  await expect(done).toContainText("1 of 9", LOAD);
  await expect(done.getByRole("button", { name: /Retry/ })).toHaveCount(0);

  // Discard, after a confirmation.
  await page.getByRole("tab", { name: /Failed/ }).click();
  const droppedRow = failedTable(page).getByRole("row").filter({ hasText: dropped.to });
  await droppedRow.getByRole("button", { name: `Discard To ${dropped.to}: ${dropped.subject}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Discard this job?" });
  await expect(confirm).toContainText(`"To ${dropped.to}: ${dropped.subject}" is removed for good.`);
  await confirm.getByRole("button", { name: "Discard job" }).click();
  await expect(page.getByText("Job discarded")).toBeVisible();
  await expect(droppedRow).toHaveCount(0);
  expect(await e2eDb().job.findUnique({ where: { id: droppedId } })).toBeNull();
  expect((await e2eDb().job.findUnique({ where: { id: keptId } }))?.state).toBe("completed");

  // Nothing failed is left: the tab says so, and the Overview is calm again.
  await expect(page.getByText("No failed jobs")).toBeVisible(LOAD);
  await page.goto("/dashboard");
  await expect(health.getByText("Healthy")).toBeVisible(LOAD);
});

test("on a phone, each job is a card with its actions", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stamp = Date.now();
  const to = `jobs-phone-${stamp}@example.test`;
  const id = await failedEmail(to, `A long subject line that has to wrap on a phone ${stamp}`);
  try {
    await page.goto("/dashboard/jobs?state=failed");
    const row = failedTable(page).getByRole("row").filter({ hasText: to });
    await expect(row).toBeVisible(LOAD);
    await expect(row.getByRole("button", { name: /^Retry / })).toBeInViewport();
    await expect(row.getByRole("button", { name: /^Discard / })).toBeInViewport();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await e2eDb().job.deleteMany({ where: { id } });
  }
});
