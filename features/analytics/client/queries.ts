// Analytics: query keys, queryOptions and the export link. Figures are read-only here, so there
// are no mutation hooks; other features' writes show up when the 30-second staleness runs out.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, buildUrl } from "@/lib/api/client";
import type { AnalyticsRange, AnalyticsReport, analyticsResponse } from "../schema";
import type { z } from "zod";

export type { AnalyticsReport };

export const analyticsKeys = {
  all: ["analytics"] as const,
  reports: () => [...analyticsKeys.all, "report"] as const,
  report: (range: AnalyticsRange) => [...analyticsKeys.reports(), range] as const,
};

async function fetchReport(range: AnalyticsRange, signal: AbortSignal): Promise<AnalyticsReport> {
  return (await api<z.infer<typeof analyticsResponse>>("/admin/analytics", { query: { range }, signal })).data;
}

export const analyticsQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.report(range),
    queryFn: ({ signal }) => fetchReport(range, signal),
    // Keep the previous range's figures on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The CSV of the report on screen: `at` pins the period's end to the one the screen shows. */
export function analyticsExportUrl(report: Pick<AnalyticsReport, "range" | "computedAt">): string {
  return buildUrl("/admin/analytics/export", { range: report.range, at: report.computedAt });
}
