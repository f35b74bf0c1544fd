import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { call, createRoleUsers, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { POST as postRoute } from "@/app/api/questions/bulk-delete/route";
import { insertQuestion } from "./test-helpers";

const POST = postRoute as RouteFn;
let admin: TestUser, staff: TestUser, learner: TestUser;
beforeAll(async () => ({ admin, staff, learner } = await createRoleUsers()));

describe("POST /api/questions/bulk-delete", () => {
  it("deletes the listed questions for an admin and logs each one", async () => {
    const a = await insertQuestion(admin, { title: "Bulk delete one" });
    const b = await insertQuestion(admin, { title: "Bulk delete two" });
    const keep = await insertQuestion(admin, { title: "Bulk delete keeper" });
    const res = await call(POST, { body: { ids: [a.id, b.id, "not-there"] }, headers: await sessionHeaders(admin) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "2 questions deleted", data: { deleted: 2 } });
    expect(await prisma.question.findMany({ select: { id: true } })).toEqual([{ id: keep.id }]);
    expect(await prisma.activityLog.count({ where: { type: "question_deleted", targetId: { in: [a.id, b.id] } } })).toBe(2);
  });

  it("is refused to staff and learners", async () => {
    const q = await insertQuestion(admin, { title: "Bulk survivor" });
    for (const user of [staff, learner]) {
      const res = await call(POST, { body: { ids: [q.id] }, headers: await sessionHeaders(user) });
      expect(res.status).toBe(403);
    }
    expect(await prisma.question.count({ where: { id: q.id } })).toBe(1);
    expect((await call(POST, { body: { ids: [q.id] } })).status).toBe(401);
  });

  it("needs at least one id", async () => {
    const res = await call(POST, { body: { ids: [] }, headers: await sessionHeaders(admin) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ ids: ["Select at least one item"] });
  });
});
