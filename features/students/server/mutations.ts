// Adding, editing and deleting learners.
import { enrollmentsChanged } from "@/features/figures/server";
import "server-only";
import { assertEmailFree, correctUnusedAccountEmail, requestEmailChange } from "@/features/auth/server";
import { releaseCouponsOf } from "@/features/coupons/server";
import { recordComplimentary } from "@/features/orders/server";
import { getSettings } from "@/lib/settings/store";
import { figuresOfUsers } from "@/features/figures/server";
import { prisma } from "@/lib/db";
import { DomainError, notFound, validationFailed } from "@/lib/errors/domain";
import { activityData, logActivity } from "@/lib/audit/log";
import { sendSetPasswordWelcome } from "@/features/auth/server";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LEARNER_ROLE, type Actor, type StudentDetailJson } from "./shape";
import { findLearner, getStudent } from "./get";

async function enrollableCourses(ids: string[], tx: Prisma.TransactionClient = prisma) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const courses = await tx.course.findMany({ where: { id: { in: unique } }, select: { id: true, title: true, status: true } });
  const missing = unique.filter((id) => !courses.some((c) => c.id === id));
  if (missing.length) throw validationFailed({ courseIds: ["Course not found"] }, "Course not found");
  const closed = courses.find((c) => c.status !== "published");
  if (closed) throw validationFailed({ courseIds: [`"${closed.title}" is not open for enrollment`] });
  return courses;
}

/** The reason recorded for a paid course given with a new account (the form asks none). */
const ADDED_REASON = "Enrolled when the account was added";

export async function createStudent(
  input: { name: string; email: string; phoneNumber?: string | null; courseIds: string[]; sendWelcome: boolean },
  actor: Actor,
): Promise<{ student: StudentDetailJson; welcomeEmailSent: boolean }> {
  const { currency } = await getSettings("general");
  const user = await prisma.$transaction(async (tx) => {
    const courses = await enrollableCourses(input.courseIds, tx);
    const existing = await tx.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (existing) throw new DomainError("EMAIL_TAKEN", "A user with this email already exists", { errors: { email: ["This email is already in use"] } });
    const created = await tx.user.create({
      data: { name: input.name, email: input.email, phoneNumber: input.phoneNumber ?? null, role: LEARNER_ROLE, isEmailVerified: false },
      select: { id: true, name: true, email: true },
    });
    if (courses.length) await tx.enrollment.createMany({ data: courses.map((c) => ({ userId: created.id, courseId: c.id })) });
    await recordComplimentary(tx, courses.map((c) => ({ userId: created.id, courseId: c.id })), { actor, reason: ADDED_REASON, currency });
    await enrollmentsChanged(tx, courses.map((c) => ({ userId: created.id, courseId: c.id }))); // the daily rollups (docs/decisions/006-daily-rollups.md)
    await tx.activityLog.createMany({
      data: [
        activityData({
          type: "student_registered",
          message: `${actor.name} added the student ${created.name} (${created.email})`,
          actor,
          target: { type: "user", id: created.id },
          after: { name: created.name, email: created.email, phoneNumber: input.phoneNumber ?? null, courses: courses.map((c) => c.title) },
        }),
        ...courses.map((c) =>
          activityData({ type: "course_enrolled", message: `${actor.name} enrolled ${created.name} in ${c.title}`, actor, target: { type: "user", id: created.id }, after: { courseId: c.id, course: c.title } }),
        ),
      ],
    });
    // Queued with the account (docs/domain/jobs.md): its set-password link and email commit together.
    if (input.sendWelcome) await sendSetPasswordWelcome(created, { db: tx });
    return created;
  });
  return { student: await getStudent(user.id), welcomeEmailSent: input.sendWelcome };
}

/** What became of an email in an update: a change waiting for the owner, or (admins, unused accounts) a correction. */
export type EmailOutcome = { kind: "requested"; currentEmail: string; newEmail: string } | { kind: "corrected"; email: string; welcomeSent: boolean };

export async function updateStudent(
  id: string,
  input: { name?: string; email?: string; phoneNumber?: string | null; isActive?: boolean },
  actor: Actor & { role: string },
): Promise<StudentDetailJson & { emailOutcome?: EmailOutcome }> {
  const { email: emailChange, ...changes } = input;
  if (emailChange) await assertEmailFree(emailChange, id);
  await prisma.$transaction(async (tx) => {
    const current = await findLearner(id, tx);
    const data: Prisma.UserUpdateInput = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const set = <K extends "name" | "email" | "phoneNumber" | "isActive">(key: K, value: (typeof current)[K] | undefined) => {
      if (value === undefined || value === current[key]) return;
      before[key] = current[key];
      after[key] = value;
      data[key] = value as never;
    };
    // The email is not set here: the owner authorises a change (requestEmailChange), see below.
    set("name", changes.name);
    set("phoneNumber", changes.phoneNumber);
    set("isActive", changes.isActive);
    if (Object.keys(data).length === 0) return;
    await tx.user.update({ where: { id }, data });
    // Deactivation ends every session at once (the session check also refuses inactive accounts).
    if (after.isActive === false) await tx.session.updateMany({ where: { userId: id, revokedAt: null }, data: { revokedAt: new Date() } });
    const name = (after.name as string | undefined) ?? current.name;
    const verb = after.isActive === false ? "deactivated" : after.isActive === true ? "activated" : "updated";
    await logActivity({ type: "student_updated", message: `${actor.name} ${verb} the student ${name}`, actor, target: { type: "user", id }, before, after }, tx);
  });
  const student = await getStudent(id);
  if (!emailChange || emailChange === student.email) return student;
  const learner = { id, email: student.email, name: student.name };
  // An admin may correct the address of an account nobody has used yet (docs/security.md).
  const corrected = actor.role === "admin" ? await correctUnusedAccountEmail(learner, emailChange, actor) : null;
  if (corrected) return { ...(await getStudent(id)), emailOutcome: { kind: "corrected", email: emailChange, ...corrected } };
  await requestEmailChange(learner, emailChange, actor.name);
  await logActivity({
    type: "student_updated",
    message: `${actor.name} asked to change the sign-in email of ${student.name}; it changes once the learner confirms it from their current address`,
    actor,
    target: { type: "user", id },
    before: { email: student.email },
    after: { pendingEmail: emailChange },
  });
  return { ...(await getStudent(id)), emailOutcome: { kind: "requested", currentEmail: student.email, newEmail: emailChange } };
}

export async function deleteStudent(id: string, actor: Actor): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const user = await findLearner(id, tx);
    // Enrollments, sessions, tokens, recovery codes, attempts and learning sessions cascade in the
    // schema; activity rows they wrote keep their actorName.
    const recount = await figuresOfUsers(tx, [id]); // the daily figures (docs/decisions/006-daily-rollups.md)
    await releaseCouponsOf(tx, [id], new Date());
    await tx.user.delete({ where: { id } });
    await recount();
    await logActivity(
      { type: "student_deleted", message: `${actor.name} deleted the student ${user.name} (${user.email})`, actor, target: { type: "user", id }, before: { name: user.name, email: user.email } },
      tx,
    );
  });
}

export async function bulkDeleteStudents(ids: string[], actor: Actor): Promise<{ deleted: number; ids: string[] }> {
  return prisma.$transaction(async (tx) => {
    const users = await tx.user.findMany({ where: { id: { in: [...new Set(ids)] }, role: LEARNER_ROLE }, select: { id: true, name: true, email: true } });
    if (users.length === 0) throw notFound("None of these students were found");
    const recount = await figuresOfUsers(tx, users.map((u) => u.id)); // the daily figures (docs/decisions/006-daily-rollups.md)
    await releaseCouponsOf(tx, users.map((u) => u.id), new Date());
    await tx.user.deleteMany({ where: { id: { in: users.map((u) => u.id) }, role: LEARNER_ROLE } });
    await recount();
    await tx.activityLog.createMany({
      data: users.map((u) =>
        activityData({ type: "student_deleted", message: `${actor.name} deleted the student ${u.name} (${u.email})`, actor, target: { type: "user", id: u.id }, before: { name: u.name, email: u.email } }),
      ),
    });
    return { deleted: users.length, ids: users.map((u) => u.id) };
  });
}
