// A lesson as the API takes and answers it: the lesson's own fields (features/curriculum) and each
// kind's body under the kind's name. A kind with a body of its own adds its schemas to both lists
// (docs/adding-a-feature.md, "Lesson kinds").
import { z } from "zod";
import { baseLessonCreateSchema, baseLessonDetailSchema, type LessonKind } from "@/features/curriculum";
import { quizBuilderSchema, quizSettingsSchema } from "@/features/quizzes";

type KindSchemas = { [K in LessonKind]?: z.ZodType };

/** Each kind's body in a lesson's input, which its hooks require when the lesson is of that kind. */
const KIND_INPUTS = {
  /** A quiz lesson's settings and slots (required when kind is "quiz"; docs/domain/quizzes.md). */
  quiz: quizSettingsSchema.optional(),
} satisfies KindSchemas;

/** Each kind's data in the builder's lesson. */
const KIND_DETAILS = {
  /** A quiz lesson's settings, with each random draw's pool size. */
  quiz: quizBuilderSchema.nullable().optional(),
} satisfies KindSchemas;

export const lessonCreateSchema = baseLessonCreateSchema.extend(KIND_INPUTS);
export type LessonCreateBody = z.output<typeof lessonCreateSchema>;

export const lessonUpdateSchema = lessonCreateSchema.omit({ sectionId: true }).partial();
export type LessonUpdateBody = z.output<typeof lessonUpdateSchema>;

/** The builder's full lesson: POST/GET/PUT …/lessons/{lessonId} and the upload → { data: { lesson } }. */
export const lessonDetailSchema = baseLessonDetailSchema.extend(KIND_DETAILS);
export type LessonDetailWithKind = z.infer<typeof lessonDetailSchema>;
export const lessonResponseSchema = z.object({ data: z.object({ lesson: lessonDetailSchema }) });
