// A new sign-in email takes effect only when its owner confirms it from the new address
// (docs/security.md §6): otherwise whoever sets the address (staff editing a learner) could ask for a password
// reset there and sign in as that person. The old address is told at once; confirming revokes every
// session, refresh token and outstanding emailed link of the account.
import "server-only";
import { DomainError, conflict } from "@/lib/errors/domain";
import { logActivity } from "@/lib/audit/log";
import { prisma } from "@/lib/db";
import { sendMail } from "@/lib/email/transport";
import { emailChangeConfirmEmail, emailChangeNoticeEmail } from "./emails";
import { VERIFY_TOKEN_TTL_MS } from "@/lib/auth/constants";
import { appLink } from "./flows";
import { revokeAllSessions } from "./service";
import { hashToken, newToken } from "@/lib/auth/tokens";

const TAKEN = () => new DomainError("EMAIL_TAKEN", "An account with this email already exists", { errors: { email: ["This email is already in use"] } });

/** 409 when another account already signs in with `email`. */
export async function assertEmailFree(email: string, exceptUserId?: string): Promise<void> {
  const owner = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (owner && owner.id !== exceptUserId) throw TAKEN();
}

/**
 * Starts a change of `user`'s sign-in email to `newEmail`: a confirmation link to the new address,
 * a notice to the old one. The account keeps its current email until the link is followed.
 */
export async function requestEmailChange(user: { id: string; email: string; name: string }, newEmail: string, requestedBy: string): Promise<void> {
  await assertEmailFree(newEmail);
  const { token, hash } = newToken();
  await prisma.$transaction([
    prisma.authToken.deleteMany({ where: { userId: user.id, type: "email_change", usedAt: null } }),
    prisma.authToken.create({ data: { type: "email_change", email: newEmail, userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS) } }),
  ]);
  const results = await Promise.allSettled([
    sendMail({ to: newEmail, ...emailChangeConfirmEmail(user.name, appLink("/verify-email", token)) }),
    sendMail({ to: user.email, ...emailChangeNoticeEmail(user.name, newEmail, requestedBy) }),
  ]);
  for (const result of results) if (result.status === "rejected") console.error("[mail] email-change message failed:", result.reason);
}

/** Whether `token` is an email-change link (the verify-email page serves both kinds). */
export async function isEmailChangeToken(token: string): Promise<boolean> {
  const row = await prisma.authToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { type: true } });
  return row?.type === "email_change";
}

/** Applies a confirmed change: new email (verified), everything that proved the old identity revoked. */
export async function confirmEmailChange(token: string): Promise<{ email: string }> {
  const row = await prisma.authToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, type: true, email: true, userId: true, usedAt: true, expiresAt: true, user: { select: { name: true, email: true } } },
  });
  if (!row || row.type !== "email_change" || !row.email) throw new DomainError("INVALID_TOKEN", "This confirmation link is invalid. Please ask for a new one.");
  if (row.usedAt) throw new DomainError("TOKEN_USED", "This confirmation link has already been used.");
  if (row.expiresAt <= new Date()) throw new DomainError("TOKEN_EXPIRED", "This confirmation link has expired. Please ask for a new one.");
  const newEmail = row.email;
  const oldEmail = row.user.email;
  await prisma.$transaction(async (tx) => {
    const claimed = await tx.authToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (claimed.count === 0) throw new DomainError("TOKEN_USED", "This confirmation link has already been used.");
    if (await tx.user.findUnique({ where: { email: newEmail }, select: { id: true } })) throw conflict("Another account already uses this email.", "EMAIL_TAKEN");
    await tx.user.update({ where: { id: row.userId }, data: { email: newEmail, isEmailVerified: true } });
    // Links sent to the old address (a reset, a verification) must not outlive it.
    await tx.authToken.deleteMany({ where: { userId: row.userId, usedAt: null } });
    await logActivity(
      {
        type: "student_updated",
        message: `${row.user.name} confirmed a new sign-in email; every session was signed out`,
        target: { type: "user", id: row.userId },
        before: { email: oldEmail },
        after: { email: newEmail },
      },
      tx,
    );
  });
  await revokeAllSessions(row.userId);
  return { email: newEmail };
}
