// /courses/<id>: a published course's public page (Enroll Now for a signed-in learner, and the
// 'View course page' link of Preview). Drafts and archived courses answer 404.
import type { Metadata } from "next";
import { OG_IMAGE } from "@/features/catalog";
import { CoursePage, getPublishedCourse } from "@/features/catalog/web";

// Static even though the root not-found.tsx reads headers() (which would make every page that
// renders it dynamic): the page itself uses no request data. Nothing is prerendered at build
// (generateStaticParams lists no course): each course page renders on its first request from the
// database and is then kept for a minute, or until a course write revalidates the "courses" tag.
export const dynamic = "force-static";
export const dynamicParams = true;
export const revalidate = 60;

type Params = { params: Promise<{ id: string }> };

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const course = await getPublishedCourse((await params).id);
  if (!course) return { title: "Course not found", robots: { index: false } };
  return {
    title: course.title,
    description: course.description,
    alternates: { canonical: `/courses/${course.id}` },
    openGraph: { type: "website", url: `/courses/${course.id}`, siteName: "Masterly", title: `${course.title} · Masterly`, description: course.description, images: [OG_IMAGE] },
  };
}

export default CoursePage;
