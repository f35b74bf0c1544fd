// The quiz builder's queries (docs/domain/quizzes.md, "The builder"): a random draw's live pool size and a quiz's
// extra-time accommodations. Granting extra time refreshes the list.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api/client";
import type { AccommodationList, accommodationListResponseSchema, accommodationSavedResponse, drawCountResponseSchema, quizSettingsSchema } from "../schema";

/** What POST/PUT …/lessons send as `quiz`. */
export type QuizInput = z.input<typeof quizSettingsSchema>;
export type DrawFilters = { category?: string; difficulty?: string; type?: string; tags: string[]; exclude: string[] };

export const quizBuilderKeys = {
  drawCount: (f: DrawFilters) => ["quiz-builder", "draw-count", f] as const,
  lessonAccommodations: (lessonId: string) => ["quiz-builder", "accommodations", lessonId] as const,
  accommodations: (lessonId: string, search: string) => [...quizBuilderKeys.lessonAccommodations(lessonId), search] as const,
};

export const drawCountQuery = (f: DrawFilters) =>
  queryOptions<number, Error, number, ReturnType<typeof quizBuilderKeys.drawCount>>({
    queryKey: quizBuilderKeys.drawCount(f),
    queryFn: ({ signal }) =>
      api<z.infer<typeof drawCountResponseSchema>>("/questions/draw-count", {
        signal,
        query: { category: f.category, difficulty: f.difficulty, type: f.type, tags: f.tags.join(","), exclude: f.exclude.join(",") },
      }).then((r) => r.data.available),
    placeholderData: (previous: number | undefined) => previous,
    staleTime: 10_000,
  });

export const accommodationsQuery = (lessonId: string, search: string) =>
  queryOptions<AccommodationList, Error, AccommodationList, ReturnType<typeof quizBuilderKeys.accommodations>>({
    queryKey: quizBuilderKeys.accommodations(lessonId, search),
    queryFn: ({ signal }) => api<z.infer<typeof accommodationListResponseSchema>>(`/admin/quizzes/${lessonId}/accommodations`, { signal, query: { search } }).then((r) => r.data),
    placeholderData: (previous: AccommodationList | undefined) => previous,
  });

export function useSetAccommodation(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, extraMinutes }: { userId: string; extraMinutes: number }) =>
      api<z.infer<typeof accommodationSavedResponse>>(`/admin/quizzes/${lessonId}/accommodations/${userId}`, { method: "PUT", body: { extraMinutes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizBuilderKeys.lessonAccommodations(lessonId) }),
  });
}
