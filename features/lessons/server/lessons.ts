// The lesson writes and the builder's lesson with every kind's hooks: what the lesson routes call.
import "server-only";
import * as curriculum from "@/features/curriculum/server";
import type { LessonCreateBody, LessonDetailWithKind, LessonUpdateBody } from "../schema";
import { completeLesson, queueCompletionFollowUps } from "@/features/learn/server";
import { LESSON_KIND_HOOKS } from "./kinds";

/** Each kind's detail hook answers that kind's entry of the detail schema's kind list (../schema.ts). */
const withKindData = (lesson: Parameters<typeof curriculum.withKindData>[1]) => curriculum.withKindData(LESSON_KIND_HOOKS, lesson) as Promise<LessonDetailWithKind>;

export function createLessons(courseId: string, sectionId: string, inputs: Omit<LessonCreateBody, "sectionId">[], now?: Date) {
  return curriculum.createLessons(LESSON_KIND_HOOKS, courseId, sectionId, inputs, now);
}

/** A new lesson at the end of its section, with its kind's data. */
export async function createLesson(courseId: string, input: LessonCreateBody, now?: Date) {
  const { lesson, reachedIds } = await curriculum.createLesson(LESSON_KIND_HOOKS, courseId, input, now);
  return { lesson: await withKindData(lesson), reachedIds };
}

export async function updateLesson(courseId: string, lessonId: string, input: LessonUpdateBody) {
  return withKindData(await curriculum.updateLesson(LESSON_KIND_HOOKS, courseId, lessonId, input));
}

/**
 * Removes the lesson; learners whose course that completed get the congratulation email and the
 * certificate job, both queued in the removal's transaction.
 */
export async function deleteLesson(courseId: string, lessonId: string, { now }: { now?: Date } = {}) {
  const { recomputed } = await curriculum.deleteLesson(LESSON_KIND_HOOKS, courseId, lessonId, now, queueCompletionFollowUps);
  return { recomputed };
}

/** Removes the section with its lessons, with the same follow-up as deleteLesson for those it completed. */
export async function deleteSection(courseId: string, sectionId: string, { now }: { now?: Date } = {}) {
  await curriculum.deleteSection(courseId, sectionId, now, queueCompletionFollowUps);
}

/** A learner's "Mark as complete": refused on a kind that completes by its own rule (a quiz); 100% queues the congratulation and the certificate job. */
export async function markLessonComplete(courseId: string, lessonId: string, user: Parameters<typeof completeLesson>[2]) {
  await refuseManualCompletion(lessonId);
  return completeLesson(courseId, lessonId, user);
}

/** The builder's lesson, with its kind's data. */
export async function getLessonDetail(courseId: string, lessonId: string) {
  return withKindData(await curriculum.getLessonDetail(courseId, lessonId));
}

/** "Mark as complete" on a lesson its kind completes by its own rule (a quiz) is refused. */
export function refuseManualCompletion(lessonId: string) {
  return curriculum.refuseManualCompletion(LESSON_KIND_HOOKS, lessonId);
}
