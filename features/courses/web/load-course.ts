import { notFound, redirect } from "next/navigation";
import type { Metadata } from "next";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getCourse } from "../server/get";
import { can, canVisitDashboardPath } from "@/lib/permissions";
import { idSchema } from "@/lib/validation/common";

type Course = NonNullable<Awaited<ReturnType<typeof getCourse>>>;
export type CoursePageProps = { params: Promise<{ id: string }> };

/**
 * Who may open a course's pages: the detail page follows the dashboard's Courses tab; analytics
 * (whose API needs courses.update) and the curriculum builder ask for update too.
 */
const ACCESS = {
  view: (role: string) => canVisitDashboardPath(role, "/dashboard/courses"),
  analytics: (role: string) => canVisitDashboardPath(role, "/dashboard/courses") && can(role, "update", "courses"),
  update: (role: string) => can(role, "update", "courses"),
} as const;

/** The course a /dashboard/courses/[id] page shows: someone not allowed goes to the dashboard, an unknown id is a 404. */
export async function loadCourse(id: string, access: keyof typeof ACCESS): Promise<Course> {
  const user = await getCurrentUser();
  if (!user || !ACCESS[access](user.role)) redirect("/dashboard");
  if (!idSchema.safeParse(id).success) notFound();
  const course = await getCourse(id, { role: user.role });
  if (!course) notFound();
  return course;
}

/** The page's title from its course: "Analytics · Intro to React". */
export function courseMetadata(access: keyof typeof ACCESS, title: (course: Course) => string) {
  return async ({ params }: CoursePageProps): Promise<Metadata> => ({ title: title(await loadCourse((await params).id, access)) });
}
