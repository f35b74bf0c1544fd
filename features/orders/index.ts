// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { OrderStatusBadge } from "./client/order-status-badge";
export { myOrdersQueryOptions } from "./client/queries";
export { checkoutCancelResponse, checkoutResponse, couponDetailResponse, couponListResponse, orderDetailResponse, orderListResponse, refundResponse, stripeWebhookResponse, testPayResponse } from "./responses";
export type { CouponDetailResponse, CouponListResponse, CouponView } from "./responses";
export { checkoutSchema, ordersQuerySchema, refundSchema, testPaySchema } from "./schema";
export { formatMoney } from "./server/emails";
export type { PaymentEvent } from "./server/payments/types";
