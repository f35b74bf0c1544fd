import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { call, createRoleUsers, findSecrets, sessionHeaders, bearerHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { GET as getRoute, POST as postRoute } from "@/app/api/questions/route";
import { insertQuestion, validQuestion } from "./questions/test-helpers";

const GET = getRoute as RouteFn;
const POST = postRoute as RouteFn;

type ListBody = {
  results: number;
  page: number;
  limit: number;
  totalPages: number;
  data: { questions: { _id: string; title: string; tags: string[]; createdBy: string; difficulty: string; type: string; category: string }[] };
  counts: { difficulty: Record<string, number>; type: Record<string, number> };
  categories: string[];
};

let admin: TestUser, staff: TestUser, learner: TestUser;
beforeAll(async () => {
  ({ admin, staff, learner } = await createRoleUsers({ admin: "Ada Admin", staff: "Sam Staff" }));
  // A small bank: 3 easy, 2 medium, 1 hard; every type; two categories beyond React.
  await insertQuestion(admin, { title: "Hooks and state basics", difficulty: "easy", tags: ["react", "hooks"] });
  await insertQuestion(admin, { title: "Flexbox axis question", description: "Is Flexbox a one-dimensional layout model?", type: "true-false", options: [], correctAnswer: "True", difficulty: "easy", category: "CSS", tags: ["css", "layout"] });
  await insertQuestion(staff, { title: "Explain closures clearly", description: "Explain what a closure is, with one practical example.", type: "essay", options: [], correctAnswer: null, difficulty: "medium", category: "JavaScript", tags: ["javascript", "closures"] });
  await insertQuestion(staff, { title: "Reverse a string in Python", description: "Write reverse(text) that returns the string reversed.", type: "code", options: [], correctAnswer: "return text[::-1]", difficulty: "hard", category: "Python", tags: ["python", "strings"] });
  await insertQuestion(admin, { title: "Effect cleanup timing", description: "When does React run an effect's cleanup function?", difficulty: "medium", tags: ["react", "effects"] });
  await insertQuestion(admin, { title: "Grid or flexbox layout", description: "Pick the layout model for a two-dimensional gallery.", difficulty: "easy", category: "CSS", tags: ["css", "grid"] });
});

async function list(user: TestUser, query: Record<string, string | number> = {}) {
  return call<ListBody>(GET, { query, headers: await sessionHeaders(user) });
}

describe("GET /api/questions", () => {
  it("needs a session and the questions.read permission", async () => {
    expect((await call(GET)).status).toBe(401);
    const res = await call(GET, { headers: await sessionHeaders(learner) });
    expect(res.status).toBe(403);
    expect((await list(staff)).status).toBe(200);
    expect((await call(GET, { headers: await bearerHeaders(admin) })).status).toBe(200);
  });

  it("answers the list envelope, newest first, with the question fields and the author's name", async () => {
    const res = await list(admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ results: 6, page: 1, limit: 10, totalPages: 1 });
    expect(res.body.data.questions.map((q) => q.title)).toEqual([
      "Grid or flexbox layout",
      "Effect cleanup timing",
      "Reverse a string in Python",
      "Explain closures clearly",
      "Flexbox axis question",
      "Hooks and state basics",
    ]);
    const first = res.body.data.questions[0] as Record<string, unknown>;
    expect(Object.keys(first).sort()).toEqual(
      [
        ...["_id", "title", "description", "type", "difficulty", "category", "tags", "options", "correctAnswer", "createdAt", "updatedAt", "createdBy"],
        // what Moodle's question types need
        ...["textFormat", "generalFeedback", "idNumber", "answers", "multipleAnswers", "caseSensitive", "pairs", "trueFeedback", "falseFeedback"],
      ].sort(),
    );
    expect(first).toMatchObject({ category: "CSS", tags: ["css", "grid"], createdBy: "Ada Admin", options: expect.any(Array) });
    expect(findSecrets(res.text)).toEqual([]);
  });

  it("pages on the server", async () => {
    const res = await list(admin, { page: 2, limit: 4 });
    expect(res.body).toMatchObject({ results: 6, page: 2, limit: 4, totalPages: 2 });
    expect(res.body.data.questions.map((q) => q.title)).toEqual(["Flexbox axis question", "Hooks and state basics"]);
    expect((await list(admin, { limit: 101 })).status).toBe(422);
    expect((await list(admin, { page: 0 })).status).toBe(422);
  });

  it("sorts by a column in either direction, paging over the sorted list; an unknown sort is a 422", async () => {
    const titles = (res: Awaited<ReturnType<typeof list>>) => res.body.data.questions.map((q) => q.title);
    const asc = await list(admin, { sort: "title", order: "asc" });
    expect(titles(asc)).toEqual([...titles(asc)].sort((a, b) => a.localeCompare(b)));
    expect(titles(asc)[0]).toBe("Effect cleanup timing");
    const desc = await list(admin, { sort: "title", order: "desc", page: 2, limit: 4 });
    expect(titles(desc)).toEqual([...titles(asc)].reverse().slice(4));
    expect(titles(desc).at(-1)).toBe("Effect cleanup timing");
    const byCategory = (await list(admin, { sort: "category", order: "desc" })).body.data.questions.map((q) => q.category);
    expect(byCategory).toEqual(["React", "React", "Python", "JavaScript", "CSS", "CSS"]);
    const bad = await list(admin, { sort: "passwordHash" });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { sort: [expect.stringContaining("Sort must be one of")] } });
    expect((await list(admin, { sort: "title", order: "sideways" })).status).toBe(422);
  });

  it("searches title, description, category and tags, ignoring case", async () => {
    const titles = async (search: string) => (await list(admin, { search })).body.data.questions.map((q) => q.title).sort();
    expect(await titles("FLEXBOX")).toEqual(["Flexbox axis question", "Grid or flexbox layout"]);
    expect(await titles("two-dimensional")).toEqual(["Grid or flexbox layout"]);
    expect(await titles("python")).toEqual(["Reverse a string in Python"]);
    expect(await titles("javascript")).toEqual(["Explain closures clearly"]);
    expect(await titles("effects")).toEqual(["Effect cleanup timing"]);
    expect(await titles("closures")).toEqual(["Explain closures clearly"]);
    expect(await titles("nothing matches this")).toEqual([]);
  });

  it("filters by category, difficulty, type and tag, and 'All' clears a filter", async () => {
    const titles = async (query: Record<string, string>) => (await list(admin, query)).body.data.questions.map((q) => q.title).sort();
    expect(await titles({ category: "CSS" })).toEqual(["Flexbox axis question", "Grid or flexbox layout"]);
    expect(await titles({ difficulty: "medium" })).toEqual(["Effect cleanup timing", "Explain closures clearly"]);
    expect(await titles({ type: "code" })).toEqual(["Reverse a string in Python"]);
    expect(await titles({ tag: "react" })).toEqual(["Effect cleanup timing", "Hooks and state basics"]);
    expect(await titles({ category: "CSS", difficulty: "easy", type: "true-false" })).toEqual(["Flexbox axis question"]);
    expect((await list(admin, { category: "All", difficulty: "All", type: "all", tag: "" })).body.results).toBe(6);
    const bad = await list(admin, { difficulty: "extreme" });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: "VALIDATION_FAILED", errors: { difficulty: [expect.any(String)] } });
  });

  it("counts by difficulty and type over every match, not just the page", async () => {
    const all = await list(admin, { limit: 1 });
    expect(all.body.data.questions).toHaveLength(1);
    expect(all.body.counts).toEqual({
      difficulty: { easy: 3, medium: 2, hard: 1 },
      type: { "multiple-choice": 3, "true-false": 1, essay: 1, code: 1, "short-answer": 0, numerical: 0, matching: 0, description: 0 },
    });
    const css = await list(admin, { category: "CSS", limit: 1 });
    expect(css.body.counts).toEqual({
      difficulty: { easy: 2, medium: 0, hard: 0 },
      type: { "multiple-choice": 1, "true-false": 1, essay: 0, code: 0, "short-answer": 0, numerical: 0, matching: 0, description: 0 },
    });
    const search = await list(admin, { search: "react" });
    expect(search.body.counts.difficulty).toEqual({ easy: 1, medium: 1, hard: 0 });
  });

  it("lists the built-in categories first, then any others in the bank", async () => {
    await insertQuestion(admin, { title: "A question in Rust", category: "Rust" });
    const res = await list(admin);
    expect(res.body.categories).toEqual(["React", "JavaScript", "CSS", "Python", "Data Science", "UI/UX", "Rust"]);
    await prisma.question.deleteMany({ where: { category: "Rust" } });
  });
});

describe("POST /api/questions", () => {
  async function create(user: TestUser, body: unknown) {
    return call(POST, { body, headers: await sessionHeaders(user) });
  }

  it("lets admins and staff add questions; learners and visitors may not", async () => {
    expect((await call(POST, { body: validQuestion({ title: "Anonymous attempt" }) })).status).toBe(401);
    expect((await create(learner, validQuestion({ title: "Learner attempt" }))).status).toBe(403);
    const res = await create(staff, validQuestion({ title: "Staff wrote this question", tags: [" react ", "React", "", "state"] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: "Question added successfully!",
      data: {
        question: {
          _id: expect.any(String),
          title: "Staff wrote this question",
          tags: ["react", "state"],
          options: validQuestion().options,
          correctAnswer: validQuestion().correctAnswer,
          createdBy: "Sam Staff",
        },
      },
    });
    const id = (res.body.data as { question: { _id: string } }).question._id;
    const row = await prisma.question.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ createdById: staff.id, authorName: "Sam Staff" });
    const log = await prisma.activityLog.findFirst({ where: { targetId: id } });
    expect(log).toMatchObject({ type: "question_added", actorId: staff.id, message: 'Sam Staff added the question "Staff wrote this question"' });
    expect(await prisma.question.count({ where: { title: { in: ["Anonymous attempt", "Learner attempt"] } } })).toBe(0);
  });

  it("answers every question form message, field by field", async () => {
    const res = await create(admin, { title: "Hey", description: "Too short", type: "", difficulty: "", category: "  " });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ["Title must be at least 5 characters"],
      description: ["Description must be at least 10 characters"],
      type: ["Please select a question type"],
      difficulty: ["Please select difficulty level"],
      category: ["Category is required"],
    });
    const missing = await create(admin, {});
    expect(missing.body.errors).toEqual({
      title: ["Title must be at least 5 characters"],
      description: ["Description must be at least 10 characters"],
      type: ["Please select a question type"],
      difficulty: ["Please select difficulty level"],
      category: ["Category is required"],
    });
    const wrongType = await create(admin, validQuestion({ type: "riddle" as "essay", difficulty: "impossible" as "hard" }));
    expect(wrongType.body.errors).toEqual({ type: ["Please select a question type"], difficulty: ["Please select difficulty level"] });
  });

  it("keeps only non-blank options, and only for multiple choice", async () => {
    const mc = await create(admin, validQuestion({ title: "Blank option slots", options: ["Yes", "  ", "No", ""], correctAnswer: "No" }));
    expect(mc.status).toBe(201);
    expect(mc.body.data).toMatchObject({ question: { options: ["Yes", "No"], correctAnswer: "No" } });
    const essay = await create(admin, validQuestion({ title: "Essay with stray options", type: "essay", options: ["x", "y"], correctAnswer: "  " }));
    expect(essay.body.data).toMatchObject({ question: { options: [], correctAnswer: null } });
    const tf = await create(admin, validQuestion({ title: "True or false, lower case", type: "true-false", options: [], correctAnswer: "false" }));
    expect(tf.body.data).toMatchObject({ question: { correctAnswer: "False" } });
  });

  it("checks that multiple choice and true/false answers make sense", async () => {
    const few = await create(admin, validQuestion({ title: "Only one option given", options: ["Alone", "", "", ""], correctAnswer: null }));
    expect(few.body.errors).toEqual({ options: ["Add at least two options"] });
    const same = await create(admin, validQuestion({ title: "Repeated options here", options: ["Same", "same"], correctAnswer: null }));
    expect(same.body.errors).toEqual({ options: ["Options must be different"] });
    const outside = await create(admin, validQuestion({ title: "Answer not an option", correctAnswer: "Something else" }));
    expect(outside.body.errors).toEqual({ correctAnswer: ["The correct answer must be one of the options"] });
    const tf = await create(admin, validQuestion({ title: "True false with maybe", type: "true-false", correctAnswer: "Maybe" }));
    expect(tf.body.errors).toEqual({ correctAnswer: ["The correct answer must be True or False"] });
    const tags = await create(admin, validQuestion({ title: "Tags with brackets", tags: ["[bad]"] }));
    expect(tags.body.errors).toEqual({ "tags.0": ["Tags cannot contain commas or square brackets"] });
  });

  it("refuses a second question with the same title in the same category, ignoring case", async () => {
    const res = await create(admin, validQuestion({ title: "HOOKS AND STATE BASICS" }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "DUPLICATE_QUESTION", message: "A question with this title already exists in this category" });
    expect((await create(admin, validQuestion({ title: "Hooks and state basics", category: "JavaScript" }))).status).toBe(201);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await call(POST, { rawBody: "{nope", headers: await sessionHeaders(admin) });
    expect(res.status).toBe(400);
  });
});
