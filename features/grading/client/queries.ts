// Grading (docs/domain/quizzes.md): key factories, queries and mutations for the manual-grading queue
// and a question's item statistics. Grading an answer refreshes the queue.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { z } from "zod";
import type { answerGradedResponse, gradingQueueResponse, questionStatsResponseSchema } from "../schema";

export type GradingQueueResponse = z.infer<typeof gradingQueueResponse>;
export type GradeResponse = z.infer<typeof answerGradedResponse>;
export type QuestionStatsResponse = z.infer<typeof questionStatsResponseSchema>;

export const gradingKeys = {
  all: ["grading"] as const,
  queue: () => ["grading", "queue"] as const,
  page: (page: number) => [...gradingKeys.queue(), page] as const,
  stats: (questionId: string) => ["grading", "stats", questionId] as const,
};

export const gradingQueueQueryOptions = (page = 1) =>
  queryOptions({ queryKey: gradingKeys.page(page), queryFn: ({ signal }) => api<GradingQueueResponse>("/admin/grading", { signal, query: { page, limit: 20 } }).then((r) => r.data) });

export const questionStatsQueryOptions = (questionId: string) =>
  queryOptions({ queryKey: gradingKeys.stats(questionId), queryFn: ({ signal }) => api<QuestionStatsResponse>(`/questions/${questionId}/stats`, { signal }).then((r) => r.data) });

export function useGradeAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answerId, score, feedback }: { answerId: string; score: number; feedback: string }) => api<GradeResponse>(`/admin/grading/${answerId}`, { method: "POST", body: { score, feedback } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gradingKeys.queue() }),
  });
}
