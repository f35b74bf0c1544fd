// Moodle's question types (docs/domain/questions.md) through POST /api/questions and PUT /api/questions/[id]: the form's rules
// (docs/product.md §5's messages for the four original types, the five-character title), weights, 2–10 options,
// accepted answers, numerical answers, pairs; and an imported question sharing its title can be edited.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { POST as postRoute } from "@/app/api/questions/route";
import { GET as getRoute, PUT as putRoute } from "@/app/api/questions/[id]/route";
import { insertQuestion, validQuestion } from "./test-helpers";

const POST = postRoute as RouteFn;
const GET = getRoute as RouteFn;
const PUT = putRoute as RouteFn;
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
});

const create = async (body: unknown) => call<{ data: { question: Record<string, unknown> } }>(POST, { body, headers: await sessionHeaders(admin) });

describe("the Moodle types through the form's routes", () => {
  it("multiple choice: weights, feedback and multiple answers are stored and answered back", async () => {
    const res = await create(
      validQuestion({
        title: "Primary colours, partly",
        options: undefined,
        correctAnswer: undefined,
        multipleAnswers: true,
        answers: [
          { text: "red", weight: 50, feedback: "One of them" },
          { text: "blue", weight: "50" },
          { text: "green", weight: -100, feedback: "No" },
          { text: "  ", weight: 0 },
        ],
        generalFeedback: "Red, yellow, blue.",
        textFormat: "markdown",
      }),
    );
    expect(res.status).toBe(201);
    const id = res.body.data.question._id as string;
    const got = await call<{ data: { question: Record<string, unknown> } }>(GET, { params: { id }, headers: await sessionHeaders(admin) });
    expect(got.body.data.question).toMatchObject({
      options: ["red", "blue", "green"],
      correctAnswer: "red",
      multipleAnswers: true,
      textFormat: "markdown",
      generalFeedback: "Red, yellow, blue.",
      answers: [
        { text: "red", weight: 50, feedback: "One of them", tolerance: 0 },
        { text: "blue", weight: 50, feedback: "", tolerance: 0 },
        { text: "green", weight: -100, feedback: "No", tolerance: 0 },
      ],
    });
  });

  it("multiple choice takes 2 to 10 options and grades from -100% to 100%", async () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `Option number ${i + 1}`, weight: i === 0 ? 100 : 0 }));
    expect((await create(validQuestion({ title: "Ten options here", options: undefined, answers: options(10) }))).status).toBe(201);
    const eleven = await create(validQuestion({ title: "Eleven options here", options: undefined, answers: options(11) }));
    expect(eleven.status).toBe(422);
    expect(eleven.body).toMatchObject({ errors: { options: ["At most 10 options"] } });
    const one = await create(validQuestion({ title: "One option only", options: undefined, answers: options(1) }));
    expect(one.body).toMatchObject({ errors: { options: ["Add at least two options"] } });
    const heavy = await create(validQuestion({ title: "Too heavy a grade", options: undefined, answers: [{ text: "a", weight: 150 }, { text: "b" }] }));
    expect(heavy.status).toBe(422);
    expect(JSON.stringify(heavy.body)).toContain("A grade must be between -100% and 100%");
  });

  it("short answer, numerical and matching need their answers, with readable messages", async () => {
    const sa = await create(validQuestion({ title: "Capital of France", type: "short-answer", options: [], answers: [{ text: "Paris", weight: 100 }], caseSensitive: true }));
    expect(sa.status).toBe(201);
    expect(sa.body.data.question).toMatchObject({ type: "short-answer", caseSensitive: true, answers: [{ text: "Paris", weight: 100 }], options: [], correctAnswer: null });
    expect((await create(validQuestion({ title: "No accepted answer", type: "short-answer", options: [], answers: [] }))).body).toMatchObject({
      errors: { answers: ["Add at least one accepted answer"] },
    });
    const num = await create(validQuestion({ title: "Pi to two places", type: "numerical", options: [], answers: [{ text: "3.14", weight: 100, tolerance: 0.01 }, { text: "1..5", weight: 10 }, { text: "*", weight: 0, feedback: "No" }] }));
    expect(num.status).toBe(201);
    const badNum = await create(validQuestion({ title: "Not a number answer", type: "numerical", options: [], answers: [{ text: "pi", weight: 100 }] }));
    expect(badNum.body).toMatchObject({ errors: { answers: ["Each answer must be a number, a range like 1..5, or *"] } });
    const match = await create(validQuestion({ title: "Match the capitals", type: "matching", options: [], pairs: [{ question: "Canada", answer: "Ottawa" }, { question: "Italy", answer: "Rome" }, { question: "", answer: "Paris" }] }));
    expect(match.status).toBe(201);
    expect(match.body.data.question).toMatchObject({ pairs: [{ question: "Canada", answer: "Ottawa" }, { question: "Italy", answer: "Rome" }, { question: "", answer: "Paris" }] });
    const onePair = await create(validQuestion({ title: "Only one pair here", type: "matching", options: [], pairs: [{ question: "a", answer: "b" }] }));
    expect(onePair.body).toMatchObject({ errors: { pairs: ["Add at least two pairs"] } });
    const desc = await create(validQuestion({ title: "About this unit", type: "description", options: [], correctAnswer: "ignored" }));
    expect(desc.body.data.question).toMatchObject({ type: "description", correctAnswer: null, answers: [] });
  });

  it("the form keeps its minimums; an imported question that shares its title can still be edited", async () => {
    const short = await create(validQuestion({ title: "Q1", description: "2 + 2?" }));
    expect(short.body).toMatchObject({ errors: { title: ["Title must be at least 5 characters"], description: ["Description must be at least 10 characters"] } });
    // Moodle banks have many questions with one name in one category; importing keeps them all.
    const first = await insertQuestion(admin, { title: "Question one", category: "Unit 1 / Quiz", description: "First of the two texts." });
    await insertQuestion(admin, { title: "Question one", category: "Unit 1 / Quiz", description: "Second of the two texts." });
    const edit = await call(PUT, { params: { id: first.id }, body: validQuestion({ title: "Question one", category: "Unit 1 / Quiz", description: "First text, edited." }), headers: await sessionHeaders(admin) });
    expect(edit.status).toBe(200);
    expect((await prisma.question.findUniqueOrThrow({ where: { id: first.id } })).description).toBe("First text, edited.");
    // Renaming into a title already used in the category is still refused.
    const other = await insertQuestion(admin, { title: "Question two", category: "Unit 1 / Quiz" });
    const rename = await call(PUT, { params: { id: other.id }, body: validQuestion({ title: "Question one", category: "Unit 1 / Quiz" }), headers: await sessionHeaders(admin) });
    expect(rename.status).toBe(409);
  });
});
