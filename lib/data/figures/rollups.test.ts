// The daily rollups (issue 25 item 6) stay equal to a full recomputation from the events, when the
// events come through the app's own write functions (enroll, pay, complete, study, answer, refund,
// unenroll, delete), with the site in a zone whose days are not UTC's.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { createUser } from "@/test/helpers";
import { makeCourse } from "@/app/api/courses/_test-fixtures";
import { enroll } from "@/lib/data/learn/enroll";
import { completeLessons } from "@/lib/data/learn/complete";
import { recordActivity } from "@/lib/data/learn/activity";
import { recordPaidOrder } from "@/lib/data/orders/record";
import { refundOrder } from "@/lib/data/orders/refund";
import { deleteStudent, unenrollStudent } from "@/lib/data/students";
import { computeRollups, recomputeRollups, storedRollups, sumFigures, figuresByDay } from "./rollups";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: (fn: unknown) => fn }));

const sorted = <T extends { metric: string; day: string; courseId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.metric}|${a.day}|${a.courseId}`.localeCompare(`${b.metric}|${b.day}|${b.courseId}`));

describe("daily rollups", () => {
  beforeAll(async () => {
    // New York: 2026-03-08 03:30 UTC is still the 7th there (UTC−5), 2026-03-08 05:30 UTC the 8th.
    await prisma.setting.upsert({ where: { group: "general" }, create: { group: "general", value: JSON.stringify({ timezone: "America/New_York" }) }, update: { value: JSON.stringify({ timezone: "America/New_York" }) } });
    await recomputeRollups(); // the empty table, built (marker) in this zone
  });

  it("equal a recomputation from the events after every kind of write", async () => {
    const admin = await createUser({ role: "admin" });
    const free = await makeCourse({ priceCents: 0 });
    const paid = await makeCourse({ priceCents: 5000 });
    const section = await prisma.section.create({ data: { courseId: free.id, title: "S", position: 0 } });
    const lesson = await prisma.lesson.create({ data: { courseId: free.id, sectionId: section.id, title: "L", kind: "text", position: 0, content: "x" } });
    const a = await createUser({ role: "user", name: "Rollup A" });
    const b = await createUser({ role: "user", name: "Rollup B" });
    const c = await createUser({ role: "user", name: "Rollup C" });

    await enroll(a, free.id, { now: new Date("2026-03-08T03:30:00Z") }); // the 7th in New York
    await enroll(b, free.id, { now: new Date("2026-03-08T05:30:00Z") }); // the 8th
    await completeLessons(free.id, a, [{ lessonId: lesson.id, at: new Date("2026-03-09T12:00:00Z") }]);
    await recordActivity(free.id, a, { lessonId: lesson.id, seconds: 60 }, new Date("2026-03-09T12:05:00Z"));
    await recordActivity(free.id, b, { lessonId: lesson.id, seconds: 60 }, new Date("2026-03-10T04:00:00Z")); // the 9th there
    await recordPaidOrder(c, paid.id, { now: new Date("2026-03-10T12:00:00Z"), paidCents: 4000 });
    const order = await recordPaidOrder(a, paid.id, { now: new Date("2026-03-11T12:00:00Z"), paidCents: 5000 });

    expect(sorted(await storedRollups())).toEqual(sorted(await computeRollups()));
    expect(await sumFigures(["enrollments", "completions", "revenueCents", "sessions"], "all")).toEqual({ enrollments: 4, completions: 1, revenueCents: 9000, sessions: 2 });
    // Days are New York's: one enrollment on the 7th, one on the 8th (both on the 8th in UTC).
    const byDay = await figuresByDay(["enrollments"], { from: "2026-03-07", to: "2026-03-08" }, free.id);
    expect(Object.fromEntries([...byDay].map(([day, f]) => [day, f.enrollments]))).toEqual({ "2026-03-07": 1, "2026-03-08": 1 });

    // A partial refund, an unenrollment and a deleted learner.
    const orderId = (await prisma.order.findFirstOrThrow({ where: { userId: a.id, courseId: paid.id }, select: { id: true } })).id;
    void order;
    await refundOrder(orderId, 1000);
    await unenrollStudent(b.id, free.id, null, admin);
    await deleteStudent(c.id, admin);
    expect(sorted(await storedRollups())).toEqual(sorted(await computeRollups()));
    expect(await sumFigures(["enrollments", "completions", "revenueCents", "sessions"], "all")).toEqual({ enrollments: 2, completions: 1, revenueCents: 4000, sessions: 2 });
  });

  it("recomputeRollups rebuilds the same table", async () => {
    const before = sorted(await storedRollups());
    await recomputeRollups();
    expect(sorted(await storedRollups())).toEqual(before);
  });
});
