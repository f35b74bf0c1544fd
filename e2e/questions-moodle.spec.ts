// A Moodle question bank moves in whole (docs/domain/questions.md): a GIFT file without a category goes into the
// default category chosen in the import dialog, the dry run reports every question (and what of it
// will not be imported), the learner's preview of a matching and a numerical question, a Moodle XML
// export imported back into an emptied category with nothing changed, and the new form fields
// and the import dialog under axe at 1280 and 390 px.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function openBank(page: Page) {
  await page.goto("/dashboard/questions");
  await expect(page.getByRole("heading", { level: 1, name: "Question Bank" })).toBeVisible();
  await expect(page.getByTestId("questions-view")).toHaveAttribute("data-hydrated", "true", { timeout: 45_000 });
}

const table = (page: Page) => page.getByRole("table", { name: "Questions" });
const row = (page: Page, title: string) => table(page).getByRole("row").filter({ hasText: title });

function giftFile(id: string): string {
  return [
    "// No $CATEGORY line: every question goes to the default category.",
    `::Capitals ${id}::Match the countries with their capitals.{`,
    "\t=Canada -> Ottawa",
    "\t=Italy -> Rome",
    "\t=Japan -> Tokyo#A pair's feedback, which Moodle does not have",
    "}",
    "",
    `::Pi ${id}::What is pi to two decimals?{#3.14:0.01}`,
    "",
    `::Colours ${id}::[html]<p>Which colours are <b>primary</b>?</p>{`,
    "\t~%50%red#One of them.",
    "\t~%50%blue#The other.",
    "\t~%-100%green#No.",
    "\t####Red, blue and yellow.",
    "}",
    "",
    `::Q${id}::Grant is {=entombed ~buried} in Grant's tomb.`,
    "",
    `::Short ${id}::Who is buried in Grant's tomb?{=Grant =%50%Ulysses Grant}`,
    "",
  ].join("\n");
}

/** What a question holds, without its id and bookkeeping, for before/after comparisons. */
async function contents(category: string) {
  const rows = await e2eDb().question.findMany({ where: { category }, orderBy: { title: "asc" } });
  return rows.map((r) => ({
    title: r.title,
    description: r.description,
    type: r.type,
    difficulty: r.difficulty,
    tags: r.tags,
    options: r.options,
    correctAnswer: r.correctAnswer,
    textFormat: r.textFormat,
    generalFeedback: r.generalFeedback,
    details: JSON.parse(r.details),
  }));
}

test.describe.configure({ timeout: 180_000 });

test.describe("Moodle question bank (admin)", () => {
  test.use(as("admin"));

  test("GIFT into a default category, per-question dry run, previews, Moodle XML out and back into an empty category", async ({ page }) => {
    const id = unique();
    const category = `Moodle ${id}`;
    const file = `/tmp/moodle-${id}.gift`;
    fs.writeFileSync(file, giftFile(id));

    await openBank(page);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Import questions" });
    await dialog.getByLabel("File").setInputFiles(file);
    await expect(dialog.getByRole("combobox", { name: "Format" })).toHaveText("Moodle GIFT");
    await dialog.getByLabel("Default category").fill(category);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Check file" }).click();

    await expect(dialog.getByText(/Checked 5 questions: 5 ready to import \(1 without some parts, listed below\), 0 questions with errors, 0 duplicates\./)).toBeVisible();
    const report = dialog.getByRole("table", { name: "Import check, question by question" });
    await expect(report.getByRole("row").filter({ hasText: `Capitals ${id}` })).toContainText(`${category} · Matching · 3 pairs`);
    await expect(report.getByRole("row").filter({ hasText: `Capitals ${id}` })).toContainText("Not imported: Feedback on a matching pair was not kept");
    await expect(report.getByRole("row").filter({ hasText: `Colours ${id}` })).toContainText("3 options, 2 right (multiple answers)");
    await expect(report.getByRole("row").filter({ hasText: `Colours ${id}` })).toContainText("partial credit · feedback on 3 answers · general feedback · HTML");
    await expect(report.getByRole("row").filter({ hasText: `Pi ${id}` })).toContainText("Numerical · 1 answer");
    // A five-character minimum is for typing; Moodle's "Q1"-style names import as they are.
    await expect(report.getByRole("row").filter({ hasText: `Q${id}` })).toContainText("Ready");
    expect(await e2eDb().question.count({ where: { category } })).toBe(0);
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Import 5 valid questions" }).click();
    await expect(dialog.getByText("5 questions imported.")).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    const missingWord = await e2eDb().question.findFirstOrThrow({ where: { title: `Q${id}` } });
    expect(missingWord.description).toBe("Grant is _____ in Grant's tomb.");

    await page.getByRole("searchbox", { name: "Search questions" }).fill(id);
    await expect(table(page).getByRole("row")).toHaveCount(6);

    // Matching, as a learner answers it.
    await row(page, `Capitals ${id}`).getByRole("button", { name: `Preview Capitals ${id}` }).click();
    let preview = page.getByRole("dialog", { name: `Capitals ${id}` });
    await preview.getByLabel("Canada").selectOption("Ottawa");
    await preview.getByLabel("Italy").selectOption("Rome");
    await preview.getByLabel("Japan").selectOption("Rome");
    await preview.getByRole("button", { name: "Check answer" }).click();
    await expect(preview.getByTestId("preview-outcome")).toContainText("Partly correct: 66.67%.");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    // Numerical, within its tolerance.
    await row(page, `Pi ${id}`).getByRole("button", { name: `Preview Pi ${id}` }).click();
    preview = page.getByRole("dialog", { name: `Pi ${id}` });
    await preview.getByLabel("Your answer (a number)").fill("3.145");
    await preview.getByRole("button", { name: "Check answer" }).click();
    await expect(preview.getByTestId("preview-outcome")).toContainText("Correct! Correct answer: 3.14 ± 0.01");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    // The HTML question renders as HTML.
    await row(page, `Colours ${id}`).getByRole("button", { name: `Preview Colours ${id}` }).click();
    preview = page.getByRole("dialog", { name: `Colours ${id}` });
    await expect(preview.getByTestId("question-preview").locator("b", { hasText: "primary" })).toBeVisible();
    await expect(preview.getByRole("checkbox")).toHaveCount(3);
    await page.keyboard.press("Escape");

    // Moodle XML out...
    const before = await contents(category);
    expect(before).toHaveLength(5);
    await page.getByRole("searchbox", { name: "Search questions" }).fill("");
    await page.getByRole("combobox", { name: "Filter by category" }).click();
    await page.getByRole("option", { name: category, exact: true }).click();
    await expect(table(page).getByRole("row")).toHaveCount(6);
    await page.getByRole("button", { name: "Export" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Moodle XML" }).click();
    const xml = await download;
    expect(xml.suggestedFilename()).toMatch(/\.moodle\.xml$/);
    const xmlPath = `/tmp/moodle-${id}.xml`;
    fs.copyFileSync(await xml.path(), xmlPath);
    const text = fs.readFileSync(xmlPath, "utf8");
    expect(text).toContain('<question type="matching">');
    expect(text).toContain(`<text>$course$/top/${category}</text>`);

    // ...and back into that category, emptied: the same questions, field for field.
    await e2eDb().question.deleteMany({ where: { category } });
    await page.reload();
    await expect(page.getByTestId("questions-view")).toHaveAttribute("data-hydrated", "true", { timeout: 45_000 });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await dialog.getByLabel("File").setInputFiles(xmlPath);
    await expect(dialog.getByRole("combobox", { name: "Format" })).toHaveText("Moodle XML");
    await dialog.getByRole("button", { name: "Check file" }).click();
    await expect(dialog.getByText(/Checked 5 questions: 5 ready to import, 0 questions with errors, 0 duplicates\./)).toBeVisible();
    await dialog.getByRole("button", { name: "Import 5 valid questions" }).click();
    await expect(dialog.getByText("5 questions imported.")).toBeVisible();
    expect(await contents(category)).toEqual(before);
    await e2eDb().question.deleteMany({ where: { category } });
  });

  test("the form's new fields: Add option up to J, grades and feedback, the new types, under axe", async ({ page }) => {
    await openBank(page);
    await page.getByRole("button", { name: "Add Question" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Question" });
    await dialog.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "Multiple choice", exact: true }).click();
    for (const letter of ["A", "B", "C", "D"]) await expect(dialog.getByLabel(`Option ${letter}`, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Option E", { exact: true })).toHaveCount(0);
    for (let i = 0; i < 6; i++) await dialog.getByRole("button", { name: "Add option" }).click();
    await expect(dialog.getByLabel("Option J", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add option" })).toHaveCount(0);
    await dialog.getByLabel("Multiple answers allowed").check();
    await expect(dialog.getByLabel("Grade % for A")).toBeVisible();
    await expectNoAxeViolations(page);

    for (const [type, field] of [
      ["Numerical", "± margin for answer 1"],
      ["Short answer", "Case sensitive"],
      ["Matching", "Item 1"],
    ] as const) {
      await dialog.getByRole("combobox", { name: "Type" }).click();
      await page.getByRole("option", { name: type, exact: true }).click();
      await expect(dialog.getByLabel(field)).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // A matching question needs two pairs: the form says so before anything is sent.
    await dialog.getByLabel("Title").fill("Match these two things");
    await dialog.getByLabel("Description").fill("Match each item with its answer.");
    await dialog.getByRole("combobox", { name: "Difficulty" }).click();
    await page.getByRole("option", { name: "Easy", exact: true }).click();
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "CSS", exact: true }).click();
    await dialog.getByLabel("Item 1").fill("Only one");
    await dialog.getByLabel("Matches").first().fill("pair");
    await dialog.getByRole("button", { name: "Add Question" }).click();
    await expect(dialog.getByText("Add at least two pairs")).toBeVisible();
  });
});

test.describe("Moodle question bank on a phone", () => {
  test.use({ ...as("admin"), viewport: { width: 390, height: 844 } });

  test("import dialog, form fields and a matching preview fit and pass axe at 390 px", async ({ page }) => {
    const id = unique();
    const author = await e2eDb().user.findUniqueOrThrow({ where: { email: "admin@masterly.dev" } });
    await e2eDb().question.create({
      data: {
        title: `Phone capitals ${id}`,
        description: "Match the countries with their capitals.",
        type: "matching",
        difficulty: "easy",
        category: "Unit 1 / Geography",
        details: JSON.stringify({ pairs: [{ question: "Canada", answer: "Ottawa" }, { question: "Italy", answer: "Rome" }] }),
        generalFeedback: "Capitals are worth knowing.",
        createdById: author.id,
        authorName: author.name,
      },
    });
    await openBank(page);

    await page.getByRole("button", { name: "Import", exact: true }).click();
    const importDialog = page.getByRole("dialog", { name: "Import questions" });
    await expect(importDialog.getByLabel("Default category")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Add Question" }).first().click();
    const form = page.getByRole("dialog", { name: "Add Question" });
    await form.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "Numerical", exact: true }).click();
    await expect(form.getByLabel("± margin for answer 1")).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "Multiple choice", exact: true }).click();
    await form.getByRole("button", { name: "Add option" }).click();
    await expect(form.getByLabel("Option E", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    // The form holds changes: closing asks first.
    await page.getByRole("alertdialog", { name: "Discard changes?" }).getByRole("button", { name: "Discard" }).click();

    await page.getByRole("searchbox", { name: "Search questions" }).fill(id);
    await page.getByRole("button", { name: `Preview Phone capitals ${id}` }).click();
    const preview = page.getByRole("dialog", { name: `Phone capitals ${id}` });
    await preview.getByLabel("Canada").selectOption("Ottawa");
    await preview.getByLabel("Italy").selectOption("Rome");
    await preview.getByRole("button", { name: "Check answer" }).click();
    await expect(preview.getByTestId("preview-outcome")).toContainText("Correct!");
    await expect(preview.getByTestId("preview-outcome")).toContainText("Capitals are worth knowing.");
    await expectNoAxeViolations(page);
    await e2eDb().question.deleteMany({ where: { title: `Phone capitals ${id}` } });
  });
});
