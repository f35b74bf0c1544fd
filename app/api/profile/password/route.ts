import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { validationFailed, zodFieldErrors } from "@/lib/api/errors";
import { changePassword } from "@/features/profile/server";
import { getSettings } from "@/lib/settings/store";
import { consumeRateLimit } from "@/lib/rate-limit";
import { changePasswordSchema } from "@/features/profile";
import { messageResponse } from "@/lib/api/response-schemas";

// POST /api/profile/password { currentPassword, newPassword, confirmPassword }: the new password
// obeys the security setting minPasswordLength; every other session is signed out.
export const POST = handler({ response: messageResponse, access: { permission: ["profile", "update"] }, body: z.record(z.string(), z.unknown()) }, async ({ caller, body }) => {
  await consumeRateLimit("login", `password:${caller.user.id}`);
  const { minPasswordLength } = await getSettings("security");
  const parsed = changePasswordSchema(minPasswordLength).safeParse(body);
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
  await changePassword(caller.user, caller.sessionId, parsed.data.currentPassword, parsed.data.newPassword);
  return { message: "Password changed. Your other sessions were signed out." };
});
