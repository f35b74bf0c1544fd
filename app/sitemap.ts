import type { MetadataRoute } from "next";
import { getCatalog } from "@/features/catalog/web";
import { getEnv } from "@/lib/env";

// Rendered per request, so the links carry the APP_URL the server runs with, not the build's; the
// catalogue itself comes from its 60-second cache (features/catalog/server/catalog.ts).
export const dynamic = "force-dynamic";

// The landing page, the catalogue, every published course and the sign-up/sign-in pages.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().APP_URL;
  const { courses } = await getCatalog();
  const latest = courses.reduce((max, c) => (c.updatedAt > max ? c.updatedAt : max), "");
  const lastModified = latest ? new Date(latest) : undefined;
  return [
    { url: `${base}/`, lastModified, changeFrequency: "daily", priority: 1 },
    { url: `${base}/courses`, lastModified, changeFrequency: "daily", priority: 0.9 },
    ...courses.map((course) => ({ url: `${base}/courses/${course.id}`, lastModified: new Date(course.updatedAt), changeFrequency: "weekly" as const, priority: 0.8 })),
    { url: `${base}/register`, changeFrequency: "monthly", priority: 0.5 },
    { url: `${base}/login`, changeFrequency: "monthly", priority: 0.3 },
  ];
}
