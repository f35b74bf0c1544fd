// Checkout (docs/domain/payments.md) on the test provider (the e2e server runs it through ALLOW_TEST_PAYMENTS=1 on its loopback
// APP_URL): a learner buys a paid course with a coupon (course page → coupon → checkout → 4242…), is
// enrolled, gets the receipt email and sees the receipt on /profile; a declined card leaves no
// enrollment and says so; an admin refunds from /dashboard/orders and the learner loses access;
// coupons are managed from /dashboard/coupons; axe on checkout, coupons and orders at 1280 and 390 px.
import bcrypt from "bcryptjs";
import type { Browser, Page } from "@playwright/test";
import { as, expect, expectNoAxeViolations, signInViaApi, test } from "./fixtures";
import { e2eDb } from "./db";
import { waitForMail } from "./mail";

const LOAD = { timeout: 30_000 };
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = "checkout-pass-1";

async function paidCourseAndLearner(priceCents = 4999) {
  const id = unique();
  const db = e2eDb();
  const user = await db.user.create({
    data: { email: `buyer-${id}@example.test`, name: `Bea Buyer ${id.slice(-4)}`, role: "user", isEmailVerified: true, passwordHash: bcrypt.hashSync(PASSWORD, 10) },
  });
  const course = await db.course.create({
    data: { title: `Paid Course ${id.slice(-6)}`, description: "A paid course for the checkout test.", category: "Programming", level: "beginner", priceCents, duration: "1 hour", instructor: "Ada Lovelace", status: "draft" },
  });
  const section = await db.section.create({ data: { courseId: course.id, title: "Start", position: 0 } });
  await db.lesson.create({ data: { sectionId: section.id, courseId: course.id, title: "Members only", kind: "text", position: 0, content: "Secret lesson text" } });
  return { id, user, course };
}

/**
 * Publishes through the API, which refreshes the public catalogue's cache (a course written straight
 * into the database is not in it), then opens the course page.
 */
async function publishAndOpen(browser: Browser, page: Page, course: { id: string; title: string }) {
  const admin = await browser.newContext({ storageState: as("admin").storageState });
  const res = await admin.request.patch(`/api/courses/${course.id}/status`, { data: { status: "published" } });
  expect(res.status(), await res.text()).toBe(200);
  await admin.close();
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
}

async function learnerPage(browser: Browser, email: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInViaApi(page, email, PASSWORD);
  return { context, page };
}

/** axe and a screenshot at 1280 and 390 px, then back to 1280. */
async function checkBothWidths(page: Page, shot: string, include?: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, include ? { include } : {});
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const activeEnrollment = (userId: string, courseId: string) => e2eDb().enrollment.findFirst({ where: { userId, courseId, unenrolledAt: null }, select: { id: true } });

test.describe("selling courses", () => {
  test.slow();

  test("a learner buys with a coupon, gets a receipt, and loses access when an admin refunds", async ({ browser }) => {
    const { id, user, course } = await paidCourseAndLearner(4999);
    const code = `SAVE${id.slice(-6)}`;
    await e2eDb().coupon.create({ data: { code, percentOff: 20, courseIds: JSON.stringify([course.id]), maxRedemptions: 5 } });
    const since = Date.now();

    // Course page: a wrong code gets a clear message; the right one (any case) shows the discount.
    const { context, page } = await learnerPage(browser, user.email);
    await publishAndOpen(browser, page, course);
    await page.getByRole("button", { name: "Have a coupon?" }).click();
    await page.getByLabel("Coupon code").fill("NO-SUCH-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This coupon code is not valid" })).toBeVisible(LOAD);
    await page.getByLabel("Coupon code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("coupon-total")).toContainText("$39.99", LOAD);
    await checkBothWidths(page, "course-coupon");

    // Checkout page: the discounted order, paid with 4242….
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await page.waitForURL(/\/checkout\/[a-z0-9]+$/i, LOAD);
    await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible(LOAD);
    await expect(page.getByTestId("order-total")).toHaveText("$39.99");
    await expect(page.getByTestId("order-summary")).toContainText(code);
    await checkBothWidths(page, "checkout-pay");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $39.99" }).click();
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible(LOAD);
    await checkBothWidths(page, "checkout-paid");
    expect(await activeEnrollment(user.id, course.id)).not.toBeNull();
    const coupon = await e2eDb().coupon.findUniqueOrThrow({ where: { code } });
    expect(coupon.redemptionCount).toBe(1);

    const receiptMail = await waitForMail(user.email, { subject: /Your receipt for/, since });
    expect(receiptMail.text).toContain("$39.99");
    expect(receiptMail.text).toContain(course.title);

    // /profile lists the purchase; its receipt shows the total.
    await page.goto("/profile");
    const purchases = page.getByRole("list", { name: "Purchases" });
    await expect(purchases).toContainText(course.title, LOAD);
    await purchases.getByRole("link", { name: `Receipt for ${course.title}` }).click();
    await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible(LOAD);
    await expect(page.getByTestId("receipt-total")).toHaveText("$39.99");
    await checkBothWidths(page, "receipt");

    // An admin finds the order, reads its timeline and refunds it in full.
    const admin = await browser.newContext({ storageState: as("admin").storageState, viewport: { width: 1280, height: 900 } });
    const adminPage = await admin.newPage();
    await adminPage.goto("/dashboard/orders");
    await expect(adminPage.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible(LOAD);
    await adminPage.getByLabel("Search").fill(user.email);
    const row = adminPage.getByRole("row").filter({ hasText: user.email });
    await expect(row).toHaveCount(1, LOAD);
    await expect(row.getByText("Paid", { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(adminPage.getByTestId("stat-net-revenue")).toHaveText("$39.99", LOAD);
    await checkBothWidths(adminPage, "orders");
    await row.getByRole("button", { name: /Details of order/ }).click();
    const details = adminPage.getByRole("dialog", { name: "Order details" });
    const timeline = details.getByTestId("order-timeline");
    await expect(timeline).toContainText("Created", LOAD);
    await expect(timeline).toContainText("Paid");
    await expect(details).toContainText(/pi_test_/);
    await checkBothWidths(adminPage, "order-details");
    await details.getByRole("button", { name: "Refund" }).click();
    const confirm = adminPage.getByRole("alertdialog", { name: "Refund this order?" });
    await expect(confirm).toContainText("access to");
    await confirm.getByRole("button", { name: "Refund $39.99" }).click();
    await expect(adminPage.getByText("Order refunded")).toBeVisible(LOAD);
    await expect(timeline).toContainText("Refunded", LOAD);
    await admin.close();

    // The learner lost access: enrollment revoked as "refunded", emailed, and the lesson is locked.
    const revoked = await e2eDb().enrollment.findFirstOrThrow({ where: { userId: user.id, courseId: course.id } });
    expect(revoked.unenrolledAt).not.toBeNull();
    expect(revoked.unenrollReason).toBe("refunded");
    await waitForMail(user.email, { subject: /Your refund for/, since });
    const lesson = await e2eDb().lesson.findFirstOrThrow({ where: { courseId: course.id } });
    const api = await page.request.get(`/api/learn/${course.id}/lessons/${lesson.id}`);
    expect([403, 404]).toContain(api.status());
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole("button", { name: "Enroll Now" })).toBeVisible(LOAD);
    await context.close();
  });

  test("a declined card leaves no enrollment and says so", async ({ browser }) => {
    const { user, course } = await paidCourseAndLearner(2500);
    const { context, page } = await learnerPage(browser, user.email, 390);
    await publishAndOpen(browser, page, course);
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await page.waitForURL(/\/checkout\/[a-z0-9]+$/i, LOAD);
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(page.getByRole("heading", { name: "Payment declined" })).toBeVisible(LOAD);
    await expect(page.getByText("Your card was declined and nothing was charged")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await activeEnrollment(user.id, course.id)).toBeNull();
    const order = await e2eDb().order.findFirstOrThrow({ where: { userId: user.id, courseId: course.id } });
    expect(order.status).toBe("failed");
    await context.close();
  });

  test.describe("coupons page", () => {
    test.use(as("admin"));

    test("an admin creates a coupon; the form shows the schema's and the server's field errors", async ({ page }) => {
      const code = `E2E${unique().slice(-7)}`;
      await e2eDb().coupon.create({ data: { code: `${code}X`, percentOff: 10 } });
      await page.goto("/dashboard/coupons");
      await expect(page.getByRole("heading", { name: "Coupons", level: 1 })).toBeVisible(LOAD);
      await page.getByRole("button", { name: "New coupon" }).click();
      const dialog = page.getByRole("dialog", { name: "New coupon" });
      await dialog.getByLabel("Code").fill(`${code}x`);
      await dialog.getByLabel("Percent (1–100)").fill("150");
      await dialog.getByRole("button", { name: "Create coupon" }).click();
      await expect(dialog.getByText("Percent off must be between 1 and 100")).toBeVisible();
      await dialog.getByLabel("Percent (1–100)").fill("15");
      await dialog.getByRole("button", { name: "Create coupon" }).click();
      // The code exists in another case: the server's 409 lands on the code field.
      await expect(dialog.getByText("This code is already in use")).toBeVisible(LOAD);
      await checkBothWidths(page, "coupon-dialog");
      await dialog.getByLabel("Code").fill(code);
      await dialog.getByLabel("Total redemption limit (optional)").fill("3");
      await dialog.getByRole("button", { name: "Create coupon" }).click();
      await expect(dialog).toBeHidden(LOAD);
      const row = page.getByRole("row").filter({ hasText: code }).filter({ hasText: "15% off" });
      await expect(row).toContainText("0 / 3");
      await checkBothWidths(page, "coupons");
    });
  });

  test.describe("staff", () => {
    test.use(as("staff"));

    test("staff read orders and coupons but cannot refund or create", async ({ page }) => {
      await page.goto("/dashboard/coupons");
      await expect(page.getByRole("heading", { name: "Coupons", level: 1 })).toBeVisible(LOAD);
      await expect(page.getByRole("button", { name: "New coupon" })).toHaveCount(0);
      await page.goto("/dashboard/orders");
      await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible(LOAD);
      await expect(page.getByRole("navigation").getByRole("link", { name: "Orders" })).toBeVisible();
      const first = page.getByRole("button", { name: /Details of order/ }).first();
      await expect(first).toBeVisible(LOAD);
      await first.click();
      await expect(page.getByRole("dialog", { name: "Order details" }).getByTestId("order-timeline")).toBeVisible(LOAD);
      await expect(page.getByRole("button", { name: "Refund" })).toHaveCount(0);
    });
  });
});
