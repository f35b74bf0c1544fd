// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { OrdersAdmin } from "./client/orders-admin";
export { TestCheckoutForm } from "./client/test-checkout-form";
