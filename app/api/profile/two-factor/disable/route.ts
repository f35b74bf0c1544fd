import { handler } from "@/lib/api/handler";
import { disableTwoFactor } from "@/features/profile/server";
import { consumeRateLimit } from "@/lib/rate-limit";
import { disableTwoFactorSchema } from "@/features/profile";
import { messageResponse } from "@/lib/api/response-schemas";

// POST /api/profile/two-factor/disable { password } or { code }: a code may be a recovery code.
export const POST = handler({ response: messageResponse, errors: ["TWO_FACTOR_REQUIRED_BY_POLICY", "TWO_FACTOR_NOT_ENABLED"], access: { permission: ["profile", "update"] }, body: disableTwoFactorSchema }, async ({ caller, body }) => {
  await consumeRateLimit("login", `2fa:${caller.user.id}`);
  await disableTwoFactor(caller.user, body);
  return { message: "Two-factor sign-in is off" };
});
