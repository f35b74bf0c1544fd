import type { MetadataRoute } from "next";
import { getCatalog } from "@/lib/data/catalog";
import { getEnv } from "@/lib/env";

export const revalidate = 60;

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
