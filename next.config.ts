import path from "node:path";
import type { NextConfig } from "next";
import { pageRoutePatterns } from "./lib/page-routes";

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

// Benchmark scaffolding (an empty page, a no-op route) is named page.bench.tsx / route.bench.ts and
// becomes part of the app only in builds made with BENCH_ROUTES=1 (bench/server.ts, bench/lighthouse.ts):
// a production build ships only the product.
const pageExtensions = ["tsx", "ts", "jsx", "js", ...(process.env.BENCH_ROUTES === "1" ? ["bench.tsx", "bench.ts"] : [])];

const nextConfig: NextConfig = {
  pageExtensions,
  // The app's pages, read from app/ when the config loads (lib/page-routes.ts): proxy.ts logs other paths as 404s.
  env: { MASTERLY_PAGE_ROUTES: JSON.stringify(pageRoutePatterns(path.join(import.meta.dirname, "app"), pageExtensions)) },
  // A separate build folder per test run lets the e2e suite build while `next dev` keeps `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Turbopack keeps a build cache on disk so the next build is quicker. A CI machine builds once from a
  // clean checkout and throws the folder away, so there writing it only costs time.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  reactStrictMode: true,
  // `npm test` runs `tsc --noEmit` over the whole project (tests, scripts, benches included) before
  // any build, so the build does not typecheck a second time.
  typescript: { ignoreBuildErrors: true },
  images: { dangerouslyAllowSVG: true, contentDispositionType: "attachment", contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;" },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
