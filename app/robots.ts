import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/env";

// Rendered per request, so it names the APP_URL the server runs with, not the build's (the build
// needs no environment at all).
export const dynamic = "force-dynamic";

// The public pages are open to crawlers; the console, the API and the account pages are not.
export default function robots(): MetadataRoute.Robots {
  const base = getEnv().APP_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/dashboard", "/profile", "/api/"] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
