// The page guard (docs/product.md §2 "Dashboard shell" access). It only redirects: signed-out visitors to
// /login, roles not allowed on a dashboard path to /dashboard. It is never the security boundary;
// every route handler and every page (through getCurrentUser) check the caller against the database.
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { sessionCookieName } from "@/lib/auth/constants";
import { getEnv, isProduction } from "@/lib/env";
import { canVisitDashboardPath } from "@/lib/permissions";
import { catalogViewKey } from "@/features/catalog";

// /learn/{courseId} (resume) needs an account; a lesson page does not, because preview lessons are
// open to anyone: that page asks the server and sends a visitor to sign in when the lesson is not.
const PROTECTED = [/^\/dashboard(\/|$)/, /^\/profile(\/|$)/, /^\/learn\/[A-Za-z0-9_-]+\/?$/];

// The pages the app serves, read from app/ at build time (lib/app-routes.ts, next.config.ts). Any
// other path renders the 404 page, and docs/product.md §8 wants its path logged; it is logged here because Next
// renders the not-found element alongside every page.
const KNOWN_PAGES = (JSON.parse(process.env.MASTERLY_PAGE_ROUTES || "[]") as string[]).map((source) => new RegExp(source));

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const headers = new Headers(req.headers);
  headers.set("x-masterly-path", pathname);
  if (KNOWN_PAGES.length > 0 && !KNOWN_PAGES.some((re) => re.test(pathname))) console.warn(`[404] ${pathname}`);

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
  // Each catalogue view is a cached page of its own (app/(marketing)/courses/filtered/[query]).
  const view = pathname === "/courses" ? catalogViewKey(req.nextUrl.searchParams) : null;
  if (view) return NextResponse.rewrite(new URL(`/courses/filtered/${encodeURIComponent(view)}`, req.url), { request: { headers } });
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|images/|.*\\.(?:svg|png|jpg|jpeg|webp|ico|txt|xml)$).*)"],
};
