// The learner's side: enrollment, the course player's outline and lesson, completion, activity
// heartbeats and the learner home. Inputs and the response shapes the UI reads.
import { z } from "zod";
import { idSchema } from "@/lib/validation/common";
import { LESSON_KINDS, VIDEO_MIME_TYPES, lessonContentShape } from "@/features/curriculum";

/** Seconds of activity counted from one heartbeat at most; a longer claim counts as this. */
export const MAX_HEARTBEAT_SECONDS = 120;
/** A heartbeat claiming more than this is nonsense and refused (422). */
export const MAX_HEARTBEAT_CLAIM_SECONDS = 3600;
/** A gap longer than this between heartbeats starts a new learning session. */
export const SESSION_GAP_MINUTES = 30;
/** A video counts as complete once this share of it has been watched. */
export const VIDEO_COMPLETE_RATIO = 0.9;

// ─── Inputs ──────────────────────────────────────────────────────────────────────────────────────

export const courseParamsSchema = z.object({ courseId: idSchema });
export const courseLessonParamsSchema = z.object({ courseId: idSchema, lessonId: idSchema });

/** For the API document: a video lesson's file plays in <video>; a file lesson's is any type but a page or script (features/curriculum/schema.ts). */
export const lessonFileDownload = {
  contentType: [...VIDEO_MIME_TYPES, "*/*"],
  ranges: true,
  description: "Success: the lesson's video or file, in the type it was uploaded with (PDFs and videos shown inline, anything else an attachment; all but PDFs sandboxed)",
};

/** POST /api/learn/{courseId}/activity: the player's heartbeat while the tab is visible. */
export const activitySchema = z.object({
  lessonId: idSchema,
  seconds: z
    .number("seconds must be a number")
    .int("seconds must be a whole number")
    .min(1, "seconds must be at least 1")
    .max(MAX_HEARTBEAT_CLAIM_SECONDS, `seconds must be at most ${MAX_HEARTBEAT_CLAIM_SECONDS}`),
  /** The video's current time in seconds, to resume from. */
  position: z
    .number("position must be a number")
    .min(0, "position cannot be negative")
    .max(24 * 3600, "position is too large")
    .optional(),
});
export type ActivityInput = z.output<typeof activitySchema>;

// ─── Responses ───────────────────────────────────────────────────────────────────────────────────

const iso = z.string();

export const enrollmentSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  progress: z.number().int(),
  enrolledAt: iso,
  completedAt: iso.nullable(),
  lastAccessedAt: iso.nullable(),
  /** Where the player should open: the first lesson, or the last one visited. */
  resumeLessonId: z.string().nullable(),
});
export type EnrollmentView = z.infer<typeof enrollmentSchema>;
/** POST /api/courses/{id}/enrollment → 201 (new) or 200 (already enrolled). */
export const enrollmentResponseSchema = z.object({ data: z.object({ enrollment: enrollmentSchema }) });
/** GET /api/courses/{id}/enrollment → the caller's enrollment, or null. */
export const myEnrollmentResponseSchema = z.object({ data: z.object({ enrollment: enrollmentSchema.nullable() }) });

export const LOCK_REASONS = ["drip", "previous"] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

export const playerOutlineLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  durationMinutes: z.number().int().nullable(),
  isPreview: z.boolean(),
  completed: z.boolean(),
  locked: z.boolean(),
  /** When a drip-locked lesson opens (ISO); null when unlocked or waiting on the previous section only. */
  unlocksAt: iso.nullable(),
  /** Why it is locked: "drip" (days after enrollment) or "previous" (finish the previous section first). */
  lockReason: z.enum(LOCK_REASONS).nullable(),
});
export type PlayerOutlineLesson = z.infer<typeof playerOutlineLessonSchema>;

export const playerOutlineSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  locked: z.boolean(),
  unlocksAt: iso.nullable(),
  lockReason: z.enum(LOCK_REASONS).nullable(),
  lessons: z.array(playerOutlineLessonSchema),
});

/** GET /api/learn/{courseId} → { data: PlayerOutline } (enrolled learners; staff/admin preview). */
export const playerOutlineSchema = z.object({
  course: z.object({ id: z.string(), title: z.string(), thumbnail: z.string().nullable() }),
  /** False for staff and admins previewing a course they are not enrolled in (nothing is recorded). */
  enrolled: z.boolean(),
  progress: z.number().int(),
  completedAt: iso.nullable(),
  resumeLessonId: z.string().nullable(),
  lessonCount: z.number().int(),
  completedCount: z.number().int(),
  sections: z.array(playerOutlineSectionSchema),
});
export type PlayerOutline = z.infer<typeof playerOutlineSchema>;
export const playerOutlineResponseSchema = z.object({ data: playerOutlineSchema });

export const playerLessonSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  durationMinutes: z.number().int().nullable(),
  isPreview: z.boolean(),
  ...lessonContentShape,
  completed: z.boolean(),
  /** Seconds into the video where the learner stopped. */
  lastPosition: z.number().nullable(),
});
export type PlayerLesson = z.infer<typeof playerLessonSchema>;

/** GET /api/learn/{courseId}/lessons/{lessonId}. Locked → 423 { code: "LOCKED", unlocksAt, lockReason }. */
export const playerLessonDataSchema = z.object({
  lesson: playerLessonSchema,
  prevLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
});
export type PlayerLessonData = z.infer<typeof playerLessonDataSchema>;
export const playerLessonResponseSchema = z.object({ data: playerLessonDataSchema });

/** POST /api/learn/{courseId}/lessons/{lessonId}/complete. */
export const completeResultSchema = z.object({ progress: z.number().int(), completedAt: iso.nullable() });
export type CompleteResult = z.infer<typeof completeResultSchema>;
export const completeResponseSchema = z.object({ data: completeResultSchema });

/** The 423 body for a locked lesson. */
export const lockedErrorSchema = z.object({
  message: z.string(),
  code: z.literal("LOCKED"),
  unlocksAt: iso.nullable(),
  lockReason: z.enum(LOCK_REASONS),
});

/** GET /api/learn: the learner home. */
export const learnHomeCourseSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  progress: z.number().int(),
  completedAt: iso.nullable(),
  resumeLessonId: z.string().nullable(),
  resumeLessonTitle: z.string().nullable(),
  lastAccessedAt: iso.nullable(),
  enrolledAt: iso,
});
export type LearnHomeCourse = z.infer<typeof learnHomeCourseSchema>;
export const learnHomeResponseSchema = z.object({ data: z.object({ courses: z.array(learnHomeCourseSchema) }) });
