import { handler } from "@/lib/api/handler";
import { confirmEmailChange, consumeAuthToken, isEmailChangeToken, verifyLearnerEmail } from "@/features/auth/server";
import { verifyEmailResponse, verifyEmailSchema } from "@/features/auth";

// Both emailed links land on /verify-email: a new account's verification, and the confirmation of a
// new sign-in email (features/auth/server/email-change.ts), which signs the account out everywhere.
/** data.courseId: the free course the learner registered from and is now enrolled in (else null). */
export const POST = handler({ response: verifyEmailResponse, errors: ["EMAIL_TAKEN", "INVALID_TOKEN", "TOKEN_EXPIRED", "TOKEN_USED"], access: { public: true }, body: verifyEmailSchema }, async ({ body }) => {
  if (await isEmailChangeToken(body.token)) {
    const { email } = await confirmEmailChange(body.token);
    return { message: `Your sign-in email is now ${email}. Every session was signed out: sign in with the new address.` };
  }
  const userId = await consumeAuthToken("email_verification", body.token);
  const courseId = await verifyLearnerEmail(userId);
  return { message: "Your email has been verified. You can now sign in.", data: { courseId } };
});
