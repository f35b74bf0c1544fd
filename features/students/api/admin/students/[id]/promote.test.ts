// An admin promotes a learner to staff or admin; staff cannot; audited, emailed,
// and told in the person's bell (docs/security.md §6).
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/admin/students/[id]/promote/route";
import { GET as ME } from "@/app/api/auth/me/route";
import { POST as LOGIN } from "@/app/api/auth/login/route";
import { POST as SET_PASSWORD } from "@/app/api/auth/set-password/route";
import { GET as STAFF_LIST } from "@/app/api/admin/staff/route";
import { emailedToken, expectAdminOnly, mailsTo } from "@/features/staff/api/admin/staff/_testing";
import { prisma } from "@/lib/db";
import { call, createUser, findSecrets, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

let admin: TestUser;
let adminH: Record<string, string>;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  adminH = await sessionHeaders(admin);
});

const promote = (id: string, body: unknown, headers = adminH) => call<{ message: string; code?: string; data: { user: { role: string; emailSent: boolean } } }>(POST as RouteFn, { method: "POST", params: { id }, body, headers });

describe("POST /api/admin/students/{id}/promote", () => {
  it("is admin only: staff and learners are refused and nothing changes", async () => {
    const learner = await createUser({ role: "user", name: "Lena Learner" });
    await expectAdminOnly(POST as RouteFn, { method: "POST", params: { id: learner.id }, body: { role: "staff" } });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: learner.id } })).role).toBe("user");
  });

  it("makes a learner staff: role, audit entry, email with the way in, bell notification; enrollments stay", async () => {
    const learner = await createUser({ role: "user", name: "Paula Promoted" });
    const course = await prisma.course.create({ data: { title: "Kept Course", description: "Stays enrolled after promotion.", category: "Design", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "T", status: "published" } });
    await prisma.enrollment.create({ data: { userId: learner.id, courseId: course.id } });

    const res = await promote(learner.id, { role: "staff" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Paula Promoted is now staff. We emailed them how to sign in to the dashboard.");
    expect(res.body.data.user).toMatchObject({ role: "staff", emailSent: true });
    expect(findSecrets(JSON.stringify(res.body))).toEqual([]);

    const row = await prisma.user.findUniqueOrThrow({ where: { id: learner.id }, include: { enrollments: true } });
    expect(row.role).toBe("staff");
    expect(row.enrollments).toHaveLength(1);
    const audit = await prisma.activityLog.findFirstOrThrow({ where: { type: "student_promoted", targetId: learner.id } });
    expect(audit).toMatchObject({ actorId: admin.id, before: JSON.stringify({ role: "user" }), after: JSON.stringify({ role: "staff" }) });
    const [mail] = await mailsTo(learner.email);
    expect(mail.subject).toBe("You are now a staff member on Masterly");
    expect(mail.text).toContain("Ada Admin made you a staff member");
    expect(mail.links.some((l) => new URL(l).pathname === "/login")).toBe(true);
    const bell = await prisma.notification.findMany({ where: { userId: learner.id } });
    expect(bell.map((n) => [n.type, n.title])).toEqual([["role_changed", "You are now staff"]]);

    // The role is read from the database on the next request: the same session is now staff.
    const me = await call<{ data: { user: { role: string } } }>(ME as RouteFn, { headers: await sessionHeaders({ ...learner, role: "user" }) });
    expect(me.body.data.user.role).toBe("staff");
    const list = await call<{ data: { staff: { email: string }[] } }>(STAFF_LIST as RouteFn, { headers: adminH, query: { search: learner.email } });
    expect(list.body.data.staff.map((s) => s.email)).toEqual([learner.email]);
  });

  it("an imported learner with no password gets a 7-day set-password link instead, then signs in", async () => {
    const imported = await prisma.user.create({ data: { name: "Ivy Imported", email: "ivy.imported@example.test", role: "user", isEmailVerified: false } });
    expect((await promote(imported.id, { role: "admin" })).status).toBe(200);
    const token = await emailedToken(imported.email, "/set-password");
    const authToken = await prisma.authToken.findFirstOrThrow({ where: { userId: imported.id, type: "set_password" } });
    expect(authToken.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const set = await call(SET_PASSWORD as RouteFn, { method: "POST", body: { token, password: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" } });
    expect(set.status).toBe(200);
    const login = await call<{ data: { user: { role: string } } }>(LOGIN as RouteFn, { method: "POST", body: { email: imported.email, password: "brand-new-pass-1" } });
    expect(login.body.data.user.role).toBe("admin");
  });

  it("refuses staff accounts, deactivated learners, unknown ids and a bad role", async () => {
    const staff = await createUser({ role: "staff" });
    const res = await promote(staff.id, { role: "admin" });
    expect([res.status, res.body.code]).toEqual([409, "ALREADY_STAFF"]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: staff.id } })).role).toBe("staff");
    const inactive = await createUser({ role: "user", isActive: false });
    expect((await promote(inactive.id, { role: "staff" })).body.code).toBe("STUDENT_INACTIVE");
    expect((await promote("nonexistent0000000000000", { role: "staff" })).status).toBe(404);
    const learner = await createUser({ role: "user" });
    const bad = await promote(learner.id, { role: "user" });
    expect(bad.status).toBe(422);
    expect((await promote(learner.id, {})).status).toBe(422);
    expect(await prisma.activityLog.count({ where: { type: "student_promoted", targetId: { in: [staff.id, inactive.id, learner.id] } } })).toBe(0);
  });
});
