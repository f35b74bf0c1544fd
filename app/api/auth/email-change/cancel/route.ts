import { handler } from "@/lib/api/handler";
import { cancelEmailChange } from "@/features/auth/server";
import { emailChangeLinkSchema } from "@/features/auth";
import { messageResponse } from "@/lib/api/response-schemas";

// The account owner's refusal of a sign-in email change that staff asked for, from the link mailed
// beside the confirmation: the change and its confirmation link are dropped.
export const POST = handler(
  {
    response: messageResponse,
    summary: "Cancel a pending sign-in email change (the link mailed to the current address)",
    errors: ["INVALID_TOKEN", "TOKEN_EXPIRED", "TOKEN_USED"],
    access: { public: true },
    body: emailChangeLinkSchema,
  },
  async ({ body }) => {
    const { email } = await cancelEmailChange(body.token);
    return { message: `The change was cancelled. Your sign-in email stays ${email}.` };
  },
);
