// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { OrderStatusBadge } from "./client/order-status-badge";
export { myOrdersQueryOptions } from "./client/queries";
export { checkoutCancelResponse, checkoutResponse, checkoutSchema, couponCodeSchema, couponPreviewResponse, orderDetailResponse, orderListResponse, ordersQuerySchema, refundResponse, refundSchema, stripeWebhookResponse, testPayResponse, testPaySchema, validateCouponSchema } from "./schema";
export { formatMoney } from "./server/emails";
export { couponInvalid } from "./server/payments/errors";
export type { CouponPreview } from "./schema";
export type { PaymentEvent } from "./server/payments/types";
