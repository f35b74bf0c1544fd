import { handler } from "@/lib/api/handler";
import { consumeAuthToken, verifyLearnerEmail } from "@/features/auth/server";
import { verifyEmailResponse, verifyEmailSchema } from "@/features/auth";

// A new account's verification link. A sign-in email change is confirmed elsewhere, by the owner
// from their current address (/api/auth/email-change/confirm); its links are refused here.
/** data.courseId: the free course the learner registered from and is now enrolled in (else null). */
export const POST = handler({ response: verifyEmailResponse, errors: ["INVALID_TOKEN", "TOKEN_EXPIRED", "TOKEN_USED"], access: { public: true }, body: verifyEmailSchema }, async ({ body }) => {
  const userId = await consumeAuthToken("email_verification", body.token);
  const courseId = await verifyLearnerEmail(userId);
  return { message: "Your email has been verified. You can now sign in.", data: { courseId } };
});
