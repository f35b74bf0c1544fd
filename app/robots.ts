import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/env";

// The public pages are open to crawlers; the console, the API and the account pages are not.
export default function robots(): MetadataRoute.Robots {
  const base = getEnv().APP_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/dashboard", "/profile", "/api/", "/bench-empty"] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
