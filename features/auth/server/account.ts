import "server-only";
// Account reads and writes that the auth routes need, kept out of the handlers (lint: only
// lib/data and lib/auth use the database).
import { prisma } from "@/lib/db";
import { revokeSession, toPublicUser } from "./service";
import { hashToken } from "@/lib/auth/tokens";
import { logActivity } from "@/lib/audit/log";
import { sendVerification } from "./flows";

/** Ends the session a refresh token belongs to, if the token is known (logout from an API client). */
export async function revokeSessionOfRefreshToken(refreshToken: string): Promise<void> {
  const row = await prisma.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) }, select: { sessionId: true } });
  if (row) await revokeSession(row.sessionId);
}

export async function markEmailVerified(userId: string): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: { isEmailVerified: true } });
}

/** The account behind an address, when it still needs verifying and may sign in; else null. */
export async function unverifiedAccount(email: string) {
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true, name: true, isEmailVerified: true, isActive: true } });
  return user && user.isActive && !user.isEmailVerified ? user : null;
}

/** The signed-in account as GET /api/auth/me shows it; null when it no longer exists. */
export async function accountOf(userId: string) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, role: true, isEmailVerified: true, avatar: true, phoneNumber: true, department: true, twoFactorEnabled: true, createdAt: true },
  });
  if (!user) return null;
  return { ...toPublicUser(user), phoneNumber: user.phoneNumber, department: user.department, twoFactorEnabled: user.twoFactorEnabled, createdAt: user.createdAt };
}

/** An account's first password, from its set-password link: the link proved the address too. */
export async function setFirstPassword(userId: string, passwordHash: string) {
  return prisma.user.update({
    where: { id: userId },
    data: { passwordHash, isEmailVerified: true, failedLoginCount: 0, lockedUntil: null },
    select: { id: true, name: true, email: true },
  });
}

/** The account behind an address, whatever its state; null when there is none. */
export async function accountByEmail(email: string) {
  return prisma.user.findUnique({ where: { email }, select: { id: true, email: true, name: true, isActive: true } });
}

/**
 * A new learner (role user) who registered themselves, the audit line and the verification email,
 * in one transaction: the account exists only with its email queued (docs/domain/jobs.md).
 */
export async function createLearnerAccount(input: { name: string; email: string; passwordHash: string; signupCourseId: string | null }) {
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: { name: input.name, email: input.email, role: "user", passwordHash: input.passwordHash, isEmailVerified: false, signupCourseId: input.signupCourseId },
      select: { id: true, email: true, name: true, role: true, isEmailVerified: true, avatar: true },
    });
    await sendVerification(user, { db: tx });
    await logActivity({ type: "student_registered", message: `${user.name} registered`, actor: user, target: { type: "user", id: user.id } }, tx);
    return user;
  });
}

/** Sets a new password from a reset link: the link proves the address, and any lock is lifted. */
export async function setPasswordFromReset(userId: string, passwordHash: string) {
  return prisma.user.update({
    where: { id: userId },
    data: { passwordHash, isEmailVerified: true, failedLoginCount: 0, lockedUntil: null },
    select: { id: true, name: true, email: true, twoFactorEnabled: true },
  });
}

