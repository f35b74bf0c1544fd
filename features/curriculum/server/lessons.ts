// Adding, changing and removing lessons, and attaching an uploaded video or file. Adding or
// removing a lesson changes every enrollment's progress, recomputed in the same transaction. What a
// kind keeps of its own (a quiz's settings) is written by its hooks, from the registry passed in.
import "server-only";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { recomputeCourse } from "@/features/figures/server";
import { newLessonKey, storage, StorageTooLargeError } from "@/lib/storage";
import {
  BLOCKED_FILE_EXTENSIONS,
  isBlockedFileType,
  VIDEO_MIME_TYPES,
  type LessonCreateInput,
  type LessonDetail,
  type LessonUpdateInput,
} from "../schema";
import { DomainError, notFound, validationFailed } from "@/lib/errors/domain";
import { lessonKind, type KindBodies } from "../lesson-kinds";
import { bodyOf, hooksOf, type LessonKindRegistry, type OnReached } from "./kind-hooks";
import { getLessonDetail, LESSON_DETAIL_SELECT, toLessonDetail } from "./read";

/** Lessons added at the end of a section, in order, in one transaction that recomputes progress once. */
export async function createLessons(kinds: LessonKindRegistry, courseId: string, sectionId: string, inputs: (Omit<LessonCreateInput, "sectionId"> & KindBodies)[], now = new Date()): Promise<{ lessons: LessonDetail[]; reachedIds: string[] }> {
  const section = await prisma.section.findFirst({ where: { id: sectionId, courseId }, select: { id: true } });
  if (!section) {
    throw validationFailed({ sectionId: ["The section is not part of this course"] });
  }
  for (const input of inputs) await hooksOf(kinds, input.kind).prepare?.(bodyOf(input, input.kind));
  const { rows, reached } = await prisma.$transaction(async (tx) => {
    const last = await tx.lesson.findFirst({ where: { sectionId: section.id }, orderBy: { position: "desc" }, select: { position: true } });
    const start = (last?.position ?? -1) + 1;
    const rows = await tx.lesson.createManyAndReturn({
      data: inputs.map((input, i) => ({
        courseId,
        sectionId: section.id,
        title: input.title,
        kind: input.kind,
        position: start + i,
        isPreview: input.isPreview ?? false,
        durationMinutes: input.durationMinutes ?? null,
        content: input.content ?? "",
        videoUrl: lessonKind(input.kind).media === "video" ? (input.videoUrl ?? null) : null,
      })),
      select: LESSON_DETAIL_SELECT,
    });
    for (const row of rows) await hooksOf(kinds, row.kind).create?.(tx, { courseId, lessonId: row.id }, bodyOf(inputs[row.position - start], row.kind));
    const reached = await recomputeCourse(tx, courseId, now);
    return { rows: rows.sort((x, y) => x.position - y.position), reached };
  });
  return { lessons: rows.map((row) => toLessonDetail(row, 0)), reachedIds: reached.map((r) => r.id) };
}

export async function createLesson(kinds: LessonKindRegistry, courseId: string, input: LessonCreateInput & KindBodies, now = new Date()): Promise<{ lesson: LessonDetail; reachedIds: string[] }> {
  const { sectionId, ...rest } = input;
  const { lessons, reachedIds } = await createLessons(kinds, courseId, sectionId, [rest], now);
  return { lesson: lessons[0], reachedIds };
}

async function findLesson(courseId: string, lessonId: string) {
  const row = await prisma.lesson.findFirst({ where: { id: lessonId, courseId }, select: { id: true, kind: true, storageKey: true, sectionId: true, position: true } });
  if (!row) throw notFound("Lesson not found");
  return row;
}

export async function updateLesson(kinds: LessonKindRegistry, courseId: string, lessonId: string, input: LessonUpdateInput & KindBodies): Promise<LessonDetail> {
  const current = await findLesson(courseId, lessonId);
  const kind = input.kind ?? current.kind;
  const kindChanged = kind !== current.kind;
  const video = lessonKind(kind).media === "video";
  // An upload belongs to the kind it was made for; a new video link replaces an uploaded video.
  const dropMedia = current.storageKey !== null && (kindChanged || (video && input.videoUrl));
  // The kind's body first (it may refuse), then the rows of the kind the lesson leaves.
  await hooksOf(kinds, kind).update?.({ courseId, lessonId }, bodyOf(input, kind));
  if (kindChanged) await hooksOf(kinds, current.kind).remove?.(prisma, lessonId);
  await prisma.lesson.update({
    where: { id: lessonId },
    data: {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.kind !== undefined && { kind }),
      ...(input.content !== undefined && { content: input.content }),
      ...(input.isPreview !== undefined && { isPreview: input.isPreview }),
      ...(input.durationMinutes !== undefined && { durationMinutes: input.durationMinutes }),
      ...(!video ? (kindChanged ? { videoUrl: null } : {}) : input.videoUrl !== undefined ? { videoUrl: input.videoUrl } : {}),
      ...(dropMedia && { storageKey: null, fileName: null, mimeType: null, fileSize: null }),
    },
  });
  if (dropMedia && current.storageKey) await storage().remove(current.storageKey);
  return getLessonDetail(courseId, lessonId);
}

/**
 * Removes the lesson (and its completions); returns how many enrollments were recomputed.
 * `onReached` runs in the transaction with the enrollments this completed (their emails are queued there).
 */
export async function deleteLesson(kinds: LessonKindRegistry, courseId: string, lessonId: string, now = new Date(), onReached?: OnReached) {
  const current = await findLesson(courseId, lessonId);
  const result = await prisma.$transaction(async (tx) => {
    const recomputed = await tx.enrollment.count({ where: { courseId } });
    await hooksOf(kinds, current.kind).remove?.(tx, lessonId);
    await tx.lesson.delete({ where: { id: lessonId } });
    await tx.lesson.updateMany({ where: { sectionId: current.sectionId, position: { gt: current.position } }, data: { position: { decrement: 1 } } });
    const reachedIds = (await recomputeCourse(tx, courseId, now)).map((r) => r.id);
    if (reachedIds.length > 0) await onReached?.(tx, reachedIds);
    return { recomputed, reachedIds };
  });
  if (current.storageKey) await storage().remove(current.storageKey);
  return result;
}

/**
 * Refuses "Mark as complete" on a lesson its kind completes by its own rule (the kind's hook throws:
 * a quiz is completed by passing it). Checked before anything else about the learner.
 */
export async function refuseManualCompletion(kinds: LessonKindRegistry, lessonId: string): Promise<void> {
  const lesson = await prisma.lesson.findUnique({ where: { id: lessonId }, select: { kind: true } });
  if (lesson) await hooksOf(kinds, lesson.kind).refuseManualCompletion?.(lessonId);
}

export type UploadInput = { body: ReadableStream<Uint8Array> | null; contentType: string | null; fileName: string | null; contentLength: number | null };

const cleanType = (value: string | null) => (value ?? "").split(";")[0].trim().toLowerCase();

/** Streams an upload to storage under the kind's size cap and attaches it to the lesson. */
export async function attachMedia(courseId: string, lessonId: string, input: UploadInput): Promise<LessonDetail> {
  const lesson = await findLesson(courseId, lessonId);
  const env = getEnv();
  const fileName = (input.fileName ?? "").replace(/[\u0000-\u001f\u007f/\\]/g, "").trim().slice(0, 200);
  const type = cleanType(input.contentType);
  const media = lessonKind(lesson.kind).media;
  if (!media) throw validationFailed({ kind: ["Only video and file lessons take an upload"] });
  if (!fileName) throw validationFailed({ fileName: ["Send the file name in X-Filename"] });
  if (media === "video" && !(VIDEO_MIME_TYPES as readonly string[]).includes(type)) {
    throw new DomainError("UNSUPPORTED_MEDIA_TYPE", "Videos must be MP4, WebM or Ogg files");
  }
  if (media === "file" && (isBlockedFileType(type) || BLOCKED_FILE_EXTENSIONS.test(fileName) || !/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(type || "x/x"))) {
    throw new DomainError("UNSUPPORTED_MEDIA_TYPE", "Web pages, SVG images, XML files and scripts cannot be attached");
  }
  const limit = media === "video" ? env.UPLOAD_MAX_VIDEO_BYTES : env.UPLOAD_MAX_FILE_BYTES;
  const tooLarge = () => new DomainError("PAYLOAD_TOO_LARGE", `The file is too large (limit ${Math.round(limit / (1024 * 1024))} MB)`);
  if (input.contentLength !== null && input.contentLength > limit) throw tooLarge();
  if (!input.body) throw validationFailed({ file: ["The upload is empty"] });
  const key = newLessonKey(courseId);
  let size: number;
  try {
    ({ size } = await storage().put(key, input.body, limit));
  } catch (error) {
    if (error instanceof StorageTooLargeError) throw tooLarge();
    throw error;
  }
  if (size === 0) {
    await storage().remove(key);
    throw validationFailed({ file: ["The upload is empty"] });
  }
  const mimeType = type || "application/octet-stream";
  await prisma.lesson.update({
    where: { id: lessonId },
    data: { storageKey: key, fileName, mimeType, fileSize: size, ...(media === "video" && { videoUrl: null }) },
  });
  if (lesson.storageKey) await storage().remove(lesson.storageKey);
  return getLessonDetail(courseId, lessonId);
}
