// Staff used to read admin-only events on the Overview (admin invitations with name and
// email, password-reset emails sent, security-setting changes with their values) and the system
// status listed locked accounts and expired invitations by email. Staff see the activity types of
// docs/product.md §2 (student_registered, question_added, course_completed) and no admin-only status.
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/dashboard/stats/route";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";
import type { OverviewStats } from "../../../../server/overview";

type Body = { data: OverviewStats };
let staffH: Record<string, string>;
let adminH: Record<string, string>;

beforeAll(async () => {
  const admin = await createUser({ role: "admin", name: "Ada Admin" });
  staffH = await sessionHeaders(await createUser({ role: "staff" }));
  adminH = await sessionHeaders(admin);
  const secretAdmin = "new.admin.invitee@example.test";
  await prisma.activityLog.createMany({
    data: [
      { type: "staff_invited", message: `Ada Admin invited Nora New (${secretAdmin}) as admin`, actorName: "Ada Admin" },
      { type: "password_reset_requested", message: "Ada Admin sent a password reset email to Sam (sam@example.test)", actorName: "Ada Admin" },
      { type: "settings_updated", message: "Ada Admin changed security: maxLoginAttempts 5 → 10", actorName: "Ada Admin" },
      { type: "account_locked", message: "victim@example.test was locked for 15 minutes", actorName: null },
      { type: "student_registered", message: "Lena registered", actorName: "Lena" },
      { type: "question_added", message: "Sam added a question", actorName: "Sam" },
      { type: "course_completed", message: "Lena completed Figma Basics", actorName: "Lena" },
    ],
  });
  const locked = await createUser({ email: "locked.person@example.test" });
  await prisma.user.update({ where: { id: locked.id }, data: { lockedUntil: new Date(Date.now() + 10 * 60_000) } });
  await prisma.staffInvitation.create({
    data: { email: "expired.invitee@example.test", fullName: "Ex Pired", tokenHash: "h".repeat(64), invitedById: admin.id, expiresAt: new Date(Date.now() - 1000) },
  });
});

describe("the Overview for staff", () => {
  it("shows only the staff activity types and no admin-only status", async () => {
    const res = await call<Body>(GET as RouteFn, { headers: staffH });
    expect(res.status).toBe(200);
    const types = new Set(res.body.data.recentActivity.map((a) => a.type));
    expect([...types].sort()).toEqual(["course_completed", "question_added", "student_registered"]);
    expect(res.body.data.systemStatus.issues).toEqual([]);
    expect(res.body.data.systemStatus.pendingIssues).toBe(0);
    for (const leaked of ["new.admin.invitee", "sam@example.test", "maxLoginAttempts", "victim@example.test", "locked.person", "expired.invitee"]) {
      expect(res.text).not.toContain(leaked);
    }
  });

  it("still shows admins everything", async () => {
    const res = await call<Body>(GET as RouteFn, { headers: adminH });
    expect(res.body.data.recentActivity.map((a) => a.type)).toContain("staff_invited");
    expect(res.text).toContain("locked.person@example.test");
    expect(res.text).toContain("expired.invitee@example.test");
  });
});
