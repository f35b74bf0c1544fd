// The player's outline: sections and lessons with completion ticks, locks and the progress.
import "server-only";
import type { PlayerOutline } from "../schema";
import { asKind } from "@/features/curriculum/server";
import { playerContext, resumeLessonId, type Viewer } from "./access";

export async function getPlayerOutline(courseId: string, viewer: Viewer, now = new Date()): Promise<PlayerOutline> {
  const ctx = await playerContext(courseId, viewer, now, { requireEnrollment: true });
  const lessonCount = ctx.tree.reduce((n, s) => n + s.lessons.length, 0);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    course: { id: ctx.course.id, title: ctx.course.title, thumbnail: ctx.course.thumbnail },
    enrolled: ctx.enrollment !== null,
    progress: ctx.enrollment?.progress ?? 0,
    completedAt: iso(ctx.enrollment?.completedAt ?? null),
    resumeLessonId: resumeLessonId(ctx, ctx.enrollment?.lastLessonId ?? null),
    lessonCount,
    completedCount: ctx.completed.size,
    sections: ctx.tree.map((s) => {
      const lock = ctx.locks.sections.get(s.id)!;
      return {
        id: s.id,
        title: s.title,
        locked: lock.locked,
        unlocksAt: iso(lock.unlocksAt),
        lockReason: lock.lockReason,
        lessons: s.lessons.map((l) => {
          const lessonLock = ctx.locks.lessons.get(l.id)!;
          return {
            id: l.id,
            title: l.title,
            kind: asKind(l.kind),
            durationMinutes: l.durationMinutes,
            isPreview: l.isPreview,
            completed: ctx.completed.has(l.id),
            locked: lessonLock.locked,
            unlocksAt: iso(lessonLock.unlocksAt),
            lockReason: lessonLock.lockReason,
          };
        }),
      };
    }),
  };
}
