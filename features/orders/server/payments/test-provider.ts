// The `test` provider: our own hosted-checkout page at /checkout/{orderId}. Its pay, decline and
// cancel actions build Stripe-shaped events and hand them to the same processor as the webhook.
import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./types";

/** Stripe's Checkout Sessions expire 24 hours after they are created unless told otherwise; ours do too. */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

export const testProvider: PaymentProvider = {
  name: "test",
  async createCheckout({ orderId }) {
    return { providerRef: id("cs"), url: `/checkout/${orderId}` };
  },
  async refund() {
    return { refundRef: id("re") };
  },
};

export const testIds = { event: () => id("evt"), paymentIntent: () => id("pi"), charge: () => id("ch") };
