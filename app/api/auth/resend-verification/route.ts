import { clientIp, handler } from "@/lib/api/handler";
import { unverifiedAccount } from "@/features/auth/server";
import { sendVerification } from "@/features/auth/server";
import { consumeRateLimit } from "@/lib/rate-limit";
import { emailOnlySchema } from "@/features/auth";
import { messageResponse } from "@/lib/api/response-schemas";

// Same answer whether or not the address exists or is already verified. For one that needs it, only
// the new link and its queued email are written before answering; the worker sends it.
export const POST = handler({ response: messageResponse, errors: ["TOO_MANY_REQUESTS"], access: { public: true }, body: emailOnlySchema }, async ({ req, body }) => {
  await consumeRateLimit("email", `resend:${clientIp(req)}`);
  const user = await unverifiedAccount(body.email);
  if (user) await sendVerification(user);
  return { message: "If that account still needs verifying, we have sent a new verification email." };
});
