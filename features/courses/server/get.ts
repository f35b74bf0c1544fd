// One course with its figures.
import "server-only";
import { prisma } from "@/lib/db";
import { COURSE_SELECT, NO_FIGURES, figuresFor, managesCourses, toDto, type CourseDetailDto, type Viewer } from "./shape";

/** One course with its figures; null when missing or (for a learner) not published. */
export async function getCourse(id: string, viewer: Viewer): Promise<CourseDetailDto | null> {
  const row = await prisma.course.findUnique({
    where: { id },
    select: { ...COURSE_SELECT, createdBy: { select: { id: true, name: true } } },
  });
  if (!row) return null;
  if (!managesCourses(viewer) && row.status !== "published") return null;
  const figures = await figuresFor([row.id]);
  return {
    ...toDto(row, figures.get(row.id) ?? NO_FIGURES, managesCourses(viewer)),
    createdBy: row.createdBy ? { _id: row.createdBy.id, name: row.createdBy.name } : null,
  };
}
