// The learner's API: enrollment, the player's outline and lessons, completion and progress, drip
// locks, activity heartbeats merged into sessions, and the learner home.
import fs from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as home } from "@/app/api/learn/route";
import { GET as outline } from "@/app/api/learn/[courseId]/route";
import { GET as lesson } from "@/app/api/learn/[courseId]/lessons/[lessonId]/route";
import { POST as complete } from "@/app/api/learn/[courseId]/lessons/[lessonId]/complete/route";
import { POST as activity } from "@/app/api/learn/[courseId]/activity/route";
import { GET as getEnrollment, POST as enrollRoute } from "@/app/api/courses/[id]/enrollment/route";
import { buildCourse, learner, lessonsOf } from "./learn/_test-fixtures";
import { recordActivity } from "../server/activity";
import { prisma } from "@/lib/db";
import { runDueJobs } from "@/lib/jobs";
import { call, createUser, findSecrets, sessionHeaders, type RouteFn } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type Json = Record<string, unknown> & { data: Record<string, unknown>; code?: string; message?: string; errors?: Record<string, string[]>; unlocksAt?: string | null };
const r = (fn: unknown) => fn as RouteFn;
const DAY = 86_400_000;

let staff: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  staff = await sessionHeaders(await createUser({ role: "staff" }));
  admin = await sessionHeaders(await createUser({ role: "admin" }));
});

const openLesson = (courseId: string, lessonId: string, headers: Record<string, string> = {}) => call<Json>(r(lesson), { headers, params: { courseId, lessonId } });
const completeIt = (courseId: string, lessonId: string, headers: Record<string, string>) => call<Json>(r(complete), { method: "POST", headers, params: { courseId, lessonId } });
const beat = (courseId: string, headers: Record<string, string>, body: unknown) => call<Json>(r(activity), { method: "POST", headers, params: { courseId }, body });

describe("POST /api/courses/[id]/enrollment", () => {
  it("enrolls in a free published course (201), answers 200 with the same enrollment again, and logs it", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(2) }] });
    const { user, headers } = await learner();
    const first = await call<Json>(r(enrollRoute), { method: "POST", headers, params: { id: course.id } });
    expect(first.status).toBe(201);
    const enrollment = first.body.data.enrollment as Record<string, unknown>;
    expect(enrollment).toMatchObject({ courseId: course.id, progress: 0, completedAt: null, resumeLessonId: lessonIds[0] });
    const again = await call<Json>(r(enrollRoute), { method: "POST", headers, params: { id: course.id } });
    expect(again.status).toBe(200);
    expect((again.body.data.enrollment as { id: string }).id).toBe(enrollment.id);
    expect(await prisma.enrollment.count({ where: { userId: user.id } })).toBe(1);
    expect(await prisma.activityLog.count({ where: { type: "course_enrolled", actorId: user.id } })).toBe(1);
    const mine = await call<Json>(r(getEnrollment), { headers, params: { id: course.id } });
    expect((mine.body.data.enrollment as { id: string }).id).toBe(enrollment.id);
  });

  it("answers 402 for a paid course, 404 for drafts, archived and unknown courses, 401 signed out", async () => {
    const { headers, user } = await learner();
    const paid = await buildCourse({ priceCents: 4999, sections: [] });
    const res = await call<Json>(r(enrollRoute), { method: "POST", headers, params: { id: paid.course.id } });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe("PAYMENT_REQUIRED");
    for (const status of ["draft", "archived"]) {
      const hidden = await buildCourse({ status, sections: [] });
      expect((await call(r(enrollRoute), { method: "POST", headers, params: { id: hidden.course.id } })).status).toBe(404);
    }
    expect((await call(r(enrollRoute), { method: "POST", headers, params: { id: "nosuchcourse000" } })).status).toBe(404);
    expect((await call(r(enrollRoute), { method: "POST", params: { id: paid.course.id } })).status).toBe(401);
    expect(await prisma.enrollment.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("GET /api/learn/[courseId] and lessons", () => {
  it("a learner not enrolled gets 403 NOT_ENROLLED for the outline and for a non-preview lesson, but may open a preview", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: [{ isPreview: true, content: "Free **text**" }, {}] }] });
    const { headers } = await learner();
    const res = await call<Json>(r(outline), { headers, params: { courseId: course.id } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("NOT_ENROLLED");
    const locked = await openLesson(course.id, lessonIds[1], headers);
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe("NOT_ENROLLED");
    expect(locked.text).not.toContain("Markdown");
    expect((await openLesson(course.id, lessonIds[1])).status).toBe(401);
    for (const h of [headers, {}]) {
      const preview = await openLesson(course.id, lessonIds[0], h);
      expect(preview.status).toBe(200);
      expect(preview.body.data.lesson).toMatchObject({ id: lessonIds[0], content: "Free **text**", completed: false, lastPosition: null });
      expect(preview.body.data).toMatchObject({ prevLessonId: null, nextLessonId: lessonIds[1] });
    }
  });

  it("gives an enrolled learner the outline with ticks and progress, and each lesson with prev/next", async () => {
    const { course, sections, lessonIds } = await buildCourse({
      sections: [{ title: "One", lessons: lessonsOf(2) }, { title: "Two", lessons: [{ kind: "video", videoUrl: "https://youtu.be/abcdefghijk" }] }],
    });
    const { headers } = await learner(course.id);
    await completeIt(course.id, lessonIds[0], headers);
    const res = await call<Json>(r(outline), { headers, params: { courseId: course.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ enrolled: true, progress: 33, completedAt: null, lessonCount: 3, completedCount: 1, resumeLessonId: lessonIds[1], course: { id: course.id, title: course.title } });
    const outlineSections = res.body.data.sections as { id: string; lessons: { id: string; completed: boolean; locked: boolean; unlocksAt: string | null }[] }[];
    expect(outlineSections.map((s) => s.id)).toEqual(sections.map((s) => s.id));
    expect(outlineSections.flatMap((s) => s.lessons.map((l) => [l.id, l.completed, l.locked, l.unlocksAt]))).toEqual([
      [lessonIds[0], true, false, null],
      [lessonIds[1], false, false, null],
      [lessonIds[2], false, false, null],
    ]);
    const video = await openLesson(course.id, lessonIds[2], headers);
    expect(video.status).toBe(200);
    expect(video.body.data).toMatchObject({ prevLessonId: lessonIds[1], nextLessonId: null });
    expect(video.body.data.lesson).toMatchObject({ kind: "video", videoUrl: "https://youtu.be/abcdefghijk", embedUrl: "https://www.youtube-nocookie.com/embed/abcdefghijk", content: "" });
    expect(findSecrets(video.text)).toEqual([]);
    // Opening a lesson is where the learner resumes.
    const after = await call<Json>(r(outline), { headers, params: { courseId: course.id } });
    expect(after.body.data.resumeLessonId).toBe(lessonIds[2]);
  });

  it("lets staff and admins open any lesson of any course without enrolling, and records nothing", async () => {
    const { course, lessonIds } = await buildCourse({ status: "draft", sections: [{ unlockAfterDays: 30, lessons: lessonsOf(1) }] });
    for (const headers of [staff, admin]) {
      const o = await call<Json>(r(outline), { headers, params: { courseId: course.id } });
      expect(o.status).toBe(200);
      expect(o.body.data).toMatchObject({ enrolled: false, progress: 0 });
      expect((await openLesson(course.id, lessonIds[0], headers)).status).toBe(200);
      const done = await completeIt(course.id, lessonIds[0], headers);
      expect(done.status).toBe(403);
      expect((await beat(course.id, headers, { lessonId: lessonIds[0], seconds: 30 })).status).toBe(204);
    }
    expect(await prisma.enrollment.count({ where: { courseId: course.id } })).toBe(0);
    expect(await prisma.learningSession.count({ where: { courseId: course.id } })).toBe(0);
    // A learner does not see a draft course at all.
    const { headers } = await learner();
    expect((await openLesson(course.id, lessonIds[0], headers)).status).toBe(404);
  });

  it("keeps an archived course open to the learners enrolled in it, and only to them", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(2) }] });
    const enrolled = await learner(course.id);
    await prisma.course.update({ where: { id: course.id }, data: { status: "archived" } });
    expect((await call(r(outline), { headers: enrolled.headers, params: { courseId: course.id } })).status).toBe(200);
    expect((await openLesson(course.id, lessonIds[1], enrolled.headers)).status).toBe(200);
    expect((await completeIt(course.id, lessonIds[1], enrolled.headers)).body.data).toMatchObject({ progress: 50 });
    const stranger = await learner();
    expect((await call(r(outline), { headers: stranger.headers, params: { courseId: course.id } })).status).toBe(404);
    expect((await call(r(enrollRoute), { method: "POST", headers: stranger.headers, params: { id: course.id } })).status).toBe(404);
  });
});

describe("POST /api/learn/[courseId]/lessons/[lessonId]/complete", () => {
  it("progress after each completion equals round(100 × completed / lessons); idempotent; 100% completes and emails", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(3) }, { lessons: lessonsOf(3) }] });
    const { user, headers, enrollment } = await learner(course.id);
    const expected = [17, 33, 50, 67, 83, 100];
    for (const [i, lessonId] of lessonIds.entries()) {
      const res = await completeIt(course.id, lessonId, headers);
      expect(res.status).toBe(200);
      expect(res.body.data.progress).toBe(expected[i]);
      expect(res.body.data.progress).toBe(Math.round((100 * (i + 1)) / lessonIds.length));
      if (i < lessonIds.length - 1) expect(res.body.data.completedAt).toBeNull();
      const again = await completeIt(course.id, lessonId, headers);
      expect(again.body.data.progress).toBe(expected[i]);
    }
    const row = await prisma.enrollment.findUniqueOrThrow({ where: { id: enrollment!.id } });
    expect(row.progress).toBe(100);
    expect(row.completedAt).not.toBeNull();
    expect(await prisma.lessonCompletion.count({ where: { enrollmentId: enrollment!.id } })).toBe(6);
    expect(await prisma.activityLog.count({ where: { type: "course_completed", actorId: user.id } })).toBe(1);
    // The congratulation and the certificate job were queued with the completion; the certificate's
    // email is queued by that job, and goes out on the worker's next pass.
    while ((await runDueJobs()) > 0);
    const dir = process.env.MAIL_OUTBOX_DIR as string;
    const mails = fs.readdirSync(dir).filter((f) => f.endsWith(`-${user.email.replace(/[^a-z0-9@._-]/gi, "_")}.eml`));
    // The congratulation, then the certificate the completion earned, issued once.
    expect(mails).toHaveLength(2);
    const bodies = mails.map((m) => fs.readFileSync(`${dir}/${m}`, "utf8"));
    expect(bodies.some((b) => b.includes("Congratulations! You completed"))).toBe(true);
    const certificates = await prisma.certificate.findMany({ where: { enrollmentId: enrollment!.id } });
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({ userId: user.id, courseId: course.id, revokedAt: null });
    expect(bodies.some((b) => b.includes(certificates[0].code))).toBe(true);
  });

  it("refuses a learner who is not enrolled (403), a foreign lesson (404), and anonymous callers (401)", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(1) }] });
    const other = await buildCourse({ sections: [{ lessons: lessonsOf(1) }] });
    const stranger = await learner();
    const res = await completeIt(course.id, lessonIds[0], stranger.headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("NOT_ENROLLED");
    const { headers } = await learner(course.id);
    expect((await completeIt(course.id, other.lessonIds[0], headers)).status).toBe(404);
    expect((await completeIt(course.id, lessonIds[0], {})).status).toBe(401);
    expect(await prisma.lessonCompletion.count({ where: { lessonId: lessonIds[0] } })).toBe(0);
  });
});

describe("drip and prerequisites", () => {
  it("locks a section until N days after enrollment: 423 LOCKED with unlocksAt, for reading and completing", async () => {
    const enrolledAt = new Date(Date.now() - 2 * DAY);
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(1) }, { unlockAfterDays: 5, lessons: [{}, { isPreview: true }] }] });
    const { headers, enrollment } = await learner(course.id, enrolledAt);
    const unlocksAt = new Date(enrolledAt.getTime() + 5 * DAY).toISOString();
    const read = await openLesson(course.id, lessonIds[1], headers);
    expect(read.status).toBe(423);
    expect(read.body).toMatchObject({ code: "LOCKED", unlocksAt, lockReason: "drip" });
    const done = await completeIt(course.id, lessonIds[1], headers);
    expect(done.status).toBe(423);
    expect(done.body.unlocksAt).toBe(unlocksAt);
    expect(await prisma.lessonCompletion.count({ where: { enrollmentId: enrollment!.id } })).toBe(0);
    // A preview lesson is never locked.
    expect((await openLesson(course.id, lessonIds[2], headers)).status).toBe(200);
    const o = await call<Json>(r(outline), { headers, params: { courseId: course.id } });
    const second = (o.body.data.sections as { locked: boolean; unlocksAt: string | null; lessons: { locked: boolean }[] }[])[1];
    expect(second).toMatchObject({ locked: true, unlocksAt, lockReason: "drip" });
    expect(second.lessons.map((l) => l.locked)).toEqual([true, false]);
    // Past the date, it opens.
    await prisma.enrollment.update({ where: { id: enrollment!.id }, data: { enrolledAt: new Date(Date.now() - 6 * DAY) } });
    expect((await openLesson(course.id, lessonIds[1], headers)).status).toBe(200);
  });

  it("locks a section until the previous one is complete", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(2) }, { requiresPrevious: true, lessons: lessonsOf(1) }] });
    const { headers } = await learner(course.id);
    const res = await completeIt(course.id, lessonIds[2], headers);
    expect(res.status).toBe(423);
    expect(res.body).toMatchObject({ code: "LOCKED", unlocksAt: null, lockReason: "previous" });
    await completeIt(course.id, lessonIds[0], headers);
    expect((await openLesson(course.id, lessonIds[2], headers)).status).toBe(423);
    await completeIt(course.id, lessonIds[1], headers);
    expect((await openLesson(course.id, lessonIds[2], headers)).status).toBe(200);
    expect((await completeIt(course.id, lessonIds[2], headers)).body.data.progress).toBe(100);
  });
});

describe("POST /api/learn/[courseId]/activity", () => {
  it("merges heartbeats into sessions: a gap over 30 minutes starts a new one; seconds are capped per call", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(2, { kind: "video" }) }] });
    const { user, enrollment } = await learner(course.id);
    const viewer = { id: user.id, role: "user" };
    const t0 = new Date("2026-05-01T10:00:00Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    await recordActivity(course.id, viewer, { lessonId: lessonIds[0], seconds: 60 }, at(0));
    await recordActivity(course.id, viewer, { lessonId: lessonIds[0], seconds: 60, position: 95.5 }, at(1));
    await recordActivity(course.id, viewer, { lessonId: lessonIds[1], seconds: 3000 }, at(29)); // counts 120
    await recordActivity(course.id, viewer, { lessonId: lessonIds[1], seconds: 60 }, at(61)); // 32 min gap → new
    const sessions = await prisma.learningSession.findMany({ where: { userId: user.id }, orderBy: { startedAt: "asc" } });
    expect(sessions.map((s) => ({ seconds: s.seconds, minutes: s.minutes, startedAt: s.startedAt.toISOString(), last: s.lastActivityAt?.toISOString() }))).toEqual([
      { seconds: 240, minutes: 4, startedAt: at(-1).toISOString(), last: at(29).toISOString() },
      { seconds: 60, minutes: 1, startedAt: at(60).toISOString(), last: at(61).toISOString() },
    ]);
    const row = await prisma.enrollment.findUniqueOrThrow({ where: { id: enrollment!.id } });
    expect(row.lastAccessedAt?.toISOString()).toBe(at(61).toISOString());
    expect(row.lastLessonId).toBe(lessonIds[1]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).lastActivityAt?.toISOString()).toBe(at(61).toISOString());
    expect((await prisma.lessonProgress.findFirstOrThrow({ where: { enrollmentId: enrollment!.id, lessonId: lessonIds[0] } })).position).toBe(95.5);
  });

  it("answers 204 through the route, keeps the video position for resume, and refuses nonsense with 422", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(1, { kind: "video" }) }] });
    const other = await buildCourse({ sections: [{ lessons: lessonsOf(1) }] });
    const { headers, user } = await learner(course.id);
    const ok = await beat(course.id, headers, { lessonId: lessonIds[0], seconds: 15, position: 42 });
    expect(ok.status).toBe(204);
    expect(ok.text).toBe("");
    expect((await openLesson(course.id, lessonIds[0], headers)).body.data.lesson).toMatchObject({ lastPosition: 42 });
    for (const body of [{ lessonId: lessonIds[0], seconds: -5 }, { lessonId: lessonIds[0], seconds: 1.5 }, { lessonId: lessonIds[0], seconds: 99999 }, { lessonId: lessonIds[0], seconds: "10" }, { lessonId: lessonIds[0], seconds: 10, position: -1 }, { seconds: 10 }, { lessonId: other.lessonIds[0], seconds: 10 }]) {
      const res = await beat(course.id, headers, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await prisma.learningSession.count({ where: { userId: user.id } })).toBe(1);
    const stranger = await learner();
    expect((await beat(course.id, stranger.headers, { lessonId: lessonIds[0], seconds: 10 })).status).toBe(403);
    expect((await beat(course.id, {}, { lessonId: lessonIds[0], seconds: 10 })).status).toBe(401);
  });

  it("refuses a heartbeat on a locked lesson with 409 LOCKED and records no time, position or last lesson", async () => {
    const { course, lessonIds } = await buildCourse({
      sections: [{ lessons: lessonsOf(1) }, { unlockAfterDays: 5, lessons: [{ kind: "video" }, { isPreview: true }] }, { requiresPrevious: true, lessons: lessonsOf(1) }],
    });
    const { headers, user, enrollment } = await learner(course.id);
    const drip = await beat(course.id, headers, { lessonId: lessonIds[1], seconds: 60, position: 30 });
    expect(drip.status).toBe(409);
    expect(drip.body).toMatchObject({ code: "LOCKED", lockReason: "drip", unlocksAt: expect.any(String) });
    const previous = await beat(course.id, headers, { lessonId: lessonIds[3], seconds: 60 });
    expect(previous.status).toBe(409);
    expect(previous.body).toMatchObject({ code: "LOCKED", lockReason: "previous", unlocksAt: null });
    expect(await prisma.learningSession.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.lessonProgress.count({ where: { enrollmentId: enrollment!.id } })).toBe(0);
    expect((await prisma.enrollment.findUniqueOrThrow({ where: { id: enrollment!.id } })).lastLessonId).toBeNull();
    // A preview lesson in a locked section is never locked; an open lesson counts as before.
    expect((await beat(course.id, headers, { lessonId: lessonIds[2], seconds: 60 })).status).toBe(204);
    expect((await beat(course.id, headers, { lessonId: lessonIds[0], seconds: 60 })).status).toBe(204);
    expect((await prisma.learningSession.findFirstOrThrow({ where: { userId: user.id } })).seconds).toBe(120);
  });
});

describe("GET /api/learn", () => {
  it("lists the caller's courses with progress, completion and where to continue", async () => {
    const a = await buildCourse({ sections: [{ lessons: lessonsOf(2) }] });
    const b = await buildCourse({ sections: [{ lessons: lessonsOf(1) }] });
    const { headers, user } = await learner();
    await call(r(enrollRoute), { method: "POST", headers, params: { id: a.course.id } });
    await call(r(enrollRoute), { method: "POST", headers, params: { id: b.course.id } });
    await completeIt(b.course.id, b.lessonIds[0], headers);
    await completeIt(a.course.id, a.lessonIds[0], headers);
    await openLesson(a.course.id, a.lessonIds[0], headers);
    const res = await call<Json>(r(home), { headers });
    expect(res.status).toBe(200);
    const courses = res.body.data.courses as Record<string, unknown>[];
    expect(courses).toHaveLength(2);
    expect(courses[0]).toMatchObject({ courseId: a.course.id, title: a.course.title, progress: 50, completedAt: null, resumeLessonId: a.lessonIds[0] });
    expect(courses[1]).toMatchObject({ courseId: b.course.id, progress: 100, completedAt: expect.any(String), resumeLessonId: b.lessonIds[0] });
    // Only their own.
    const other = await learner();
    expect((await call<Json>(r(home), { headers: other.headers })).body.data.courses).toEqual([]);
    expect((await call(r(home), {})).status).toBe(401);
    expect(user.id).toBeTruthy();
  });
});
