import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { dashboardStatsResponse } from "../schema";
import type { z } from "zod";

export const overviewKeys = {
  all: ["overview"] as const,
  stats: () => [...overviewKeys.all, "stats"] as const,
};

export const overviewStatsQuery = () =>
  queryOptions({
    queryKey: overviewKeys.stats(),
    queryFn: ({ signal }) => api<z.infer<typeof dashboardStatsResponse>>("/admin/dashboard/stats", { signal }).then((r) => r.data),
    // The figures refresh themselves without a reload.
    refetchInterval: 60_000,
  });
