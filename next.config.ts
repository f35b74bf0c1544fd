import type { NextConfig } from "next";

const isProduction = process.env.NODE_ENV === "production";

// Production CSP needs no 'unsafe-eval'. Inline scripts stay allowed because Next's bootstrap and
// the no-flash theme script are inline, and a per-request nonce would make every page dynamic
// (the landing page is static). Development adds 'unsafe-eval' for React Refresh.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? "" : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ...(isProduction ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }] : []),
];

const nextConfig: NextConfig = {
  // A separate build folder per test run lets the e2e suite build while `next dev` keeps `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` runs `tsc --noEmit` over the whole project (tests, scripts, benches included) before
  // any build, so the build does not typecheck a second time.
  typescript: { ignoreBuildErrors: true },
  images: { dangerouslyAllowSVG: true, contentDispositionType: "attachment", contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;" },
  async headers() {
    return [
      // Uploaded files set their own CSP (default-src 'none'; sandbox): the pages' CSP, which allows
      // scripts, must not replace it there (issue 17, finding 8).
      { source: "/((?!api/uploads/).*)", headers: securityHeaders },
      { source: "/api/uploads/:path*", headers: securityHeaders.filter((h) => h.key !== "Content-Security-Policy") },
    ];
  },
};

export default nextConfig;
