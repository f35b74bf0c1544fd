import { as, expect, test } from "./fixtures";

const ADMIN_MENU = ["Overview", "Questions", "Grading", "Staff Management", "Students", "Courses", "Analytics", "Settings", "Audit Log", "Certificates", "Orders", "Coupons", "Jobs"];
const STAFF_MENU = ["Overview", "Questions", "Grading", "Students", "Courses", "Certificates", "Orders", "Coupons"];

async function menuLabels(nav: import("@playwright/test").Locator) {
  return (await nav.getByRole("link").allInnerTexts()).map((t) => t.replace(/\s*(New|\d+)$/, "").trim());
}

test.describe("dashboard shell as admin", () => {
  test.use(as("admin"));

  test("shows every admin menu item, with the New badge on Questions", async ({ page }) => {
    await page.goto("/dashboard");
    const nav = page.getByRole("complementary", { name: "Sidebar" }).getByRole("navigation", { name: "Dashboard" });
    expect(await menuLabels(nav)).toEqual(ADMIN_MENU);
    await expect(nav.getByRole("link", { name: /Questions/ })).toContainText("New");
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toContainText("Ada Admin");
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toContainText("Admin");
  });

  test("collapses to icons and expands again, and remembers the choice", async ({ page }) => {
    await page.goto("/dashboard");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar).toHaveClass(/w-64/);
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(sidebar).toHaveClass(/w-20/);
    await expect(sidebar.getByRole("link", { name: "Students" })).toBeVisible();
    await expect(sidebar.getByText("Students", { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveClass(/w-20/);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveClass(/w-64/);
  });

  test("shows breadcrumbs and the notifications bell", async ({ page }) => {
    await page.goto("/dashboard/students");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).first();
    await expect(crumbs).toContainText("Dashboard");
    await expect(crumbs).toContainText("Students");
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await expect(page.getByRole("menu").getByText("Notifications", { exact: true })).toBeVisible();
  });
});

test.describe("dashboard shell as staff", () => {
  test.use(as("staff"));

  test("shows only the staff menu", async ({ page }) => {
    await page.goto("/dashboard");
    const nav = page.getByRole("complementary", { name: "Sidebar" }).getByRole("navigation", { name: "Dashboard" });
    expect(await menuLabels(nav)).toEqual(STAFF_MENU);
  });
});

test.describe("dashboard shell at phone width", () => {
  test.use({ ...as("staff"), viewport: { width: 390, height: 844 } });

  test("has a Dashboard header and a drawer with the role's menu", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeHidden();
    await expect(page.getByRole("banner").locator("p").getByText("Dashboard", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    expect(await menuLabels(drawer.getByRole("navigation", { name: "Dashboard" }))).toEqual(STAFF_MENU);
    await drawer.getByRole("link", { name: "Students" }).click();
    await expect(page).toHaveURL(/\/dashboard\/students$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("learner's dashboard", () => {
  test.use(as("learner"));

  test("is their own home with the learner's menu", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back, Lena!");
    await expect(page.getByRole("heading", { name: "Continue learning" })).toBeVisible();
    // The learner's menu (docs/product.md §6): My learning, Browse courses and Profile; none of the staff tools.
    const nav = page.getByRole("complementary", { name: "Sidebar" }).getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("link")).toHaveText(["My learning", "Browse courses", "Profile"]);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "My profile" })).toHaveAttribute("href", "/profile");
    await expect(main.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/courses");
  });
});
