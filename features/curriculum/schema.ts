// A course's curriculum: sections and lessons, as the builder edits them and the course page lists
// them. Input schemas (shared by the builder's forms and the handlers) and response schemas (the
// types the UI reads are inferred from them).
import { z } from "zod";
import { idSchema } from "@/lib/validation/common";
import { LESSON_KIND_NAMES, LESSON_KINDS, type LessonKind } from "./lesson-kinds";

export { LESSON_KINDS, type LessonKind };

export const MAX_CONTENT_CHARS = 100_000;
export const MAX_UNLOCK_DAYS = 3650;
export const MAX_LESSON_MINUTES = 6000;

/** Uploaded videos play in an HTML5 <video>: only the formats browsers play natively. */
export const VIDEO_MIME_TYPES = ["video/mp4", "video/webm", "video/ogg"] as const;
/**
 * File lessons take any type except those a browser would run as a page or script: HTML, SVG,
 * JavaScript, and XML of any kind (an XML document can carry XHTML with scripts, or name an XSLT
 * stylesheet that writes a page). They are refused by type and by name.
 */
export const BLOCKED_FILE_TYPES = [
  "text/html",
  "application/xhtml+xml",
  "image/svg+xml",
  "text/javascript",
  "application/javascript",
  "application/x-javascript",
  "application/ecmascript",
  "text/ecmascript",
  "text/xml",
  "application/xml",
  "text/xsl",
  "application/xslt+xml",
] as const;
export const BLOCKED_FILE_EXTENSIONS = /\.(html?|xht(ml)?|svgz?|m?js|cjs|mjs|xml|xsl|xslt)$/i;

/** A type the upload refuses: one of the list, or any XML dialect (`…/…+xml`: RSS, Atom, MathML, …). */
export function isBlockedFileType(type: string): boolean {
  return (BLOCKED_FILE_TYPES as readonly string[]).includes(type) || /\+xml$/.test(type);
}

/** A YouTube or Vimeo page URL → its privacy-enhanced embed URL, or null when it is neither. */
export function toEmbedUrl(videoUrl: string | null | undefined): string | null {
  if (!videoUrl) return null;
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^www\.|^m\./, "");
  const youTubeId = /^[A-Za-z0-9_-]{6,20}$/;
  let id: string | null = null;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else id = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  } else if (host === "youtu.be") {
    id = url.pathname.slice(1).split("/")[0] ?? null;
  }
  if (id !== null) return youTubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vimeo = /^\/(?:video\/)?(\d{1,12})(?:\/([A-Za-z0-9]{1,20}))?\/?$/.exec(url.pathname);
    if (!vimeo) return null;
    const hash = vimeo[2] ?? url.searchParams.get("h");
    return `https://player.vimeo.com/video/${vimeo[1]}?dnt=1${hash && /^[A-Za-z0-9]{1,20}$/.test(hash) ? `&h=${hash}` : ""}`;
  }
  return null;
}

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

const titleSchema = z
  .string("Title is required")
  .trim()
  .min(1, "Title is required")
  .max(200, "Title must be at most 200 characters");

const videoUrlSchema = z.preprocess(
  blankToNull,
  z
    .string("Video link must be a YouTube or Vimeo address")
    .trim()
    .max(500, "Video link is too long")
    .refine((v) => toEmbedUrl(v) !== null, "Video link must be a YouTube or Vimeo address")
    .nullable(),
);

const durationSchema = z.preprocess(
  blankToNull,
  z.coerce
    .number("Duration must be a whole number of minutes")
    .int("Duration must be a whole number of minutes")
    .min(0, "Duration cannot be negative")
    .max(MAX_LESSON_MINUTES, `Duration must be at most ${MAX_LESSON_MINUTES} minutes`)
    .nullable(),
);

const unlockAfterDaysSchema = z.preprocess(
  blankToNull,
  z.coerce
    .number("Days must be a whole number")
    .int("Days must be a whole number")
    .min(0, "Days cannot be negative")
    .max(MAX_UNLOCK_DAYS, `Days must be at most ${MAX_UNLOCK_DAYS}`)
    .nullable(),
);

const contentSchema = z.string("Content must be text").max(MAX_CONTENT_CHARS, `Content must be at most ${MAX_CONTENT_CHARS.toLocaleString("en-US")} characters`);

// ─── Inputs ──────────────────────────────────────────────────────────────────────────────────────

export const sectionCreateSchema = z.object({
  title: titleSchema,
  unlockAfterDays: unlockAfterDaysSchema.optional(),
  requiresPrevious: z.boolean("requiresPrevious must be true or false").optional(),
});
export type SectionCreateInput = z.output<typeof sectionCreateSchema>;

export const sectionUpdateSchema = sectionCreateSchema.partial();
export type SectionUpdateInput = z.output<typeof sectionUpdateSchema>;

/**
 * A lesson's own fields. The routes declare features/lessons/schema.ts's schemas, which add each
 * kind's body under the kind's name (`quiz: {…}`); a parse with this one alone would drop it.
 */
export const baseLessonCreateSchema = z.object({
  sectionId: idSchema,
  title: titleSchema,
  kind: z.enum(LESSON_KINDS, `Kind must be ${LESSON_KIND_NAMES}`),
  content: contentSchema.optional(),
  videoUrl: videoUrlSchema.optional(),
  isPreview: z.boolean("isPreview must be true or false").optional(),
  durationMinutes: durationSchema.optional(),
});
export type LessonCreateInput = z.output<typeof baseLessonCreateSchema>;
export type LessonUpdateInput = Partial<Omit<LessonCreateInput, "sectionId">>;

/** The whole order at once: every section of the course, each with every lesson it should hold. */
export const curriculumOrderSchema = z.object({
  sections: z
    .array(
      z.object({
        id: idSchema,
        lessonIds: z.array(idSchema, "lessonIds must be a list of ids").max(1000, "At most 1000 lessons in a section"),
      }),
      "sections must be a list",
    )
    .max(200, "At most 200 sections"),
});
export type CurriculumOrderInput = z.output<typeof curriculumOrderSchema>;

export const sectionParamsSchema = z.object({ id: idSchema, sectionId: idSchema });
export const lessonParamsSchema = z.object({ id: idSchema, lessonId: idSchema });

// ─── Responses ───────────────────────────────────────────────────────────────────────────────────

export const curriculumLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  position: z.number().int(),
  isPreview: z.boolean(),
  durationMinutes: z.number().int().nullable(),
});
export type CurriculumLesson = z.infer<typeof curriculumLessonSchema>;

export const curriculumSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number().int(),
  unlockAfterDays: z.number().int().nullable(),
  requiresPrevious: z.boolean(),
  lessons: z.array(curriculumLessonSchema),
});
export type CurriculumSection = z.infer<typeof curriculumSectionSchema>;

/** GET /api/courses/{id}/curriculum and PUT …/curriculum/order → { data: CurriculumData }. */
export const curriculumDataSchema = z.object({
  sections: z.array(curriculumSectionSchema),
  totalMinutes: z.number().int(),
  lessonCount: z.number().int(),
});
export type CurriculumData = z.infer<typeof curriculumDataSchema>;
export const curriculumResponseSchema = z.object({ data: curriculumDataSchema });

/** POST/PUT …/sections → { data: { section } } (the section with its lessons). */
export const sectionResponseSchema = z.object({ data: z.object({ section: curriculumSectionSchema }) });

/** What a lesson shows, in the builder and in the player alike. */
export const lessonContentShape = {
  /** Markdown (text lessons); "" otherwise. */
  content: z.string(),
  /** The YouTube/Vimeo page URL of an external video. */
  videoUrl: z.string().nullable(),
  /** youtube-nocookie.com/embed/… or player.vimeo.com/video/…?dnt=1, computed from videoUrl. */
  embedUrl: z.string().nullable(),
  /** Our serving URL of an uploaded video or file (GET /api/learn/{courseId}/lessons/{lessonId}/media, range requests supported). */
  mediaUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  mimeType: z.string().nullable(),
};

/**
 * The builder's lesson as this room writes and reads it. The API's lesson adds each kind's own data
 * under the kind's name (a quiz's settings): features/lessons/schema.ts composes the schemas the
 * routes declare from these and each kind's.
 */
export const baseLessonDetailSchema = curriculumLessonSchema.extend({
  sectionId: z.string(),
  ...lessonContentShape,
  /** Learners who completed it: the builder's delete confirmation says how many. */
  completedCount: z.number().int(),
});
export type LessonDetail = z.infer<typeof baseLessonDetailSchema>;

/** DELETE …/lessons/{lessonId} → how many enrollments had their progress recomputed. */
export const lessonDeleteResponseSchema = z.object({ message: z.string(), data: z.object({ recomputedEnrollments: z.number().int() }) });

/** The public course page: GET /api/courses/{id}/outline (published courses only). */
export const publicOutlineLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  durationMinutes: z.number().int().nullable(),
  isPreview: z.boolean(),
});
export const publicOutlineSchema = z.object({
  sections: z.array(z.object({ id: z.string(), title: z.string(), lessons: z.array(publicOutlineLessonSchema) })),
  totalMinutes: z.number().int(),
  lessonCount: z.number().int(),
});
export type PublicOutline = z.infer<typeof publicOutlineSchema>;
export const publicOutlineResponseSchema = z.object({ data: publicOutlineSchema });
