// Jobs: key factory, the paged list, and the create/update/delete mutations, which refresh
// every job query through the one invalidation helper.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { JobDetailResponse, JobInput, JobListResponse, JobSort } from "../schema";

export type JobListFilters = { search: string; page: number; limit: number; sort: JobSort; order: "asc" | "desc" };

export const jobKeys = {
  all: ["jobs"] as const,
  list: (filters: JobListFilters) => ["jobs", "list", filters] as const,
};

export function jobListOptions(filters: JobListFilters) {
  return queryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: ({ signal }) =>
      api<JobListResponse>("/admin/jobs", {
        signal,
        query: { search: filters.search.trim() || undefined, page: filters.page, limit: filters.limit, sort: filters.sort, order: filters.order },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The resource's one invalidation helper: every job mutation refreshes the whole tree. */
export function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: jobKeys.all });
}

export function useSaveJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: JobInput }) =>
      id ? api<JobDetailResponse>(`/admin/jobs/${encodeURIComponent(id)}`, { method: "PUT", body }) : api<JobDetailResponse>("/admin/jobs", { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useDeleteJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (id: string) => api(`/admin/jobs/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
