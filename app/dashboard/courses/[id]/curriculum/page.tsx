import { CurriculumBuilder } from "@/features/lessons/client";
import { courseMetadata, loadCourse, type CoursePageProps } from "@/features/courses/web";

export const generateMetadata = courseMetadata("update", (course) => `Curriculum · ${course.title}`);

/** The course builder (docs/domain/learning.md): sections and lessons of one course, for roles with courses update. */
export default async function CurriculumPage({ params }: CoursePageProps) {
  const { id } = await params;
  const course = await loadCourse(id, "update");
  return <CurriculumBuilder courseId={id} course={{ title: course.title, status: course.status }} />;
}
