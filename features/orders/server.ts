// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { priceFor, startCheckout } from "./server/checkout";
export { processPaymentEvent, refundOrder } from "./server/events";
export { ordersCsvStream } from "./server/export";
export { stripeClient } from "./server/payments/stripe-client";
export { getOrder, listOrders } from "./server/read";
export { cancelTestOrder, payTestOrder } from "./server/test-checkout";
export { complimentaryGrants, recordComplimentary } from "./server/complimentary";
export { expireStaleTestCheckouts } from "./server/expiry";
