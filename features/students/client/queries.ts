// Students: query keys, queryOptions and the mutation hooks. Invalidation lives in the hooks;
// toasts go in each call's `mutate(vars, { onSuccess })`.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, buildUrl } from "@/lib/api/client";
import { staffKeys } from "@/features/staff/client";
import type { z } from "zod";
import type { EnrollInput, ImportRequest, importSummaryResponse, promotionResponse, StudentCreateInput, studentCreatedResponse, studentDeletedResponse, StudentDetailJson, studentDetailResponse, StudentJson, studentListResponse, StudentStats, StudentStatus, StudentUpdateInput, UnenrollInput } from "../schema";
import type { bulkDeleteResponse } from "@/lib/api/response-schemas";

export type { StudentDetailJson, StudentJson, StudentStats };

export type StudentListParams = { page: number; limit: number; search?: string; status?: StudentStatus; course?: string; sort?: string; order?: "asc" | "desc" };

export type StudentListResponse = z.infer<typeof studentListResponse>;

type StudentResponse = z.infer<typeof studentDetailResponse>;

export const studentKeys = {
  all: ["students"] as const,
  lists: () => [...studentKeys.all, "list"] as const,
  list: (params: StudentListParams) => [...studentKeys.lists(), params] as const,
  details: () => [...studentKeys.all, "detail"] as const,
  detail: (id: string) => [...studentKeys.details(), id] as const,
};

export function studentListOptions(params: StudentListParams) {
  return queryOptions({
    queryKey: studentKeys.list(params),
    queryFn: ({ signal }) => api<StudentListResponse>("/admin/students", { query: params, signal }),
    // Keep the last page on screen while the next one loads (no flash of the skeleton).
    placeholderData: keepPreviousData,
  });
}

export function studentDetailOptions(id: string) {
  return queryOptions({
    queryKey: studentKeys.detail(id),
    queryFn: ({ signal }) => api<StudentResponse>(`/admin/students/${id}`, { signal }).then((r) => r.data.student),
  });
}

/** The export link for the current search and filters (a plain download, streamed by the server). */
export function studentExportUrl(filter: { search?: string; status?: string; course?: string }): string {
  return buildUrl("/admin/students/export", filter);
}

export const STUDENT_TEMPLATE_URL = buildUrl("/admin/students/template");

/**
 * The resource's one invalidation helper: every student mutation refreshes the lists through it,
 * after caching the saved student's detail or dropping the details of removed ones.
 */
export function useInvalidateStudents() {
  const client = useQueryClient();
  return (change: { saved?: StudentDetailJson; removed?: string[] } = {}) => {
    if (change.saved) client.setQueryData(studentKeys.detail(change.saved._id), change.saved);
    for (const id of change.removed ?? []) client.removeQueries({ queryKey: studentKeys.detail(id) });
    return client.invalidateQueries({ queryKey: studentKeys.lists() });
  };
}

export function useCreateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (input: StudentCreateInput) =>
      api<z.infer<typeof studentCreatedResponse>>("/admin/students", { method: "POST", body: input }),
    onSuccess: (res) => invalidate({ saved: res.data.student }),
  });
}

export function useUpdateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: ({ id, ...input }: StudentUpdateInput & { id: string }) =>
      api<StudentResponse>(`/admin/students/${id}`, { method: "PUT", body: input }).then((r) => r.data.student),
    onSuccess: (student) => invalidate({ saved: student }),
  });
}

export function useDeleteStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (id: string) => api<z.infer<typeof studentDeletedResponse>>(`/admin/students/${id}`, { method: "DELETE" }),
    onSuccess: (_res, id) => invalidate({ removed: [id] }),
  });
}

export function useBulkDeleteStudents() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api<z.infer<typeof bulkDeleteResponse>>("/admin/students/bulk-delete", { method: "POST", body: { ids } }),
    onSuccess: (res) => invalidate({ removed: res.data.ids }),
  });
}

export function useEnrollStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: ({ id, ...input }: EnrollInput & { id: string }) =>
      api<StudentResponse>(`/admin/students/${id}/enrollments`, { method: "POST", body: input }).then((r) => r.data.student),
    onSuccess: (student) => invalidate({ saved: student }),
  });
}

export function useUnenrollStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: ({ id, ...input }: UnenrollInput & { id: string }) =>
      api<StudentResponse>(`/admin/students/${id}/enrollments`, { method: "DELETE", body: input }).then((r) => r.data.student),
    onSuccess: (student) => invalidate({ saved: student }),
  });
}

/** One import call: a dry run of the whole file, or one commit chunk. */
export function importStudentsRequest(body: ImportRequest, signal?: AbortSignal) {
  // A dry run of a very large file can take a while on a small server.
  return api<z.infer<typeof importSummaryResponse>>("/admin/students/import", { method: "POST", body, signal, timeoutMs: 300_000 }).then((r) => r.data);
}

/** An admin makes a learner staff or admin (docs/product.md §2, Students): they leave the student lists and join the staff list. */
export function usePromoteStudent() {
  const client = useQueryClient();
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: "staff" | "admin" }) =>
      api<z.infer<typeof promotionResponse>>(`/admin/students/${id}/promote`, { method: "POST", body: { role } }),
    onSuccess: (_res, { id }) => {
      void client.invalidateQueries({ queryKey: staffKeys.all });
      return invalidate({ removed: [id] });
    },
  });
}
