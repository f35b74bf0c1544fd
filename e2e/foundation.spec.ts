import { expect, test } from "./fixtures";

test.describe("foundation", () => {
  test("an unknown path shows the 404 page with a way home", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("health reports the database as connected, and the job queue", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    const count = expect.any(Number);
    expect(await res.json()).toEqual({ data: { status: "ok", database: "connected", jobs: { waiting: count, failed: count, oldestWaitingSeconds: count } } });
  });
});
