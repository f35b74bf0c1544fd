// The lesson writes and the builder's lesson with every kind's hooks: what the lesson routes call.
import "server-only";
import * as curriculum from "@/features/curriculum/server";
import type { LessonCreateBody, LessonDetailWithKind, LessonUpdateBody } from "../schema";
import { completeLesson, issueCompletionCertificates, queueCompletionEmails } from "@/features/learn/server";
import { LESSON_KIND_HOOKS } from "./kinds";
import { rightAway, type Later } from "./later";

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
 * Removes the lesson; learners whose course that completed get the congratulation email, queued in
 * the removal's transaction, and their certificate through `later`.
 */
export async function deleteLesson(courseId: string, lessonId: string, { later = rightAway, now }: { later?: Later; now?: Date } = {}) {
  const { recomputed, reachedIds } = await curriculum.deleteLesson(LESSON_KIND_HOOKS, courseId, lessonId, now, queueCompletionEmails);
  await later(() => issueCompletionCertificates(reachedIds));
  return { recomputed };
}

/** Removes the section with its lessons, mailing those it completed as deleteLesson does. */
export async function deleteSection(courseId: string, sectionId: string, { later = rightAway, now }: { later?: Later; now?: Date } = {}) {
  const { reached } = await curriculum.deleteSection(courseId, sectionId, now, queueCompletionEmails);
  await later(() => issueCompletionCertificates(reached.map((r) => r.id)));
}

/** A learner's "Mark as complete": refused on a kind that completes by its own rule (a quiz); 100% queues the congratulation (in the completion's transaction) and issues the certificate. */
export async function markLessonComplete(courseId: string, lessonId: string, user: Parameters<typeof completeLesson>[2], { later = rightAway }: { later?: Later } = {}) {
  await refuseManualCompletion(lessonId);
  const result = await completeLesson(courseId, lessonId, user);
  if (result.newlyCompleted) await later(() => issueCompletionCertificates([result.enrollmentId]));
  return result;
}

/** The builder's lesson, with its kind's data. */
export async function getLessonDetail(courseId: string, lessonId: string) {
  return withKindData(await curriculum.getLessonDetail(courseId, lessonId));
}

/** "Mark as complete" on a lesson its kind completes by its own rule (a quiz) is refused. */
export function refuseManualCompletion(lessonId: string) {
  return curriculum.refuseManualCompletion(LESSON_KIND_HOOKS, lessonId);
}
