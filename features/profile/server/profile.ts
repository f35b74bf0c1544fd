// The signed-in person's own account (/profile): details and avatar, password change, two-factor
// sign-in enrolment and the list of their sessions. Every change is written to the audit log.
import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import QRCode from "qrcode";
import { prisma } from "@/lib/db";
import { conflict, notFound, validationFailed } from "@/lib/errors/domain";
import { clearAllFailures } from "@/features/auth/server";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/features/auth/server";
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  verifySecondFactor,
  verifyTotp,
} from "@/features/auth/server";
import { logActivity, type ActivityInput } from "@/lib/audit/log";
import { getSettings } from "@/lib/settings/store";
import { readUploadedImage } from "@/lib/storage/images";
import { queueMail } from "@/lib/email/queue";
import type { Prisma } from "@/lib/generated/prisma/client";
import { passwordChangedEmail, twoFactorChangedEmail } from "@/features/analytics/server";
import type { ActivityType } from "@/lib/audit/types";
import type { Role } from "@/lib/permissions";
import {
  AVATAR_FILE_PATTERN,
  AVATAR_URL_PREFIX,
  type Profile,
  type ProfileActivityType,
  type ProfileSession,
  type TwoFactorSetup,
} from "../schema";

type Actor = { id: string; name: string; email: string; role: string };

export const AVATAR_DIR = path.join(process.cwd(), "data", "uploads", "avatars");

// The profile events are not in lib/audit/types.ts yet (they are requested there); until then
// they are written under their own names, which the audit log labels the same way.
function logProfileEvent(input: Omit<ActivityInput, "type"> & { type: ActivityType | ProfileActivityType }, tx?: Prisma.TransactionClient) {
  return logActivity({ ...input, type: input.type as ActivityType }, tx);
}

export async function getProfile(userId: string): Promise<Profile> {
  const [user, security, recoveryCodesLeft] = await Promise.all([
    prisma.user.findUnique({
      where: { id: userId },
      select: { id: true, name: true, email: true, role: true, phoneNumber: true, avatar: true, isEmailVerified: true, createdAt: true, twoFactorEnabled: true },
    }),
    getSettings("security"),
    prisma.recoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  if (!user) throw notFound("Your account was not found");
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as Role, // the column holds one of ROLES (docs/product.md §6)
    phoneNumber: user.phoneNumber,
    avatar: user.avatar,
    isEmailVerified: user.isEmailVerified,
    createdAt: user.createdAt.toISOString(),
    minPasswordLength: security.minPasswordLength,
    twoFactor: {
      // Anyone may protect their own account (docs/security.md §6); the site setting decides who must.
      available: true,
      required: security.enableTwoFactor && (user.role === "admin" || user.role === "staff"),
      enabled: user.twoFactorEnabled,
      recoveryCodesLeft: user.twoFactorEnabled ? recoveryCodesLeft : 0,
    },
  };
}

function avatarFileOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const file = url.slice(AVATAR_URL_PREFIX.length);
  return AVATAR_FILE_PATTERN.test(file) ? file : null;
}

async function removeAvatarFile(url: string | null | undefined) {
  const file = avatarFileOf(url);
  if (file) await fs.rm(path.join(AVATAR_DIR, file), { force: true });
}

export async function updateProfile(
  actor: Actor,
  input: { name: string; phoneNumber?: string | null; avatar?: string | null },
): Promise<Profile> {
  const before = await prisma.user.findUnique({ where: { id: actor.id }, select: { name: true, phoneNumber: true, avatar: true } });
  if (!before) throw notFound("Your account was not found");
  const next = {
    name: input.name,
    phoneNumber: input.phoneNumber === undefined ? before.phoneNumber : input.phoneNumber,
    avatar: input.avatar === undefined ? before.avatar : input.avatar,
  };
  // A new avatar address must be one of this person's own uploads, which the upload already set.
  if (next.avatar && next.avatar !== before.avatar) throw validationFailed({ avatar: ["Upload the picture first"] });
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== before[key]);
  if (changed.length) {
    await prisma.user.update({ where: { id: actor.id }, data: next });
    if (changed.includes("avatar")) await removeAvatarFile(before.avatar);
    await logProfileEvent({
      type: "profile_updated",
      message: `${next.name} updated their profile (${changed.join(", ")})`,
      actor: { id: actor.id, name: next.name },
      target: { type: "user", id: actor.id },
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, next[k]])),
    });
  }
  return getProfile(actor.id);
}

/** PNG, JPEG or WebP by their first bytes (the file name and the browser's type are not trusted). */
export function detectImageType(bytes: Uint8Array): "png" | "jpg" | "webp" | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpg";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}

export async function saveAvatar(actor: Actor, bytes: Uint8Array, extension: "png" | "jpg" | "webp"): Promise<Profile> {
  const before = await prisma.user.findUnique({ where: { id: actor.id }, select: { avatar: true } });
  if (!before) throw notFound("Your account was not found");
  const file = `${randomBytes(16).toString("hex")}.${extension}`;
  await fs.mkdir(AVATAR_DIR, { recursive: true });
  await fs.writeFile(path.join(AVATAR_DIR, file), bytes);
  const avatar = `${AVATAR_URL_PREFIX}${file}`;
  await prisma.user.update({ where: { id: actor.id }, data: { avatar } });
  await removeAvatarFile(before.avatar);
  await logProfileEvent({
    type: "profile_updated",
    message: `${actor.name} changed their profile picture`,
    actor,
    target: { type: "user", id: actor.id },
    before: { avatar: before.avatar },
    after: { avatar },
  });
  return getProfile(actor.id);
}

/** Reads an uploaded avatar; null when the name is not one of ours or the file is gone. */
export function readAvatar(file: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  return readUploadedImage(AVATAR_DIR, file, AVATAR_FILE_PATTERN);
}

export async function changePassword(actor: Actor, sessionId: string, currentPassword: string, newPassword: string): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true, name: true, email: true } });
  if (!user) throw notFound("Your account was not found");
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw validationFailed({ currentPassword: ["Current password is incorrect"] });
  }
  const passwordHash = await hashPassword(newPassword);
  // The new password, its audit line and the owner's notice commit together (docs/domain/jobs.md).
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.id }, data: { passwordHash, failedLoginCount: 0, lockedUntil: null } });
    await logProfileEvent(
      { type: "password_changed", message: `${user.name} changed their password; their other sessions were signed out`, actor, target: { type: "user", id: actor.id } },
      tx,
    );
    await queueMail({ to: user.email, ...passwordChangedEmail(user.name, new Date()) }, { db: tx });
  });
  await clearAllFailures(user.email);
  await revokeAllSessions(actor.id, sessionId);
}

async function twoFactorState(userId: string) {
  const [user, security] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId }, select: { email: true, name: true, passwordHash: true, twoFactorEnabled: true, twoFactorSecret: true } }),
    getSettings("security"),
  ]);
  if (!user) throw notFound("Your account was not found");
  return { user, required: security.enableTwoFactor };
}

/** Starts enrolment: a new secret, kept (encrypted) but not active until a code confirms it. */
export async function startTwoFactorSetup(actor: Actor): Promise<TwoFactorSetup> {
  const { user } = await twoFactorState(actor.id);
  if (user.twoFactorEnabled) throw conflict("Two-factor sign-in is already on. Turn it off first to set it up again.", "TWO_FACTOR_ALREADY_ENABLED");
  const { siteName } = await getSettings("general");
  const { secret, uri } = newTotpSecret(user.email, siteName || "Masterly");
  await prisma.user.update({ where: { id: actor.id }, data: { twoFactorSecret: encryptSecret(secret) } });
  // Drawn here, on our server: the secret never goes to a third-party QR service.
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 1, width: 220 });
  return { secret, otpauthUri: uri, qrCode };
}

/** Confirms enrolment with a current code; answers the recovery codes, which are shown once. */
export async function enableTwoFactor(actor: Actor, code: string, password: string): Promise<string[]> {
  const { user } = await twoFactorState(actor.id);
  if (user.twoFactorEnabled) throw conflict("Two-factor sign-in is already on.", "TWO_FACTOR_ALREADY_ENABLED");
  if (!(await verifyPassword(password, user.passwordHash))) throw validationFailed({ password: ["Password is incorrect"] });
  const secret = user.twoFactorSecret ? decryptSecret(user.twoFactorSecret) : null;
  if (!secret) throw conflict("Start the setup first: scan a new QR code.", "TWO_FACTOR_NOT_STARTED");
  if (!verifyTotp(secret, code)) throw validationFailed({ code: ["That code is not valid. Check that your phone's clock is right and try the newest code."] });
  const codes = newRecoveryCodes();
  await prisma.$transaction(async (tx) => {
    await tx.recoveryCode.deleteMany({ where: { userId: actor.id } });
    await tx.recoveryCode.createMany({ data: codes.map((c) => ({ userId: actor.id, codeHash: hashRecoveryCode(c) })) });
    // A new secret: no code of it has been used to sign in yet.
    await tx.user.update({ where: { id: actor.id }, data: { twoFactorEnabled: true, twoFactorLastStep: null } });
    await recordTwoFactorChange(tx, actor, user, true);
  });
  return codes;
}

/** Two-factor sign-in went on or off: the audit entry, and an email telling the owner, in the change's transaction. */
async function recordTwoFactorChange(tx: Prisma.TransactionClient, actor: Actor, user: { name: string; email: string }, enabled: boolean): Promise<void> {
  await logProfileEvent({
    type: enabled ? "two_factor_enabled" : "two_factor_disabled",
    message: `${user.name} turned ${enabled ? "on" : "off"} two-factor sign-in`,
    actor,
    target: { type: "user", id: actor.id },
    before: { twoFactorEnabled: !enabled },
    after: { twoFactorEnabled: enabled },
  }, tx);
  await queueMail({ to: user.email, ...twoFactorChangedEmail(user.name, enabled) }, { db: tx });
}

/** Turns two-factor sign-in off after the password, a current code or a recovery code. */
export async function disableTwoFactor(actor: Actor, proof: { password?: string; code?: string }): Promise<void> {
  const { user, required } = await twoFactorState(actor.id);
  if (!user.twoFactorEnabled) throw conflict("Two-factor sign-in is not on.", "TWO_FACTOR_NOT_ENABLED");
  if (required && (actor.role === "admin" || actor.role === "staff")) {
    throw conflict("Two-factor sign-in is required for your role, so it cannot be turned off.", "TWO_FACTOR_REQUIRED_BY_POLICY");
  }
  if (proof.password) {
    if (!(await verifyPassword(proof.password, user.passwordHash))) throw validationFailed({ password: ["Password is incorrect"] });
  } else if (!proof.code || !(await verifySecondFactor(actor.id, proof.code))) {
    throw validationFailed({ code: ["That code is not valid"] });
  }
  await prisma.$transaction(async (tx) => {
    await tx.recoveryCode.deleteMany({ where: { userId: actor.id } });
    await tx.user.update({ where: { id: actor.id }, data: { twoFactorEnabled: false, twoFactorSecret: null } });
    await recordTwoFactorChange(tx, actor, user, false);
  });
}

export async function listSessions(userId: string, currentSessionId: string): Promise<ProfileSession[]> {
  // The query names the minute, not the millisecond, so its compiled plan is reused (lib/db/plan-cache.ts
  // keys plans by the query's exact values; docs/decisions/009-prisma-plan-cache.md); the exact instant is applied below.
  const now = new Date();
  const rows = await prisma.session.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: new Date(Math.floor(now.getTime() / 60_000) * 60_000) } },
    select: { id: true, userAgent: true, ip: true, createdAt: true, lastSeenAt: true, expiresAt: true },
    orderBy: { lastSeenAt: "desc" },
    take: 50,
  });
  return rows
    .filter((s) => s.expiresAt > now)
    .map((s) => ({
      _id: s.id,
      current: s.id === currentSessionId,
      userAgent: s.userAgent,
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

export async function revokeOtherSessions(actor: Actor, currentSessionId: string): Promise<number> {
  const revoked = await prisma.session.count({ where: { userId: actor.id, revokedAt: null, id: { not: currentSessionId } } });
  await revokeAllSessions(actor.id, currentSessionId);
  if (revoked > 0) {
    await logProfileEvent({
      type: "sessions_revoked",
      message: `${actor.name} signed out ${revoked} other session${revoked === 1 ? "" : "s"}`,
      actor,
      target: { type: "user", id: actor.id },
    });
  }
  return revoked;
}
