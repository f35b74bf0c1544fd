// TanStack Query for the course builder: the curriculum, one lesson, and the mutations that change
// them. Every mutation shares one mutation key per course, so the builder's "Saving…" state is
// useIsMutating() over that key; invalidation lives here, toasts in each call's onSuccess.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ApiRequestError, type ApiErrorBody } from "@/lib/api/client";
import type { CurriculumData, CurriculumLesson, CurriculumOrderInput, curriculumResponseSchema, CurriculumSection, LessonCreateInput as LessonCreate, LessonDetail, LessonKind, LessonUpdateInput as LessonUpdate, SectionUpdateInput, sectionResponseSchema } from "../schema";
import type { KindBodies } from "../lesson-kinds";
import type { z } from "zod";

export type { CurriculumData, CurriculumLesson, CurriculumSection, LessonDetail, LessonKind };

export const curriculumKeys = {
  all: ["curriculum"] as const,
  course: (courseId: string) => [...curriculumKeys.all, "curriculum", courseId] as const,
  lesson: (courseId: string, lessonId: string) => [...curriculumKeys.all, "builder", courseId, lessonId] as const,
  mutation: (courseId: string) => ["Lesson", "save", courseId] as const,
};

/** The lesson routes' answer: the lesson, with a kind's own data under the kind's name. */
type LessonAnswer = { data: { lesson: LessonDetail & KindBodies } };

export const curriculumQuery = (courseId: string) =>
  queryOptions({
    queryKey: curriculumKeys.course(courseId),
    queryFn: ({ signal }) => api<z.infer<typeof curriculumResponseSchema>>(`/courses/${courseId}/curriculum`, { signal }).then((r) => r.data.sections),
  });

export const builderLessonQuery = (courseId: string, lessonId: string) =>
  queryOptions({
    queryKey: curriculumKeys.lesson(courseId, lessonId),
    queryFn: ({ signal }) => api<LessonAnswer>(`/courses/${courseId}/lessons/${lessonId}`, { signal }).then((r) => r.data.lesson),
  });

/**
 * What the builder sends: the route's input schemas as they read once parsed (numbers, null for
 * blank), with a kind's own body under the kind's name as the kind's editor holds it.
 */
export type SectionInput = SectionUpdateInput;
export type LessonCreateInput = LessonCreate & KindBodies;
export type LessonUpdateInput = LessonUpdate & KindBodies;
export type OrderInput = CurriculumOrderInput;

function useCurriculumMutation<TVars, TResult>(courseId: string, fn: (vars: TVars) => Promise<TResult>, after?: (result: TResult, vars: TVars) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: curriculumKeys.mutation(courseId),
    mutationFn: fn,
    onSuccess: (result, vars) => {
      after?.(result, vars);
      return queryClient.invalidateQueries({ queryKey: curriculumKeys.course(courseId) });
    },
  });
}

export function useCreateSection(courseId: string) {
  return useCurriculumMutation(courseId, (input: { title: string }) =>
    api<z.infer<typeof sectionResponseSchema>>(`/courses/${courseId}/sections`, { method: "POST", body: input }).then((r) => r.data.section),
  );
}

export function useUpdateSection(courseId: string) {
  return useCurriculumMutation(courseId, ({ id, input }: { id: string; input: SectionInput }) =>
    api<z.infer<typeof sectionResponseSchema>>(`/courses/${courseId}/sections/${id}`, { method: "PUT", body: input }),
  );
}

export function useDeleteSection(courseId: string) {
  return useCurriculumMutation(courseId, (id: string) => api<unknown>(`/courses/${courseId}/sections/${id}`, { method: "DELETE" }));
}

export function useCreateLesson(courseId: string) {
  return useCurriculumMutation(courseId, (input: LessonCreateInput) =>
    api<LessonAnswer>(`/courses/${courseId}/lessons`, { method: "POST", body: input }).then((r) => r.data.lesson),
  );
}

export function useUpdateLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useCurriculumMutation(
    courseId,
    ({ id, input }: { id: string; input: LessonUpdateInput }) =>
      api<LessonAnswer>(`/courses/${courseId}/lessons/${id}`, { method: "PUT", body: input }).then((r) => r.data.lesson),
    (lesson) => queryClient.setQueryData(curriculumKeys.lesson(courseId, lesson.id), lesson),
  );
}

export function useDeleteLesson(courseId: string) {
  return useCurriculumMutation(courseId, (id: string) => api<unknown>(`/courses/${courseId}/lessons/${id}`, { method: "DELETE" }));
}

/** Saves a new order. The cache is updated first (the list must not jump back while it saves). */
export function useReorderCurriculum(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: curriculumKeys.mutation(courseId),
    mutationFn: (input: OrderInput) => api<unknown>(`/courses/${courseId}/curriculum/order`, { method: "PUT", body: input }),
    onMutate: async (input: OrderInput) => {
      const key = curriculumKeys.course(courseId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CurriculumSection[]>(key);
      if (previous) queryClient.setQueryData(key, applyOrder(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(curriculumKeys.course(courseId), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: curriculumKeys.course(courseId) }),
  });
}

/** The curriculum rearranged as `order` says (sections and lessons not named keep nothing). */
export function applyOrder(sections: CurriculumSection[], order: OrderInput): CurriculumSection[] {
  const lessons = new Map(sections.flatMap((s) => s.lessons).map((l) => [l.id, l]));
  const byId = new Map(sections.map((s) => [s.id, s]));
  return order.sections.flatMap((entry, index) => {
    const section = byId.get(entry.id);
    if (!section) return [];
    const ordered = entry.lessonIds.flatMap((id, position) => {
      const lesson = lessons.get(id);
      return lesson ? [{ ...lesson, position }] : [];
    });
    return [{ ...section, position: index, lessons: ordered }];
  });
}

export const orderOf = (sections: CurriculumSection[]): OrderInput => ({ sections: sections.map((s) => ({ id: s.id, lessonIds: s.lessons.map((l) => l.id) })) });

export type UploadProgress = { loaded: number; total: number };

/**
 * Streams a file to the lesson's media endpoint as the raw request body. XMLHttpRequest rather
 * than fetch because only it reports upload progress; errors take api()'s shape.
 */
export function uploadLessonMedia(courseId: string, lessonId: string, file: File, onProgress: (p: UploadProgress) => void, signal?: AbortSignal): Promise<LessonDetail> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", `/api/courses/${courseId}/lessons/${lessonId}/media`);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.setRequestHeader("X-Filename", encodeURIComponent(file.name));
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onerror = () => reject(new ApiRequestError("FETCH_ERROR", "Could not reach the server. Check your connection and try again."));
    xhr.onabort = () => reject(new ApiRequestError("FETCH_ERROR", "The upload was cancelled."));
    xhr.onload = () => {
      let body: ApiErrorBody & { data?: { lesson?: LessonDetail } } = {};
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        reject(new ApiRequestError("PARSING_ERROR", "The server sent a response we could not read.", xhr.status));
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data?.lesson) resolve(body.data.lesson);
      else {
        const message = xhr.status === 413 ? body.message || "The file is too large." : body.message || `Upload failed (${xhr.status})`;
        reject(new ApiRequestError("HTTP_ERROR", message, xhr.status, body));
      }
    };
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(file);
  });
}
