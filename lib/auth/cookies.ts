// Writes and clears the session cookie on a response: httpOnly, SameSite=Lax, Secure in
// production. Without "Remember me" it is a browser-session cookie (no Max-Age).
import "server-only";
import type { NextResponse } from "next/server";
import { isProduction } from "@/lib/env";
import { SESSION_JWT_MAX_AGE_SECONDS } from "./constants";
import { SESSION_COOKIE } from "./session";

export function setSessionCookie(response: NextResponse, token: string, remember: boolean) {
  response.cookies.set(SESSION_COOKIE(), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isProduction(),
    path: "/",
    ...(remember ? { maxAge: SESSION_JWT_MAX_AGE_SECONDS } : {}),
  });
}

export function clearSessionCookie(response: NextResponse) {
  response.cookies.set(SESSION_COOKIE(), "", { httpOnly: true, sameSite: "lax", secure: isProduction(), path: "/", maxAge: 0 });
}
