// Promoting a learner to the team (docs/security.md §6): the same account keeps its courses and
// progress and gains the staff or admin role. Admins only (the route needs staff.create, the
// permission that also invites staff). Audited, told to the person by email and in their bell.
import "server-only";
import { prisma } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors/domain";
import { logActivity } from "@/lib/audit/log";
import { figuresOfUsers } from "@/features/figures/server";
import { notifyUsers } from "@/features/notifications/server";
import { appLink, issueAuthToken } from "@/features/auth/server";
import { getEnv } from "@/lib/env";
import { promotedEmail } from "@/features/auth";
import { queueMail } from "@/lib/email/queue";
import type { StaffRole } from "@/features/staff";
import type { PromotionResult } from "../schema";

type Actor = { id: string; name: string };

export type { PromotionResult };

export async function promoteStudent(id: string, role: StaffRole, actor: Actor): Promise<PromotionResult> {
  const user = await prisma.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id }, select: { id: true, name: true, email: true, role: true, isActive: true, passwordHash: true } });
    if (!target) throw notFound("Student not found");
    if (target.role !== "user") throw conflict(`${target.name} is already on the team`, "ALREADY_STAFF");
    if (!target.isActive) throw conflict(`${target.name} is deactivated. Activate the account before promoting it.`, "STUDENT_INACTIVE");
    // Conditional on the role, so two admins promoting at once write one change and one audit entry.
    // Figures count learners only (sessions, studied rows, average progress): what recounts the
    // days this person's events count on, read before the role changes and run after it.
    const refreshFigures = await figuresOfUsers(tx, [id]);
    const changed = await tx.user.updateMany({ where: { id, role: "user" }, data: { role } });
    if (changed.count !== 1) throw conflict(`${target.name} is already on the team`, "ALREADY_STAFF");
    await refreshFigures(); // no longer a learner: out of the session counts and the Students card's average progress
    await logActivity(
      {
        type: "student_promoted",
        message: `${actor.name} made ${target.name} (${target.email}) ${role === "admin" ? "an admin" : "staff"}`,
        actor,
        target: { type: "user", id },
        before: { role: "user" },
        after: { role },
      },
      tx,
    );
    await notifyUsers(
      [id],
      { type: "role_changed", title: `You are now ${role === "admin" ? "an admin" : "staff"}`, body: `${actor.name} gave you the ${role} role. Your dashboard now shows the team's tools.`, link: "/dashboard" },
      tx,
    );
    // The email is queued with the promotion (docs/domain/jobs.md). Imported learners may never have
    // set a password: they get a 7-day link to set one first, stored in the same transaction.
    const setPasswordUrl = target.passwordHash ? null : appLink("/set-password", await issueAuthToken("set_password", target.id, tx));
    await queueMail(
      { to: target.email, ...promotedEmail({ name: target.name, role, promotedBy: actor.name, loginUrl: `${getEnv().APP_URL}/login?callbackUrl=%2Fdashboard`, setPasswordUrl }) },
      { db: tx },
    );
    return target;
  });
  return { _id: user.id, name: user.name, email: user.email, role, emailSent: true };
}
