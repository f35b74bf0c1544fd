// Shapes shared by every feature: ids, pagination, the option lists (docs/product.md §3).
import { z } from "zod";

/** The four original types, then the Moodle types a question bank brings along (docs/domain/questions.md). */
export const QUESTION_TYPES = ["multiple-choice", "true-false", "essay", "code", "short-answer", "numerical", "matching", "description"] as const;
/** How a question's text is written: plain text, Markdown, HTML (sanitized when shown) or Moodle's auto-format. */
export const TEXT_FORMATS = ["plain", "markdown", "html", "moodle"] as const;
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const QUESTION_CATEGORIES = ["React", "JavaScript", "CSS", "Python", "Data Science", "UI/UX"] as const;
export const COURSE_CATEGORIES = ["Web Development", "Data Science", "Design", "Programming", "Marketing", "Business"] as const;
export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export const COURSE_STATUSES = ["published", "draft", "archived"] as const;

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

/** Route ids are cuids; anything else is rejected before it reaches the database. */
export const idSchema = z
  .string()
  .trim()
  .min(1, "Id is required")
  .max(64, "Id is too long")
  .regex(/^[A-Za-z0-9_-]+$/, "Id is malformed");

export const idParamsSchema = z.object({ id: idSchema });

/** Why staff did something the record must explain (revoking a certificate, giving a course for free). */
export const requiredReasonSchema = z
  .string("Please give a reason")
  .trim()
  .min(1, { message: "Please give a reason", abort: true })
  .min(3, "Reason must be at least 3 characters")
  .max(500, "Reason must be at most 500 characters");

/** The longest search a list accepts (search boxes stop there). */
export const SEARCH_MAX_LENGTH = 200;

export const paginationSchema = z.object({
  page: z.coerce.number().int("Page must be a whole number").min(1, "Page must be at least 1").default(DEFAULT_PAGE),
  limit: z.coerce
    .number()
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(MAX_LIMIT, `Limit must be at most ${MAX_LIMIT}`)
    .default(DEFAULT_LIMIT),
  search: z.string().trim().max(SEARCH_MAX_LENGTH, "Search is too long").optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const bulkIdsSchema = z.object({
  ids: z.array(idSchema, "ids must be a list of ids").min(1, "Select at least one item").max(500, "At most 500 ids at a time"),
});

/** An optional string that treats "" and "all" as absent (the 'All' option of a filter). */
export function optionalFilter<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (v) => (v === "" || v === "all" || v === "All" ? undefined : v),
    z.enum(values).optional(),
  );
}

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A list's `sort` (one of its sortable columns; anything else is a 422) and `order` (asc or desc;
 * without it each column has its natural direction). Spread into a list query schema.
 */
export function sortFields<const T extends readonly [string, ...string[]]>(columns: T, fallback: T[number]) {
  return {
    sort: z.enum(columns, `Sort must be one of ${columns.join(", ")}`).default(fallback as never) as unknown as z.ZodDefault<z.ZodEnum<{ [K in T[number]]: K }>>,
    order: z.enum(SORT_ORDERS, "Order must be asc or desc").optional(),
  };
}
