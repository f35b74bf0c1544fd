// The learner's side: their courses, a course's outline with progress, and a lesson.
import { z } from "zod";
import { LESSON_KINDS } from "../curriculum";
import { dataResponse, isoDate, nullableDate } from "./common";

const kind = z.enum(LESSON_KINDS);
const lock = { locked: z.boolean(), unlocksAt: nullableDate, lockReason: z.string().nullable() };

export const myCoursesResponse = dataResponse({
  courses: z.array(
    z.object({
      courseId: z.string(),
      title: z.string(),
      thumbnail: z.string().nullable(),
      progress: z.number(),
      completedAt: nullableDate,
      resumeLessonId: z.string().nullable(),
      resumeLessonTitle: z.string().nullable(),
      lastAccessedAt: nullableDate,
      enrolledAt: isoDate,
    }),
  ),
});

export const learnCourseResponse = dataResponse({
  course: z.object({ id: z.string(), title: z.string(), thumbnail: z.string().nullable() }),
  enrolled: z.boolean(),
  progress: z.number(),
  completedAt: nullableDate,
  resumeLessonId: z.string().nullable(),
  lessonCount: z.number(),
  completedCount: z.number(),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      ...lock,
      lessons: z.array(z.object({ id: z.string(), title: z.string(), kind, durationMinutes: z.number(), isPreview: z.boolean(), completed: z.boolean(), ...lock })),
    }),
  ),
});
