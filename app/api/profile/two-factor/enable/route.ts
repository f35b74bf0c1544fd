import { handler } from "@/lib/api/handler";
import { enableTwoFactor } from "@/features/profile/server";
import { consumeRateLimit } from "@/lib/rate-limit";
import { enableTwoFactorSchema, twoFactorEnabledResponse } from "@/features/profile";

// POST /api/profile/two-factor/enable { code } → { data: { recoveryCodes } }: shown this once;
// only their hashes are kept.
export const POST = handler({ response: twoFactorEnabledResponse, errors: ["TWO_FACTOR_ALREADY_ENABLED", "TWO_FACTOR_NOT_STARTED", "TOO_MANY_REQUESTS"], access: { permission: ["profile", "update"] }, body: enableTwoFactorSchema, allowWithoutTwoFactor: true }, async ({ caller, body }) => {
  await consumeRateLimit("login", `2fa:${caller.user.id}`);
  const recoveryCodes = await enableTwoFactor(caller.user, body.code, body.password);
  return { message: "Two-factor sign-in is on", data: { recoveryCodes } };
});
