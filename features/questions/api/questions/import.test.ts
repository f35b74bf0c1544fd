import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { call, createRoleUsers, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import type { ImportReport } from "../../formats/import";
import { CSV_COLUMNS } from "../../formats/csv";
import { csvTemplate } from "../../formats/template";
import { POST as postRoute } from "@/app/api/questions/import/route";
import { insertQuestion, validQuestion } from "./test-helpers";

const POST = postRoute as RouteFn;
let admin: TestUser, staff: TestUser, learner: TestUser;
beforeAll(async () => {
  ({ admin, staff, learner } = await createRoleUsers({ staff: "Sam Staff" }));
  await insertQuestion(admin, { title: "Already in the bank", category: "CSS" });
});

const header = CSV_COLUMNS.join(",");
const csv = [
  header,
  "A good essay question,Explain the box model in your own words.,essay,easy,CSS,css,,,,,",
  "Bad,short,quiz,,,,,,,,",
  // The fixture question again, its title and category in other letter case.
  `already IN the bank,${validQuestion().description},multiple-choice,hard,css,,${validQuestion().options?.join(",")},A`,
  "Pick the right unit,Which unit is relative to the root font size?,multiple-choice,medium,CSS,\"css, units\",em,rem,px,vh,B",
  "A GOOD ESSAY QUESTION,Explain the box model in your own words.,essay,hard,CSS,,,,,,",
].join("\n");

describe("POST /api/questions/import", () => {
  it("dry run: reports per-row errors and duplicates (the whole question) and writes nothing", async () => {
    const before = await prisma.question.count();
    const res = await call<{ data: { report: ImportReport } }>(POST, { body: { mode: "check", format: "csv", content: csv }, headers: await sessionHeaders(staff) });
    expect(res.status).toBe(200);
    const { report } = res.body.data;
    expect(report).toMatchObject({ total: 5, valid: 2, invalid: 1, duplicates: 2 });
    expect(report.rows.map((r) => [r.label, r.status, r.errors])).toEqual([
      ["Row 2", "valid", []],
      ["Row 3", "invalid", ["Please select a question type", "Please select difficulty level", "Category is required"]],
      ["Row 4", "duplicate", ['The question "already IN the bank" is already in css.']],
      ["Row 5", "valid", []],
      ["Row 6", "duplicate", ["The same question as Row 2."]],
    ]);
    expect(report.rows[3].question).toMatchObject({ options: ["em", "rem", "px", "vh"], correctAnswer: "rem", tags: ["css", "units"] });
    expect(await prisma.question.count()).toBe(before);
  });

  it("commit: adds the valid rows, credits the importer, and skips what became a duplicate", async () => {
    const check = await call<{ data: { report: ImportReport } }>(POST, { body: { mode: "check", format: "csv", content: csv }, headers: await sessionHeaders(staff) });
    const questions = check.body.data.report.rows.filter((r) => r.status === "valid").map((r) => r.question);
    const res = await call(POST, { body: { mode: "commit", questions: [...questions, { title: "x" }] }, headers: await sessionHeaders(staff) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "2 questions imported", data: { created: 2, skipped: [{ index: 2, title: "x", reason: expect.stringContaining("Question text is required") }] } });
    const rows = await prisma.question.findMany({ where: { title: { in: ["A good essay question", "Pick the right unit"] } }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.title, r.authorName, r.createdById])).toEqual([
      ["A good essay question", "Sam Staff", staff.id],
      ["Pick the right unit", "Sam Staff", staff.id],
    ]);
    expect(await prisma.activityLog.count({ where: { type: "question_added", targetId: { in: rows.map((r) => r.id) } } })).toBe(2);

    const again = await call(POST, { body: { mode: "commit", questions }, headers: await sessionHeaders(staff) });
    expect(again.body).toMatchObject({ data: { created: 0, skipped: [{ index: 0 }, { index: 1 }] } });
  });

  it("answers a file that cannot be read with 422 and the reason", async () => {
    const headers = await sessionHeaders(admin);
    const json = await call(POST, { body: { mode: "check", format: "json", content: "{ not json" }, headers });
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual({ content: ["The file is not valid JSON."] });
    const noHeader = await call(POST, { body: { mode: "check", format: "csv", content: "a,b\n1,2" }, headers });
    expect(noHeader.body.errors).toEqual({ content: [expect.stringMatching(/header row/)] });
    const badMode = await call(POST, { body: { mode: "later", format: "csv", content: "x" }, headers });
    expect(badMode.status).toBe(422);
    const empty = await call(POST, { body: { mode: "check", format: "csv", content: "" }, headers });
    expect(empty.body.errors).toEqual({ content: ["The file is empty"] });
  });

  it("caps a file at 5000 questions", async () => {
    const row = "Title of the question,Description of the question,essay,easy,CSS,,,,,,";
    const content = [header, ...Array.from({ length: 5001 }, () => row)].join("\n");
    const res = await call(POST, { body: { mode: "check", format: "csv", content }, headers: await sessionHeaders(admin) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ content: ["A file may hold at most 5000 questions; this one has 5001."] });
  });

  it("accepts a file larger than the default body limit", async () => {
    const template = csvTemplate();
    const filler = "x".repeat(1_500_000);
    const content = `${template}"Padding row title","${filler}",essay,easy,CSS,,,,,,\r\n`;
    const res = await call<{ data: { report: ImportReport } }>(POST, { body: { mode: "check", format: "csv", content }, headers: await sessionHeaders(admin) });
    expect(res.status).toBe(200);
    expect(res.body.data.report.rows.at(-1)?.errors).toEqual(["Description must be at most 100000 characters"]);
  });

  it("is refused to learners and visitors", async () => {
    const body = { mode: "commit", questions: [validQuestion({ title: "Learner import" })] };
    expect((await call(POST, { body, headers: await sessionHeaders(learner) })).status).toBe(403);
    expect((await call(POST, { body })).status).toBe(401);
    expect(await prisma.question.count({ where: { title: "Learner import" } })).toBe(0);
  });
});
