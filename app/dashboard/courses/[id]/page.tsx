import { CourseDetailPage } from "@/features/courses/client";
import { getCurrentUser } from "@/lib/auth/current-user";
import { can } from "@/lib/permissions";
import { courseMetadata, loadCourse, type CoursePageProps } from "@/features/courses/web";

export const generateMetadata = courseMetadata("view", (course) => course.title);

/** View: the course's detail. The h1 is the course title, rendered by CourseDetail. */
export default async function CoursePage({ params }: CoursePageProps) {
  const { id } = await params;
  const course = await loadCourse(id, "view");
  const user = await getCurrentUser();
  return <CourseDetailPage course={course} canEditCertificate={!!user && can(user.role, "update", "courses")} />;
}
