// Adding, changing and removing lessons, and attaching an uploaded video or file. Adding or
// removing a lesson changes every enrollment's progress, recomputed in the same transaction.
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
import { LearningError } from "./errors";
import { applyQuizEdit, deleteQuizData, prepareQuiz, saveQuiz } from "@/features/quizzes/server";
import { getLessonDetail, LESSON_DETAIL_SELECT, toLessonDetail } from "./read";

/** Lessons added at the end of a section, in order, in one transaction that recomputes progress once. */
export async function createLessons(courseId: string, sectionId: string, inputs: Omit<LessonCreateInput, "sectionId">[], now = new Date()): Promise<{ lessons: LessonDetail[]; reachedIds: string[] }> {
  const section = await prisma.section.findFirst({ where: { id: sectionId, courseId }, select: { id: true } });
  if (!section) {
    throw new LearningError("invalid_lesson", "The section is not part of this course", { errors: { sectionId: ["The section is not part of this course"] } });
  }
  for (const input of inputs) await prepareQuiz(input.kind, input.quiz);
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
        videoUrl: input.kind === "video" ? (input.videoUrl ?? null) : null,
      })),
      select: LESSON_DETAIL_SELECT,
    });
    for (const row of rows) {
      const quiz = inputs[row.position - start].quiz;
      if (row.kind === "quiz" && quiz) await saveQuiz(tx, courseId, row.id, quiz);
    }
    const reached = await recomputeCourse(tx, courseId, now);
    return { rows: rows.sort((x, y) => x.position - y.position), reached };
  });
  return { lessons: rows.map((row) => toLessonDetail(row, 0)), reachedIds: reached.map((r) => r.id) };
}

export async function createLesson(courseId: string, input: LessonCreateInput, now = new Date()): Promise<{ lesson: LessonDetail; reachedIds: string[] }> {
  const { sectionId, ...rest } = input;
  const { lessons, reachedIds } = await createLessons(courseId, sectionId, [rest], now);
  return { lesson: lessons[0], reachedIds };
}

async function findLesson(courseId: string, lessonId: string) {
  const row = await prisma.lesson.findFirst({ where: { id: lessonId, courseId }, select: { id: true, kind: true, storageKey: true, sectionId: true, position: true } });
  if (!row) throw new LearningError("lesson_not_found", "Lesson not found");
  return row;
}

export async function updateLesson(courseId: string, lessonId: string, input: LessonUpdateInput): Promise<LessonDetail> {
  const current = await findLesson(courseId, lessonId);
  const kind = input.kind ?? current.kind;
  const kindChanged = kind !== current.kind;
  // An upload belongs to the kind it was made for; a new video link replaces an uploaded video.
  const dropMedia = current.storageKey !== null && (kindChanged || (kind === "video" && input.videoUrl));
  await applyQuizEdit(courseId, lessonId, current.kind, kind, input.quiz);
  await prisma.lesson.update({
    where: { id: lessonId },
    data: {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.kind !== undefined && { kind }),
      ...(input.content !== undefined && { content: input.content }),
      ...(input.isPreview !== undefined && { isPreview: input.isPreview }),
      ...(input.durationMinutes !== undefined && { durationMinutes: input.durationMinutes }),
      ...(kind !== "video" ? (kindChanged ? { videoUrl: null } : {}) : input.videoUrl !== undefined ? { videoUrl: input.videoUrl } : {}),
      ...(dropMedia && { storageKey: null, fileName: null, mimeType: null, fileSize: null }),
    },
  });
  if (dropMedia && current.storageKey) await storage().remove(current.storageKey);
  return getLessonDetail(courseId, lessonId);
}

/** Removes the lesson (and its completions); returns how many enrollments were recomputed. */
export async function deleteLesson(courseId: string, lessonId: string, now = new Date()) {
  const current = await findLesson(courseId, lessonId);
  const result = await prisma.$transaction(async (tx) => {
    const recomputed = await tx.enrollment.count({ where: { courseId } });
    await deleteQuizData(tx, lessonId);
    await tx.lesson.delete({ where: { id: lessonId } });
    await tx.lesson.updateMany({ where: { sectionId: current.sectionId, position: { gt: current.position } }, data: { position: { decrement: 1 } } });
    const reached = await recomputeCourse(tx, courseId, now);
    return { recomputed, reachedIds: reached.map((r) => r.id) };
  });
  if (current.storageKey) await storage().remove(current.storageKey);
  return result;
}

export type UploadInput = { body: ReadableStream<Uint8Array> | null; contentType: string | null; fileName: string | null; contentLength: number | null };

const cleanType = (value: string | null) => (value ?? "").split(";")[0].trim().toLowerCase();

/** Streams an upload to storage under the kind's size cap and attaches it to the lesson. */
export async function attachMedia(courseId: string, lessonId: string, input: UploadInput): Promise<LessonDetail> {
  const lesson = await findLesson(courseId, lessonId);
  const env = getEnv();
  const fileName = (input.fileName ?? "").replace(/[\u0000-\u001f\u007f/\\]/g, "").trim().slice(0, 200);
  const type = cleanType(input.contentType);
  if (lesson.kind === "text" || lesson.kind === "quiz") {
    throw new LearningError("invalid_lesson", "Only video and file lessons take an upload", { errors: { kind: ["Only video and file lessons take an upload"] } });
  }
  if (!fileName) throw new LearningError("invalid_lesson", "Send the file name in X-Filename", { errors: { fileName: ["Send the file name in X-Filename"] } });
  if (lesson.kind === "video" && !(VIDEO_MIME_TYPES as readonly string[]).includes(type)) {
    throw new LearningError("unsupported_media", "Videos must be MP4, WebM or Ogg files");
  }
  if (lesson.kind === "file" && (isBlockedFileType(type) || BLOCKED_FILE_EXTENSIONS.test(fileName) || !/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(type || "x/x"))) {
    throw new LearningError("unsupported_media", "Web pages, SVG images, XML files and scripts cannot be attached");
  }
  const limit = lesson.kind === "video" ? env.UPLOAD_MAX_VIDEO_BYTES : env.UPLOAD_MAX_FILE_BYTES;
  const tooLarge = () => new LearningError("too_large", `The file is too large (limit ${Math.round(limit / (1024 * 1024))} MB)`, { limit });
  if (input.contentLength !== null && input.contentLength > limit) throw tooLarge();
  if (!input.body) throw new LearningError("invalid_lesson", "The upload is empty", { errors: { file: ["The upload is empty"] } });
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
    throw new LearningError("invalid_lesson", "The upload is empty", { errors: { file: ["The upload is empty"] } });
  }
  const mimeType = type || "application/octet-stream";
  await prisma.lesson.update({
    where: { id: lessonId },
    data: { storageKey: key, fileName, mimeType, fileSize: size, ...(lesson.kind === "video" && { videoUrl: null }) },
  });
  if (lesson.storageKey) await storage().remove(lesson.storageKey);
  return getLessonDetail(courseId, lessonId);
}
