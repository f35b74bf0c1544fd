import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { call, createRoleUsers, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/questions/[id]/route";
import { insertQuestion, validQuestion } from "./test-helpers";

const GET = getRoute as RouteFn;
const PUT = putRoute as RouteFn;
const DELETE = deleteRoute as RouteFn;

let admin: TestUser, staff: TestUser, learner: TestUser;
beforeAll(async () => ({ admin, staff, learner } = await createRoleUsers({ admin: "Ada Admin", staff: "Sam Staff" })));

const as = async (user: TestUser) => ({ headers: await sessionHeaders(user) });

describe("GET /api/questions/{id}", () => {
  it("returns one question to admins and staff, 403 to learners, 404 when it does not exist", async () => {
    const q = await insertQuestion(admin, { title: "One question to read" });
    const res = await call(GET, { params: { id: q.id }, ...(await as(staff)) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { question: { _id: q.id, title: "One question to read", createdBy: "Ada Admin", tags: ["react", "hooks"] } } });
    expect((await call(GET, { params: { id: q.id }, ...(await as(learner)) })).status).toBe(403);
    expect((await call(GET, { params: { id: q.id } })).status).toBe(401);
    expect((await call(GET, { params: { id: "missing-id" }, ...(await as(admin)) })).status).toBe(404);
    expect((await call(GET, { params: { id: "bad id!" }, ...(await as(admin)) })).status).toBe(400);
  });

  it("keeps crediting an author whose account was removed", async () => {
    const author = await createUser({ role: "staff", name: "Gone Author" });
    const q = await insertQuestion(author, { title: "Written by a leaver" });
    await prisma.user.delete({ where: { id: author.id } });
    const res = await call(GET, { params: { id: q.id }, ...(await as(admin)) });
    expect(res.body).toMatchObject({ data: { question: { createdBy: "Gone Author" } } });
  });
});

describe("PUT /api/questions/{id}", () => {
  it("lets staff and admins update, with the same rules; learners get 403", async () => {
    const q = await insertQuestion(admin, { title: "Question before edit" });
    const body = validQuestion({ title: "Question after edit", type: "essay", options: [], correctAnswer: "A model answer", tags: ["edited"] });
    expect((await call(PUT, { method: "PUT", params: { id: q.id }, body, ...(await as(learner)) })).status).toBe(403);
    const res = await call(PUT, { method: "PUT", params: { id: q.id }, body, ...(await as(staff)) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Question updated",
      data: { question: { _id: q.id, title: "Question after edit", type: "essay", options: [], correctAnswer: "A model answer", tags: ["edited"], createdBy: "Ada Admin" } },
    });
    const log = await prisma.activityLog.findFirst({ where: { targetId: q.id, type: "question_updated" } });
    expect(JSON.parse(log?.before ?? "{}")).toMatchObject({ title: "Question before edit" });
    expect(JSON.parse(log?.after ?? "{}")).toMatchObject({ title: "Question after edit" });

    const invalid = await call(PUT, { method: "PUT", params: { id: q.id }, body: { ...body, title: "Hi" }, ...(await as(staff)) });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ title: ["Title must be at least 5 characters"] });
    expect((await call(PUT, { method: "PUT", params: { id: "missing-id" }, body, ...(await as(admin)) })).status).toBe(404);
  });

  it("may keep its own title, but not take another question's", async () => {
    const a = await insertQuestion(admin, { title: "First of a pair" });
    await insertQuestion(admin, { title: "Second of a pair" });
    const same = await call(PUT, { method: "PUT", params: { id: a.id }, body: validQuestion({ title: "FIRST of a pair" }), ...(await as(admin)) });
    expect(same.status).toBe(200);
    const taken = await call(PUT, { method: "PUT", params: { id: a.id }, body: validQuestion({ title: "second of a pair" }), ...(await as(admin)) });
    expect(taken.status).toBe(409);
  });
});

describe("DELETE /api/questions/{id}", () => {
  it("is for admins only: staff and learners get 403 and the question stays", async () => {
    const q = await insertQuestion(staff, { title: "Question to delete" });
    const byStaff = await call(DELETE, { method: "DELETE", params: { id: q.id }, ...(await as(staff)) });
    expect(byStaff.status).toBe(403);
    expect((await call(DELETE, { method: "DELETE", params: { id: q.id }, ...(await as(learner)) })).status).toBe(403);
    expect(await prisma.question.count({ where: { id: q.id } })).toBe(1);

    const res = await call(DELETE, { method: "DELETE", params: { id: q.id }, ...(await as(admin)) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Question deleted", data: { _id: q.id } });
    expect(await prisma.question.count({ where: { id: q.id } })).toBe(0);
    expect(await prisma.activityLog.count({ where: { targetId: q.id, type: "question_deleted", actorId: admin.id } })).toBe(1);
    expect((await call(DELETE, { method: "DELETE", params: { id: q.id }, ...(await as(admin)) })).status).toBe(404);
  });

  it("refuses a cookie-authenticated delete from another site", async () => {
    const q = await insertQuestion(admin, { title: "Cross-site target" });
    const res = await call(DELETE, { method: "DELETE", params: { id: q.id }, headers: { ...(await sessionHeaders(admin)), origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await prisma.question.count({ where: { id: q.id } })).toBe(1);
  });
});
