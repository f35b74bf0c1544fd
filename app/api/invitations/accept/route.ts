import { NextResponse } from "next/server";
import { z } from "zod";
import { clientIp, handler } from "@/lib/api/handler";
import { validationFailed, zodFieldErrors } from "@/lib/api/errors";
import { setSessionCookie } from "@/lib/auth/cookies";
import { acceptInvitationAndSignIn } from "@/features/staff/server";
import { getSettings } from "@/lib/settings/store";
import { consumeRateLimit } from "@/lib/rate-limit";
import { acceptInvitationSchema, invitationAcceptedResponse } from "@/features/staff";

// Public: POST { token, fullName?, password, confirmPassword } → 201 (fullName corrects the invited name). Creates the staff account with a verified
// email and signs the invitee in (session cookie). Unknown token 404; used, revoked, expired 410.
export const POST = handler({ response: invitationAcceptedResponse, errors: ["EMAIL_TAKEN", "INVITATION_EXPIRED", "INVITATION_NOT_FOUND", "INVITATION_REVOKED", "INVITATION_USED"], access: { public: true }, body: z.record(z.string(), z.unknown()) }, async ({ req, body: raw }) => {
  const ip = clientIp(req);
  await consumeRateLimit("login", `accept-invite:${ip}`);
  const { minPasswordLength } = await getSettings("security");
  const parsed = acceptInvitationSchema(minPasswordLength).safeParse(raw);
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
  const { user, cookieToken } = await acceptInvitationAndSignIn(parsed.data, { userAgent: req.headers.get("user-agent"), ip });
  const response = NextResponse.json({ message: `Welcome to Masterly, ${user.name}! Your account is ready.`, data: { user } }, { status: 201 });
  setSessionCookie(response, cookieToken, false);
  return response;
});
