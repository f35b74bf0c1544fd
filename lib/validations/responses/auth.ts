// Sign-in, registration and the emailed-link flows (app/api/auth/*): their success bodies.
import { z } from "zod";

const role = z.enum(["admin", "staff", "user"]);

/** lib/auth/service.ts toPublicUser: what a sign-in or registration shows of the account. */
export const publicUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role,
  isEmailVerified: z.boolean(),
  avatar: z.string().nullable(),
});

export const loginResponse = z.object({
  message: z.string(),
  data: z.object({ token: z.string(), refreshToken: z.string(), user: publicUserSchema, firstSignIn: z.boolean() }),
});

/** 201: either signed in at once, or (email verification on) no tokens until the link is followed. */
export const registerResponse = z.object({
  message: z.string(),
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
  user: publicUserSchema,
  requiresVerification: z.boolean(),
  data: z.object({ courseId: z.string().nullable() }).optional(),
});

export const refreshTokenResponse = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** The course the account signed up from, enrolled in on verification (null without one). */
export const verifyEmailResponse = z.object({ message: z.string(), data: z.object({ courseId: z.string().nullable() }).optional() });

/** 201: the invited staff account, signed in (the session cookie is set). */
export const invitationAcceptedResponse = z.object({ message: z.string(), data: z.object({ user: publicUserSchema }) });
