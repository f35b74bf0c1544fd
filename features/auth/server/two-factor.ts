// Two-factor sign-in: TOTP (RFC 6238, 6 digits, 30 s, ±1 step) with `otpauth`, and one-time
// recovery codes stored as SHA-256 hashes. The TOTP secret is kept encrypted (AES-256-GCM with a
// key derived from NEXTAUTH_SECRET), so a database copy alone cannot mint codes.
import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import * as OTPAuth from "otpauth";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { hashToken } from "@/lib/auth/tokens";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Accept the previous and the next 30-second step too, for clock drift between phone and server. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function key(): Buffer {
  return createHash("sha256").update(`masterly:two-factor:${getEnv().NEXTAUTH_SECRET}`).digest();
}

export function encryptSecret(base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(":");
}

export function decryptSecret(stored: string): string | null {
  const [version, iv, tag, data] = stored.split(":");
  if (version !== "v1" || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

function totp(secretBase32: string, label = "", issuer = "Masterly"): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret and the otpauth:// URI an authenticator app scans. */
export function newTotpSecret(accountLabel: string, issuer: string): { secret: string; uri: string } {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  return { secret, uri: totp(secret, accountLabel, issuer).toString() };
}

/** The 30-second step `code` belongs to when it is the TOTP for now, one step before or one after; else null. */
export function totpStep(secretBase32: string, code: string, timestamp = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** True when `code` is the TOTP for now, one step before or one step after. */
export function verifyTotp(secretBase32: string, code: string, timestamp = Date.now()): boolean {
  return totpStep(secretBase32, code, timestamp) !== null;
}

/** The current code for a secret (tests and the e2e suite compute codes the same way an app does). */
export function currentTotp(secretBase32: string, timestamp = Date.now()): string {
  return totp(secretBase32).generate({ timestamp });
}

// Recovery codes: 10 random characters from an unambiguous alphabet, shown as xxxxx-xxxxx.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${normalizeRecoveryCode(code)}`);
}

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Uses up one of the user's recovery codes; false when it is unknown or already used. */
export async function consumeRecoveryCode(userId: string, code: string): Promise<boolean> {
  if (normalizeRecoveryCode(code).length !== 10) return false;
  const row = await prisma.recoveryCode.findFirst({
    where: { userId, codeHash: hashRecoveryCode(code), usedAt: null },
    select: { id: true },
  });
  if (!row) return false;
  // Conditional on usedAt still being null, so two sign-ins cannot spend the same code.
  const claimed = await prisma.recoveryCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  return claimed.count === 1;
}

/**
 * Checks a sign-in's second factor: a 6-digit TOTP against the user's enrolled secret, or
 * otherwise a recovery code (which is then used up).
 */
export async function verifySecondFactor(userId: string, code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed.replace(/\s+/g, ""))) {
    const user = await prisma.user.findUnique({ where: { id: userId }, select: { twoFactorSecret: true, twoFactorEnabled: true } });
    const secret = user?.twoFactorEnabled && user.twoFactorSecret ? decryptSecret(user.twoFactorSecret) : null;
    const step = secret ? totpStep(secret, trimmed) : null;
    if (step === null) return false;
    // RFC 6238 §5.2: a code, once accepted, is not accepted again, and neither is an older one. The
    // claim is conditional, so two sign-ins racing with one overheard code cannot both pass.
    const claimed = await prisma.user.updateMany({
      where: { id: userId, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
      data: { twoFactorLastStep: step },
    });
    return claimed.count === 1;
  }
  return consumeRecoveryCode(userId, trimmed);
}
