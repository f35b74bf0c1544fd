// Emailed account flows: password reset, "set your password" for an account an admin created, and
// email verification. Tokens are 32 random bytes, stored as SHA-256, single use, expiring (1 hour
// for a reset, 7 days to set a first password, 24 hours for verification); issuing a new one
// removes the older unused ones of the same kind. The email is queued in the transaction that
// stores its token (docs/domain/jobs.md): the link and its message commit together, or neither.
import "server-only";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { queueMail } from "@/lib/email/queue";
import type { Prisma } from "@/lib/generated/prisma/client";
import { passwordResetEmail, verificationEmail, welcomeEmail } from "./emails";
import { DomainError } from "@/lib/errors/domain";
import { RESET_TOKEN_TTL_MS, SET_PASSWORD_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from "@/lib/auth/constants";
import { hashToken, newToken } from "@/lib/auth/tokens";

export type AuthTokenType = "password_reset" | "set_password" | "email_verification";

const TTL: Record<AuthTokenType, number> = { password_reset: RESET_TOKEN_TTL_MS, set_password: SET_PASSWORD_TOKEN_TTL_MS, email_verification: VERIFY_TOKEN_TTL_MS };
const KIND: Record<AuthTokenType, string> = { password_reset: "reset", set_password: "set-password", email_verification: "verification" };

type Tx = Prisma.TransactionClient;

/** Runs `work` in the caller's transaction when there is one, else in a transaction of its own. */
export function inTransaction<T>(db: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db ? work(db) : prisma.$transaction(work);
}

/** A new link of `type` for the user, replacing the unused ones; written with `db` (the caller's transaction) when given. */
export function issueAuthToken(type: AuthTokenType, userId: string, db?: Tx): Promise<string> {
  return inTransaction(db, async (tx) => {
    const { token, hash } = newToken();
    await tx.authToken.deleteMany({ where: { userId, type, usedAt: null } });
    await tx.authToken.create({ data: { type, userId, tokenHash: hash, expiresAt: new Date(Date.now() + TTL[type]) } });
    return token;
  });
}

export function appLink(pathname: string, token: string): string {
  return `${getEnv().APP_URL}${pathname}?token=${encodeURIComponent(token)}`;
}

type MailUser = { id: string; email: string; name: string };
/** The transaction of the change the email belongs to (a new account): without it, the token and its email commit on their own. */
type InTx = { db?: Tx };

export function sendPasswordReset(user: MailUser, kind: "reset" | "welcome" = "reset", { db }: InTx = {}): Promise<void> {
  return inTransaction(db, async (tx) => {
    const url = appLink("/reset-password", await issueAuthToken("password_reset", user.id, tx));
    const message = kind === "welcome" ? welcomeEmail(user.name, url, "1 hour") : passwordResetEmail(user.name, url);
    await queueMail({ to: user.email, ...message }, { db: tx });
  });
}

/** The welcome email of an account an admin created: a 7-day, single-use link to /set-password. */
export function sendSetPasswordWelcome(user: MailUser, { db }: InTx = {}): Promise<void> {
  return inTransaction(db, async (tx) => {
    const token = await issueAuthToken("set_password", user.id, tx);
    await queueMail({ to: user.email, ...welcomeEmail(user.name, appLink("/set-password", token)) }, { db: tx });
  });
}

export function sendVerification(user: MailUser, { db }: InTx = {}): Promise<void> {
  return inTransaction(db, async (tx) => {
    const token = await issueAuthToken("email_verification", user.id, tx);
    await queueMail({ to: user.email, ...verificationEmail(user.name, appLink("/verify-email", token)) }, { db: tx });
  });
}

/**
 * Marks a token used and returns its user id. Unknown, used and expired tokens each get a clear
 * 400. The update is conditional on `usedAt: null`, so two concurrent uses cannot both succeed.
 */
export async function consumeAuthToken(type: AuthTokenType, token: string, tx = prisma): Promise<string> {
  const row = await tx.authToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { id: true, type: true, userId: true, usedAt: true, expiresAt: true } });
  const kind = KIND[type];
  if (!row || row.type !== type) throw new DomainError("INVALID_TOKEN", `This ${kind} link is invalid. Please request a new one.`);
  if (row.usedAt) throw new DomainError("TOKEN_USED", `This ${kind} link has already been used. Please request a new one.`);
  if (row.expiresAt <= new Date()) throw new DomainError("TOKEN_EXPIRED", `This ${kind} link has expired. Please request a new one.`);
  const claimed = await tx.authToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  if (claimed.count === 0) throw new DomainError("TOKEN_USED", `This ${kind} link has already been used. Please request a new one.`);
  return row.userId;
}
