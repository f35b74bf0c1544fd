import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // A separate build folder per test run lets the e2e suite build while `next dev` keeps `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` over the whole project (tests, scripts, benches included) before
  // any build, so the build does not typecheck a second time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  typedRoutes: false,
  images: { dangerouslyAllowSVG: true, contentDispositionType: "attachment" },
};

export default nextConfig;
