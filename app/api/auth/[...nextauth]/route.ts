import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// next-auth's own endpoints (csrf, callback/credentials, session, signout). The spec's
// /api/auth/login, /me, /logout … are sibling route files and take precedence over this one.
function nextAuth(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(authOptions())(req, ctx);
}

export { nextAuth as GET, nextAuth as POST };
