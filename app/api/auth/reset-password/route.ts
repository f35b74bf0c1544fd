import { clientIp, handler } from "@/lib/api/handler";
import { setPasswordFromReset } from "@/features/auth/server";
import { consumeAuthToken } from "@/features/auth/server";
import { clearAllFailures } from "@/features/auth/server";
import { hashPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/features/auth/server";
import { logActivity } from "@/lib/audit/log";
import { getSettings } from "@/lib/settings/store";
import { MIN_PASSWORD_LENGTH_FLOOR, resetPasswordSchema } from "@/features/auth";
import { messageResponse } from "@/lib/api/response-schemas";

// Sets a new password from an emailed token, then signs the account out everywhere else.
// Following the link also proves the address, so the email counts as verified.
// Limited per client address, and the token is checked before the (deliberately slow) hash, so
// bogus requests cost the server almost nothing (docs/security.md §5).
export const POST = handler(
  { response: messageResponse,
    summary: "Set a new password from an emailed reset link",
    access: { public: true },
    body: resetPasswordSchema(MIN_PASSWORD_LENGTH_FLOOR),
    // Today's password policy (security setting minPasswordLength) decides what passes.
    bodyFor: async () => resetPasswordSchema((await getSettings("security")).minPasswordLength),
    rateLimit: { limiter: "login", key: (req) => `reset-password:${clientIp(req)}` },
    errors: ["INVALID_TOKEN", "TOKEN_EXPIRED", "TOKEN_USED"],
  },
  async ({ body }) => {
    const userId = await consumeAuthToken("password_reset", body.token);
    const user = await setPasswordFromReset(userId, await hashPassword(body.password));
    await clearAllFailures(user.email);
    await revokeAllSessions(user.id);
    await logActivity({ type: "password_changed", message: `${user.name} reset their password`, actor: user, target: { type: "user", id: user.id } });
    const twoFactor = user.twoFactorEnabled ? " Two-factor sign-in stays on: you will still need a code from your authenticator app." : "";
    return { message: `Your password has been reset. You can now sign in with your new password.${twoFactor}` };
  },
);
