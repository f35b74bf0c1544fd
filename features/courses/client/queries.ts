// TanStack Query for the course catalogue: key factory, queryOptions and the mutation hooks.
// Invalidation lives in the hooks; toasts belong to each call's mutate(vars, { onSuccess }).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ApiRequestError } from "@/lib/api/client";
import type { z } from "zod";
import type { AnalyticsRange, CourseAnalytics, courseAnalyticsResponse, CourseDetailDto, courseDetailResponse, CourseDto, CourseInput, courseListResponse, courseSavedResponse, coursesDeletedResponse, CourseStats, CourseStatus, CourseUpdateInput } from "../schema";
import type { messageResponse } from "@/lib/api/response-schemas";

export type { CourseAnalytics, CourseDetailDto, CourseDto, CourseStats };

export type CourseFilters = {
  page: number;
  limit: number;
  search?: string;
  category?: string;
  status?: string;
  level?: string;
  /** The API's sort (newest, oldest, title, title-desc, price-asc, price-desc); absent is newest. */
  sort?: string;
};

export const COURSE_PAGE_SIZE = 10;

/** The list's filters as the query key and the request carry them ("all" and "" mean no filter). */
export function courseFilters(input: { page: number; limit?: number; search?: string; category?: string; status?: string; level?: string; sort?: string }): CourseFilters {
  const clean = (v: string | undefined) => (!v || v === "all" ? undefined : v);
  return {
    page: input.page,
    limit: input.limit ?? COURSE_PAGE_SIZE,
    sort: input.sort && input.sort !== "newest" ? input.sort : undefined,
    search: clean(input.search?.trim()),
    category: clean(input.category),
    status: clean(input.status),
    level: clean(input.level),
  };
}

export type CourseListResponse = z.infer<typeof courseListResponse>;

export const courseKeys = {
  all: ["courses"] as const,
  lists: () => [...courseKeys.all, "list"] as const,
  list: (filters: CourseFilters) => [...courseKeys.lists(), filters] as const,
  details: () => [...courseKeys.all, "detail"] as const,
  detail: (id: string) => [...courseKeys.details(), id] as const,
  analytics: (id: string, range: AnalyticsRange) => [...courseKeys.all, "analytics", id, range] as const,
};

export const courseListOptions = (filters: CourseFilters) =>
  queryOptions({
    queryKey: courseKeys.list(filters),
    queryFn: ({ signal }) => api<CourseListResponse>("/courses", { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const courseDetailOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) => api<z.infer<typeof courseDetailResponse>>(`/courses/${id}`, { signal }).then((r) => r.data.course),
  });

export const courseAnalyticsQuery = (id: string, range: AnalyticsRange) =>
  queryOptions({
    queryKey: courseKeys.analytics(id, range),
    queryFn: async ({ signal }): Promise<CourseAnalytics> =>
      (await api<z.infer<typeof courseAnalyticsResponse>>(`/courses/${id}/analytics`, { query: { range }, signal })).data,
    placeholderData: keepPreviousData,
  });

/**
 * Every course mutation changes the cards, the lists, the details and the analytics alike. Fetches
 * still in flight are cancelled first: TanStack Query hands a refetch the in-flight promise of a key
 * that has no data yet (a search typed just before the change), which would show the old rows.
 */
function useInvalidateCourses() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries({ queryKey: courseKeys.all });
    await queryClient.invalidateQueries({ queryKey: courseKeys.all });
  };
}

export function useCreateCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (input: CourseInput) => api<z.infer<typeof courseSavedResponse>>("/courses", { method: "POST", body: input }).then((r) => r.data.course),
    onSuccess: invalidate,
  });
}

export function useUpdateCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CourseUpdateInput }) =>
      api<z.infer<typeof courseSavedResponse>>(`/courses/${id}`, { method: "PUT", body: input }).then((r) => r.data.course),
    onSuccess: invalidate,
  });
}

export function useChangeCourseStatus() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: CourseStatus }) =>
      api<z.infer<typeof courseSavedResponse>>(`/courses/${id}/status`, { method: "PATCH", body: { status } }).then((r) => r.data.course),
    onSuccess: invalidate,
  });
}

export function useDeleteCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (id: string) => api<z.infer<typeof messageResponse>>(`/courses/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

export function useBulkDeleteCourses() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api<z.infer<typeof coursesDeletedResponse>>("/courses/bulk-delete", { method: "POST", body: { ids } }).then((r) => r.data),
    onSuccess: invalidate,
  });
}

/** Multipart upload (the JSON client cannot send files); errors take the same shape as api()'s. */
export async function uploadThumbnail(file: File): Promise<string> {
  const form = new FormData();
  form.set("file", file);
  let response: Response;
  try {
    response = await fetch("/api/courses/thumbnails", { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new ApiRequestError("FETCH_ERROR", "Could not reach the server. Check your connection and try again.");
  }
  const body = (await response.json().catch(() => ({}))) as { data?: { url?: string }; message?: string; errors?: Record<string, string[]> };
  if (!response.ok || !body.data?.url) {
    throw new ApiRequestError("HTTP_ERROR", body.message || "The image could not be uploaded.", response.status, body);
  }
  return body.data.url;
}

export function useUploadThumbnail() {
  return useMutation({ mutationFn: uploadThumbnail });
}
