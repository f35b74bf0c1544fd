import { handler } from "@/lib/api/handler";
import { consumeAuthToken } from "@/lib/auth/flows";
import { enrollAfterVerification } from "@/lib/data/learn/enroll";
import { prisma } from "@/lib/db";
import { verifyEmailSchema } from "@/lib/validations/auth";

/** data.courseId: the free course the learner registered from and is now enrolled in (else null). */
export const POST = handler({ access: { public: true }, body: verifyEmailSchema }, async ({ body }) => {
  const userId = await consumeAuthToken("email_verification", body.token);
  await prisma.user.update({ where: { id: userId }, data: { isEmailVerified: true } });
  const courseId = await enrollAfterVerification(userId);
  return { message: "Your email has been verified. You can now sign in.", data: { courseId } };
});
