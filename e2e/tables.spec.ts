// Lists that fit their screens and the list kit's URL state (docs/architecture.md, "The layers"):
// no sideways scroll at 1280 px with the sidebar open, cards on a phone whose titles and emails are
// whole and never under the row actions, sort and page size in the URL (and honoured by the server),
// and the confirmations and discard prompt (docs/product.md §4).
import type { Locator, Page } from "@playwright/test";
import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";

test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type ListCase = { path: string; table: string; columns: string[] };

const LISTS: ListCase[] = [
  { path: "/dashboard/staff", table: "Staff members", columns: ["Staff Member", "Email", "Role", "Status"] },
  { path: "/dashboard/students", table: "Students", columns: ["Student", "Contact", "Status", "Last Activity"] },
  { path: "/dashboard/questions", table: "Questions", columns: ["Title", "Type", "Difficulty"] },
  { path: "/dashboard/courses", table: "Courses", columns: ["Course", "Rating", "Price", "Status", "Revenue", "Actions"] },
  { path: "/dashboard/audit", table: "Audit log", columns: ["When", "Actor", "Details", "Before → after"] },
];

async function openList(page: Page, path: string, table: string): Promise<Locator> {
  await page.goto(path);
  const locator = page.getByRole("table", { name: table });
  await expect(locator).toBeVisible({ timeout: 30_000 });
  await expect(locator.locator("tbody tr").first()).toBeVisible();
  return locator;
}

/** How far the page and the table's own scroller overflow sideways (0 or less: they fit). */
async function overflow(table: Locator) {
  return table.evaluate((el) => {
    const container = el.closest('[data-slot="table-container"]') as HTMLElement;
    const doc = document.scrollingElement as HTMLElement;
    return { page: doc.scrollWidth - doc.clientWidth, table: container.scrollWidth - container.clientWidth };
  });
}

/** Whether an element shows all of its content (nothing cut by overflow or ellipsis). */
const whole = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);

function intersects(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function createQuestion(page: Page, title: string) {
  const res = await page.request.post("/api/questions", {
    data: {
      title,
      description: "Which CSS layout model is one-dimensional, along a main axis?",
      type: "true-false",
      difficulty: "easy",
      category: "CSS",
      tags: ["css", "layout"],
      options: [],
      correctAnswer: "True",
    },
  });
  expect(res.status()).toBe(201);
}

test.describe("lists at 1280 px with the sidebar open", () => {
  test.use({ ...as("admin"), viewport: { width: 1280, height: 900 } });

  for (const list of LISTS) {
    test(`${list.table}: no sideways scroll, and ${list.columns.join(", ")} are in view`, async ({ page }) => {
      const table = await openList(page, list.path, list.table);
      await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
      const { page: pageOverflow, table: tableOverflow } = await overflow(table);
      expect(pageOverflow).toBeLessThanOrEqual(0);
      expect(tableOverflow).toBeLessThanOrEqual(0);
      for (const name of list.columns) {
        const header = table.getByRole("columnheader", { name, exact: true });
        await expect(header).toBeVisible();
        const box = (await header.boundingBox())!;
        expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(1280);
      }
    });
  }

  test("Questions: Preview, Edit and Delete sit inside the window on every row", async ({ page }) => {
    const table = await openList(page, "/dashboard/questions", "Questions");
    const rows = table.locator("tbody tr");
    const count = await rows.count();
    for (let i = 0; i < count; i += 1) {
      for (const action of ["Preview", "Edit", "Delete"]) {
        const button = rows.nth(i).getByRole("button", { name: new RegExp(`^${action} `) });
        await expect(button).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(1280);
      }
    }
  });

  test("Audit log: before → after is shown whole, not clipped", async ({ page }) => {
    const table = await openList(page, "/dashboard/audit", "Audit log");
    const cells = table.locator("tbody tr td:last-child");
    const count = await cells.count();
    for (let i = 0; i < count; i += 1) expect(await whole(cells.nth(i))).toBe(true);
  });

  test("a question row looks as designed (screenshot)", async ({ page }) => {
    const title = `Flexbox main axis layout ${unique()}`;
    await createQuestion(page, title);
    const table = await openList(page, `/dashboard/questions?search=${encodeURIComponent(title)}`, "Questions");
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(table).toHaveScreenshot("question-row-1280.png", {
      mask: [table.locator("tbody td[data-cell='primary']"), table.locator("tbody td[data-label='Created']")],
      maxDiffPixelRatio: 0.01,
    });
  });
});

test.describe("sort and page size live in the URL", () => {
  test.use({ ...as("admin"), viewport: { width: 1280, height: 900 } });

  test("sorting staff by name changes the order and the URL, and a reload keeps it", async ({ page }) => {
    const table = await openList(page, "/dashboard/staff", "Staff members");
    const header = table.getByRole("columnheader", { name: "Staff Member" });
    await expect(header).toHaveAttribute("aria-sort", "none");
    await header.getByRole("button").click();
    await expect(page).toHaveURL(/[?&]sort=name&order=asc/);
    await expect(header).toHaveAttribute("aria-sort", "ascending");

    // The name span is the last in the cell (the avatar's initials come first); "(you)" is dropped.
    const names = async () => (await table.locator("tbody tr td[data-cell='primary'] > div > span:last-child").allTextContents()).map((n) => n.replace(/\(you\)$/, "").trim());
    // SQLite compares names code unit by code unit, as JavaScript's < does.
    const inOrder = (list: string[], dir: 1 | -1) => list.every((name, i) => i === 0 || (dir === 1 ? list[i - 1] <= name : list[i - 1] >= name));
    await expect.poll(async () => inOrder(await names(), 1)).toBe(true);
    const first = (await names())[0];
    // Other specs add and remove staff while this one runs (a fresh-clone run saw a lower name
    // appear between the page's read and this one); the seeded staff stay, so the first row can
    // be no later than the first of them.
    const db = e2eDb();
    const lowest = await db.user.findFirstOrThrow({ where: { role: { in: ["admin", "staff"] }, email: { endsWith: "@masterly.dev" } }, orderBy: [{ name: "asc" }, { id: "asc" }] });
    expect(first <= lowest.name).toBe(true);

    await header.getByRole("button").click();
    await expect(page).toHaveURL(/[?&]sort=name&order=desc/);
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect.poll(async () => inOrder(await names(), -1)).toBe(true);
    await expect.poll(async () => (await names())[0] >= first).toBe(true);

    await page.reload();
    await expect(table.getByRole("columnheader", { name: "Staff Member" })).toHaveAttribute("aria-sort", "descending");
    await expect(page).toHaveURL(/[?&]sort=name&order=desc/);
  });

  test("the page size is chosen, kept in the URL and across a reload", async ({ page }) => {
    const table = await openList(page, "/dashboard/students", "Students");
    await expect(table.locator("tbody tr")).toHaveCount(10);
    await page.getByRole("combobox", { name: "Rows per page" }).click();
    await page.getByRole("option", { name: "20", exact: true }).click();
    await expect(page).toHaveURL(/[?&]pageSize=20/);
    await expect(table.locator("tbody tr")).toHaveCount(20);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Rows per page" })).toHaveText("20");
    await expect(page.getByText(/^Showing 21–/)).toBeVisible();
  });
});

test.describe("lists on a phone are cards", () => {
  test.use({ ...as("admin"), viewport: { width: 390, height: 844 } });

  test("students: the email is whole, wraps instead of being cut, and the actions cover nothing", async ({ page }) => {
    // A fixed name and email (only this test writes them; a retry replaces its own row): with a random
    // slug, its letters' widths decided where the email wrapped, and the card's height moved by 4 px.
    const email = "a.very.long.email.address.for.the.card.layout@subdomain.example.test";
    await e2eDb().user.deleteMany({ where: { email } });
    const learner = await e2eDb().user.create({ data: { role: "user", name: "Card Layout Learner", email, isActive: true, isEmailVerified: true } });
    const table = await openList(page, `/dashboard/students?search=${encodeURIComponent(learner.email)}`, "Students");
    const row = table.locator(`tr[data-student-id="${learner.id}"]`);
    await expect(row).toBeVisible();
    const emailCell = row.locator("[data-email]");
    await expect(emailCell).toHaveText(learner.email);
    expect(await whole(emailCell)).toBe(true);
    const { page: pageOverflow } = await overflow(table);
    expect(pageOverflow).toBeLessThanOrEqual(0);
    const actions = (await row.locator("td[data-cell='actions']").boundingBox())!;
    expect(intersects((await emailCell.boundingBox())!, actions)).toBe(false);
    expect(intersects((await row.locator("td[data-cell='primary']").boundingBox())!, actions)).toBe(false);
    await expect(row).toHaveScreenshot("student-card-390.png", {
      mask: [row.locator("td[data-label='Joined']"), row.locator("td[data-label='Last activity']"), row.locator("td[data-cell='primary']"), emailCell],
      maxDiffPixelRatio: 0.01,
    });
  });

  for (const list of [
    { path: "/dashboard/courses", table: "Courses" },
    { path: "/dashboard/questions", table: "Questions" },
  ]) {
    test(`${list.table}: titles are whole and beside the actions, never under them`, async ({ page }) => {
      const table = await openList(page, list.path, list.table);
      const { page: pageOverflow } = await overflow(table);
      expect(pageOverflow).toBeLessThanOrEqual(0);
      const rows = table.locator("tbody tr");
      const count = Math.min(await rows.count(), 5);
      for (let i = 0; i < count; i += 1) {
        const primary = rows.nth(i).locator("td[data-cell='primary']");
        const actions = (await rows.nth(i).locator("td[data-cell='actions']").boundingBox())!;
        const box = (await primary.boundingBox())!;
        expect(box.width).toBeGreaterThan(120);
        expect(intersects(box, actions)).toBe(false);
        expect(await whole(primary)).toBe(true);
      }
    });
  }
});

test.describe("asking before losing work or acting", () => {
  test.use({ ...as("admin"), viewport: { width: 1280, height: 900 } });

  test("closing a form with typed changes asks before discarding (Escape, backdrop, Cancel)", async ({ page }) => {
    await openList(page, "/dashboard/students", "Students");
    await page.getByRole("button", { name: "Add Student" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Student" });
    await expect(dialog).toBeVisible();
    // Nothing typed: Escape closes at once.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Add Student" }).click();
    await dialog.getByLabel("Full name").fill("Half Typed");
    const prompt = page.getByRole("alertdialog", { name: "Discard changes?" });
    await page.keyboard.press("Escape");
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Keep editing" }).click();
    await expect(prompt).toBeHidden();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Half Typed");

    // The backdrop asks too.
    await page.mouse.click(10, 10);
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Keep editing" }).click();

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page);
    await prompt.getByRole("button", { name: "Discard" }).click();
    await expect(prompt).toBeHidden();
    await expect(dialog).toBeHidden();
  });
});
