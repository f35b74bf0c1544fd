// Jobs: key factory, the list of one tab (its jobs and the queue's health), and the retry and
// discard mutations, which refresh every job query through the one invalidation helper.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { JobDetailResponse, JobListResponse, JobView, QueueHealthView } from "../schema";

/** The screen's tabs. Waiting shows the jobs running now too: the health's count holds both. */
export const JOB_TABS = ["failed", "waiting", "completed"] as const;
export type JobTab = (typeof JOB_TABS)[number];

export type JobTabData = { jobs: JobView[]; health: QueueHealthView };

export const jobKeys = {
  all: ["jobs"] as const,
  list: (tab: JobTab) => ["jobs", "list", tab] as const,
};

const listOf = (state: string, signal: AbortSignal) => api<JobListResponse>("/admin/jobs", { signal, query: { state } }).then((r) => r.data);

export function jobListOptions(tab: JobTab) {
  return queryOptions({
    queryKey: jobKeys.list(tab),
    queryFn: async ({ signal }): Promise<JobTabData> => {
      if (tab !== "waiting") return listOf(tab, signal);
      const [active, waiting] = await Promise.all([listOf("active", signal), listOf("waiting", signal)]);
      return { jobs: [...active.jobs, ...waiting.jobs], health: waiting.health };
    },
    // While another tab loads, its tabs keep their counts (the rows are not that tab's: none are kept).
    placeholderData: (previous) => (previous ? { jobs: [], health: previous.health } : undefined),
    // Jobs move on their own (a retry runs, a waiting email goes out): the screen follows.
    refetchInterval: 15_000,
  });
}

/** The resource's one invalidation helper: every job mutation refreshes the whole tree. */
export function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: jobKeys.all });
}

export function useRetryJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (id: string) => api<JobDetailResponse>(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: "POST" }),
    onSuccess: invalidate,
  });
}

export function useDiscardJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (id: string) => api(`/admin/jobs/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
