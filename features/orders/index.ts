// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { checkoutSchema, ordersQuerySchema, refundSchema, testPaySchema } from "./schema";
export { formatMoney } from "./server/emails";
export { checkoutCancelResponse, checkoutResponse, couponPreviewResponse, orderDetailResponse, orderListResponse, refundResponse, stripeWebhookResponse, testPayResponse, validateCouponSchema } from "./schema";
export type { CouponPreview } from "./schema";
export type { PaymentEvent } from "./server/payments/types";
