// Quizzes (docs/domain/quizzes.md): key factories, queries and mutations for the attempt screen (the
// grading queue and item statistics: features/grading/client/queries.ts). Saving answers and
// submitting refresh the learner's quiz and outline.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { recordServerTime } from "@/lib/query/server-clock";
import type { z } from "zod";
import type { AnswerValue, attemptListResponseSchema, attemptResponseSchema, saveAnswersResponseSchema, submitResponseSchema } from "../schema";

export type AttemptListResponse = z.infer<typeof attemptListResponseSchema>;
export type AttemptResponse = z.infer<typeof attemptResponseSchema>;
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

export const quizKeys = {
  all: ["quiz"] as const,
  attempts: (courseId: string, lessonId: string) => ["quiz", "attempts", courseId, lessonId] as const,
  attempt: (id: string) => ["quiz", "attempt", id] as const,
};

export const quizAttemptsQueryOptions = (courseId: string, lessonId: string) =>
  queryOptions({ queryKey: quizKeys.attempts(courseId, lessonId), queryFn: ({ signal }) => api<AttemptListResponse>(`/learn/${courseId}/lessons/${lessonId}/attempts`, { signal }).then((r) => r.data) });

/** Calls the API, and takes the server's `now` of an attempt payload into the server clock. */
async function timed<T extends { data: { now?: string } }>(call: () => Promise<T>): Promise<T> {
  const sentAt = Date.now();
  const body = await call();
  recordServerTime(body.data.now, sentAt);
  return body;
}

export const attemptQueryOptions = (id: string) =>
  queryOptions({ queryKey: quizKeys.attempt(id), queryFn: ({ signal }) => timed(() => api<AttemptResponse>(`/attempts/${id}`, { signal })).then((r) => r.data.attempt) });

export function useStartAttempt(courseId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => timed(() => api<AttemptResponse>(`/learn/${courseId}/lessons/${lessonId}/attempts`, { method: "POST" })).then((r) => r.data),
    onSuccess: (data) => {
      queryClient.setQueryData(quizKeys.attempt(data.attempt.id), data.attempt);
      void queryClient.invalidateQueries({ queryKey: quizKeys.attempts(courseId, lessonId) });
    },
  });
}

export type SaveAnswersResponse = z.infer<typeof saveAnswersResponseSchema>;

/** PUT the answers (merged over those saved); the reply's `now` corrects the server clock. */
export const saveAnswers = (attemptId: string, answers: { questionId: string; answer: AnswerValue }[]) =>
  timed(() => api<SaveAnswersResponse>(`/attempts/${attemptId}/answers`, { method: "PUT", body: { answers } }));

export function useSaveAnswers(attemptId: string) {
  return useMutation({
    mutationFn: (answers: { questionId: string; answer: AnswerValue }[]) => saveAnswers(attemptId, answers),
  });
}

export function useSubmitAttempt(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SubmitResponse>(`/attempts/${attemptId}/submit`, { method: "POST" }).then((r) => r.data),
    // The result completes the lesson when passed: the player's outline and progress change too.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
