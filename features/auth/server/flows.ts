// Emailed account flows: password reset, "set your password" for an account an admin created, and
// email verification. Tokens are 32 random bytes, stored as SHA-256, single use, expiring (1 hour
// for a reset, 7 days to set a first password, 24 hours for verification); issuing a new one
// removes the older unused ones of the same kind.
import "server-only";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/email/transport";
import { passwordResetEmail, verificationEmail, welcomeEmail } from "./emails";
import { DomainError } from "@/lib/errors/domain";
import { RESET_TOKEN_TTL_MS, SET_PASSWORD_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from "@/lib/auth/constants";
import { hashToken, newToken } from "@/lib/auth/tokens";

export type AuthTokenType = "password_reset" | "set_password" | "email_verification";

const TTL: Record<AuthTokenType, number> = { password_reset: RESET_TOKEN_TTL_MS, set_password: SET_PASSWORD_TOKEN_TTL_MS, email_verification: VERIFY_TOKEN_TTL_MS };
const KIND: Record<AuthTokenType, string> = { password_reset: "reset", set_password: "set-password", email_verification: "verification" };

export async function issueAuthToken(type: AuthTokenType, userId: string): Promise<string> {
  const { token, hash } = newToken();
  await prisma.$transaction([
    prisma.authToken.deleteMany({ where: { userId, type, usedAt: null } }),
    prisma.authToken.create({ data: { type, userId, tokenHash: hash, expiresAt: new Date(Date.now() + TTL[type]) } }),
  ]);
  return token;
}

export function appLink(pathname: string, token: string): string {
  return `${getEnv().APP_URL}${pathname}?token=${encodeURIComponent(token)}`;
}

type MailUser = { id: string; email: string; name: string };

export async function sendPasswordReset(user: MailUser, kind: "reset" | "welcome" = "reset"): Promise<void> {
  const token = await issueAuthToken("password_reset", user.id);
  const url = appLink("/reset-password", token);
  const message = kind === "welcome" ? welcomeEmail(user.name, url, "1 hour") : passwordResetEmail(user.name, url);
  await sendMail({ to: user.email, ...message });
}

/** The welcome email of an account an admin created: a 7-day, single-use link to /set-password. */
export async function sendSetPasswordWelcome(user: MailUser): Promise<void> {
  const token = await issueAuthToken("set_password", user.id);
  await sendMail({ to: user.email, ...welcomeEmail(user.name, appLink("/set-password", token)) });
}

export async function sendVerification(user: MailUser): Promise<void> {
  const token = await issueAuthToken("email_verification", user.id);
  await sendMail({ to: user.email, ...verificationEmail(user.name, appLink("/verify-email", token)) });
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
