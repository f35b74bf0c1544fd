import { NextResponse } from "next/server";
import type { ErrorCode } from "@/lib/errors/catalogue";

// Where next-auth 4 would serve its own endpoints (csrf, providers, signin, callback/credentials,
// session, signout, error). The product uses none of them: sign-in, refresh and sign-out are
// /api/auth/login, /refresh-token and /logout, which apply our rate limits, lifetimes and
// revocation, and `next-auth/jwt` only encodes and decodes our cookie. Every path here is closed,
// so there is no second sign-in door (docs/security.md §2). The sibling route files win over this
// one. Not wrapped in handler(): there is no caller to resolve and nothing to document.
function closed(): NextResponse {
  return NextResponse.json({ message: "Not found", code: "NOT_FOUND" satisfies ErrorCode }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export { closed as GET, closed as POST };
