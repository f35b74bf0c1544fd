import { handler } from "@/lib/api/handler";
import { startTwoFactorSetup } from "@/features/profile/server";
import { twoFactorSetupResponse } from "@/features/profile";

// POST /api/profile/two-factor/setup → { data: { secret, otpauthUri, qrCode } }: a new secret to
// scan (the QR code is a PNG data URL drawn on our server). Nothing changes at sign-in until
// /enable confirms a code.
export const POST = handler({ response: twoFactorSetupResponse, errors: ["TWO_FACTOR_ALREADY_ENABLED"], access: { permission: ["profile", "update"] }, allowWithoutTwoFactor: true }, async ({ caller }) => {
  return { data: await startTwoFactorSetup(caller.user) };
});
