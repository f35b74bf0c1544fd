// Orders (docs/domain/payments.md): key factory, the filtered list with its totals, one order's timeline, the
// CSV export address for the same filters, and the admin's refund.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, buildUrl } from "@/lib/api/client";
import type { OrderDetail, orderDetailResponse, OrderListResponse, OrderTotals, OrderView, refundResponse } from "../schema";
import type { z } from "zod";

export type { OrderDetail, OrderListResponse, OrderTotals, OrderView };

export type OrderFilterState = { search: string; status: string; from: string; to: string; page: number; limit?: number };
export const ORDER_PAGE_SIZE = 20;

export const orderKeys = {
  all: ["orders"] as const,
  list: (filters: OrderFilterState) => ["orders", "list", filters] as const,
  mine: () => ["orders", "mine"] as const,
  detail: (id: string) => ["orders", "detail", id] as const,
};

/** The API query for the filters (dates are calendar days, as the API reads them). */
export function ordersQuery(filters: Omit<OrderFilterState, "page" | "limit">): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.status && filters.status !== "all") query.status = filters.status;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

export function orderListOptions(filters: OrderFilterState) {
  return queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) => api<OrderListResponse>("/orders", { signal, query: { ...ordersQuery(filters), page: filters.page, limit: filters.limit ?? ORDER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in learner's own orders (their purchases on /profile). */
export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.mine(),
    queryFn: ({ signal }) => api<OrderListResponse>("/orders", { signal, query: { limit: 100 } }).then((r) => r.data.orders),
  });
}

export function orderDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api<z.infer<typeof orderDetailResponse>>(`/orders/${encodeURIComponent(id)}`, { signal }).then((r) => r.data.order),
  });
}

export function ordersExportUrl(filters: Omit<OrderFilterState, "page" | "limit">): string {
  return buildUrl("/admin/orders/export", ordersQuery(filters));
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amountCents }: { id: string; amountCents?: number }) =>
      api<z.infer<typeof refundResponse>>(`/admin/orders/${encodeURIComponent(id)}/refund`, {
        method: "POST",
        body: amountCents ? { amountCents } : {},
      }),
    // Revenue figures read orders, so every cached figure is stale after a refund.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
