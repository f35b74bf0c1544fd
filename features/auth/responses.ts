// Sign-in, registration and the emailed-link flows (features/auth/api/auth/*): their success bodies.
import { z } from "zod";

// The sign-in and registration bodies are the schemas features/auth/schema.ts already names (the
// client reads them from there); the routes document them under these names.
import { loginResponseSchema, publicUserSchema, registerResponseSchema } from "./schema";

export { publicUserSchema };
export const loginResponse = loginResponseSchema;
/** 201: either signed in at once, or (email verification on) no tokens until the link is followed. */
export const registerResponse = registerResponseSchema;

export const refreshTokenResponse = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** The course the account signed up from, enrolled in on verification (null without one). */
export const verifyEmailResponse = z.object({ message: z.string(), data: z.object({ courseId: z.string().nullable() }).optional() });

/** 201: the invited staff account, signed in (the session cookie is set). */
export const invitationAcceptedResponse = z.object({ message: z.string(), data: z.object({ user: publicUserSchema }) });
