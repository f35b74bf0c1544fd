// The /profile forms and their API shapes: details, password change, two-factor sign-in.
import { z } from "zod";
import { ACTIVITY_LABELS } from "@/lib/audit/types";
import { ROLES } from "@/lib/permissions";
import { nameSchema, newPasswordSchema } from "@/features/auth";
import { dataResponse, isoDate } from "@/lib/api/response-schemas";

export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
/** Served by app/api/uploads/avatars/[file]; names are <random>.<ext>, nothing else is accepted. */
export const AVATAR_FILE_PATTERN = /^[a-z0-9]{8,64}\.(png|jpg|webp)$/;
export const AVATAR_URL_PREFIX = "/api/uploads/avatars/";

const phoneSchema = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z
    .string("Please enter a valid phone number")
    .trim()
    .max(30, "Phone number must be at most 30 characters")
    .regex(/^\+?[0-9][0-9 ().-]{5,}$/, "Please enter a valid phone number")
    .nullable(),
);

export const updateProfileSchema = z.object({
  name: nameSchema,
  phoneNumber: phoneSchema.optional(),
  /** Only `null` (remove the picture) or the address the avatar upload returned. */
  avatar: z
    .string()
    .refine((v) => v.startsWith(AVATAR_URL_PREFIX) && AVATAR_FILE_PATTERN.test(v.slice(AVATAR_URL_PREFIX.length)), "Upload the picture first")
    .nullable()
    .optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export function changePasswordSchema(minPasswordLength: number) {
  return z
    .object({
      currentPassword: z.string("Current password is required").min(1, "Current password is required").max(200, "Password is too long"),
      newPassword: newPasswordSchema(minPasswordLength),
      confirmPassword: z.string("Please confirm the new password").min(1, "Please confirm the new password"),
    })
    .refine((v) => v.confirmPassword === v.newPassword, { path: ["confirmPassword"], message: "Passwords do not match" })
    .refine((v) => v.newPassword !== v.currentPassword, { path: ["newPassword"], message: "The new password must be different from the current one" });
}
export type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>;

const codeSchema = z
  .string("Enter the 6-digit code from your authenticator app")
  .trim()
  .min(6, "Enter the 6-digit code from your authenticator app")
  .max(32, "The code is too long");

/** Turning it on asks for the password too, so a stolen session cannot enrol the thief's app. */
export const enableTwoFactorSchema = z.object({
  code: z.string("Enter the 6-digit code from your authenticator app").trim().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
  password: z.string("Enter your password").min(1, "Enter your password").max(200, "Password is too long"),
});
export type EnableTwoFactorInput = z.input<typeof enableTwoFactorSchema>;

/** Turning two-factor sign-in off needs the password, or a current code (or a recovery code). */
export const disableTwoFactorSchema = z
  .object({
    password: z.string().max(200, "Password is too long").optional(),
    code: codeSchema.optional(),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.code), { path: ["password"], message: "Enter your password or a code from your authenticator app" });
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorSchema>;

/** GET/PUT /api/profile and the avatar upload/removal → { data: { profile } }. */
export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  phoneNumber: z.string().nullable(),
  avatar: z.string().nullable(),
  isEmailVerified: z.boolean(),
  createdAt: isoDate,
  minPasswordLength: z.number(),
  twoFactor: z.object({
    /** The site's security setting enableTwoFactor. */
    available: z.boolean(),
    /** Admins and staff must enrol while the setting is on. */
    required: z.boolean(),
    enabled: z.boolean(),
    recoveryCodesLeft: z.number(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponse = dataResponse({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** GET /api/profile/sessions: the account's signed-in devices, the current one marked. */
export const profileSessionSchema = z.object({
  _id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: isoDate,
  lastSeenAt: isoDate,
  expiresAt: isoDate,
});
export type ProfileSession = z.infer<typeof profileSessionSchema>;
export const sessionsResponse = dataResponse({ sessions: z.array(profileSessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;

/** POST /api/profile/two-factor/setup → { data }: the secret, its otpauth:// URI and that URI as a QR code. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorSetupResponse = dataResponse({ ...twoFactorSetupSchema.shape });
/** The one-time recovery codes, shown once when two-factor sign-in is turned on. */
export const twoFactorEnabledResponse = z.object({ message: z.string(), data: z.object({ recoveryCodes: z.array(z.string()) }) });
export const sessionsRevokedResponse = z.object({ message: z.string(), data: z.object({ revoked: z.number().int() }) });

// Events this feature writes to the audit log, beyond lib/audit/types.ts's list.
export const PROFILE_ACTIVITY_LABELS = {
  profile_updated: "Profile updated",
  two_factor_enabled: "Two-factor sign-in enabled",
  two_factor_disabled: "Two-factor sign-in disabled",
  sessions_revoked: "Other sessions signed out",
} as const;
export type ProfileActivityType = keyof typeof PROFILE_ACTIVITY_LABELS;

/** The human label of any activity type, including ones added after this list was written. */
export function activityLabel(type: string): string {
  return (
    (ACTIVITY_LABELS as Record<string, string>)[type] ??
    (PROFILE_ACTIVITY_LABELS as Record<string, string>)[type] ??
    type.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase())
  );
}

/** Every action the audit log's filter offers. */
export function auditActionOptions(): { value: string; label: string }[] {
  const types = new Set<string>([...Object.keys(ACTIVITY_LABELS), ...Object.keys(PROFILE_ACTIVITY_LABELS)]);
  return [...types].map((value) => ({ value, label: activityLabel(value) })).sort((a, b) => a.label.localeCompare(b.label));
}
