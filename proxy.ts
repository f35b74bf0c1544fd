// The page guard (SPEC §2 "Dashboard shell" access). It only redirects: signed-out visitors to
// /login, roles not allowed on a dashboard path to /dashboard. It is never the security boundary;
// every route handler and the dashboard layout check the caller against the database themselves.
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { sessionCookieName } from "@/lib/auth/constants";
import { getEnv, isProduction } from "@/lib/env";
import { canVisitDashboardPath } from "@/lib/permissions";

// /learn/{courseId} (resume) needs an account; a lesson page does not, because preview lessons are
// open to anyone: that page asks the server and sends a visitor to sign in when the lesson is not.
const PROTECTED = [/^\/dashboard(\/|$)/, /^\/profile(\/|$)/, /^\/learn\/[A-Za-z0-9_-]+\/?$/];

// The pages the app serves. Anything else renders the 404 page, and SPEC §8 wants its path logged;
// it is logged here because Next renders the not-found element alongside every page.
const KNOWN_PAGES = [
  /^\/$/,
  /^\/(login|register|forgot-password|reset-password|verify-email|accept-invite|bench-empty)\/?$/,
  /^\/courses(\/[A-Za-z0-9_-]+)?\/?$/,
  /^\/profile\/?$/,
  /^\/dashboard(\/(questions|staff|students|courses|analytics|settings|audit|api-docs|certificates|grading)(\/[A-Za-z0-9_-]+(\/(analytics|curriculum))?)?)?\/?$/,
  /^\/learn\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)?\/?$/,
  // Public certificate verification (no sign-in) and its key set.
  /^\/certificates\/[A-Za-z0-9-]+\/?$/,
  /^\/\.well-known\/masterly-certificates\.json$/,
  /^\/(icon\.svg|opengraph-image.*|_not-found)$/,
];

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const headers = new Headers(req.headers);
  headers.set("x-masterly-path", pathname);
  if (!KNOWN_PAGES.some((re) => re.test(pathname))) console.warn(`[404] ${pathname}`);

  if (PROTECTED.some((re) => re.test(pathname))) {
    const token = await getToken({
      req,
      secret: getEnv().NEXTAUTH_SECRET,
      cookieName: sessionCookieName(isProduction()),
    });
    if (!token || token.typ !== "session") {
      const login = new URL("/login", req.url);
      login.searchParams.set("callbackUrl", `${pathname}${search}`);
      return NextResponse.redirect(login);
    }
    if (pathname.startsWith("/dashboard") && !canVisitDashboardPath(String(token.role ?? ""), pathname)) {
      return NextResponse.redirect(new URL("/dashboard", req.url));
    }
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|images/|.*\\.(?:svg|png|jpg|jpeg|webp|ico|txt|xml)$).*)"],
};
