// Signing in through the API (POST /api/auth/login), as every other spec's saved login was made
// (e2e/global-setup.ts): the answer sets a session cookie that opens the dashboard as that person.
import { DEMO, expect, signInViaApi, test } from "./fixtures";

for (const role of ["admin", "staff", "learner"] as const) {
  test(`signing in through the API as the demo ${role} opens the dashboard as them`, async ({ page }) => {
    await signInViaApi(page, DEMO[role].email);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toContainText(DEMO[role].name);
  });
}
