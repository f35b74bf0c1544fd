import { NextResponse } from "next/server";
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { revokeSession } from "@/lib/auth/service";
import { hashToken } from "@/lib/auth/tokens";
import { prisma } from "@/lib/db";

// SPEC §4: logout always succeeds for the client: the session and its refresh tokens are revoked
// when we can find them, and the cookie is cleared either way.
export const POST = handler({ access: { public: true } }, async ({ req, caller }) => {
  if (caller) await revokeSession(caller.sessionId);
  const parsed = z.object({ refreshToken: z.string().max(200) }).safeParse(await req.json().catch(() => null));
  if (parsed.success) {
    const row = await prisma.refreshToken.findUnique({ where: { tokenHash: hashToken(parsed.data.refreshToken) }, select: { sessionId: true } });
    if (row) await revokeSession(row.sessionId);
  }
  const response = NextResponse.json({ message: "You have been logged out." });
  clearSessionCookie(response);
  return response;
});
