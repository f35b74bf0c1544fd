// Sign-in and account forms (SPEC §5). Shared by the pages and the /api/auth handlers.
import { z } from "zod";

export const emailSchema = z
  .string("Please enter a valid email address")
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

// SPEC §5 and §9: the sign-in form only checks a minimum of 6; the real policy applies to new passwords.
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string("Password must be at least 6 characters").min(6, "Password must be at least 6 characters").max(200, "Password is too long"),
  remember: z.boolean().optional(),
  code: z.string().trim().max(32).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** A new password, at least the security setting `minPasswordLength`. */
export function newPasswordSchema(min: number) {
  return z
    .string("Password is required")
    .min(min, `Password must be at least ${min} characters`)
    .max(200, "Password must be at most 200 characters");
}

export const nameSchema = z.string("Name is required").trim().min(2, "Name must be at least 2 characters").max(100, "Name must be at most 100 characters");

export function registerSchema(minPasswordLength: number) {
  return z
    .object({
      name: nameSchema,
      email: emailSchema,
      password: newPasswordSchema(minPasswordLength),
      confirmPassword: z.string().optional(),
    })
    .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
      path: ["confirmPassword"],
      message: "Passwords do not match",
    });
}

export const tokenSchema = z.string("The link is invalid").trim().min(20, "The link is invalid").max(200, "The link is invalid");

export function resetPasswordSchema(minPasswordLength: number) {
  return z
    .object({ token: tokenSchema, password: newPasswordSchema(minPasswordLength), confirmPassword: z.string().optional() })
    .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
      path: ["confirmPassword"],
      message: "Passwords do not match",
    });
}

export const emailOnlySchema = z.object({ email: emailSchema });
export const verifyEmailSchema = z.object({ token: tokenSchema });
export const refreshSchema = z.object({ refreshToken: z.string("refreshToken is required").min(20, "refreshToken is invalid").max(200, "refreshToken is invalid") });
