import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { call, createRoleUsers, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import type { ImportReport } from "../../formats/import";
import { SAMPLE_QUESTIONS } from "../../formats/test-fixtures";
import { decodeCsv } from "../../formats/csv";
import { parseList } from "@/lib/db/json";
import { IMPORT_BATCH_SIZE, QUESTION_FORMATS } from "../../schema";
import { GET as exportRoute } from "@/app/api/questions/export/route";
import { POST as importRoute } from "@/app/api/questions/import/route";
import { GET as templateRoute } from "@/app/api/questions/template/route";
import { insertQuestion } from "./test-helpers";

const EXPORT = exportRoute as RouteFn;
const IMPORT = importRoute as RouteFn;
const TEMPLATE = templateRoute as RouteFn;

let admin: TestUser, staff: TestUser, learner: TestUser;
beforeAll(async () => ({ admin, staff, learner } = await createRoleUsers()));

async function fillBank() {
  await prisma.question.deleteMany();
  for (const q of SAMPLE_QUESTIONS) await insertQuestion(admin, q);
}

/** The bank's questions, oldest first, as the content fields an export carries. */
async function bank() {
  const rows = await prisma.question.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({
    title: r.title,
    description: r.description,
    type: r.type,
    difficulty: r.difficulty,
    category: r.category,
    tags: parseList(r.tags),
    options: parseList(r.options),
    correctAnswer: r.correctAnswer,
  }));
}

describe("GET /api/questions/export", () => {
  it("downloads the bank for admins and staff, and not for learners", async () => {
    await fillBank();
    const res = await call(EXPORT, { query: { format: "csv" }, headers: await sessionHeaders(staff) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="masterly-questions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(decodeCsv(res.text).records).toHaveLength(SAMPLE_QUESTIONS.length);
    expect((await call(EXPORT, { query: { format: "gift" }, headers: await sessionHeaders(learner) })).status).toBe(403);
    expect((await call(EXPORT, { query: { format: "gift" } })).status).toBe(401);
    expect((await call(EXPORT, { query: { format: "xml" }, headers: await sessionHeaders(admin) })).status).toBe(422);
  });

  it("exports only what the filters select", async () => {
    await fillBank();
    const res = await call(EXPORT, { query: { format: "json", category: "CSS", difficulty: "easy" }, headers: await sessionHeaders(admin) });
    const file = JSON.parse(res.text) as { count: number; questions: { category: string; difficulty: string; createdBy: string; _id: string }[] };
    const expected = SAMPLE_QUESTIONS.filter((q) => q.category === "CSS" && q.difficulty === "easy").length;
    expect(expected).toBeGreaterThan(0);
    expect(file.count).toBe(expected);
    expect(file.questions.every((q) => q.category === "CSS" && q.difficulty === "easy" && q._id && q.createdBy === admin.name)).toBe(true);
  });

  it.each(QUESTION_FORMATS)("%s: an export imported into an empty bank reproduces every field", async (format) => {
    await fillBank();
    const original = await bank();
    expect(original).toHaveLength(SAMPLE_QUESTIONS.length);
    const headers = await sessionHeaders(admin);
    const exported = await call(EXPORT, { query: { format }, headers });
    expect(exported.status).toBe(200);

    await prisma.question.deleteMany();
    const check = await call<{ data: { report: ImportReport } }>(IMPORT, { body: { mode: "check", format, content: exported.text }, headers });
    expect(check.status).toBe(200);
    const { report } = check.body.data;
    expect(report.rows.filter((r) => r.status !== "valid")).toEqual([]);
    const questions = report.rows.map((r) => r.question);
    for (let i = 0; i < questions.length; i += IMPORT_BATCH_SIZE) {
      const res = await call(IMPORT, { body: { mode: "commit", questions: questions.slice(i, i + IMPORT_BATCH_SIZE) }, headers });
      expect(res.body).toMatchObject({ data: { skipped: [] } });
    }

    const imported = await bank();
    expect(imported).toHaveLength(original.length);
    imported.forEach((q, i) => {
      for (const field of ["title", "description", "type", "difficulty", "category", "tags", "options", "correctAnswer"] as const) {
        expect(q[field], `${format} question ${i + 1} (${original[i].title}): ${field}`).toStrictEqual(original[i][field]);
      }
    });
    // CSV and GIFT carry no ids or dates, so exporting again gives the very same file.
    if (format !== "json") expect((await call(EXPORT, { query: { format }, headers })).text).toBe(exported.text);
  });
});

describe("GET /api/questions/template", () => {
  it("downloads the CSV template for roles that may import", async () => {
    const res = await call(TEMPLATE, { headers: await sessionHeaders(staff) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="masterly-questions-template.csv"');
    expect(res.text).toContain("title,description,type,difficulty,category,tags,optionA,optionB,optionC,optionD,correctAnswer");
    expect((await call(TEMPLATE, { headers: await sessionHeaders(learner) })).status).toBe(403);
  });
});
