// Courses, their curriculum, reviews and per-course analytics.
import { z } from "zod";
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_STATUSES } from "../common";
import { ANALYTICS_RANGES } from "../course";
import { LESSON_KINDS } from "../curriculum";
import { dataResponse, isoDate, listResponse } from "./common";

export const courseSchema = z.object({
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
export const courseDetailSchema = courseSchema.extend({ createdBy: z.object({ _id: z.string(), name: z.string() }).nullable() });
export const courseListResponse = listResponse("courses", courseSchema, { stats: courseStatsSchema });
export const courseDetailResponse = dataResponse({ course: courseDetailSchema });

/** A course as the API returns it: ids as `_id`, money in dollars, dates as ISO text. */
export type CourseDto = z.infer<typeof courseSchema>;
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
  /** Active learners by progress, in SPEC §4's colour bands. */
  progressBands: z.array(z.object({ band: z.enum(["80-100", "60-79", "40-59", "0-39"]), label: z.string(), count: z.number() })),
});
export const courseAnalyticsResponse = dataResponse(courseAnalyticsSchema.shape);
export type CourseAnalytics = z.infer<typeof courseAnalyticsSchema>;
export type AnalyticsPoint = z.infer<typeof analyticsPointSchema>;

const kind = z.enum(LESSON_KINDS);
export const curriculumResponse = dataResponse({
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      position: z.number(),
      unlockAfterDays: z.number().nullable(),
      requiresPrevious: z.boolean(),
      lessons: z.array(z.object({ id: z.string(), title: z.string(), kind, position: z.number(), isPreview: z.boolean(), durationMinutes: z.number() })),
    }),
  ),
  totalMinutes: z.number(),
  lessonCount: z.number(),
});

export const outlineResponse = dataResponse({
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      lessons: z.array(z.object({ id: z.string(), title: z.string(), kind, durationMinutes: z.number(), isPreview: z.boolean() })),
    }),
  ),
  totalMinutes: z.number(),
  lessonCount: z.number(),
});

const review = z.object({
  id: z.string(),
  rating: z.number(),
  review: z.string().nullable(),
  learnerName: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Shown to moderators (who also see hidden reviews) and on the caller's own review only. */
  hidden: z.boolean().optional(),
});
export const reviewsResponse = dataResponse({
  average: z.number().nullable(),
  count: z.number(),
  reviews: z.array(review),
  /** Signed-in callers only: their own review (null when none) and whether they may write one. */
  mine: review.nullable().optional(),
  canReview: z.boolean().optional(),
});

export const certificateSettingsResponse = dataResponse({
  settings: z.object({ certificatesEnabled: z.boolean(), certificateValidityMonths: z.number().nullable(), certificatePublicDownload: z.boolean() }),
});

/** A course as created, edited or moved to another status (without `createdBy`, which only GET adds). */
export const courseSavedResponse = dataResponse({ course: courseSchema });
export const coursesDeletedResponse = dataResponse({ deleted: z.number().int() });
/** POST …/lessons/[lessonId]/complete: the enrollment's progress after it, and when the course was completed. */
export const lessonCompletedResponse = dataResponse({ progress: z.number(), completedAt: isoDate.nullable() });
/** 201: where the uploaded thumbnail is served, its detected type and size in bytes. */
export const thumbnailUploadedResponse = dataResponse({ url: z.string(), contentType: z.string(), size: z.number().int() });
/** A section as created or renamed, with its lessons (the curriculum's own section shape). */
export const sectionResponse = dataResponse({ section: curriculumResponse.shape.data.shape.sections.element });
/** PUT /api/courses/[id]/reviews/mine: the caller's review and the course's counted figures after it. */
export const myReviewSavedResponse = dataResponse({ review: review.extend({ hidden: z.boolean() }), average: z.number(), count: z.number() });
/** POST /api/admin/reviews/[reviewId]/hide: the review after moderation. */
export const reviewHiddenResponse = dataResponse({ review: review.extend({ hidden: z.boolean(), courseId: z.string() }) });
