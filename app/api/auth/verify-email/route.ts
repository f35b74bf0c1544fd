import { handler } from "@/lib/api/handler";
import { consumeAuthToken } from "@/lib/auth/flows";
import { prisma } from "@/lib/db";
import { verifyEmailSchema } from "@/lib/validations/auth";

export const POST = handler({ access: { public: true }, body: verifyEmailSchema }, async ({ body }) => {
  const userId = await consumeAuthToken("email_verification", body.token);
  await prisma.user.update({ where: { id: userId }, data: { isEmailVerified: true } });
  return { message: "Your email has been verified. You can now sign in." };
});
