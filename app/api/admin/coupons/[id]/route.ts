import { handler } from "@/lib/api/handler";
import { deleteCoupon, updateCoupon } from "@/features/coupons/server";
import { currentCoupon } from "@/features/coupons/web";
import { idParamsSchema } from "@/lib/validation/common";
import { couponDetailResponse, couponSchema } from "@/features/coupons";
import { messageResponse } from "@/lib/api/response-schemas";

export const GET = handler({ response: couponDetailResponse, errors: ["NOT_FOUND"], access: { permission: ["coupons", "read"] }, params: idParamsSchema }, async ({ params }) => ({ data: { coupon: await currentCoupon(params.id) } }));

export const PUT = handler({ response: couponDetailResponse, access: { permission: ["coupons", "update"] }, params: idParamsSchema, body: couponSchema }, async ({ params, body }) => ({
  data: { coupon: await updateCoupon(params.id, body) },
}));

export const DELETE = handler({ response: messageResponse, errors: ["NOT_FOUND"], access: { permission: ["coupons", "delete"] }, params: idParamsSchema }, async ({ params }) => {
  await deleteCoupon(params.id);
  return { message: "Coupon deleted" };
});
