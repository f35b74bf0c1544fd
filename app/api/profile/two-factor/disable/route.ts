import { handler } from "@/lib/api/handler";
import { disableTwoFactor } from "@/lib/data/profile";
import { consumeRateLimit } from "@/lib/rate-limit";
import { disableTwoFactorSchema } from "@/lib/validations/profile";
import { messageResponse } from "@/lib/validations/responses/common";

// POST /api/profile/two-factor/disable { password } or { code }: a code may be a recovery code.
export const POST = handler({ response: messageResponse, errors: ["TWO_FACTOR_REQUIRED_BY_POLICY", "TWO_FACTOR_NOT_ENABLED"], access: { permission: ["profile", "update"] }, body: disableTwoFactorSchema }, async ({ caller, body }) => {
  await consumeRateLimit("login", `2fa:${caller.user.id}`);
  await disableTwoFactor(caller.user, body);
  return { message: "Two-factor sign-in is off" };
});
