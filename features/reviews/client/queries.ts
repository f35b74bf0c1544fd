// TanStack Query for ratings and reviews: a course's summary (public), the learner's own review,
// and an admin's hide.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { MyReview, myReviewResponseSchema, ReviewInput, ReviewSummary, reviewSummaryResponseSchema, ReviewView } from "../schema";
import type { z } from "zod";

export type { MyReview, ReviewInput, ReviewSummary, ReviewView };

export const reviewKeys = {
  // Under the courses key: a course change refreshes its reviews too.
  all: ["courses", "reviews"] as const,
  course: (courseId: string) => [...reviewKeys.all, courseId] as const,
};

export const reviewsQuery = (courseId: string) =>
  queryOptions({
    queryKey: reviewKeys.course(courseId),
    queryFn: ({ signal }) => api<z.infer<typeof reviewSummaryResponseSchema>>(`/courses/${courseId}/reviews`, { signal }).then((r) => r.data),
  });

/** The resource's one invalidation helper: a review change refreshes that course's summary. */
export function useInvalidateReviews(courseId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) });
}

export function useSaveReview(courseId: string) {
  const invalidate = useInvalidateReviews(courseId);
  return useMutation({
    mutationFn: (input: ReviewInput) => api<z.infer<typeof myReviewResponseSchema>>(`/courses/${courseId}/reviews/mine`, { method: "PUT", body: input }).then((r) => r.data),
    onSuccess: invalidate,
  });
}

export function useHideReview(courseId: string) {
  const invalidate = useInvalidateReviews(courseId);
  return useMutation({
    mutationFn: ({ reviewId, hidden }: { reviewId: string; hidden: boolean }) =>
      api<unknown>(`/admin/reviews/${reviewId}/hide`, { method: "POST", body: { hidden } }),
    onSuccess: invalidate,
  });
}
