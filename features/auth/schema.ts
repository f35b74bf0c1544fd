// Sign-in and account forms (docs/product.md §5). Shared by the pages and the /api/auth handlers.
import { z } from "zod";
import { idSchema } from "@/lib/validation/common";
import { dataResponse, isoDate } from "@/lib/api/response-schemas";

export const emailSchema = z
  .string("Please enter a valid email address")
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

// docs/product.md §5 and §9: the sign-in form only checks a minimum of 6; the real policy applies to new passwords.
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string("Password must be at least 6 characters").min(6, "Password must be at least 6 characters").max(200, "Password is too long"),
  remember: z.boolean().optional(),
  code: z.string().trim().max(32).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** bcrypt reads only the first 72 bytes of a password; a longer one would be cut without a word. */
export const PASSWORD_MAX_BYTES = 72;

/** A new password, at least the security setting `minPasswordLength`. */
export function newPasswordSchema(min: number) {
  return z
    .string("Password is required")
    .min(min, `Password must be at least ${min} characters`)
    .max(200, "Password must be at most 200 characters")
    .refine(
      (v) => new TextEncoder().encode(v).length <= PASSWORD_MAX_BYTES,
      `Password must be at most ${PASSWORD_MAX_BYTES} bytes (fewer characters when they have accents or symbols)`,
    );
}

// Control characters (NUL, line breaks, tabs), bidirectional overrides and isolates, and a name of
// invisible characters only: each can disguise a name on screen or forge lines in an email.
const CONTROL_OR_BIDI = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF\s]/gu;

/** The checks every person's name passes (names are shown to others and put in emails). */
export function plainName(schema: z.ZodString, label: string) {
  return schema
    .refine((v) => !CONTROL_OR_BIDI.test(v), `${label} cannot contain line breaks, tabs or control characters`)
    // An empty value is the length check's to report.
    .refine((v) => v.length === 0 || v.replace(INVISIBLE, "").length >= 1, `${label} must contain visible characters`);
}

export const nameSchema = plainName(
  z.string("Name is required").trim().min(2, "Name must be at least 2 characters").max(100, "Name must be at most 100 characters"),
  "Name",
);

function registerFields(minPasswordLength: number) {
  return z.object({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema(minPasswordLength),
    confirmPassword: z.string().optional(),
  });
}

const passwordsMatch = (v: { password: string; confirmPassword?: string }) => v.confirmPassword === undefined || v.confirmPassword === v.password;
const PASSWORDS_DIFFER = { path: ["confirmPassword"], message: "Passwords do not match" };

export function registerSchema(minPasswordLength: number) {
  return registerFields(minPasswordLength).refine(passwordsMatch, PASSWORDS_DIFFER);
}

/**
 * POST /api/auth/register's body: the form's fields and, when registering from a course page, the
 * course to enrol in once verified (an unknown or malformed id is ignored, never an error).
 */
export function registerBodySchema(minPasswordLength: number) {
  return registerFields(minPasswordLength)
    .extend({ courseId: idSchema.optional().catch(undefined) })
    .refine(passwordsMatch, PASSWORDS_DIFFER);
}

export const tokenSchema = z.string("The link is invalid").trim().min(20, "The link is invalid").max(200, "The link is invalid");

export function resetPasswordSchema(minPasswordLength: number) {
  return z
    .object({ token: tokenSchema, password: newPasswordSchema(minPasswordLength), confirmPassword: z.string().optional() })
    .refine(passwordsMatch, PASSWORDS_DIFFER);
}

/** The shortest password any security setting allows: the API document's bodies use it. */
export const MIN_PASSWORD_LENGTH_FLOOR = 6;

export const emailOnlySchema = z.object({ email: emailSchema });
export const verifyEmailSchema = z.object({ token: tokenSchema });

/** POST /api/auth/email-change/confirm and /cancel: the token of the link mailed to the current address. */
export const emailChangeLinkSchema = z.object({ token: tokenSchema });
export const refreshSchema = z.object({ refreshToken: z.string("refreshToken is required").min(20, "refreshToken is invalid").max(200, "refreshToken is invalid") });

// ---- What the sign-in and registration handlers answer ----

/** The account as sign-in and registration describe it (no hash, no secret). */
export const publicUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(["admin", "staff", "user"]),
  isEmailVerified: z.boolean(),
  avatar: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** POST /api/auth/login (docs/product.md §7); browsers also get the session cookie. */
export const loginResponseSchema = z.object({
  message: z.string(),
  data: z.object({ token: z.string(), refreshToken: z.string(), user: publicUserSchema, firstSignIn: z.boolean() }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /api/auth/register → 201 (docs/product.md §7): no tokens while the email must be verified first, and no
 * account id either (`user._id` null), so that an existing email's answer is the same as a new
 * one's; `data.courseId` is the course it enrolled in.
 */
export const registerResponseSchema = z.object({
  message: z.string(),
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
  user: publicUserSchema.extend({ _id: z.string().nullable() }),
  requiresVerification: z.boolean(),
  data: z.object({ courseId: z.string().nullable() }).optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const refreshTokenResponse = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** POST /api/auth/verify-email: the course the account signed up from, enrolled in on verification (null without one). */
export const verifyEmailResponse = z.object({ message: z.string(), data: z.object({ courseId: z.string().nullable() }).optional() });

/** GET /api/auth/me: the signed-in account, with the fields its own profile shows. */
export const meResponse = dataResponse({
  user: publicUserSchema.extend({
    phoneNumber: z.string().nullable(),
    department: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: isoDate,
  }),
});
