import "server-only";
// The course builder's page (docs/domain/learning.md): sections and lessons of one course, for roles with courses update.
import { courseMetadata, loadCourse, type CoursePageProps } from "@/features/courses/web";
import { CurriculumBuilder } from "../client/curriculum-builder";

export const curriculumMetadata = courseMetadata("update", (course) => `Curriculum · ${course.title}`);

export async function CurriculumPage({ params }: CoursePageProps) {
  const { id } = await params;
  const course = await loadCourse(id, "update");
  return <CurriculumBuilder courseId={id} course={{ title: course.title, status: course.status }} />;
}
