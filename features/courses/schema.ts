// The course form and the /api/courses inputs (docs/product.md §5), and what those handlers answer. One
// schema serves the form's zodResolver and the route handlers, so a rule's message is the same whichever
// side catches the mistake.
import { z } from "zod";
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_STATUSES, optionalFilter, paginationSchema } from "@/lib/validation/common";
import { dataResponse, isoDate, listResponse } from "@/lib/api/response-schemas";

export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const MAX_PRICE = 100_000;
export const MAX_TAGS = 10;

/** The images bundled in public/images/courses, one per course category (docs/product.md §3) ("Web Development" → web-development.svg, "Web development"). */
export const BUNDLED_THUMBNAILS = COURSE_CATEGORIES.map((category) => ({
  src: `/images/courses/${category.toLowerCase().replaceAll(" ", "-")}.svg`,
  label: category[0] + category.slice(1).toLowerCase(),
}));

/** Where uploaded thumbnails are served from; names are random hex, so they never collide or traverse. */
export const UPLOADED_THUMBNAIL_PREFIX = "/api/uploads/courses/";
export const UPLOAD_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

export function isAllowedThumbnail(value: string): boolean {
  if (BUNDLED_THUMBNAILS.some((t) => t.src === value)) return true;
  return value.startsWith(UPLOADED_THUMBNAIL_PREFIX) && UPLOAD_FILE_NAME.test(value.slice(UPLOADED_THUMBNAIL_PREFIX.length));
}

/** docs/product.md §4: Draft → Published → Archived → Draft. The one next status from each. */
export const NEXT_STATUS: Record<CourseStatus, CourseStatus> = {
  draft: "published",
  published: "archived",
  archived: "draft",
};

export const STATUS_LABELS: Record<CourseStatus, string> = { published: "Published", draft: "Draft", archived: "Archived" };
export const LEVEL_LABELS: Record<CourseLevel, string> = { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" };

const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** Dollars from a number input ("79.99") or JSON (79.99); "" and NaN fail with the field's message. */
function dollars(message: string) {
  return z
    .union([z.number(), z.string()], message)
    .transform((v) => (typeof v === "string" ? (v.trim() === "" ? Number.NaN : Number(v.trim())) : v))
    .pipe(
      z
        .number(message)
        .min(0, message)
        .max(MAX_PRICE, `Price must be at most $${MAX_PRICE.toLocaleString("en-US")}`)
        .refine(hasAtMostTwoDecimals, "Prices have at most 2 decimal places (cents)"),
    );
}

const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);

/** Tags: a list, or the form's comma-separated text; trimmed, blanks dropped, duplicates removed. */
const tagsSchema = z
  .union([z.array(z.string("Tags must be text")), z.string()], "Tags must be a list of words")
  .transform((v) => {
    const raw = typeof v === "string" ? v.split(",") : v;
    const seen = new Set<string>();
    const tags: string[] = [];
    for (const tag of raw.map((t) => t.trim()).filter(Boolean)) {
      if (!seen.has(tag.toLowerCase())) {
        seen.add(tag.toLowerCase());
        tags.push(tag);
      }
    }
    return tags;
  })
  .pipe(
    z
      .array(z.string().max(40, "Each tag must be at most 40 characters"))
      .max(MAX_TAGS, `At most ${MAX_TAGS} tags`),
  );

const courseFields = z.object({
  title: z
    .string("Title must be at least 5 characters")
    .trim()
    .min(5, "Title must be at least 5 characters")
    .max(120, "Title must be at most 120 characters"),
  description: z
    .string("Description must be at least 20 characters")
    .trim()
    .min(20, "Description must be at least 20 characters")
    .max(5000, "Description must be at most 5000 characters"),
  category: z.enum(COURSE_CATEGORIES, "Category is required"),
  level: z.enum(COURSE_LEVELS, "Please select difficulty level"),
  price: dollars("Price must be a positive number"),
  originalPrice: z.preprocess(blankToNull, dollars("Original price must be a positive number").nullable()).optional(),
  duration: z.string("Duration is required").trim().min(1, "Duration is required").max(50, "Duration must be at most 50 characters"),
  instructor: z
    .string("Instructor is required")
    .trim()
    .min(1, "Instructor is required")
    .max(100, "Instructor must be at most 100 characters"),
  instructorAvatar: z
    .preprocess(
      blankToNull,
      z
        .string("Instructor avatar must be a link")
        .trim()
        .max(500, "Instructor avatar link is too long")
        .refine((v) => /^https?:\/\//.test(v) || /^\/(?!\/)/.test(v), "Instructor avatar must be a web address or a path")
        .nullable(),
    )
    .optional(),
  thumbnail: z
    .preprocess(
      blankToNull,
      z.string("Choose a bundled image or upload one").refine(isAllowedThumbnail, "Choose a bundled image or upload one").nullable(),
    )
    .optional(),
  tags: tagsSchema.optional(),
});

export const ORIGINAL_PRICE_BELOW_PRICE = "Original price must be at least the price (it is shown struck out beside it)";

/** The struck-out original price is a discount's "before": never below the price. */
export function originalPriceBelowPrice(price: number | undefined, originalPrice: number | null | undefined): boolean {
  return price != null && originalPrice != null && Math.round(originalPrice * 100) < Math.round(price * 100);
}

function checkOriginalPrice(value: { price?: number; originalPrice?: number | null }, ctx: z.RefinementCtx) {
  // Only between two otherwise valid prices: a negative or too large one already has its message.
  const valid = (n: number | null | undefined) => n != null && Number.isFinite(n) && n >= 0 && n <= MAX_PRICE;
  if (valid(value.price) && valid(value.originalPrice) && originalPriceBelowPrice(value.price, value.originalPrice)) {
    ctx.addIssue({ code: "custom", path: ["originalPrice"], message: ORIGINAL_PRICE_BELOW_PRICE });
  }
}

/** The course form and POST /api/courses. */
export const courseSchema = courseFields.superRefine(checkOriginalPrice);

export type CourseInput = z.output<typeof courseSchema>;

/** PUT /api/courses/[id]: any subset of the form's fields (a lone price is checked against the stored one in lib/data). */
export const courseUpdateSchema = courseFields.partial().superRefine(checkOriginalPrice);
export type CourseUpdateInput = z.output<typeof courseUpdateSchema>;

/** What the form holds before parsing: every field as the text its input shows. */
export type CourseFormValues = {
  title: string;
  description: string;
  category: string;
  level: string;
  price: string;
  originalPrice: string;
  duration: string;
  instructor: string;
  tags: string;
  thumbnail: string;
};

export const courseStatusSchema = z.object({
  status: z.enum(COURSE_STATUSES, "Status must be published, draft or archived"),
});

export const COURSE_SORTS = ["newest", "oldest", "title", "title-desc", "price-asc", "price-desc"] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

export const courseListQuerySchema = paginationSchema.extend({
  category: optionalFilter(COURSE_CATEGORIES),
  status: optionalFilter(COURSE_STATUSES),
  level: optionalFilter(COURSE_LEVELS),
  sort: z.enum(COURSE_SORTS, `Sort must be one of ${COURSE_SORTS.join(", ")}`).default("newest"),
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

export const ANALYTICS_RANGES = ["7d", "30d", "90d", "1y"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const courseAnalyticsQuerySchema = z.object({
  range: z.enum(ANALYTICS_RANGES, "Range must be one of 7d, 30d, 90d, 1y").default("30d"),
});

// ---- What the handlers answer ----

export const courseResponseSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  level: z.enum(COURSE_LEVELS),
  price: z.number(),
  originalPrice: z.number().nullable(),
  duration: z.string(),
  instructor: z.string(),
  instructorAvatar: z.string().nullable(),
  enrolledStudents: z.number(),
  enrollmentsEver: z.number(),
  completionRate: z.number(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  status: z.enum(COURSE_STATUSES),
  thumbnail: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Only for roles that manage courses; learners never see revenue. */
  revenue: z.number().optional(),
});
export const courseStatsSchema = z.object({
  totalCourses: z.number(),
  byStatus: z.object({ published: z.number(), draft: z.number(), archived: z.number() }),
  totalEnrollments: z.number(),
  averageRating: z.number().nullable(),
  reviewCount: z.number(),
  /** Only for roles that manage courses. */
  totalRevenue: z.number().optional(),
});
export const courseDetailSchema = courseResponseSchema.extend({ createdBy: z.object({ _id: z.string(), name: z.string() }).nullable() });
export const courseListResponse = listResponse("courses", courseResponseSchema, { stats: courseStatsSchema });
export const courseDetailResponse = dataResponse({ course: courseDetailSchema });

/** A course as the API returns it: ids as `_id`, money in dollars, dates as ISO text. */
export type CourseDto = z.infer<typeof courseResponseSchema>;
export type CourseDetailDto = z.infer<typeof courseDetailSchema>;
export type CourseStats = z.infer<typeof courseStatsSchema>;

export const analyticsPointSchema = z.object({ start: isoDate, label: z.string(), enrollments: z.number(), completions: z.number(), revenue: z.number() });
export const courseAnalyticsSchema = z.object({
  course: z.object({ _id: z.string(), title: z.string(), status: z.enum(COURSE_STATUSES) }),
  range: z.enum(ANALYTICS_RANGES),
  from: isoDate,
  to: isoDate,
  bucket: z.enum(["day", "week", "month"]),
  series: z.array(analyticsPointSchema),
  /** New enrollments, completions and revenue inside the range. */
  totals: z.object({ enrollments: z.number(), completions: z.number(), revenue: z.number() }),
  /** All-time figures, as the course table shows them. */
  overall: z.object({
    enrolledStudents: z.number(),
    completed: z.number(),
    completionRate: z.number(),
    averageProgress: z.number(),
    rating: z.number().nullable(),
    reviewCount: z.number(),
    revenue: z.number(),
  }),
  /** Active learners by progress, in the colour bands of docs/product.md §4. */
  progressBands: z.array(z.object({ band: z.enum(["80-100", "60-79", "40-59", "0-39"]), label: z.string(), count: z.number() })),
});
export const courseAnalyticsResponse = dataResponse(courseAnalyticsSchema.shape);
export type CourseAnalytics = z.infer<typeof courseAnalyticsSchema>;
export type AnalyticsPoint = z.infer<typeof analyticsPointSchema>;

/** A course as created, edited or moved to another status (without `createdBy`, which only GET adds). */
export const courseSavedResponse = dataResponse({ course: courseResponseSchema });
export const coursesDeletedResponse = dataResponse({ deleted: z.number().int() });
/** 201: where the uploaded thumbnail is served, its detected type and size in bytes. */
export const thumbnailUploadedResponse = dataResponse({ url: z.string(), contentType: z.string(), size: z.number().int() });
