// Per-course certificate settings, kept apart from the course form so either can change alone.
import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors/domain";
import { logActivity } from "@/lib/audit/log";
import type { CourseCertificateSettings } from "../schema";

const SELECT = { certificatesEnabled: true, certificateValidityMonths: true, certificatePublicDownload: true } as const;

export async function getCourseCertificateSettings(courseId: string): Promise<CourseCertificateSettings> {
  const row = await prisma.course.findUnique({ where: { id: courseId }, select: SELECT });
  if (!row) throw notFound("Course not found");
  return row;
}

/** Applies to certificates issued from now on; those already issued keep their expiry. */
export async function updateCourseCertificateSettings(courseId: string, input: CourseCertificateSettings, actor: { id: string; name: string }): Promise<CourseCertificateSettings> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.course.findUnique({ where: { id: courseId }, select: { ...SELECT, title: true } });
    if (!before) throw notFound("Course not found");
    const after = await tx.course.update({ where: { id: courseId }, data: input, select: SELECT });
    const { title, ...previous } = before;
    if (JSON.stringify(previous) !== JSON.stringify(after)) {
      await logActivity(
        { type: "course_updated", message: `${actor.name} changed the certificate settings of "${title}"`, actor, target: { type: "course", id: courseId }, before: previous, after },
        tx,
      );
    }
    return after;
  });
}
