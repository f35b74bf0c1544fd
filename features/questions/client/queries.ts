// The question bank on the client: query keys, the list query, and the mutation hooks. Every
// mutation refreshes the lists here; callers add their own toasts in mutate(vars, { onSuccess }).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ApiRequestError, buildUrl } from "@/lib/api/client";
import type { ImportOutcome, Question, questionDeletedResponse, QuestionDetailResponse, QuestionFormat, QuestionFormValues, questionImportCheckResponse, questionImportCommitResponse, QuestionInput, QuestionList, questionsDeletedResponse, questionsTaggedResponse } from "../schema";

/** A question with Moodle's fields (docs/domain/questions.md), as GET /api/questions returns it (inferred from the response schema). */
import type { z } from "zod";

export type { ImportOutcome, Question, QuestionList };

export type QuestionListParams = {
  page: number;
  limit: number;
  search?: string;
  category?: string;
  difficulty?: string;
  type?: string;
  sort?: string;
  order?: "asc" | "desc";
  tag?: string;
};

/** The list as the page first shows it; the server renders this one so the table needs no spinner. */
export const DEFAULT_QUESTION_LIST_PARAMS: QuestionListParams = { page: 1, limit: 10, search: "", difficulty: "All", category: "All", type: "All" };

export const questionKeys = {
  all: ["questions"] as const,
  lists: () => [...questionKeys.all, "list"] as const,
  list: (params: QuestionListParams) => [...questionKeys.lists(), params] as const,
};

export function questionListOptions(params: QuestionListParams) {
  return queryOptions({
    queryKey: questionKeys.list(params),
    queryFn: ({ signal }) => api<QuestionList>("/questions", { query: params, signal }),
    // Keep the current page on screen while the next one (or a new filter) loads.
    placeholderData: keepPreviousData,
  });
}

function useInvalidateQuestions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: questionKeys.all });
}

export function useCreateQuestion() {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: (values: QuestionFormValues) => api<QuestionDetailResponse>("/questions", { method: "POST", body: values }),
    onSuccess: invalidate,
  });
}

export function useUpdateQuestion() {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: QuestionFormValues }) =>
      api<QuestionDetailResponse>(`/questions/${encodeURIComponent(id)}`, { method: "PUT", body: values }),
    onSuccess: invalidate,
  });
}

export function useDeleteQuestion() {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: (id: string) => api<z.infer<typeof questionDeletedResponse>>(`/questions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

export function useBulkDeleteQuestions() {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: (ids: string[]) => api<z.infer<typeof questionsDeletedResponse>>("/questions/bulk-delete", { method: "POST", body: { ids } }),
    onSuccess: invalidate,
  });
}

export function useBulkTagQuestions() {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: (body: { ids: string[]; add?: string; remove?: string }) =>
      api<z.infer<typeof questionsTaggedResponse>>("/questions/bulk-tags", { method: "POST", body }),
    onSuccess: invalidate,
  });
}

/** The dry run: nothing is written. */
export function useCheckImport() {
  return useMutation({
    mutationFn: (body: { format: QuestionFormat; content: string; defaultCategory?: string }) =>
      api<z.infer<typeof questionImportCheckResponse>>("/questions/import", { method: "POST", body: { mode: "check", ...body }, timeoutMs: 120_000 }),
  });
}

/** Imports checked questions in batches, reporting progress after each; lists refresh at the end. */
export function useCommitImport() {
  const invalidate = useInvalidateQuestions();
  return useMutation({
    mutationFn: async ({ questions, batchSize, onProgress }: { questions: QuestionInput[]; batchSize: number; onProgress: (done: number) => void }) => {
      const total: ImportOutcome = { created: 0, skipped: [] };
      for (let start = 0; start < questions.length; start += batchSize) {
        const batch = questions.slice(start, start + batchSize);
        const { data } = await api<z.infer<typeof questionImportCommitResponse>>("/questions/import", { method: "POST", body: { mode: "commit", questions: batch } });
        total.created += data.created;
        total.skipped.push(...data.skipped.map((s) => ({ ...s, index: s.index + start })));
        onProgress(Math.min(start + batch.length, questions.length));
      }
      return total;
    },
    onSettled: invalidate,
  });
}

/** Fetches a file from the API and hands it to the browser as a download. */
export async function downloadFile(path: string, query?: Record<string, string | undefined>): Promise<void> {
  const response = await fetch(buildUrl(path, query), { credentials: "same-origin" });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new ApiRequestError("HTTP_ERROR", body.message || `Request failed (${response.status})`, response.status, body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "download";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
