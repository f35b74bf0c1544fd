import { z } from "zod";
import { clientIp, handler } from "@/lib/api/handler";
import { validationFailed, zodFieldErrors } from "@/lib/api/errors";
import { consumeAuthToken } from "@/lib/auth/flows";
import { clearAllFailures } from "@/lib/auth/lockout";
import { hashPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/auth/service";
import { logActivity } from "@/lib/data/activity";
import { getSettings } from "@/lib/data/settings";
import { prisma } from "@/lib/db";
import { consumeRateLimit } from "@/lib/rate-limit";
import { resetPasswordSchema } from "@/lib/validations/auth";

// Sets a new password from an emailed token, then signs the account out everywhere else.
// Following the link also proves the address, so the email counts as verified.
// Limited per client address, and the token is checked before the (deliberately slow) hash, so
// bogus requests cost the server almost nothing (issue 17, finding 7).
export const POST = handler({ access: { public: true }, body: z.record(z.string(), z.unknown()) }, async ({ req, body: raw }) => {
  await consumeRateLimit("login", `reset-password:${clientIp(req)}`);
  const { minPasswordLength } = await getSettings("security");
  const parsed = resetPasswordSchema(minPasswordLength).safeParse(raw);
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
  const userId = await consumeAuthToken("password_reset", parsed.data.token);
  const passwordHash = await hashPassword(parsed.data.password);
  const user = await prisma.user.update({
    where: { id: userId },
    data: { passwordHash, isEmailVerified: true, failedLoginCount: 0, lockedUntil: null },
    select: { id: true, name: true, email: true, twoFactorEnabled: true },
  });
  await clearAllFailures(user.email);
  await revokeAllSessions(user.id);
  await logActivity({ type: "password_changed", message: `${user.name} reset their password`, actor: user, target: { type: "user", id: user.id } });
  const twoFactor = user.twoFactorEnabled ? " Two-factor sign-in stays on: you will still need a code from your authenticator app." : "";
  return { message: `Your password has been reset. You can now sign in with your new password.${twoFactor}` };
});
