import { NextResponse } from "next/server";
import { clientIp, handler } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { accountByEmail, createLearnerAccount } from "@/features/auth/server";
import { setSessionCookie } from "@/lib/auth/cookies";
import { hashPassword } from "@/lib/auth/password";
import { joinSignupCourse, startSession, toPublicUser } from "@/features/auth/server";
import { getSettings } from "@/lib/settings/store";
import { registrationAttemptEmail } from "@/features/auth";
import { queueMail } from "@/lib/email/queue";
import { getEnv } from "@/lib/env";
import { MIN_PASSWORD_LENGTH_FLOOR, registerBodySchema } from "@/features/auth";
import { registerResponseSchema } from "@/features/auth";

const ACCOUNT_CREATED_VERIFY = "Account created. Check your email to verify your address before signing in.";

/**
 * The answer while the address must be verified first, for a new account and an existing email
 * alike: built only from what was typed, so the two cannot be told apart. It carries no account id
 * (there is none to give for an existing email, and a made-up one differed from real ids in format).
 */
function verificationPending(name: string, email: string) {
  const user = { _id: null, email, name, role: "user", isEmailVerified: false, avatar: null };
  return NextResponse.json({ message: ACCOUNT_CREATED_VERIFY, accessToken: null, refreshToken: null, user, requiresVerification: true }, { status: 201 });
}

// docs/product.md §7 POST /auth/register → 201 { accessToken, refreshToken, user }. A learner (role user) is
// created and sent a verification email. While verification is required no session is opened
// (the tokens are null, and so is user._id) and the page asks the learner to check their inbox.
export const POST = handler(
  { response: registerResponseSchema,
    summary: "Register a learner account",
    access: { public: true },
    body: registerBodySchema(MIN_PASSWORD_LENGTH_FLOOR),
    // Today's password policy (security setting minPasswordLength) decides what passes.
    bodyFor: async () => registerBodySchema((await getSettings("security")).minPasswordLength),
    rateLimit: { limiter: "email", key: (req) => `register:${clientIp(req)}` },
    errors: ["EMAIL_TAKEN"],
  },
  async ({ req, body }) => {
    const security = await getSettings("security");
    const { name, email, password } = body;
    // Registering from a course (/register?course=<id>): remember it; the learner is enrolled once verified.
    const signupCourseId = body.courseId ?? null;
    const existing = await accountByEmail(email);
    if (existing && security.requireEmailVerification) {
      // Answered as a new registration (the same body, the same bcrypt cost), so the form cannot be
      // used to find who has an account; the owner is told by email instead (docs/security.md §6).
      await hashPassword(password);
      // Queued, not sent, as the new account's verification is: the answer waits for one insert either way.
      await queueMail({ to: existing.email, ...registrationAttemptEmail(existing.name, `${getEnv().APP_URL}/login`, `${getEnv().APP_URL}/forgot-password`) });
      return verificationPending(name, email);
    }
    if (existing) {
      // Without email verification a new account is signed in at once, which an existing one cannot be.
      throw new ApiError("EMAIL_TAKEN", "An account with this email already exists", { errors: { email: ["An account with this email already exists. Sign in or reset your password."] } });
    }
    // The account, its audit line and its verification email commit together; the email leaves
    // through the queue, retried while the mail server is down (docs/domain/jobs.md).
    const user = await createLearnerAccount({ name, email, passwordHash: await hashPassword(password), signupCourseId });
    if (security.requireEmailVerification) return verificationPending(name, email);
    const courseId = await joinSignupCourse(user.id);
    const issued = await startSession(user, { userAgent: req.headers.get("user-agent"), ip: clientIp(req) });
    const response = NextResponse.json(
      { message: "Account created.", accessToken: issued.accessToken, refreshToken: issued.refreshToken, user: toPublicUser(user), requiresVerification: false, data: { courseId } },
      { status: 201 },
    );
    setSessionCookie(response, issued.cookieToken, false);
    return response;
  },
);
