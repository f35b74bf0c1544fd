// General settings take visible effect. Saving Site name "Acme Academy" and
// currency EUR changes the header (public and dashboard), page titles, every price and the emails;
// the contact email shows in the footer; the form says plainly that amounts are not converted and
// the interface is not translated. These settings are site-wide: they change this worker's server
// only, no other test runs on it meanwhile (e2e/global-setup.ts), and the defaults go back at the end.
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, signInViaApi, test } from "./fixtures";
import { waitForMail } from "./mail";
import { SETTINGS_DEFAULTS } from "../lib/settings/defaults";

const LOAD = { timeout: 30_000 };
const DEFAULTS = SETTINGS_DEFAULTS.general;

async function putGeneral(page: Page, settings: typeof DEFAULTS) {
  const status = await page.evaluate(async (body) => {
    const res = await fetch("/api/admin/settings/general", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return res.status;
  }, settings);
  expect(status).toBe(200);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("General settings take visible effect", () => {
  test.slow();

  test("Site name 'Acme Academy' and EUR show in the header, titles, prices, footer and a password-reset email", async ({ page, browser }) => {
    // A session of its own, so that the saved admin login of the other specs is left alone.
    await signInViaApi(page, DEMO.admin.email);
    await page.goto("/dashboard/settings?tab=general");
    await expect(page.getByLabel("Site name")).not.toHaveValue("", LOAD);
    try {
      // The form says what the currency and language do, and what they do not.
      await expect(page.getByText("Amounts are not converted", { exact: false })).toBeVisible();
      await expect(page.getByText("it is not translated yet", { exact: false })).toBeVisible();

      await page.getByLabel("Site name").fill("Acme Academy");
      await page.getByLabel("Contact email").fill("hello@acme.test");
      await pick(page, "Currency", "EUR — Euro");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Settings updated successfully!" })).toBeVisible();

      // The dashboard sidebar and the page title follow at once.
      const sidebar = page.getByRole("link", { name: "Acme Academy home" }).first();
      await expect(sidebar).toBeVisible(LOAD);
      await expect(page).toHaveTitle(/· Acme Academy$/);
      await page.setViewportSize({ width: 1280, height: 900 });

      // The public catalogue: header, title, prices in euros, contact email in the footer.
      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      for (const width of [1280, 390]) {
        await visitor.setViewportSize({ width, height: 900 });
        await visitor.goto("/courses");
        await expect(visitor).toHaveTitle("All Courses · Acme Academy");
        await expect(visitor.getByRole("banner").getByRole("link", { name: "Acme Academy" })).toBeVisible();
        const prices = visitor.locator("main").getByText(/^€\d+\.\d\d$/);
        await expect(prices.first()).toBeVisible();
        await expect(visitor.locator("main").getByText(/^\$\d+\.\d\d$/)).toHaveCount(0);
        await expect(visitor.getByRole("contentinfo").getByRole("link", { name: "hello@acme.test" })).toHaveAttribute("href", "mailto:hello@acme.test");
        await expect(visitor.getByRole("contentinfo")).toContainText("Acme Academy. All rights reserved.");
        await expectNoAxeViolations(visitor);
      }
      await visitor.goto("/");
      await expect(visitor).toHaveTitle("Acme Academy — Master new skills with expert-led courses");

      // Every email carries the site name: a password reset asked for on the sign-in pages.
      const since = Date.now() - 1000;
      await visitor.goto("/forgot-password");
      await expect(visitor.getByRole("banner").or(visitor.locator("header")).first()).toContainText("Acme Academy");
      await visitor.getByLabel("Email").fill(DEMO.learner.email);
      await visitor.getByRole("button", { name: "Send reset link" }).click();
      const mail = await waitForMail(DEMO.learner.email, { subject: /Reset your Acme Academy password/, since });
      expect(mail.text).toContain("Acme Academy");
      expect(mail.text).not.toContain("Masterly");
      expect(mail.text).toContain("hello@acme.test");
      await visitorContext.close();

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.getByLabel("Site name")).toHaveValue("Acme Academy", LOAD);
      await expectNoAxeViolations(page);
    } finally {
      await putGeneral(page, DEFAULTS);
    }
    // Back to the defaults: the next request shows Masterly and dollars again.
    const visitor = await browser.newPage();
    await visitor.goto("/courses");
    await expect(visitor.getByRole("banner").getByRole("link", { name: "Masterly" })).toBeVisible();
    await expect(visitor.locator("main").getByText(/^\$\d+\.\d\d$/).first()).toBeVisible();
    await visitor.close();
  });
});
