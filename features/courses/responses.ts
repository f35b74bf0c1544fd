// Courses and per-course analytics (the curriculum and lesson bodies: ../curriculum.ts; reviews: ../review.ts).
import { z } from "zod";
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_STATUSES } from "@/lib/validation/common";
import { ANALYTICS_RANGES } from "./schema";
import { dataResponse, isoDate, listResponse } from "@/lib/api/response-schemas";

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

export const certificateSettingsResponse = dataResponse({
  settings: z.object({ certificatesEnabled: z.boolean(), certificateValidityMonths: z.number().nullable(), certificatePublicDownload: z.boolean() }),
});

/** A course as created, edited or moved to another status (without `createdBy`, which only GET adds). */
export const courseSavedResponse = dataResponse({ course: courseResponseSchema });
export const coursesDeletedResponse = dataResponse({ deleted: z.number().int() });
/** 201: where the uploaded thumbnail is served, its detected type and size in bytes. */
export const thumbnailUploadedResponse = dataResponse({ url: z.string(), contentType: z.string(), size: z.number().int() });
