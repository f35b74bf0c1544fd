import { z } from "zod";
import { clientIp, handler } from "@/lib/api/handler";
import { validationFailed, zodFieldErrors } from "@/lib/api/errors";
import { setFirstPassword } from "@/features/auth/server";
import { consumeAuthToken } from "@/features/auth/server";
import { clearAllFailures } from "@/features/auth/server";
import { hashPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/features/auth/server";
import { logActivity } from "@/lib/audit/log";
import { getSettings } from "@/lib/settings/store";
import { consumeRateLimit } from "@/lib/rate-limit";
import { resetPasswordSchema } from "@/features/auth";
import { messageResponse } from "@/lib/api/response-schemas";

// The first password of an account an admin created (docs/security.md §2), from the welcome email's
// 7-day link. Its own token purpose: a password-reset token does not work here, nor this one on
// /reset-password. Following the link proves the address, so the email counts as verified.
export const POST = handler({ response: messageResponse, errors: ["INVALID_TOKEN", "TOKEN_EXPIRED", "TOKEN_USED", "TOO_MANY_REQUESTS"], access: { public: true }, body: z.record(z.string(), z.unknown()) }, async ({ req, body: raw }) => {
  await consumeRateLimit("login", `reset-password:${clientIp(req)}`);
  const { minPasswordLength } = await getSettings("security");
  const parsed = resetPasswordSchema(minPasswordLength).safeParse(raw);
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
  const userId = await consumeAuthToken("set_password", parsed.data.token);
  const passwordHash = await hashPassword(parsed.data.password);
  const user = await setFirstPassword(userId, passwordHash);
  await clearAllFailures(user.email);
  await revokeAllSessions(user.id);
  await logActivity({ type: "password_changed", message: `${user.name} set their password`, actor: user, target: { type: "user", id: user.id } });
  return { message: "Your password is set. You can now sign in with your email and new password." };
});
