// Saves one signed-in browser state per role, reused by every spec (test.use(as("admin"))).
import { test as setup } from "@playwright/test";
import { authFile } from "./env";
import { DEMO, signInViaApi } from "./fixtures";

for (const role of ["admin", "staff", "learner"] as const) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signInViaApi(page, DEMO[role].email);
    await page.context().storageState({ path: authFile(role) });
  });
}
