import { clientIp, handler } from "@/lib/api/handler";
import { sendPasswordReset } from "@/features/auth/server";
import { logActivity } from "@/lib/audit/log";
import { accountByEmail } from "@/features/auth/server";
import { consumeRateLimit } from "@/lib/rate-limit";
import { emailOnlySchema } from "@/features/auth";
import { messageResponse } from "@/lib/api/response-schemas";

const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, we have sent a link to reset the password.";

// The same answer whether or not the email exists, so the form cannot be used to find accounts.
// For a known address only the link and its queued email are written before answering (a few
// inserts); the mail server is never waited for, it is the queue's worker that talks to it.
export const POST = handler({ response: messageResponse, errors: ["TOO_MANY_REQUESTS"], access: { public: true }, body: emailOnlySchema }, async ({ req, body }) => {
  await consumeRateLimit("email", `forgot:${clientIp(req)}`);
  const user = await accountByEmail(body.email);
  if (user?.isActive) {
    await sendPasswordReset(user);
    await logActivity({ type: "password_reset_requested", message: `${user.name} asked to reset their password`, target: { type: "user", id: user.id } });
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
});
