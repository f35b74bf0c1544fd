import { NextResponse } from "next/server";
import { clientIp, handler } from "@/lib/api/handler";
import { setSessionCookie } from "@/lib/auth/cookies";
import { authenticate, startSession, toPublicUser } from "@/features/auth/server";
import { logActivity, signInCount } from "@/lib/audit/log";
import { consumeRateLimit, refundRateLimit } from "@/lib/rate-limit";
import { loginResponseSchema, loginSchema } from "@/features/auth";

// docs/product.md §7: POST /auth/login → { message, data: { token, refreshToken, user } }. Browsers also get
// the httpOnly session cookie; the page never reads or stores the tokens.
export const POST = handler({ response: loginResponseSchema, errors: ["ACCOUNT_INACTIVE", "ACCOUNT_LOCKED", "EMAIL_NOT_VERIFIED", "INVALID_CREDENTIALS", "TOO_MANY_REQUESTS", "TWO_FACTOR_INVALID", "TWO_FACTOR_REQUIRED"], access: { public: true }, body: loginSchema }, async ({ req, body }) => {
  const ip = clientIp(req);
  await consumeRateLimit("login", ip);
  const user = await authenticate(body.email, body.password, { code: body.code, client: ip });
  // Counted before the password check, so parallel guesses are capped; given back on success, so
  // people signing in from one address (an office, a school) do not lock each other out.
  await refundRateLimit("login", ip);
  const issued = await startSession(user, { remember: body.remember, userAgent: req.headers.get("user-agent"), ip });
  // The first sign-in is greeted as one, not as a return (docs/product.md §2).
  const firstSignIn = (await signInCount(user.id)) === 0;
  await logActivity({ type: "login", message: `${user.name} signed in`, actor: user, target: { type: "user", id: user.id } });
  const response = NextResponse.json({
    message: firstSignIn ? `Hello ${user.name}, your account is ready.` : `Hello ${user.name}, you've been successfully logged in.`,
    data: { token: issued.accessToken, refreshToken: issued.refreshToken, user: toPublicUser(user), firstSignIn },
  });
  setSessionCookie(response, issued.cookieToken, issued.remember);
  return response;
});
