// Shared e2e helpers: the saved login per role, an axe check, and direct database access for
// working out expected figures from the same database the server uses.
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { authFile, E2E } from "./env";

export { expect };
/** Playwright's test, aimed at the server of the worker it runs in (e2e/global-setup.ts). */
export const test = base.extend({
  baseURL: async ({}, provide) => {
    await provide(E2E.baseURL);
  },
});

export type E2ERole = "admin" | "staff" | "learner";

export const DEMO = {
  admin: { email: "admin@masterly.dev", name: "Ada Admin" },
  staff: { email: "staff@masterly.dev", name: "Sam Staff" },
  learner: { email: "learner@masterly.dev", name: "Lena Learner" },
  password: "masterly-demo",
} as const;

/** Use inside a describe block: `test.use(as("admin"))`. */
export const as = (role: E2ERole) => ({ storageState: authFile(role) });

/** Fails with the list of axe violations (WCAG 2 A/AA) on the current page state. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  // A client navigation swaps <title> just after the new page paints; wait for it rather than let axe
  // read the gap (a page that never gets a title still fails, here or in axe's document-title).
  await expect(page, "the page has a <title> before axe reads it").toHaveTitle(/\S/);
  // Axe reads colours as painted: a toast fading in or out measures as low-contrast text for a
  // moment (a fresh-clone run failed on sonner's title mid-fade). Read the page once every finite
  // animation and transition has ended; spinners run forever and are not waited for.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 });
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
  expect(summary, "axe violations").toEqual([]);
}

/** Signs in through the API (fast); the login page itself has its own tests. */
export async function signInViaApi(page: Page, email: string, password: string = DEMO.password) {
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}
