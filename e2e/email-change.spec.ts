// Changing a learner's sign-in email (docs/security.md): staff ask on the Students screen, the
// learner decides from the email at their CURRENT address, which carries a confirm and a cancel link,
// and the new address receives nothing. Each page says what its link would do and waits for a click.
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";
import { E2E } from "./env";
import { linkTo, waitForMail } from "./mail";

test.use(as("staff"));
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Messages the SMTP catcher holds for `to`. */
const mailCount = (to: string) => (fs.existsSync(E2E.mailDir) ? fs.readdirSync(E2E.mailDir).filter((f) => f.toLowerCase().includes(to.toLowerCase())).length : 0);

/**
 * A new learner, and staff asking for their new email from the details drawer (opened again, the
 * drawer shows the pending change); answers the email that went to the learner's current address.
 */
async function askForNewEmail(page: Page, name: string) {
  const slug = unique();
  const learner = await e2eDb().user.create({ data: { role: "user", name: `${name} ${slug}`, email: `e2e.move.${slug}@example.test`, isEmailVerified: true } });
  const newEmail = `e2e.moved.${unique()}@example.test`;
  const since = Date.now() - 1000;
  await page.goto("/dashboard/students");
  await page.getByRole("searchbox", { name: /search students/i }).fill(learner.email);
  const row = page.locator(`tr[data-student-id="${learner.id}"]`).getByRole("button", { name: learner.name, exact: true });
  await row.click({ timeout: 30_000 });
  const drawer = page.getByRole("dialog", { name: learner.name });
  await drawer.getByRole("button", { name: "Edit details" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Student" });
  await dialog.getByLabel("Email Address").fill(newEmail);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`A confirmation link was sent to ${learner.email}. The sign-in email changes to ${newEmail} once the learner confirms it.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The row keeps the current address until the learner decides.
  await expect(page.locator(`tr[data-student-id="${learner.id}"]`)).toContainText(learner.email);
  await row.click();
  await expect(drawer.getByRole("status").filter({ hasText: `The sign-in email changes to ${newEmail} once the learner confirms it` })).toBeVisible();
  const mail = await waitForMail(learner.email, { subject: /Confirm the new sign-in email/, since });
  return { learner, newEmail, mail };
}

/** The learner, signed out, opens a link from their mailbox in a browser of their own. */
async function openAsLearner(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

test("the learner confirms a new sign-in email from the current address; the new address receives nothing", async ({ page, browser }) => {
  const { learner, newEmail, mail } = await askForNewEmail(page, "Move Confirm");
  expect(mail.text).toContain(`Sam Staff asked to change the sign-in email of your Masterly account to ${newEmail}.`);
  expect(mailCount(newEmail)).toBe(0);

  const learnerView = await openAsLearner(browser, linkTo(mail, "/confirm-email-change"));
  const card = learnerView.page.getByRole("main");
  await expect(card.getByRole("heading", { level: 1, name: "Confirm your new sign-in email" })).toBeVisible();
  await expect(card.getByText(learner.email)).toBeVisible();
  await expect(card.getByText(newEmail)).toBeVisible();
  await expectNoAxeViolations(learnerView.page);
  // Opening the page changed nothing: the click does.
  expect((await e2eDb().user.findUniqueOrThrow({ where: { id: learner.id } })).email).toBe(learner.email);
  await card.getByRole("button", { name: "Confirm the change" }).click();
  await expect(card.getByText(`Your sign-in email is now ${newEmail}. Every session was signed out: sign in with the new address.`)).toBeVisible();
  await expect(card.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect((await e2eDb().user.findUniqueOrThrow({ where: { id: learner.id } })).email).toBe(newEmail);
  expect(mailCount(newEmail)).toBe(0);
  await learnerView.close();
});

test("the learner cancels from the link beside it, and the confirmation link then says it is invalid", async ({ page, browser }) => {
  const { learner, mail } = await askForNewEmail(page, "Move Cancel");

  const learnerView = await openAsLearner(browser, linkTo(mail, "/cancel-email-change"));
  const card = learnerView.page.getByRole("main");
  await expect(card.getByRole("heading", { level: 1, name: "Cancel the email change" })).toBeVisible();
  await expectNoAxeViolations(learnerView.page);
  await card.getByRole("button", { name: "Cancel the change" }).click();
  await expect(card.getByText(`The change was cancelled. Your sign-in email stays ${learner.email}.`)).toBeVisible();

  await learnerView.page.goto(linkTo(mail, "/confirm-email-change"));
  await expect(card.getByText("This confirmation link is invalid. It may have been replaced by a newer email.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Confirm the change" })).toHaveCount(0);
  expect((await e2eDb().user.findUniqueOrThrow({ where: { id: learner.id } })).email).toBe(learner.email);
  await learnerView.close();
});
