import { randomBytes } from "node:crypto";
import { NextResponse } from "next/server";
import { afterResponse } from "@/lib/api/after-response";
import { clientIp, handler } from "@/lib/api/handler";
import { validationFailed, zodFieldErrors } from "@/lib/api/errors";
import { setSessionCookie } from "@/lib/auth/cookies";
import { sendVerification } from "@/lib/auth/flows";
import { hashPassword } from "@/lib/auth/password";
import { startSession, toPublicUser } from "@/lib/auth/service";
import { logActivity } from "@/lib/data/activity";
import { getSettings } from "@/lib/data/settings";
import { prisma } from "@/lib/db";
import { registrationAttemptEmail } from "@/lib/email/messages";
import { sendMail } from "@/lib/email/transport";
import { getEnv } from "@/lib/env";
import { consumeRateLimit } from "@/lib/rate-limit";
import { registerSchema } from "@/lib/validations/auth";
import { enrollAfterVerification } from "@/lib/data/learn/enroll";
import { idSchema } from "@/lib/validations/common";
import { z } from "zod";

const ACCOUNT_CREATED_VERIFY = "Account created. Check your email to verify your address before signing in.";

// SPEC §7 POST /auth/register → 201 { accessToken, refreshToken, user }. A learner (role user) is
// created and sent a verification email. While verification is required no session is opened
// (the tokens are null) and the page asks the learner to check their inbox.
const signupCourseSchema = idSchema.optional();

export const POST = handler({ access: { public: true }, body: z.record(z.string(), z.unknown()) }, async ({ req, body: raw }) => {
  await consumeRateLimit("email", `register:${clientIp(req)}`);
  const security = await getSettings("security");
  const parsed = registerSchema(security.minPasswordLength).safeParse(raw);
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
  const { name, email, password } = parsed.data;
  // Registering from a course (/register?course=<id>): remember it; the learner is enrolled once verified.
  const signupCourseId = signupCourseSchema.safeParse(raw.courseId).data ?? null;
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true, name: true, email: true } });
  if (existing && security.requireEmailVerification) {
    // Answered as a new registration (the same body, the same bcrypt cost), so the form cannot be
    // used to find who has an account; the owner is told by email instead (issue 17, finding 8).
    await hashPassword(password);
    await afterResponse(async () => {
      await sendMail({ to: existing.email, ...registrationAttemptEmail(existing.name, `${getEnv().APP_URL}/login`, `${getEnv().APP_URL}/forgot-password`) });
    });
    const lookalike = { id: `c${randomBytes(12).toString("hex")}`, email, name, role: "user", isEmailVerified: false, avatar: null };
    return NextResponse.json({ message: ACCOUNT_CREATED_VERIFY, accessToken: null, refreshToken: null, user: toPublicUser(lookalike), requiresVerification: true }, { status: 201 });
  }
  if (existing) {
    // Without email verification a new account is signed in at once, which an existing one cannot be.
    throw validationFailed({ email: ["An account with this email already exists. Sign in or reset your password."] }, "An account with this email already exists");
  }
  const user = await prisma.user.create({
    data: { name, email, role: "user", passwordHash: await hashPassword(password), isEmailVerified: false, signupCourseId },
    select: { id: true, email: true, name: true, role: true, isEmailVerified: true, avatar: true },
  });
  await logActivity({ type: "student_registered", message: `${user.name} registered`, actor: user, target: { type: "user", id: user.id } });
  // The account exists either way; if the email fails, the sign-in page offers to resend it.
  // After the response, as for an existing email, so the two take the same time.
  await afterResponse(() => sendVerification(user));
  if (security.requireEmailVerification) {
    return NextResponse.json(
      { message: ACCOUNT_CREATED_VERIFY, accessToken: null, refreshToken: null, user: toPublicUser(user), requiresVerification: true },
      { status: 201 },
    );
  }
  const courseId = await enrollAfterVerification(user.id);
  const issued = await startSession(user, { userAgent: req.headers.get("user-agent"), ip: clientIp(req) });
  const response = NextResponse.json(
    { message: "Account created.", accessToken: issued.accessToken, refreshToken: issued.refreshToken, user: toPublicUser(user), requiresVerification: false, data: { courseId } },
    { status: 201 },
  );
  setSessionCookie(response, issued.cookieToken, false);
  return response;
});
