import { z } from "zod";
import { created, handler } from "@/lib/api/handler";
import { createCoupon } from "@/features/coupons/server";
import { currentCoupons } from "@/features/coupons/web";
import { couponDetailResponse, couponListResponse, couponSchema } from "@/features/coupons";

const querySchema = z.object({ search: z.string().trim().max(40, "Search is too long").optional() });

export const GET = handler({ response: couponListResponse, access: { permission: ["coupons", "read"] }, query: querySchema }, async ({ query }) => ({
  data: { coupons: await currentCoupons(query.search) },
}));

export const POST = handler({ response: couponDetailResponse, errors: ["DUPLICATE"], access: { permission: ["coupons", "create"] }, body: couponSchema }, async ({ body }) => created({ data: { coupon: await createCoupon(body) } }));
