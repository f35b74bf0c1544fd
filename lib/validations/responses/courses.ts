// Courses, their curriculum, reviews and per-course analytics.
import { z } from "zod";
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_STATUSES } from "../common";
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
  thumbnail: z.string(),
  tags: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
  revenue: z.number(),
});
export const courseListResponse = listResponse("courses", courseSchema, {
  stats: z.object({
    totalCourses: z.number(),
    byStatus: z.object({ published: z.number(), draft: z.number(), archived: z.number() }),
    totalEnrollments: z.number(),
    averageRating: z.number().nullable(),
    reviewCount: z.number(),
    totalRevenue: z.number(),
  }),
});
export const courseDetailResponse = dataResponse({
  course: courseSchema.extend({ createdBy: z.object({ _id: z.string(), name: z.string() }).nullable() }),
});

export const courseAnalyticsResponse = dataResponse({
  course: z.object({ _id: z.string(), title: z.string(), status: z.enum(COURSE_STATUSES) }),
  range: z.string(),
  from: isoDate,
  to: isoDate,
  bucket: z.string(),
  series: z.array(z.object({ start: isoDate, label: z.string(), enrollments: z.number(), completions: z.number(), revenue: z.number() })),
  totals: z.object({ enrollments: z.number(), completions: z.number(), revenue: z.number() }),
  overall: z.object({
    enrolledStudents: z.number(),
    completed: z.number(),
    completionRate: z.number(),
    averageProgress: z.number(),
    rating: z.number().nullable(),
    reviewCount: z.number(),
    revenue: z.number(),
  }),
  progressBands: z.array(z.object({ band: z.string(), label: z.string(), count: z.number() })),
});

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
  hidden: z.boolean(),
});
export const reviewsResponse = dataResponse({
  average: z.number().nullable(),
  count: z.number(),
  reviews: z.array(review),
  mine: review.nullable(),
  canReview: z.boolean(),
});

export const certificateSettingsResponse = dataResponse({
  settings: z.object({ certificatesEnabled: z.boolean(), certificateValidityMonths: z.number().nullable(), certificatePublicDownload: z.boolean() }),
});

export const enrollmentStatusResponse = dataResponse({
  enrollment: z
    .object({ _id: z.string() })
    .loose()
    .nullable(),
});
