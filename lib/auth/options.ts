// next-auth 4 configuration: a Credentials provider over the same `authenticate` as
// /api/auth/login, JWT sessions in the same httpOnly cookie, and the session id (`sid`) in the
// token so every request can check that the session is still live in the database.
import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getEnv, isProduction } from "@/lib/env";
import { loginSchema } from "@/lib/validations/auth";
import { ApiError } from "@/lib/api/errors";
import { SESSION_JWT_MAX_AGE_SECONDS } from "./constants";
import { authenticate, startSession } from "./service";
import { SESSION_COOKIE } from "./session";

export function authOptions(): NextAuthOptions {
  return {
    secret: getEnv().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_JWT_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    cookies: {
      sessionToken: { name: SESSION_COOKIE(), options: { httpOnly: true, sameSite: "lax", path: "/", secure: isProduction() } },
    },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "Invalid email or password");
          try {
            const user = await authenticate(parsed.data.email, parsed.data.password);
            const session = await startSession(user, { remember: parsed.data.remember });
            return { id: user.id, email: user.email, name: user.name, role: user.role, sid: session.sessionId };
          } catch (error) {
            // next-auth passes the thrown message back to signIn() as `error`.
            throw new Error(error instanceof ApiError ? error.message : "Invalid email or password");
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as typeof user & { role?: string; sid?: string };
          token.role = u.role;
          token.sid = u.sid;
          token.typ = "session";
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub, role: token.role } };
      },
    },
  };
}
