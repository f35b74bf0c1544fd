// The admin audit log: key factory, the paged list and the CSV export address for the same filters.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, buildUrl } from "@/lib/api/client";
import { isCalendarDay } from "@/lib/validation/dates";
import type { AuditListResponse } from "../schema";

export type AuditFilterState = {
  actor: string;
  type: string;
  /** Local calendar days (YYYY-MM-DD) as picked in the date inputs. */
  from: string;
  to: string;
  page: number;
  limit?: number;
  sort?: string;
  order?: "asc" | "desc";
};

export const EMPTY_AUDIT_FILTERS: AuditFilterState = { actor: "", type: "all", from: "", to: "", page: 1 };
export const AUDIT_PAGE_SIZE = 20;

export const auditKeys = {
  all: ["audit"] as const,
  list: (filters: AuditFilterState) => ["audit", "list", filters] as const,
};

/**
 * The API query for the filters: local days become exact instants, so "today" means the viewer's
 * today. A day that does not exist (typed into the address) is sent as it is, for the server's 422:
 * it has no instant, and toISOString() would throw.
 */
export function auditQuery(filters: Omit<AuditFilterState, "page">): Record<string, string> {
  const query: Record<string, string> = {};
  const instant = (day: string, time: string) => (isCalendarDay(day) ? new Date(`${day}T${time}`).toISOString() : day);
  if (filters.actor.trim()) query.actor = filters.actor.trim();
  if (filters.type && filters.type !== "all") query.type = filters.type;
  if (filters.from) query.from = instant(filters.from, "00:00:00");
  if (filters.to) query.to = instant(filters.to, "23:59:59.999");
  return query;
}

export function auditListOptions(filters: AuditFilterState) {
  return queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) =>
      api<AuditListResponse>("/admin/audit", { signal, query: { ...auditQuery(filters), page: filters.page, limit: filters.limit ?? AUDIT_PAGE_SIZE, sort: filters.sort, order: filters.order } }),
    placeholderData: keepPreviousData,
  });
}

export function auditExportUrl(filters: Omit<AuditFilterState, "page">): string {
  return buildUrl("/admin/audit/export", auditQuery(filters));
}
