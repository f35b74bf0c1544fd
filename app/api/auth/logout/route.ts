import { NextResponse } from "next/server";
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { revokeSessionOfRefreshToken } from "@/features/auth/server";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { revokeSession } from "@/features/auth/server";
import { messageResponse } from "@/lib/api/response-schemas";

const logoutSchema = z.object({ refreshToken: z.string().max(200, "refreshToken is invalid").optional() });

// docs/product.md §4: logout always succeeds for the client: the session and its refresh tokens are revoked
// when we can find them, and the cookie is cleared either way. API clients may send their
// refresh token to end that session too.
export const POST = handler({ response: messageResponse, access: { public: true }, body: logoutSchema, bodyOptional: true, maxBodyBytes: 4_096 }, async ({ caller, body }) => {
  if (caller) await revokeSession(caller.sessionId);
  if (body?.refreshToken) await revokeSessionOfRefreshToken(body.refreshToken);
  const response = NextResponse.json({ message: "You have been logged out." });
  clearSessionCookie(response);
  return response;
});
