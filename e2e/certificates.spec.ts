// Certificates (docs/domain/certificates.md): a learner completes a course, receives the certificate email, downloads the PDF from
// /profile, and the emailed link verifies signed out (signature included); an admin revokes it
// and the public page says revoked; axe on the verify page at 1280 and 390 px.
//
// Completion: until the course player lands, nothing in the product sets completedAt, so the
// fixture writes the completed enrollment and runs the same domain function the player will call
// (issueCertificateForEnrollment, through `npm run certificate:issue-missing`) with the server's
// environment: the server's signing key and SMTP catcher.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import bcrypt from "bcryptjs";
import type { Browser, Page } from "@playwright/test";
import { as, expect, expectNoAxeViolations, signInViaApi, test } from "./fixtures";
import { e2eDb, publishThroughApp } from "./db";
import { E2E } from "./env";
import { waitForMail } from "./mail";
import { extractPdfText } from "../test/pdf-text";

const LOAD = { timeout: 30_000 };
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

async function learnerWhoCompletes() {
  const id = unique();
  const db = e2eDb();
  const password = "certificate-pass-1";
  const user = await db.user.create({
    data: { email: `cert-${id}@example.test`, name: `Cora Certified ${id.slice(-4)}`, role: "user", isEmailVerified: true, passwordHash: bcrypt.hashSync(password, 10) },
  });
  const course = await db.course.create({
    data: { title: `Short Course ${id.slice(-5)}`, description: "A short course for the certificate test.", category: "Programming", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "Ada Lovelace", status: "draft" },
  });
  await db.enrollment.create({ data: { userId: user.id, courseId: course.id, progress: 100, completedAt: new Date(), lastAccessedAt: new Date() } });
  await publishThroughApp(course.id);
  const since = Date.now();
  const run = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/certificate-issue-missing.ts"], {
    cwd: E2E.root,
    env: { ...process.env, ...E2E.serverEnv },
    encoding: "utf8",
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain(course.title);
  return { user, course, password, since };
}

async function signedOutPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

async function checkVerifyPage(page: Page, url: string, expected: RegExp) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected, LOAD);
  await expectNoAxeViolations(page);
}

test.describe("certificates", () => {
  test.slow();

  test("completion → email → PDF download → signed-out verification → admin revokes → page says revoked", async ({ browser }) => {
    const { user, course, password, since } = await learnerWhoCompletes();
    const cert = await e2eDb().certificate.findFirstOrThrow({ where: { userId: user.id } });

    // 1. The email carries the signed verification link.
    const mail = await waitForMail(user.email, { subject: /Your certificate for/, since });
    expect(mail.subject).toBe(`Your certificate for ${course.title}`);
    const link = mail.links.find((l) => l.includes(`/certificates/${cert.code}?t=`));
    expect(link, mail.text).toBeTruthy();

    // 2. The learner downloads the PDF from /profile.
    const learner = await browser.newContext();
    const page = await learner.newPage();
    await signInViaApi(page, user.email, password);
    await page.goto("/profile");
    const mine = page.getByRole("list", { name: "My certificates" });
    await expect(mine.getByText(course.title)).toBeVisible(LOAD);
    const [download] = await Promise.all([page.waitForEvent("download"), mine.getByRole("link", { name: `Download the certificate for ${course.title}` }).click()]);
    expect(download.suggestedFilename()).toBe(`certificate-${cert.code}.pdf`);
    const pdf = fs.readFileSync((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = extractPdfText(pdf);
    expect(text).toEqual(expect.arrayContaining(["Masterly", "Certificate of Completion", user.name, course.title, `Certificate code: ${cert.code}`]));
    await learner.close();

    // 3. Signed out, the emailed link verifies: status and signature, at both widths, with axe.
    for (const width of [1280, 390]) {
      const { context, page: visitor } = await signedOutPage(browser, width);
      await checkVerifyPage(visitor, link as string, /This certificate is valid\./);
      await expect(visitor.getByTestId("certificate-status")).toHaveText("Valid");
      await expect(visitor.getByText("Digital signature verified")).toBeVisible();
      await expect(visitor.getByText(user.name)).toBeVisible();
      const linkedIn = visitor.getByRole("link", { name: "Add to LinkedIn" });
      await expect(linkedIn).toHaveAttribute("href", new RegExp(`^https://www\\.linkedin\\.com/profile/add\\?startTask=CERTIFICATION_NAME&name=.*&certId=${cert.code}`));
      await expect(visitor.getByRole("button", { name: "Copy link" })).toBeVisible();
      await context.close();
    }

    // A tampered token is called out, while the record still shows.
    const { context: tamperContext, page: tampered } = await signedOutPage(browser, 1280);
    const at = (link as string).length - 10;
    const flipped = (link as string)[at] === "A" ? "B" : "A";
    await tampered.goto(`${(link as string).slice(0, at)}${flipped}${(link as string).slice(at + 1)}`);
    await expect(tampered.getByText("Digital signature NOT verified")).toBeVisible(LOAD);
    await tamperContext.close();

    // 4. An admin revokes it with a reason, from /dashboard/certificates.
    const admin = await browser.newContext({ storageState: as("admin").storageState });
    const adminPage = await admin.newPage();
    await adminPage.goto("/dashboard/certificates");
    await expect(adminPage.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible(LOAD);
    await adminPage.getByLabel("Search").fill(cert.code);
    const row = adminPage.getByRole("row").filter({ hasText: cert.code });
    await expect(row).toHaveCount(1, LOAD);
    await expectNoAxeViolations(adminPage);
    await row.getByRole("button", { name: `Revoke certificate ${cert.code}` }).click();
    const dialog = adminPage.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Revoke certificate" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please give a reason");
    await dialog.getByLabel("Reason").fill("Completed on a shared account");
    await expectNoAxeViolations(adminPage);
    await dialog.getByRole("button", { name: "Revoke certificate" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText("Revoked")).toBeVisible();
    await admin.close();

    // 5. The public page says revoked at once (with the date), and the API agrees.
    for (const width of [1280, 390]) {
      const { context, page: visitor } = await signedOutPage(browser, width);
      await checkVerifyPage(visitor, link as string, /This certificate was revoked on \w+ \d{1,2}, \d{4}\./);
      await expect(visitor.getByTestId("certificate-status")).toHaveText("Revoked");
      await expect(visitor.getByRole("link", { name: "Add to LinkedIn" })).toHaveCount(0);
      const api = await visitor.request.get(`/api/certificates/${cert.code}/verify`);
      expect(((await api.json()) as { data: { status: string } }).data.status).toBe("revoked");
      await context.close();
    }
  });

  test("an unknown code gets the 404 page; the key set is public and cacheable", async ({ page }) => {
    const res = await page.goto("/certificates/0000-0000-0000");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible(LOAD);
    const keys = await page.request.get("/.well-known/masterly-certificates.json");
    expect(keys.status()).toBe(200);
    expect(keys.headers()["cache-control"]).toContain("public");
    const body = (await keys.json()) as { keys: { kty: string; crv: string; kid: string; d?: string }[] };
    expect(body.keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", kid: expect.any(String) });
    expect(body.keys[0].d).toBeUndefined();
  });

  test.describe("learner home", () => {
    test.use(as("learner"));
    test("the demo learner sees their seeded certificates with Download and Share, at 390 px too", async ({ page }) => {
      const demo = await e2eDb().user.findUniqueOrThrow({ where: { email: "learner@masterly.dev" } });
      const count = await e2eDb().certificate.count({ where: { userId: demo.id } });
      expect(count).toBeGreaterThan(0);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/dashboard");
        const list = page.getByRole("list", { name: "My certificates" });
        await expect(list.getByRole("listitem")).toHaveCount(count, LOAD);
        await expect(list.getByRole("link", { name: /^Download the certificate for/ }).first()).toBeVisible();
        await expect(list.getByRole("button", { name: /^Share the certificate for/ }).first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  });

  test.describe("staff", () => {
    test.use(as("staff"));
    test("staff see the list read-only", async ({ page }) => {
      await page.goto("/dashboard/certificates");
      await expect(page.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible(LOAD);
      await expect(page.getByRole("table", { name: "Certificates" })).toBeVisible(LOAD);
      await expect(page.getByRole("button", { name: /^Revoke certificate/ })).toHaveCount(0);
      await expect(page.getByRole("navigation").getByRole("link", { name: "Certificates" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 900 });
      await expect(page.getByRole("table", { name: "Certificates" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
