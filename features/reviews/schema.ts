// Course ratings and reviews: one per enrolled learner, editable; admins may hide one.
import { z } from "zod";
import { idSchema } from "@/lib/validation/common";

export const MAX_REVIEW_CHARS = 2000;

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** PUT /api/courses/{id}/reviews/mine. */
export const reviewInputSchema = z.object({
  rating: z
    .number("Choose a rating from 1 to 5 stars")
    .int("Choose a rating from 1 to 5 stars")
    .min(1, "Choose a rating from 1 to 5 stars")
    .max(5, "Choose a rating from 1 to 5 stars"),
  review: z
    .preprocess(blankToNull, z.string("Review must be text").trim().max(MAX_REVIEW_CHARS, `Review must be at most ${MAX_REVIEW_CHARS} characters`).nullable())
    .optional(),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewListQuerySchema = z.object({
  limit: z.coerce.number().int("Limit must be a whole number").min(1, "Limit must be at least 1").max(50, "Limit must be at most 50").default(10),
});

/** POST /api/admin/reviews/{reviewId}/hide. */
export const reviewHideSchema = z.object({ hidden: z.boolean("hidden must be true or false") });
export const reviewParamsSchema = z.object({ reviewId: idSchema });

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  review: z.string().nullable(),
  learnerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only in an admin's list, which also holds hidden reviews (they never count in average/count). */
  hidden: z.boolean().optional(),
});
export type ReviewView = z.infer<typeof reviewSchema>;

/** The caller's own review (it stays visible to them even when hidden). */
export const myReviewSchema = reviewSchema.extend({ hidden: z.boolean() });
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/courses/{id}/reviews: the visible reviews' average (one decimal; 0 when none) and count. */
export const reviewSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** The latest visible reviews, newest first. */
  reviews: z.array(reviewSchema),
  /** Present when the caller is signed in: their own review or null. */
  mine: myReviewSchema.nullable().optional(),
  /** Present when the caller is signed in: whether they may write one (enrolled). */
  canReview: z.boolean().optional(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
export const reviewSummaryResponseSchema = z.object({ data: reviewSummarySchema });

/** PUT …/reviews/mine → 200 { data: { review, average, count } }. */
export const myReviewResponseSchema = z.object({ data: z.object({ review: myReviewSchema, average: z.number(), count: z.number().int() }) });

/** Admin moderation: POST /api/admin/reviews/{reviewId}/hide → the review with its flag. */
export const adminReviewSchema = reviewSchema.extend({ hidden: z.boolean(), courseId: z.string() });
export const adminReviewResponseSchema = z.object({ data: z.object({ review: adminReviewSchema }) });
