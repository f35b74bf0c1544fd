// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { OrdersAdmin } from "./client/orders-admin";
export { TestCheckoutForm } from "./client/test-checkout-form";
export { OrderStatusBadge } from "./client/order-status-badge";
export { myOrdersQueryOptions } from "./client/queries";
