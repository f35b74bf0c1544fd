// Coupons (docs/domain/payments.md): key factory, the admin list, its create/update/delete mutations, and the
// course page's price preview.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { CouponInput } from "../schema";
import type { CouponPreview, couponPreviewResponse } from "@/features/orders";
import type { CouponDetailResponse, CouponListResponse, CouponView } from "../schema";
import type { z } from "zod";

export type { CouponView };
/** What the coupon form sends: the route's input schema as it reads once parsed (exactly one of percentOff and amountOffCents, as Stripe names them). */
export type CouponBody = CouponInput;

export const couponKeys = {
  all: ["coupons"] as const,
  list: (search: string) => ["coupons", "list", search] as const,
};

export function couponListOptions(search: string) {
  return queryOptions({
    queryKey: couponKeys.list(search),
    queryFn: ({ signal }) => api<CouponListResponse>("/admin/coupons", { signal, query: { search: search.trim() || undefined } }).then((r) => r.data.coupons),
  });
}

/** The resource's one invalidation helper: every coupon mutation refreshes the whole tree. */
export function useInvalidateCoupons() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: couponKeys.all });
}

export function useSaveCoupon() {
  const invalidate = useInvalidateCoupons();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CouponBody }) =>
      id ? api<CouponDetailResponse>(`/admin/coupons/${encodeURIComponent(id)}`, { method: "PUT", body }) : api<CouponDetailResponse>("/admin/coupons", { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useDeleteCoupon() {
  const invalidate = useInvalidateCoupons();
  return useMutation({
    mutationFn: (id: string) => api(`/admin/coupons/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

export type { CouponPreview };

export function validateCoupon(courseId: string, code: string) {
  return api<z.infer<typeof couponPreviewResponse>>("/coupons/validate", { method: "POST", body: { courseId, code } }).then((r) => r.data);
}
