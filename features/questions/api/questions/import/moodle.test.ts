// Moodle import and export (docs/domain/questions.md) through the real routes and database: the golden GIFT and Moodle XML corpus imported
// with a default category, committed, exported and checked again (every question a duplicate of
// itself: nothing changed), embedded images stored as uploads and served, encodings refused by name.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import type { ImportReport } from "../../../formats/import";
import type { QuestionInput } from "../../../schema";
import { POST as importRoute } from "@/app/api/questions/import/route";
import { GET as exportRoute } from "@/app/api/questions/export/route";
import { GET as uploadRoute } from "@/app/api/uploads/questions/[file]/route";

const IMPORT = importRoute as RouteFn;
const EXPORT = exportRoute as RouteFn;
const UPLOAD = uploadRoute as RouteFn;
const fixture = (name: string) => readFileSync(path.join(process.cwd(), "features/questions/formats/fixtures", name), "utf8");
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  learner = await createUser({ role: "user" });
});
beforeEach(async () => {
  await prisma.question.deleteMany();
});

async function check(format: string, content: string, defaultCategory?: string) {
  const res = await call<{ data: { report: ImportReport } }>(IMPORT, { body: { mode: "check", format, content, defaultCategory }, headers: await sessionHeaders(admin) });
  expect(res.status).toBe(200);
  return res.body.data.report;
}

async function commit(report: ImportReport) {
  const questions = report.rows.flatMap((r) => (r.status === "valid" && r.question ? [r.question] : []));
  const res = await call<{ data: { created: number; skipped: unknown[] } }>(IMPORT, { body: { mode: "commit", questions }, headers: await sessionHeaders(admin) });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function exported(format: string, query: Record<string, string> = {}) {
  const res = await call(EXPORT, { query: { format, ...query }, headers: await sessionHeaders(admin) });
  expect(res.status).toBe(200);
  return res.text;
}

/** The bank as content, oldest first. */
async function bankContent() {
  const rows = await prisma.question.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(({ id: _id, createdAt: _c, updatedAt: _u, createdById: _b, authorName: _a, ...content }) => content);
}

describe("GIFT through the routes", () => {
  it("imports the corpus into the default category, commits everything the dry run accepted, and exports it back unchanged", async () => {
    const report = await check("gift", fixture("moodle-docs.gift"), "Imported / From Moodle");
    expect(report).toMatchObject({ total: 18, valid: 18, invalid: 0, duplicates: 0 });
    expect(report.rows.slice(0, 3).map((r) => r.question?.category)).toEqual(["Imported / From Moodle", "Imported / From Moodle", "Imported / From Moodle"]);
    expect(await commit(report)).toEqual({ created: 18, skipped: [] });

    const stored = await prisma.question.findFirstOrThrow({ where: { title: "Colours" } });
    expect(stored).toMatchObject({ category: "Unit 1 / Quiz", textFormat: "moodle", generalFeedback: "Red and blue (and yellow) are primary." });
    expect(JSON.parse(stored.details)).toMatchObject({ multipleAnswers: true, answers: [{ text: "red", weight: 50, feedback: "Right, one of them." }, {}, { weight: -100 }] });
    // Same last name, different paths: two categories.
    const categories = (await prisma.question.groupBy({ by: ["category"] })).map((g) => g.category).sort();
    expect(categories).toEqual(["Imported / From Moodle", "Unit 1 / Quiz", "Unit 2 / Quiz"]);

    // GIFT → bank → GIFT → bank: the export reads back as the very same questions (all duplicates).
    const before = await bankContent();
    const gift = await exported("gift");
    const again = await check("gift", gift);
    expect(again).toMatchObject({ total: 18, valid: 0, duplicates: 18 });
    expect(again.rows.map((r) => r.question ?? null)).toEqual(again.rows.map(() => null));
    await prisma.question.deleteMany();
    await commit(await check("gift", gift));
    expect(await bankContent()).toEqual(before);
  });

  it("without a default category, questions outside any $CATEGORY are refused with the reason", async () => {
    const report = await check("gift", "::Q1::2 + 2 \\= ?{=4 ~5}\n\n$CATEGORY: Maths\n\n::Q2::3 + 3 \\= ?{#6}");
    expect(report.rows.map((r) => [r.title, r.status, r.errors])).toEqual([
      ["Q1", "invalid", ["Category is required"]],
      ["Q2", "valid", []],
    ]);
  });

  it("refuses a file that was decoded wrongly, naming the problem", async () => {
    const res = await call(IMPORT, { body: { mode: "check", format: "gift", content: "::Caf\ufffd::Bad bytes{T}" }, headers: await sessionHeaders(admin) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { content: [expect.stringMatching(/not read as UTF-8.*Windows-1252/)] } });
  });
});

describe("Moodle XML through the routes", () => {
  it("stores embedded images as uploads, serves them to the bank's readers, and round-trips XML → bank → XML → bank", async () => {
    const report = await check("moodle-xml", fixture("moodle-export.xml"));
    expect(report).toMatchObject({ total: 8, valid: 7, invalid: 1 });
    const colours = report.rows[0].question as QuestionInput;
    const url = /src="(\/api\/uploads\/questions\/[a-f0-9]{32}\.png)"/.exec(colours.description)?.[1];
    expect(url).toBeDefined();
    expect(colours.description).not.toContain("@@PLUGINFILE@@");

    const name = url!.split("/").pop()!;
    const served = await UPLOAD(new Request(`http://localhost:3000${url}`, { headers: { host: "localhost:3000", ...(await sessionHeaders(admin)) } }), { params: Promise.resolve({ file: name }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).toString("base64")).toBe(PNG);
    const refused = await UPLOAD(new Request(`http://localhost:3000${url}`, { headers: { host: "localhost:3000", ...(await sessionHeaders(learner)) } }), { params: Promise.resolve({ file: name }) });
    expect(refused.status).toBe(403);
    const traversal = await call(UPLOAD, { params: { file: "../../masterly.db" }, headers: await sessionHeaders(admin) });
    expect(traversal.status).toBe(404);

    await commit(report);
    const before = await bankContent();
    const xml = await exported("moodle-xml");
    expect(xml).toContain(`src="@@PLUGINFILE@@/${name}"`);
    expect(xml).toContain(`<file name="${name}" path="/" encoding="base64">${PNG}</file>`);
    expect((await check("moodle-xml", xml)).duplicates).toBe(7);
    await prisma.question.deleteMany();
    await commit(await check("moodle-xml", xml));
    expect(await bankContent()).toEqual(before);
  });

  it("keeps only raster images, and says so for anything else", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString("base64");
    const xml = `<quiz><question type="category"><category><text>$course$/top/Pictures</text></category></question><question type="description"><name><text>Pic</text></name><questiontext format="html"><text><![CDATA[<img src="@@PLUGINFILE@@/x.svg"><img src="@@PLUGINFILE@@/sub/dot.png">]]></text><file name="x.svg" path="/" encoding="base64">${svg}</file><file name="dot.png" path="/sub/" encoding="base64">${PNG}</file></questiontext></question></quiz>`;
    const report = await check("moodle-xml", xml);
    expect(report.rows[0].warnings).toEqual(['The embedded file "x.svg" was not imported: only PNG, JPEG, GIF and WebP images are kept.']);
    expect(report.rows[0].question?.description).toMatch(/^<img src="@@PLUGINFILE@@\/x\.svg"><img src="\/api\/uploads\/questions\/[a-f0-9]{32}\.png">$/);
  });

  it("answers a file that is not Moodle XML with 422 and the reason", async () => {
    const res = await call(IMPORT, { body: { mode: "check", format: "moodle-xml", content: "<html></html>" }, headers: await sessionHeaders(admin) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { content: ["This is not a Moodle XML question file: it has no <quiz> element."] } });
  });
});
