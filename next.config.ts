import path from "node:path";
import type { NextConfig } from "next";
import { pageRoutePatterns } from "./lib/app-routes";
import { writeApiRegistry } from "./scripts/api-registry";

// The OpenAPI document is built from every route module (lib/api/openapi-document.ts).
writeApiRegistry();

const isProduction = process.env.NODE_ENV === "production";

// Production CSP needs no 'unsafe-eval'. Inline scripts stay allowed because Next's bootstrap and
// the no-flash theme script are inline, and a per-request nonce would make every page dynamic
// (the landing page is static). Development adds 'unsafe-eval' for React Refresh.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? "" : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  // Lesson Markdown may show images by URL from any https host (docs/domain/learning.md).
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  // Video lessons embed YouTube (privacy-enhanced domain) and Vimeo players.
  "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
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

// Routes that serve uploaded bytes set their own CSP (sandboxed), and lesson files their framing
// too (a PDF is framed by the player): a header rule here would replace theirs, since Next sends a
// config header in place of the route's own.
const without = (...keys: string[]) => securityHeaders.filter((h) => !keys.includes(h.key));
// Benchmark scaffolding (an empty page, a no-op route) is named page.bench.tsx / route.bench.ts and
// becomes part of the app only in builds made with BENCH_ROUTES=1 (bench/server.ts, bench/lighthouse.ts):
// a production build ships only the product.
const pageExtensions = ["tsx", "ts", "jsx", "js", ...(process.env.BENCH_ROUTES === "1" ? ["bench.tsx", "bench.ts"] : [])];

const nextConfig: NextConfig = {
  pageExtensions,
  // The app's pages, read from app/ when the config loads (lib/app-routes.ts): proxy.ts logs other paths as 404s.
  env: { MASTERLY_PAGE_ROUTES: JSON.stringify(pageRoutePatterns(path.join(import.meta.dirname, "app"), pageExtensions)) },
  // A separate build folder per test run lets the e2e suite build while `next dev` keeps `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // server.mjs (`npm start`) compresses the answers itself: a cached page's gzip is made once per
  // distinct body instead of on every request (lib/http/compression.mjs, docs/decisions/012-gzip-once.md). `next dev`
  // and a bare `next start` keep Next's compression.
  compress: process.env.MASTERLY_SERVER_COMPRESSES !== "1",
  // No ETag on the public pages (the only ones that get one: static and ISR pages). Next computes it
  // on every request by hashing the whole HTML in JavaScript (0.14 ms for the 90 KB landing page, on
  // the thread that serves every request), to spare a returning visitor ~14 KB of gzip with a 304.
  // Their Cache-Control (s-maxage) is for a CDN in front, which keeps its own validators (docs/decisions/012-gzip-once.md).
  generateEtags: false,
  // Pages and cached data live in this process's memory, never in what the build wrote: after a
  // start, the catalogue pages render from the database on their first request (docs/decisions/011-page-cache.md).
  cacheHandler: path.join(import.meta.dirname, "lib/cache/page-cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // Turbopack keeps a build cache on disk so the next build is quicker. A CI machine builds once from a
  // clean checkout and throws the folder away, so there writing it only costs time.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  reactStrictMode: true,
  // `npm test` runs `tsc --noEmit` over the whole project (tests, scripts, benches included) before
  // any build, so the build does not typecheck a second time.
  typescript: { ignoreBuildErrors: true },
  images: { dangerouslyAllowSVG: true, contentDispositionType: "attachment", contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;" },
  async headers() {
    // Later entries override earlier ones for the same header.
    return [
      // Uploaded files and lesson files set their own CSP (default-src 'none'; sandbox) and framing
      // (features/learn/web/lesson-file-headers.ts, docs/security.md §8): the pages' CSP, which allows scripts, must not replace it.
      { source: "/((?!api/uploads/|api/learn/[^/]+/lessons/[^/]+/media$).*)", headers: securityHeaders },
      { source: "/api/uploads/:path*", headers: without("Content-Security-Policy") },
      { source: "/api/learn/:courseId/lessons/:lessonId/media", headers: without("Content-Security-Policy", "X-Frame-Options") },
    ];
  },
};

export default nextConfig;
