// A completed course's follow-ups are jobs recorded in the completion's own transaction
// (docs/domain/jobs.md): the congratulation email and a certificate-issue job keyed by the
// enrollment. A rolled-back completion records neither; running the jobs issues one certificate and
// sends one certificate email, however often they run.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as complete } from "@/app/api/learn/[courseId]/lessons/[lessonId]/complete/route";
import { DELETE as deleteLessonRoute } from "@/app/api/courses/[id]/lessons/[lessonId]/route";
import { completeLessons } from "@/features/learn/server/complete";
import { queueCompletionFollowUps } from "@/features/learn/server/progress";
import { certificateIssueJob } from "@/features/certificates/server/issue-job";
import { prisma } from "@/lib/db";
import { listJobs, runDueJobs } from "@/lib/jobs";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";
import { mailsTo } from "@/test/mail";
import { buildCourse, learner, lessonsOf } from "./_test-fixtures";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

/** Runs jobs until none is due: a certificate job queues its email, which runs on the next pass. */
async function drainJobs(): Promise<void> {
  while ((await runDueJobs()) > 0);
}

const waitingFor = async (enrollmentId: string, email: string) => {
  const waiting = await listJobs({ state: "waiting", limit: 500 });
  return {
    certificate: waiting.filter((job) => job.name === "certificate-issue" && job.summary === `Certificate for enrollment ${enrollmentId}`).length,
    congratulation: waiting.filter((job) => job.name === "email" && job.summary.startsWith(`To ${email}: Congratulations!`)).length,
  };
};

const subjectsTo = async (email: string) => (await mailsTo(email)).map((mail) => mail.subject).sort();

beforeEach(drainJobs);

describe("completing a course", () => {
  it("records the congratulation and the certificate job with the completion, before anything has run", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(2) }] });
    const { user, enrollment } = await learner(course.id);
    await completeLessons(course.id, user, [{ lessonId: lessonIds[0], at: new Date() }]);
    expect(await waitingFor(enrollment!.id, user.email)).toEqual({ certificate: 0, congratulation: 0 });
    await completeLessons(course.id, user, [{ lessonId: lessonIds[1], at: new Date() }]);
    expect(await waitingFor(enrollment!.id, user.email)).toEqual({ certificate: 1, congratulation: 1 });
    expect(await prisma.certificate.count({ where: { enrollmentId: enrollment!.id } })).toBe(0);
    expect(await mailsTo(user.email)).toEqual([]);
    // The same completion enqueued again (a second caller) finds its job: one completion, one job.
    expect(await certificateIssueJob.enqueue({ enrollmentId: enrollment!.id }, { key: enrollment!.id })).toBeNull();
  });

  it("records nothing when the completing transaction rolls back", async () => {
    const { course } = await buildCourse({ sections: [{ lessons: lessonsOf(1) }] });
    const { user, enrollment } = await learner(course.id);
    await prisma.enrollment.update({ where: { id: enrollment!.id }, data: { progress: 100, completedAt: new Date() } });
    await expect(
      prisma.$transaction(async (tx) => {
        await queueCompletionFollowUps(tx, [enrollment!.id]);
        throw new Error("the completion failed");
      }),
    ).rejects.toThrow("the completion failed");
    expect(await waitingFor(enrollment!.id, user.email)).toEqual({ certificate: 0, congratulation: 0 });
    await drainJobs();
    expect(await prisma.certificate.count({ where: { enrollmentId: enrollment!.id } })).toBe(0);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it("through the player: one certificate and one certificate email, even when the jobs run again", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(1) }] });
    const { user, headers, enrollment } = await learner(course.id);
    const res = await call(complete as RouteFn, { method: "POST", headers, params: { courseId: course.id, lessonId: lessonIds[0] } });
    expect(res.status).toBe(200);
    await drainJobs();
    const certificate = await prisma.certificate.findFirstOrThrow({ where: { enrollmentId: enrollment!.id } });
    expect(await subjectsTo(user.email)).toEqual([`Congratulations! You completed ${course.title}`, expect.stringContaining("certificate")].sort());
    expect((await mailsTo(user.email)).find((mail) => mail.text.includes(certificate.code))).toBeDefined();

    // A second delivery of the job (a retry after a crash, another instance): nothing more.
    await certificateIssueJob.enqueue({ enrollmentId: enrollment!.id });
    await drainJobs();
    await drainJobs();
    expect(await prisma.certificate.count({ where: { enrollmentId: enrollment!.id } })).toBe(1);
    expect(await mailsTo(user.email)).toHaveLength(2);
  });

  it("by removing the last lesson a learner had left: the follow-ups are queued with the removal", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(2) }] });
    const { user, enrollment } = await learner(course.id);
    await completeLessons(course.id, user, [{ lessonId: lessonIds[0], at: new Date() }]);
    const staff = await sessionHeaders(await createUser({ role: "staff" }));
    const res = await call(deleteLessonRoute as RouteFn, { method: "DELETE", headers: staff, params: { id: course.id, lessonId: lessonIds[1] } });
    expect(res.status).toBe(200);
    await drainJobs();
    expect(await prisma.enrollment.findUniqueOrThrow({ where: { id: enrollment!.id }, select: { progress: true } })).toEqual({ progress: 100 });
    expect(await prisma.certificate.count({ where: { enrollmentId: enrollment!.id } })).toBe(1);
    expect(await mailsTo(user.email)).toHaveLength(2);
  });
});
