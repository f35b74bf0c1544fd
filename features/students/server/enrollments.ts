// Enrolling a learner in a course and unenrolling them (the enrollment is kept as history).
import "server-only";
import { enrollmentsChanged } from "@/features/figures/server";
import { prisma } from "@/lib/db";
import { enroll } from "@/features/learn/server";
import { notFound } from "@/lib/errors/domain";
import { logActivity } from "@/lib/audit/log";
import { recordComplimentary } from "@/features/orders/server";
import { getSettings } from "@/lib/settings/store";
import type { Actor, StudentDetailJson } from "./shape";
import { findLearner, getStudent } from "./get";

/** Staff enrolling a learner; a paid course is given for free, recorded as complimentary with the reason. */
export async function enrollStudent(id: string, courseId: string, reason: string, actor: Actor): Promise<StudentDetailJson> {
  const { currency } = await getSettings("general");
  await prisma.$transaction(async (tx) => {
    const user = await findLearner(id, tx);
    await enroll(tx, { learner: user, courseId, source: { type: "staff", actor, reason } });
    await recordComplimentary(tx, [{ userId: id, courseId }], { actor, reason, currency });
  });
  return getStudent(id);
}

export async function unenrollStudent(id: string, courseId: string, reason: string | null, actor: Actor): Promise<StudentDetailJson> {
  await prisma.$transaction(async (tx) => {
    const user = await findLearner(id, tx);
    const enrollment = await tx.enrollment.findUnique({
      where: { userId_courseId: { userId: id, courseId } },
      select: { id: true, unenrolledAt: true, progress: true, course: { select: { title: true } } },
    });
    if (!enrollment || enrollment.unenrolledAt) throw notFound(`${user.name} is not enrolled in this course`, "NOT_ENROLLED");
    await tx.enrollment.update({ where: { id: enrollment.id }, data: { unenrolledAt: new Date(), unenrollReason: reason } });
    await enrollmentsChanged(tx, [{ userId: id, courseId }]); // the daily rollups (docs/decisions/006-daily-rollups.md)
    const title = enrollment.course.title;
    await logActivity(
      {
        type: "course_unenrolled",
        message: `${actor.name} unenrolled ${user.name} from ${title}${reason ? `: ${reason}` : ""}`,
        actor,
        target: { type: "user", id },
        before: { courseId, course: title, progress: enrollment.progress },
        after: { reason },
      },
      tx,
    );
  });
  return getStudent(id);
}
