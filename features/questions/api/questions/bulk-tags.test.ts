import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { parseList } from "@/lib/db/json";
import { call, createRoleUsers, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { POST as postRoute } from "@/app/api/questions/bulk-tags/route";
import { insertQuestion } from "./test-helpers";

const POST = postRoute as RouteFn;
let admin: TestUser, staff: TestUser, learner: TestUser;
beforeAll(async () => ({ admin, staff, learner } = await createRoleUsers()));

const tagsOf = async (id: string) => parseList((await prisma.question.findUniqueOrThrow({ where: { id } })).tags);

describe("POST /api/questions/bulk-tags", () => {
  it("adds and removes tags on every selected question, for staff too", async () => {
    const a = await insertQuestion(admin, { title: "Tag target one", tags: ["react", "hooks"] });
    const b = await insertQuestion(admin, { title: "Tag target two", tags: ["css"] });
    const res = await call(POST, { body: { ids: [a.id, b.id], add: "exam, React", remove: ["HOOKS"] }, headers: await sessionHeaders(staff) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "2 questions updated", data: { updated: 2 } });
    expect(await tagsOf(a.id)).toEqual(["react", "exam"]);
    expect(await tagsOf(b.id)).toEqual(["css", "exam", "React"]);
    expect(await prisma.activityLog.count({ where: { type: "question_updated", targetId: { in: [a.id, b.id] } } })).toBe(2);

    const again = await call(POST, { body: { ids: [a.id], add: ["exam"] }, headers: await sessionHeaders(staff) });
    expect(again.body).toEqual({ message: "0 questions updated", data: { updated: 0 } });
  });

  it("needs a tag to add or remove, and the update permission", async () => {
    const q = await insertQuestion(admin, { title: "Tag target three" });
    const empty = await call(POST, { body: { ids: [q.id], add: " , ", remove: [] }, headers: await sessionHeaders(admin) });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ add: ["Enter at least one tag"] });
    expect((await call(POST, { body: { ids: [q.id], add: ["x"] }, headers: await sessionHeaders(learner) })).status).toBe(403);
  });
});
