import { handler } from "@/lib/api/handler";
import { confirmEmailChange } from "@/features/auth/server";
import { emailChangeLinkSchema } from "@/features/auth";
import { messageResponse } from "@/lib/api/response-schemas";

// The account owner's confirmation of a sign-in email change that staff asked for, from the link
// mailed to their current address (features/auth/server/email-change.ts). Signs the account out everywhere.
export const POST = handler(
  {
    response: messageResponse,
    summary: "Confirm a sign-in email change (the link mailed to the current address)",
    errors: ["EMAIL_TAKEN", "INVALID_TOKEN", "TOKEN_EXPIRED", "TOKEN_USED"],
    access: { public: true },
    body: emailChangeLinkSchema,
  },
  async ({ body }) => {
    const { email } = await confirmEmailChange(body.token);
    return { message: `Your sign-in email is now ${email}. Every session was signed out: sign in with the new address.` };
  },
);
