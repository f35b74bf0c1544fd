// The bell's notifications (docs/domain/notifications.md) come from events that matter, persist per user, go
// only to people whose role may act on them, and are marked read on the server (every device).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/notifications/route";
import { POST as READ } from "@/app/api/notifications/read/route";
import { POST as LOGIN } from "@/app/api/auth/login/route";
import { POST as createLessonRoute } from "@/app/api/courses/[id]/lessons/route";
import { POST as startRoute } from "@/app/api/learn/[courseId]/lessons/[lessonId]/attempts/route";
import { PUT as answersRoute } from "@/app/api/attempts/[id]/answers/route";
import { POST as submitRoute } from "@/app/api/attempts/[id]/submit/route";
import { buildCourse } from "@/features/learn/api/learn/_test-fixtures";
import { insertQuestion } from "@/features/questions/api/questions/test-helpers";
import { enrollSelf as enroll } from "@/features/learn/server/enroll";
import { markPaid, ORDER_SELECT } from "@/features/orders/server/fulfil";
import { prisma } from "@/lib/db";
import { listJobs, runDueJobs } from "@/lib/jobs";
import { handlerFor } from "@/lib/jobs/registry";
import { notifyPermitted } from "../server/notify";
import type { NotificationList } from "../schema";
import type { QuestionFormValues } from "@/features/questions/schema";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

let admin: TestUser;
let staff: TestUser;
let learnerUser: TestUser;
let retired: TestUser;
const H: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  staff = await createUser({ role: "staff", name: "Sam Staff" });
  learnerUser = await createUser({ role: "user", name: "Lena Learner" });
  retired = await createUser({ role: "admin", name: "Retired Admin", isActive: false });
  H.admin = await sessionHeaders(admin);
  H.staff = await sessionHeaders(staff);
  H.learner = await sessionHeaders(learnerUser);
});

const bell = async (who: string) => (await call<{ data: NotificationList }>(GET as RouteFn, { headers: H[who] })).body.data;
const titlesOf = (list: NotificationList, type: string) => list.items.filter((n) => n.type === type).map((n) => n.body);
const countFor = (userId: string, type: string) => prisma.notification.count({ where: { userId, type } });

describe("notification sources", () => {
  it("a new enrollment tells admins and staff (students.read), never learners or deactivated accounts", async () => {
    const { course } = await buildCourse({ sections: [{ lessons: [{}] }] });
    const buyer = await createUser({ role: "user", name: "Nina Newcomer" });
    await enroll(buyer, course.id);
    // The fan-out is the notify job's, which a worker runs moments later.
    await runDueJobs();
    expect(titlesOf(await bell("admin"), "enrollment")).toContain(`Nina Newcomer enrolled in ${course.title}`);
    expect(titlesOf(await bell("staff"), "enrollment")).toContain(`Nina Newcomer enrolled in ${course.title}`);
    expect((await bell("learner")).items).toEqual([]);
    expect(await countFor(retired.id, "enrollment")).toBe(0);
    expect(await countFor(buyer.id, "enrollment")).toBe(0);
    // Enrolling again when already enrolled is no event.
    await enroll(buyer, course.id);
    await runDueJobs();
    expect(await countFor(admin.id, "enrollment")).toBe(1);
  });

  it("a paid order tells whoever reads orders", async () => {
    const { course } = await buildCourse({ priceCents: 4900, sections: [{ lessons: [{}] }] });
    const buyer = await createUser({ role: "user", name: "Pat Payer" });
    const order = await prisma.order.create({ data: { userId: buyer.id, courseId: course.id, currency: "USD", subtotalCents: 4900, totalCents: 4900, provider: "test" }, select: ORDER_SELECT });
    await prisma.$transaction((tx) => markPaid(tx, order, { now: new Date() }));
    await runDueJobs();
    const list = await bell("admin");
    expect(list.items.find((n) => n.type === "purchase")).toMatchObject({ title: "New purchase", body: `Pat Payer bought ${course.title}`, link: "/dashboard/orders", readAt: null });
    expect(await countFor(staff.id, "purchase")).toBe(1);
    expect(await countFor(buyer.id, "purchase")).toBe(0);
  });

  it("an essay answer waiting for grading tells graders (questions.update)", async () => {
    const essay = await insertQuestion(admin, { title: "Explain closures", category: "General", tags: [], type: "essay", options: [], correctAnswer: "model" } as Partial<QuestionFormValues>);
    const { course, sections } = await buildCourse({ sections: [{ lessons: [{}] }] });
    const created = await call<{ data: { lesson: { id: string } } }>(createLessonRoute as RouteFn, { method: "POST", headers: H.staff, params: { id: course.id }, body: { sectionId: sections[0].id, title: "Closures quiz", kind: "quiz", quiz: { slots: [{ questionId: essay.id, mark: 5 }] } } });
    expect(created.status).toBe(201);
    const lessonId = created.body.data.lesson.id;
    const student = await createUser({ role: "user", name: "Eve Essayist" });
    await prisma.enrollment.create({ data: { userId: student.id, courseId: course.id } });
    const sh = await sessionHeaders(student);
    const attempt = await call<{ data: { attempt: { id: string } } }>(startRoute as RouteFn, { method: "POST", headers: sh, params: { courseId: course.id, lessonId } });
    const id = attempt.body.data.attempt.id;
    await call(answersRoute as RouteFn, { method: "PUT", headers: sh, params: { id }, body: { answers: [{ questionId: essay.id, answer: { text: "A function with its scope." } }] } });
    expect((await call(submitRoute as RouteFn, { method: "POST", headers: sh, params: { id } })).status).toBe(200);
    const list = await bell("staff");
    expect(list.items.find((n) => n.type === "grading")).toMatchObject({ title: "Answer waiting for grading", body: 'Eve Essayist submitted "Closures quiz" with answers to mark', link: "/dashboard/grading" });
    expect(await countFor(admin.id, "grading")).toBe(1);
    expect(await countFor(student.id, "grading")).toBe(0);
  });

  it("an invitation that expired unaccepted is told once, to its inviter and the admins, when they look", async () => {
    const inviter = await createUser({ role: "admin", name: "Ivan Inviter" });
    await prisma.staffInvitation.create({ data: { email: "late@example.test", fullName: "Larry Late", role: "staff", tokenHash: "h-expired-1", invitedById: inviter.id, expiresAt: new Date(Date.now() - 60_000) } });
    await prisma.staffInvitation.create({ data: { email: "open@example.test", fullName: "Olga Open", role: "staff", tokenHash: "h-open-1", invitedById: inviter.id, expiresAt: new Date(Date.now() + 86_400_000) } });
    // A learner looking does not trigger it (they cannot see staff).
    await bell("learner");
    expect(await prisma.notification.count({ where: { type: "invitation_expired" } })).toBe(0);
    const list = await bell("admin");
    expect(titlesOf(list, "invitation_expired")).toEqual(["The staff invitation to Larry Late (late@example.test) expired before it was accepted. Send a new one from Staff Management."]);
    await bell("admin");
    await bell("staff");
    expect(await countFor(inviter.id, "invitation_expired")).toBe(1);
    expect(await countFor(admin.id, "invitation_expired")).toBe(1);
    // Staff cannot invite, so they are not told (unless they sent it).
    expect(await countFor(staff.id, "invitation_expired")).toBe(0);
  });

  it("a locked account tells the admins (staff and learners are not told)", async () => {
    const victim = await createUser({ role: "user", name: "Lou Locked" });
    for (let i = 0; i < 6; i += 1) {
      await call(LOGIN as RouteFn, { method: "POST", body: { email: victim.email, password: "wrong-password" }, headers: { "x-forwarded-for": "198.51.100.7" } });
    }
    await runDueJobs();
    const list = await bell("admin");
    expect(list.items.find((n) => n.type === "account_locked")?.body).toBe(`Lou Locked (${victim.email}) was locked out after repeated failed sign-in attempts.`);
    expect(await countFor(staff.id, "account_locked")).toBe(0);
  });
});

describe("the fan-out job", () => {
  const told = (title: string) => prisma.notification.findMany({ where: { title }, select: { userId: true } });

  it("is recorded with the event: nobody is told before it runs, then each allowed account once, even if it runs again", async () => {
    await prisma.$transaction((tx) => notifyPermitted(["students", "read"], { type: "enrollment", title: "Fan-out committed", body: "Someone enrolled" }, tx));
    const [job] = (await listJobs({ state: "waiting", limit: 500 })).filter((j) => j.name === "notify" && j.summary.includes("Fan-out committed"));
    expect(job.summary).toBe('"Fan-out committed" to every active account allowed students.read');
    expect(await told("Fan-out committed")).toEqual([]);
    await runDueJobs();
    const first = (await told("Fan-out committed")).map((r) => r.userId).sort();
    expect(first).toEqual(expect.arrayContaining([admin.id, staff.id]));
    expect(first).not.toContain(learnerUser.id);
    expect(first).not.toContain(retired.id);
    // The same job delivered again (a crash between writing and completing it): no second row.
    const payload = { permission: ["students", "read"] as ["students", "read"], notification: { type: "enrollment" as const, title: "Fan-out committed", body: "Someone enrolled" } };
    await handlerFor("notify")!.run(payload, { id: job.id, name: "notify", attempt: 2 });
    expect((await told("Fan-out committed")).map((r) => r.userId).sort()).toEqual(first);
  });

  it("records nothing when the event's transaction rolls back", async () => {
    await expect(
      prisma.$transaction(async (tx) => {
        await notifyPermitted(["orders", "read"], { type: "purchase", title: "Fan-out rolled back", body: "Nobody bought" }, tx);
        throw new Error("the payment failed");
      }),
    ).rejects.toThrow("the payment failed");
    expect((await listJobs({ state: "waiting", limit: 500 })).filter((j) => j.summary.includes("Fan-out rolled back"))).toEqual([]);
    await runDueJobs();
    expect(await told("Fan-out rolled back")).toEqual([]);
  });
});

describe("reading and marking read", () => {
  it("lists the caller's own, newest first, with an exact unread count; marks one, then all, on the server", async () => {
    const other = await createUser({ role: "admin" });
    await prisma.notification.createMany({
      data: [
        { userId: other.id, type: "enrollment", title: "Not yours", body: "x", createdAt: new Date(Date.now() + 5000) },
        { userId: learnerUser.id, type: "role_changed", title: "Older", body: "first", createdAt: new Date(Date.now() - 2000) },
        { userId: learnerUser.id, type: "role_changed", title: "Newer", body: "second", createdAt: new Date(Date.now() - 1000) },
      ],
    });
    const list = await bell("learner");
    expect(list.items.map((n) => n.title)).toEqual(["Newer", "Older"]);
    expect(list.unread).toBe(2);
    const notMine = await prisma.notification.findFirstOrThrow({ where: { userId: other.id } });

    const one = await call<{ data: NotificationList & { marked: number } }>(READ as RouteFn, { method: "POST", headers: H.learner, body: { ids: [list.items[0].id, notMine.id] } });
    expect(one.status).toBe(200);
    expect(one.body.data.marked).toBe(1);
    expect(one.body.data.unread).toBe(1);
    expect((await prisma.notification.findUniqueOrThrow({ where: { id: notMine.id } })).readAt).toBeNull();
    // Another device (another session of the same person) sees the same state.
    const elsewhere = (await call<{ data: NotificationList }>(GET as RouteFn, { headers: await sessionHeaders(learnerUser) })).body.data;
    expect(elsewhere.unread).toBe(1);
    expect(elsewhere.items[0].readAt).not.toBeNull();

    const all = await call<{ data: NotificationList }>(READ as RouteFn, { method: "POST", headers: H.learner, body: { all: true } });
    expect(all.body.data.unread).toBe(0);
  });

  it("needs a session and a well-formed body", async () => {
    expect((await call(GET as RouteFn)).status).toBe(401);
    expect((await call(READ as RouteFn, { method: "POST", body: { all: true } })).status).toBe(401);
    expect((await call(READ as RouteFn, { method: "POST", headers: H.staff, body: {} })).status).toBe(422);
    expect((await call(READ as RouteFn, { method: "POST", headers: H.staff, body: { all: false } })).status).toBe(422);
    expect((await call(READ as RouteFn, { method: "POST", headers: H.staff, body: { ids: [] } })).status).toBe(422);
  });
});
