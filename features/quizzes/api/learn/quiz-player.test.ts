// The player's read of a quiz lesson (docs/domain/quizzes.md): its text is the quiz's introduction, shown above
// the start panel, while other non-text lessons still carry none.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createLessonRoute } from "@/app/api/courses/[id]/lessons/route";
import { GET as lessonRoute } from "@/app/api/learn/[courseId]/lessons/[lessonId]/route";
import { buildCourse, learner } from "@/features/learn/api/learn/_test-fixtures";
import { insertQuestion } from "@/features/questions/api/questions/test-helpers";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type Json = { data: { lesson: { id: string; kind: string; content: string } } };
const r = (fn: unknown) => fn as RouteFn;

let staff: Record<string, string>;
let author: TestUser;
beforeAll(async () => {
  author = await createUser({ role: "admin" });
  staff = await sessionHeaders(await createUser({ role: "staff" }));
});

describe("GET /api/learn/{courseId}/lessons/{lessonId} for a quiz", () => {
  it("carries the quiz's introduction, and still no text for a video lesson", async () => {
    const question = await insertQuestion(author, { title: "Intro question" });
    const { course, sections, lessonIds } = await buildCourse({ sections: [{ lessons: [{ kind: "video", content: "Video notes", videoUrl: "https://youtu.be/dQw4w9WgXcQ" }] }] });
    const created = await call<Json>(r(createLessonRoute), {
      method: "POST",
      headers: staff,
      params: { id: course.id },
      body: { sectionId: sections[0].id, title: "Quiz", kind: "quiz", content: "Answer **every** question.", quiz: { slots: [{ questionId: question.id, mark: 1 }] } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { headers } = await learner(course.id);

    const quiz = await call<Json>(r(lessonRoute), { headers, params: { courseId: course.id, lessonId: created.body.data.lesson.id } });
    expect(quiz.status).toBe(200);
    expect(quiz.body.data.lesson).toMatchObject({ kind: "quiz", content: "Answer **every** question." });
    const video = await call<Json>(r(lessonRoute), { headers, params: { courseId: course.id, lessonId: lessonIds[0] } });
    expect(video.body.data.lesson.content).toBe("");
  });
});
