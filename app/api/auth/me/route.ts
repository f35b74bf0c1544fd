import { handler } from "@/lib/api/handler";
import { accountOf } from "@/features/auth/server";
import { notFound } from "@/lib/api/errors";
import { meResponse } from "@/features/auth";

export const GET = handler({ response: meResponse, errors: ["NOT_FOUND"], access: { signedIn: true }, allowWithoutTwoFactor: true }, async ({ caller }) => {
  const user = await accountOf(caller.user.id);
  if (!user) throw notFound("User not found");
  return { data: { user } };
});
