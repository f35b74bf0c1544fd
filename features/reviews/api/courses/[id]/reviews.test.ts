// Ratings and reviews: public summary, one editable review per enrolled learner, admin hiding
// (audit-logged), and the course figures computed from these rows.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as reviews } from "@/app/api/courses/[id]/reviews/route";
import { PUT as putMine } from "@/app/api/courses/[id]/reviews/mine/route";
import { POST as hide } from "@/app/api/admin/reviews/[reviewId]/hide/route";
import { GET as getCourse } from "@/app/api/courses/[id]/route";
import { buildCourse, learner } from "@/features/learn/api/learn/_test-fixtures";
import { prisma } from "@/lib/db";
import { call, createUser, findSecrets, sessionHeaders, type RouteFn } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type Json = Record<string, unknown> & { data: Record<string, unknown>; code?: string; message?: string; errors?: Record<string, string[]> };
const r = (fn: unknown) => fn as RouteFn;

let admin: { id: string; headers: Record<string, string> };
let staff: Record<string, string>;
beforeAll(async () => {
  const a = await createUser({ role: "admin", name: "Ada Admin" });
  admin = { id: a.id, headers: await sessionHeaders(a) };
  staff = await sessionHeaders(await createUser({ role: "staff" }));
});

const review = (courseId: string, headers: Record<string, string>, body: unknown) => call<Json>(r(putMine), { method: "PUT", headers, params: { id: courseId }, body });

describe("reviews", () => {
  it("an enrolled learner rates once and edits; the course page and course figures show the average and count", async () => {
    const { course } = await buildCourse({ sections: [] });
    const a = await learner(course.id);
    const b = await learner(course.id);
    const first = await review(course.id, a.headers, { rating: 4, review: "Good pace." });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ average: 4, count: 1, review: { rating: 4, review: "Good pace.", learnerName: a.user.name, hidden: false } });
    const edited = await review(course.id, a.headers, { rating: 5 });
    expect(edited.body.data).toMatchObject({ average: 5, count: 1, review: { rating: 5, review: "Good pace." } });
    await review(course.id, b.headers, { rating: 2, review: "" });
    expect(await prisma.review.count({ where: { courseId: course.id } })).toBe(2);

    const anon = await call<Json>(r(reviews), { params: { id: course.id } });
    expect(anon.status).toBe(200);
    expect(anon.body.data).toMatchObject({ average: 3.5, count: 2 });
    expect(anon.body.data).not.toHaveProperty("mine");
    expect((anon.body.data.reviews as { learnerName: string; review: string | null }[]).map((x) => [x.learnerName, x.review])).toEqual([[b.user.name, null], [a.user.name, "Good pace."]]);
    expect(findSecrets(anon.text)).toEqual([]);
    expect(anon.text).not.toContain(a.user.email);
    const mine = await call<Json>(r(reviews), { headers: a.headers, params: { id: course.id } });
    expect(mine.body.data).toMatchObject({ canReview: true, mine: { rating: 5 } });

    const figures = await call<{ data: { course: { rating: number; reviewCount: number } } }>(r(getCourse), { headers: staff, params: { id: course.id } });
    expect(figures.body.data.course).toMatchObject({ rating: 3.5, reviewCount: 2 });
  });

  it("refuses a learner who is not enrolled (403), bad ratings (422), and answers 404 for unpublished courses", async () => {
    const { course } = await buildCourse({ sections: [] });
    const stranger = await learner();
    const res = await review(course.id, stranger.headers, { rating: 5 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("NOT_ENROLLED");
    const { headers } = await learner(course.id);
    for (const rating of [0, 6, 3.5, "5", null]) {
      const bad = await review(course.id, headers, { rating });
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.rating).toEqual(["Choose a rating from 1 to 5 stars"]);
    }
    expect((await review(course.id, headers, { rating: 3, review: "x".repeat(2001) })).status).toBe(422);
    expect((await review(course.id, {}, { rating: 3 })).status).toBe(401);
    expect(await prisma.review.count({ where: { courseId: course.id } })).toBe(0);
    const draft = await buildCourse({ status: "draft", sections: [] });
    expect((await call(r(reviews), { params: { id: draft.course.id } })).status).toBe(404);
    expect((await review(draft.course.id, stranger.headers, { rating: 4 })).status).toBe(404);
  });

  it("admins hide a review (audit-logged): it leaves the average and the public list; staff and learners cannot", async () => {
    const { course } = await buildCourse({ sections: [] });
    const a = await learner(course.id);
    const b = await learner(course.id);
    await review(course.id, a.headers, { rating: 1, review: "Spam spam" });
    const kept = await review(course.id, b.headers, { rating: 5 });
    const spam = await prisma.review.findFirstOrThrow({ where: { userId: a.user.id } });
    for (const headers of [staff, b.headers]) {
      expect((await call(r(hide), { method: "POST", headers, params: { reviewId: spam.id }, body: { hidden: true } })).status).toBe(403);
    }
    const res = await call<Json>(r(hide), { method: "POST", headers: admin.headers, params: { reviewId: spam.id }, body: { hidden: true } });
    expect(res.status).toBe(200);
    expect(res.body.data.review).toMatchObject({ id: spam.id, hidden: true, courseId: course.id });
    const log = await prisma.activityLog.findFirstOrThrow({ where: { type: "review_hidden", targetId: spam.id } });
    expect(log.actorId).toBe(admin.id);
    const pub = await call<Json>(r(reviews), { params: { id: course.id } });
    expect(pub.body.data).toMatchObject({ average: 5, count: 1 });
    expect((pub.body.data.reviews as { id: string }[]).map((x) => x.id)).toEqual([(kept.body.data.review as { id: string }).id]);
    // The author still sees their own, marked hidden; the admin's list shows it with the flag.
    expect((await call<Json>(r(reviews), { headers: a.headers, params: { id: course.id } })).body.data.mine).toMatchObject({ id: spam.id, hidden: true });
    const mod = await call<Json>(r(reviews), { headers: admin.headers, params: { id: course.id } });
    expect((mod.body.data.reviews as { id: string; hidden: boolean }[]).find((x) => x.id === spam.id)?.hidden).toBe(true);
    expect((await call(r(hide), { method: "POST", headers: admin.headers, params: { reviewId: "nosuchreview00" }, body: { hidden: true } })).status).toBe(404);
    expect((await call(r(hide), { method: "POST", headers: admin.headers, params: { reviewId: spam.id }, body: { hidden: "yes" } })).status).toBe(422);
  });

  it("a learner who unenrolled no longer counts toward the rating", async () => {
    const { course } = await buildCourse({ sections: [] });
    const a = await learner(course.id);
    const b = await learner(course.id);
    await review(course.id, a.headers, { rating: 1 });
    await review(course.id, b.headers, { rating: 5 });
    await prisma.enrollment.update({ where: { id: a.enrollment!.id }, data: { unenrolledAt: new Date() } });
    expect((await call<Json>(r(reviews), { params: { id: course.id } })).body.data).toMatchObject({ average: 5, count: 1 });
  });
});
