// A quiz's extra-time list and the learner picker beside it.
import { describe, expect, it, vi } from "vitest";
import { buildCourse, learner, lessonsOf } from "@/features/learn/api/learn/_test-fixtures";
import { insertQuestion } from "@/features/questions/api/questions/test-helpers";
import { POST as createLessonRoute } from "@/app/api/courses/[id]/lessons/route";
import { PUT as putRoute } from "@/app/api/admin/quizzes/[lessonId]/accommodations/[userId]/route";
import { GET as getRoute } from "@/app/api/admin/quizzes/[lessonId]/accommodations/route";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type List = { data: { accommodations: { userId: string; name: string; extraMinutes: number }[]; learners: { userId: string; name: string; email: string }[] } };

describe("GET /api/admin/quizzes/{lessonId}/accommodations", () => {
  it("lists granted extra time and the enrolled learners matching a search; staff only; 404 for a lesson that is not a quiz", async () => {
    const admin = await createUser({ role: "admin" });
    const staff = await sessionHeaders(await createUser({ role: "staff" }));
    const question = await insertQuestion(admin, { title: "Accommodated question" });
    const { course, sections } = await buildCourse({ sections: [{ lessons: lessonsOf(1) }] });
    const made = await call<{ data: { lesson: { id: string } } }>(createLessonRoute as RouteFn, {
      method: "POST",
      headers: staff,
      params: { id: course.id },
      body: { sectionId: sections[0].id, title: "Timed quiz", kind: "quiz", quiz: { timeLimitMinutes: 10, slots: [{ questionId: question.id, mark: 1 }] } },
    });
    expect(made.status).toBe(201);
    const lessonId = made.body.data.lesson.id;
    const one = await learner(course.id);
    const two = await learner(course.id);
    await learner(); // not enrolled: never offered

    const empty = await call<List>(getRoute as RouteFn, { headers: staff, params: { lessonId } });
    expect(empty.status).toBe(200);
    expect(empty.body.data.accommodations).toEqual([]);
    expect(empty.body.data.learners.map((l) => l.userId).sort()).toEqual([one.user.id, two.user.id].sort());

    expect((await call(putRoute as RouteFn, { method: "PUT", headers: staff, params: { lessonId, userId: one.user.id }, body: { extraMinutes: 15 } })).status).toBe(200);
    const after = await call<List>(getRoute as RouteFn, { headers: staff, params: { lessonId }, query: { search: one.user.email } });
    expect(after.body.data.accommodations).toEqual([{ userId: one.user.id, name: one.user.name, email: one.user.email, extraMinutes: 15 }]);
    expect(after.body.data.learners.map((l) => l.userId)).toEqual([one.user.id]);

    // Zero minutes takes the accommodation away.
    await call(putRoute as RouteFn, { method: "PUT", headers: staff, params: { lessonId, userId: one.user.id }, body: { extraMinutes: 0 } });
    expect((await call<List>(getRoute as RouteFn, { headers: staff, params: { lessonId } })).body.data.accommodations).toEqual([]);

    expect((await call(getRoute as RouteFn, { headers: one.headers, params: { lessonId } })).status).toBe(403);
    expect((await call(getRoute as RouteFn, { headers: staff, params: { lessonId: sections[0].lessonIds[0] } })).status).toBe(404);
  });
});
