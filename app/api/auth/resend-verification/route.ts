import { afterResponse } from "@/lib/api/after-response";
import { clientIp, handler } from "@/lib/api/handler";
import { sendVerification } from "@/lib/auth/flows";
import { prisma } from "@/lib/db";
import { consumeRateLimit } from "@/lib/rate-limit";
import { emailOnlySchema } from "@/lib/validations/auth";

// Same answer, in the same time, whether or not the address exists or is already verified: the
// email goes out after the response.
export const POST = handler({ access: { public: true }, body: emailOnlySchema }, async ({ req, body }) => {
  await consumeRateLimit("email", `resend:${clientIp(req)}`);
  const user = await prisma.user.findUnique({ where: { email: body.email }, select: { id: true, email: true, name: true, isEmailVerified: true, isActive: true } });
  if (user && user.isActive && !user.isEmailVerified) await afterResponse(() => sendVerification(user));
  return { message: "If that account still needs verifying, we have sent a new verification email." };
});
