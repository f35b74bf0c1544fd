// Changing the sign-in email of someone else's account. Whoever can read mail at a sign-in address
// can reset the password there and become the account's owner, so a change that staff ask for is
// authorised by the owner: the confirmation link goes to the CURRENT address, beside a link that
// cancels it, and the new address receives nothing. Confirming revokes every session, refresh token
// and outstanding emailed link of the account. The one exception, an admin correcting the address
// of an account nobody has ever signed in to, is explained in docs/security.md.
import "server-only";
import { DomainError, conflict } from "@/lib/errors/domain";
import { logActivity } from "@/lib/audit/log";
import { prisma } from "@/lib/db";
import { queueMail } from "@/lib/email/queue";
import { emailChangeConfirmEmail, emailCorrectedNoticeEmail } from "./emails";
import type { Prisma } from "@/lib/generated/prisma/client";
import { VERIFY_TOKEN_TTL_MS } from "@/lib/auth/constants";
import { appLink, sendSetPasswordWelcome } from "./flows";
import { revokeAllSessions } from "./service";
import { hashToken, newToken } from "@/lib/auth/tokens";

// Each link has its own token purpose, so neither works in the other's place nor on /verify-email.
// Rows of the older type "email_change" (a link that was mailed to the NEW address) are honoured
// nowhere any more.
const CONFIRM = "email_change_confirm";
const CANCEL = "email_change_cancel";
type LinkKind = typeof CONFIRM | typeof CANCEL;
const NOUN: Record<LinkKind, string> = { [CONFIRM]: "confirmation", [CANCEL]: "cancellation" };

type Person = { id: string; email: string; name: string };

const TAKEN = () => new DomainError("EMAIL_TAKEN", "An account with this email already exists", { errors: { email: ["This email is already in use"] } });

/** 409 when another account already signs in with `email`. */
export async function assertEmailFree(email: string, exceptUserId?: string): Promise<void> {
  const owner = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (owner && owner.id !== exceptUserId) throw TAKEN();
}

/**
 * Starts a change of `user`'s sign-in email to `newEmail`, asked for by `requestedBy` (a staff
 * member's name): one email to the current address with a link that confirms and one that cancels.
 * A new request replaces the pending one. The account keeps its email until the owner confirms.
 */
export async function requestEmailChange(user: Person, newEmail: string, requestedBy: string): Promise<void> {
  await assertEmailFree(newEmail);
  const confirm = newToken();
  const cancel = newToken();
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + VERIFY_TOKEN_TTL_MS);
  const message = emailChangeConfirmEmail({
    name: user.name,
    newEmail,
    requestedBy,
    confirmUrl: appLink("/confirm-email-change", confirm.token),
    cancelUrl: appLink("/cancel-email-change", cancel.token),
  });
  // The links and the email that carries them commit together (docs/domain/jobs.md).
  await prisma.$transaction(async (tx) => {
    await tx.authToken.deleteMany({ where: { userId: user.id, type: { in: [CONFIRM, CANCEL, "email_change"] }, usedAt: null } });
    await tx.authToken.createMany({
      data: [
        { type: CONFIRM, email: newEmail, userId: user.id, tokenHash: confirm.hash, createdAt, expiresAt },
        { type: CANCEL, email: newEmail, userId: user.id, tokenHash: cancel.hash, createdAt, expiresAt },
      ],
    });
    await queueMail({ to: user.email, ...message }, { db: tx });
  });
}

/** The change waiting for the owner's confirmation, or null (none, or its links have expired). */
export async function pendingEmailChange(userId: string): Promise<{ email: string; requestedAt: string; expiresAt: string } | null> {
  const row = await prisma.authToken.findFirst({
    where: { userId, type: CONFIRM, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { email: true, createdAt: true, expiresAt: true },
  });
  return row?.email ? { email: row.email, requestedAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() } : null;
}

async function readLink(token: string, kind: LinkKind) {
  const row = await prisma.authToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, type: true, email: true, userId: true, usedAt: true, expiresAt: true, user: { select: { name: true, email: true } } },
  });
  const noun = NOUN[kind];
  if (!row || row.type !== kind || !row.email) throw new DomainError("INVALID_TOKEN", `This ${noun} link is invalid. It may have been replaced by a newer email.`);
  if (row.usedAt) throw new DomainError("TOKEN_USED", `This ${noun} link has already been used.`);
  if (row.expiresAt <= new Date()) {
    throw new DomainError("TOKEN_EXPIRED", `This ${noun} link has expired, and so has the change it was for: your sign-in email is unchanged.`);
  }
  return { ...row, email: row.email };
}

async function claim(tx: Prisma.TransactionClient, id: string, kind: LinkKind) {
  const claimed = await tx.authToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
  if (claimed.count === 0) throw new DomainError("TOKEN_USED", `This ${NOUN[kind]} link has already been used.`);
}

/** What a link would do, for its page to show before the owner decides; a broken link's reason otherwise. */
export async function describeEmailChangeLink(
  token: string,
  action: "confirm" | "cancel",
): Promise<{ ok: true; currentEmail: string; newEmail: string } | { ok: false; message: string }> {
  try {
    const row = await readLink(token, action === "confirm" ? CONFIRM : CANCEL);
    return { ok: true, currentEmail: row.user.email, newEmail: row.email };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The owner's confirmation: new email (verified by their word), everything that proved the old identity revoked. */
export async function confirmEmailChange(token: string): Promise<{ email: string }> {
  const row = await readLink(token, CONFIRM);
  const owner = { id: row.userId, name: row.user.name };
  await prisma.$transaction(async (tx) => {
    await claim(tx, row.id, CONFIRM);
    if (await tx.user.findUnique({ where: { email: row.email }, select: { id: true } })) throw conflict("Another account already uses this email.", "EMAIL_TAKEN");
    await tx.user.update({ where: { id: row.userId }, data: { email: row.email, isEmailVerified: true } });
    // Links sent to the old address (a reset, a verification, this change's cancel link) must not outlive it.
    await tx.authToken.deleteMany({ where: { userId: row.userId, usedAt: null } });
    await logActivity(
      {
        type: "student_updated",
        message: `${row.user.name} confirmed the new sign-in email ${row.email}; every session was signed out`,
        actor: owner,
        target: { type: "user", id: row.userId },
        before: { email: row.user.email },
        after: { email: row.email },
      },
      tx,
    );
  });
  await revokeAllSessions(row.userId);
  return { email: row.email };
}

/** The owner's refusal: the pending change and its confirmation link are gone; answers the email that stays. */
export async function cancelEmailChange(token: string): Promise<{ email: string }> {
  const row = await readLink(token, CANCEL);
  await prisma.$transaction(async (tx) => {
    await claim(tx, row.id, CANCEL);
    await tx.authToken.deleteMany({ where: { userId: row.userId, type: CONFIRM, email: row.email, usedAt: null } });
    await logActivity(
      {
        type: "student_updated",
        message: `${row.user.name} cancelled the change of their sign-in email to ${row.email}`,
        actor: { id: row.userId, name: row.user.name },
        target: { type: "user", id: row.userId },
        before: { pendingEmail: row.email },
      },
      tx,
    );
  });
  return { email: row.user.email };
}

/**
 * An admin's correction of a mistyped address on an account nobody has ever used: no password was
 * ever set and no session was ever opened, so the account holds nothing of a learner's own and no
 * owner exists to ask. Applied at once and audited; every link sent to the old address dies; when a
 * welcome (set-password) email had gone there, a new one goes to the corrected address and the old
 * address is told, without the new one. Answers null, changing nothing, when the account has been
 * used (checked in the same statement that writes, so a password set meanwhile wins).
 */
export async function correctUnusedAccountEmail(user: Person, newEmail: string, actor: { id: string; name: string }): Promise<{ welcomeSent: boolean } | null> {
  // The correction, the new welcome link and both emails commit together (docs/domain/jobs.md).
  return prisma.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { email: newEmail }, select: { id: true } })) throw TAKEN();
    const changed = await tx.user.updateMany({
      where: { id: user.id, passwordHash: null, sessions: { none: {} } },
      data: { email: newEmail, isEmailVerified: false },
    });
    if (changed.count === 0) return null;
    const welcomes = await tx.authToken.count({ where: { userId: user.id, type: "set_password" } });
    await tx.authToken.deleteMany({ where: { userId: user.id, usedAt: null } });
    await logActivity(
      {
        type: "student_updated",
        message: `${actor.name} corrected the email of ${user.name}, an account never signed in to`,
        actor,
        target: { type: "user", id: user.id },
        before: { email: user.email },
        after: { email: newEmail },
      },
      tx,
    );
    if (welcomes === 0) return { welcomeSent: false };
    await sendSetPasswordWelcome({ id: user.id, email: newEmail, name: user.name }, { db: tx });
    await queueMail({ to: user.email, ...emailCorrectedNoticeEmail(user.name) }, { db: tx });
    return { welcomeSent: true };
  });
}
