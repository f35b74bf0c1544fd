// The question bank (docs/product.md §2): add, edit and delete with their confirmation and toasts, the
// staff role's limits (no Delete button, a forged DELETE refused), import with a bad row, preview,
// export, phone layout and axe.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function openBank(page: Page) {
  await page.goto("/dashboard/questions");
  await ready(page);
}

async function ready(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Question Bank" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Questions" }).getByRole("row").nth(1)).toBeVisible();
  // The table is server-rendered; wait until React has hydrated it before clicking anything.
  // Generous, because the shared 2-core machine can be slow to do that.
  await expect(page.getByTestId("questions-view")).toHaveAttribute("data-hydrated", "true", { timeout: 45_000 });
}

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search questions" }).fill(text);
}

const table = (page: Page) => page.getByRole("table", { name: "Questions" });
const row = (page: Page, title: string) => table(page).getByRole("row").filter({ hasText: title });

async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Creates a question straight in the database, for tests about something else. */
async function seedQuestion(title: string, extra: Partial<{ type: string; description: string; correctAnswer: string | null; options: string[]; category: string }> = {}) {
  const author = await e2eDb().user.findUniqueOrThrow({ where: { email: "admin@masterly.dev" } });
  return e2eDb().question.create({
    data: {
      title,
      description: extra.description ?? "A question created for an end-to-end test.",
      type: extra.type ?? "multiple-choice",
      difficulty: "medium",
      category: extra.category ?? "JavaScript",
      tags: JSON.stringify(["e2e", "one", "two", "three"]),
      options: JSON.stringify(extra.options ?? ["Alpha", "Beta", "Gamma", "Delta"]),
      correctAnswer: extra.correctAnswer === undefined ? "Beta" : extra.correctAnswer,
      createdById: author.id,
      authorName: author.name,
    },
  });
}

test.describe.configure({ timeout: 120_000 });

test.describe("question bank (admin)", () => {
  test.use(as("admin"));

  test("shows the bank with counts from the database, newest first, and passes axe", async ({ page }) => {
    await openBank(page);
    const db = e2eDb();
    const stats = page.getByRole("region", { name: "Question counts" });
    const card = (label: string) => stats.locator('[data-slot="card"]', { hasText: label });
    // Other specs add questions as they run, so the screen is compared with the database until they agree.
    await expect
      .poll(
        async () => {
          const [total, easy, medium, hard] = await Promise.all([
            db.question.count(),
            db.question.count({ where: { difficulty: "easy" } }),
            db.question.count({ where: { difficulty: "medium" } }),
            db.question.count({ where: { difficulty: "hard" } }),
          ]);
          const shown = await Promise.all([card("Total questions"), card("Easy"), card("Medium"), card("Hard")].map((c) => c.innerText()));
          const ok =
            shown[0].includes(String(total)) &&
            shown[1].replace(/\s+/g, "") === `Easy${easy}` &&
            shown[2].replace(/\s+/g, "") === `Medium${medium}` &&
            shown[3].replace(/\s+/g, "") === `Hard${hard}` &&
            (await page.getByText(`of ${total}`).count()) > 0;
          if (!ok) await openBank(page);
          return ok;
        },
        { timeout: 45_000 },
      )
      .toBe(true);
    // Up to 3 tags, then +N.
    const title = `Tagged ${unique()}`;
    await seedQuestion(title);
    await page.reload();
    await ready(page);
    await search(page, title);
    await expect(row(page, title)).toContainText("+1");
    await expect(row(page, title)).toContainText("Ada Admin");
    await expectNoAxeViolations(page);
  });

  test("filters by difficulty and category ('All' clears) and the counts follow", async ({ page }) => {
    await openBank(page);
    await choose(page, page.locator("main"), "Filter by difficulty", "Hard");
    const hard = await e2eDb().question.count({ where: { difficulty: "hard" } });
    await expect(page.getByText(new RegExp(`of ${hard}$`))).toBeVisible();
    await choose(page, page.locator("main"), "Filter by category", "Python");
    const hardPython = await e2eDb().question.count({ where: { difficulty: "hard", category: "Python" } });
    await expect(page.getByText(new RegExp(`of ${hardPython}$`))).toBeVisible();
    await expect(table(page).getByRole("row")).toHaveCount(hardPython + 1);
    await choose(page, page.locator("main"), "Filter by difficulty", "All difficulties");
    await choose(page, page.locator("main"), "Filter by category", "All categories");
    // Other specs add questions as they run: the total is compared with the database until they agree.
    await expect
      .poll(
        async () => {
          const ok = (await page.getByText(new RegExp(`of ${await e2eDb().question.count()}$`)).count()) > 0;
          if (!ok) await openBank(page);
          return ok;
        },
        { timeout: 45_000 },
      )
      .toBe(true);
  });

  test("add, edit and delete a question, with the form's messages, confirmation and toasts", async ({ page }) => {
    const title = `E2E closures ${unique()}`;
    await openBank(page);

    await page.getByRole("button", { name: "Add Question" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Question" });
    await dialog.getByRole("button", { name: "Add Question" }).click();
    for (const message of ["Title must be at least 5 characters", "Description must be at least 10 characters", "Please select a question type", "Please select difficulty level", "Category is required"]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("What does a closure capture when a function is created?");
    await choose(page, dialog, "Type", "Multiple choice");
    await choose(page, dialog, "Difficulty", "Medium");
    await choose(page, dialog, "Category", "JavaScript");
    await dialog.getByLabel("Tags").fill(" closures ,  scope, ");
    await dialog.getByLabel("Option A").fill("Its variables by reference");
    await dialog.getByLabel("Option B").fill("A copy of the global scope");
    await dialog.getByLabel("Option D").fill("Nothing at all");
    await choose(page, dialog, "Correct answer", "A. Its variables by reference");
    await dialog.getByRole("button", { name: "Add Question" }).click();
    await expect(page.getByText("Question added successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();

    const saved = await e2eDb().question.findFirstOrThrow({ where: { title } });
    expect(JSON.parse(saved.options)).toEqual(["Its variables by reference", "A copy of the global scope", "Nothing at all"]);
    expect(JSON.parse(saved.tags)).toEqual(["closures", "scope"]);
    expect(saved).toMatchObject({ correctAnswer: "Its variables by reference", authorName: "Ada Admin", type: "multiple-choice" });

    // It survives a reload.
    await page.reload();
    await ready(page);
    await search(page, title);
    await expect(row(page, title)).toContainText("Multiple choice");

    // Edit.
    await row(page, title).getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Question" });
    await expect(edit.getByLabel("Title")).toHaveValue(title);
    await choose(page, edit, "Difficulty", "Hard");
    await edit.getByLabel("Option A").fill("The variables themselves, by reference");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Question updated")).toBeVisible();
    await expect(row(page, title)).toContainText("Hard");
    const edited = await e2eDb().question.findFirstOrThrow({ where: { title } });
    expect(edited).toMatchObject({ difficulty: "hard", correctAnswer: "The variables themselves, by reference" });

    // Delete: cancel keeps it, confirming removes it.
    await row(page, title).getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText(`Are you sure you want to delete "${title}"?`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, title)).toBeVisible();
    await row(page, title).getByRole("button", { name: `Delete ${title}` }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Question deleted")).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);
    expect(await e2eDb().question.count({ where: { title } })).toBe(0);
  });

  test("a failed save shows the error toast", async ({ page }) => {
    await openBank(page);
    await page.route("**/api/questions", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, json: { message: "boom", code: "INTERNAL_ERROR" } }) : route.fallback(),
    );
    await page.getByRole("button", { name: "Add Question" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Question" });
    await dialog.getByLabel("Title").fill(`Will fail ${unique()}`);
    await dialog.getByLabel("Description").fill("This save is answered with a server error.");
    await choose(page, dialog, "Type", "Essay");
    await choose(page, dialog, "Difficulty", "Easy");
    await choose(page, dialog, "Category", "CSS");
    await dialog.getByRole("button", { name: "Add Question" }).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Failed to add question. Please try again.")).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("import: the dry run reports a bad row and a duplicate, then the good rows are added with progress", async ({ page }) => {
    const id = unique();
    const file = `/tmp/questions-import-${id}.csv`;
    fs.writeFileSync(
      file,
      [
        "title,description,type,difficulty,category,tags,optionA,optionB,optionC,optionD,correctAnswer",
        `Imported essay ${id},Explain event delegation in the DOM.,essay,medium,JavaScript,"dom, events",,,,,`,
        `Bad,too short,quiz,easy,CSS,,,,,,`,
        `Imported choice ${id},Which unit is relative to the root font size?,multiple-choice,easy,CSS,css,em,rem,px,vh,B`,
        `Imported essay ${id},Explain event delegation in the DOM.,essay,hard,JavaScript,,,,,,`,
      ].join("\n"),
    );
    await openBank(page);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Import questions" });
    await dialog.getByLabel("File").setInputFiles(file);
    await expect(dialog.getByRole("combobox", { name: "Format" })).toHaveText("CSV");
    await dialog.getByRole("button", { name: "Check file" }).click();

    await expect(dialog.getByText("Checked 4 questions: 2 ready to import, 1 question with errors, 1 duplicate.")).toBeVisible();
    const problems = dialog.getByRole("table", { name: "Import check, question by question" });
    // A file's short titles are fine (Moodle's "Q1"); the form still asks for five characters.
    await expect(problems.getByRole("row").filter({ hasText: "Row 3" })).not.toContainText("Title must be at least 5 characters");
    await expect(problems.getByRole("row").filter({ hasText: "Row 3" })).toContainText("Please select a question type");
    await expect(problems.getByRole("row").filter({ hasText: "Row 5" })).toContainText("The same question as Row 2.");
    expect(await e2eDb().question.count({ where: { title: { contains: id } } })).toBe(0);
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Import 2 valid questions" }).click();
    await expect(dialog.getByText("2 questions imported.")).toBeVisible();
    await expect(page.getByText("Imported 2 questions")).toBeVisible();
    const rows = await e2eDb().question.findMany({ where: { title: { contains: id } }, orderBy: { title: "asc" } });
    expect(rows.map((r) => [r.title, r.correctAnswer, r.authorName])).toEqual([
      [`Imported choice ${id}`, "rem", "Ada Admin"],
      [`Imported essay ${id}`, null, "Ada Admin"],
    ]);
    await dialog.getByRole("button", { name: "Done" }).click();
    await search(page, id);
    await expect(table(page).getByRole("row")).toHaveCount(3);
  });

  test("import shows a progress bar while a large file goes in batches", async ({ page }) => {
    const id = unique();
    const lines = ["title,description,type,difficulty,category"];
    for (let i = 0; i < 120; i++) lines.push(`Bulk import ${id} number ${i},A generated question for the progress bar.,essay,easy,UI/UX`);
    const file = `/tmp/questions-bulk-${id}.csv`;
    fs.writeFileSync(file, lines.join("\n"));
    await openBank(page);
    // The second batch is held until the bar has been seen part-way, so the test sees it on any machine.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let commits = 0;
    await page.route("**/api/questions/import", async (route) => {
      if (route.request().postDataJSON()?.mode === "commit" && ++commits === 2) await held;
      await route.fallback();
    });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Import questions" });
    await dialog.getByLabel("File").setInputFiles(file);
    await dialog.getByRole("button", { name: "Check file" }).click();
    await dialog.getByRole("button", { name: "Import 120 valid questions" }).click();
    const bar = dialog.getByRole("progressbar", { name: "Import progress" });
    await expect(bar).toBeVisible();
    await expect(dialog.getByText("Imported 50 of 120 questions…")).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "50");
    release();
    await expect(dialog.getByText("120 questions imported.")).toBeVisible();
    expect(await e2eDb().question.count({ where: { title: { startsWith: `Bulk import ${id}` } } })).toBe(120);
    await e2eDb().question.deleteMany({ where: { title: { startsWith: `Bulk import ${id}` } } });
  });

  test("preview shows each type as a learner sees it, and code keeps its formatting", async ({ page }) => {
    await openBank(page);
    await search(page, "Implement debounce");
    await row(page, "Implement debounce").getByRole("button", { name: "Preview Implement debounce" }).click();
    const dialog = page.getByRole("dialog", { name: "Implement debounce" });
    const code = dialog.getByTestId("question-preview").locator("pre code").first();
    // textContent, not the whitespace-normalised text matchers: the indentation is what is checked.
    expect(await code.evaluate((el) => el.textContent)).toContain("function debounce(fn, wait) {\n  // your code here\n}");
    expect(await code.evaluate((el) => getComputedStyle(el.parentElement!).whiteSpace)).toBe("pre");
    await expect(dialog.getByLabel("Your code")).toBeVisible();
    await dialog.getByRole("button", { name: "Show answer" }).click();
    await expect(dialog.getByText("Model answer")).toBeVisible();
    expect(await dialog.locator("pre code").last().evaluate((el) => el.textContent)).toContain("clearTimeout(timer);\n    timer = setTimeout");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await search(page, "Which hook adds local state?");
    await row(page, "Which hook adds local state?").getByRole("button", { name: /^Preview/ }).click();
    const mc = page.getByRole("dialog", { name: "Which hook adds local state?" });
    await expect(mc.getByRole("radio")).toHaveCount(4);
    await mc.getByRole("radio", { name: "B. useEffect" }).check();
    await mc.getByRole("button", { name: "Check answer" }).click();
    await expect(mc.getByText("Not quite.")).toBeVisible();
    await expect(mc.getByText("A. useState", { exact: true }).last()).toBeVisible();
    await page.keyboard.press("Escape");

    await search(page, "Flexbox is one-dimensional");
    await row(page, "Flexbox is one-dimensional").getByRole("button", { name: /^Preview/ }).click();
    const tf = page.getByRole("dialog", { name: "Flexbox is one-dimensional" });
    await tf.getByRole("radio", { name: "True" }).check();
    await tf.getByRole("button", { name: "Check answer" }).click();
    await expect(tf.getByText("Correct!")).toBeVisible();
  });

  test("export downloads the filtered bank as CSV, JSON and GIFT", async ({ page }) => {
    await openBank(page);
    await choose(page, page.locator("main"), "Filter by category", "UI/UX");
    for (const [label, pattern] of [["CSV", /\.csv$/], ["JSON", /\.json$/], ["Moodle GIFT", /\.gift\.txt$/]] as const) {
      await page.getByRole("button", { name: "Export" }).click();
      const download = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: label }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(pattern);
      const text = fs.readFileSync(await file.path(), "utf8");
      if (label === "JSON") {
        const count = await e2eDb().question.count({ where: { category: "UI/UX" } });
        expect(JSON.parse(text)).toMatchObject({ format: "masterly.questions", count });
      }
      if (label === "Moodle GIFT") expect(text).toContain("$CATEGORY: $course$/top/UI//UX");
      if (label === "CSV") expect(text).toContain("title,description,type,difficulty,category,tags,optionA");
    }
  });

  test("bulk actions: tag two questions, then delete them", async ({ page }) => {
    const id = unique();
    await seedQuestion(`Bulk one ${id}`);
    await seedQuestion(`Bulk two ${id}`);
    await openBank(page);
    await search(page, id);
    await expect(table(page).getByRole("row")).toHaveCount(3);
    await page.getByRole("checkbox", { name: "Select all questions on this page" }).click();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect(bar).toContainText("2 selected");
    await bar.getByRole("button", { name: "Add tags" }).click();
    const tags = page.getByRole("dialog", { name: "Add tags" });
    await tags.getByLabel("Tags, separated by commas").fill(`batch-${id}`);
    await tags.getByRole("button", { name: "Add tags" }).click();
    await expect(page.getByText("Tags updated on 2 questions")).toBeVisible();
    const tagged = await e2eDb().question.findMany({ where: { title: { contains: id } } });
    expect(tagged.every((q) => JSON.parse(q.tags).includes(`batch-${id}`))).toBe(true);

    await page.getByRole("checkbox", { name: "Select all questions on this page" }).click();
    await bar.getByRole("button", { name: "Delete selected" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete the 2 selected questions?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("2 questions deleted")).toBeVisible();
    expect(await e2eDb().question.count({ where: { title: { contains: id } } })).toBe(0);
  });
});

test.describe("question bank on a phone", () => {
  test.use({ ...as("admin"), viewport: { width: 390, height: 844 } });

  test("the toolbar wraps and the rows become cards that fit", async ({ page }) => {
    await openBank(page);
    // Nothing sticks out of the viewport: the table scrolls inside its own container instead.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((el) => !el.closest('[data-slot="table-container"]') && el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80)),
    );
    expect(wide).toEqual([]);
    const container = page.locator('[data-slot="table-container"]').first();
    // No sideways scrolling on a phone; each question is a card.
    const fits = await container.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add Question" }).first().click();
    await expect(page.getByRole("dialog", { name: "Add Question" })).toBeVisible();
  });
});

test.describe("question bank (staff)", () => {
  test.use(as("staff"));

  test("staff can add and edit but see no Delete, and a forged DELETE is refused", async ({ page }) => {
    const title = `Staff question ${unique()}`;
    const question = await seedQuestion(title);
    await openBank(page);
    await expect(page.getByRole("button", { name: "Add Question" }).first()).toBeVisible();
    await search(page, title);
    await expect(row(page, title).getByRole("button", { name: `Edit ${title}` })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
    await row(page, title).getByRole("checkbox").check();
    await expect(page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Delete selected" })).toHaveCount(0);

    const origin = new URL(page.url()).origin;
    const forged = await page.request.delete(`/api/questions/${question.id}`, { headers: { origin } });
    expect(forged.status()).toBe(403);
    const bulk = await page.request.post("/api/questions/bulk-delete", { data: { ids: [question.id] }, headers: { origin } });
    expect(bulk.status()).toBe(403);
    expect(await e2eDb().question.count({ where: { id: question.id } })).toBe(1);
    await e2eDb().question.delete({ where: { id: question.id } });
  });
});

test.describe("question bank (learner)", () => {
  test.use(as("learner"));

  test("learners are sent back to /dashboard and the API refuses them", async ({ page }) => {
    await page.goto("/dashboard/questions");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.request.get("/api/questions")).status()).toBe(403);
  });
});
