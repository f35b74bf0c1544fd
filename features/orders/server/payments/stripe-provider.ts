// The `stripe` provider: Checkout Sessions with the order id in metadata, refunds through the API.
// Idempotency keys make a retried call return the first answer instead of charging twice.
import "server-only";
import { getEnv } from "@/lib/env";
import { stripeClient } from "./stripe-client";
import type { PaymentProvider } from "./types";

export const stripeProvider: PaymentProvider = {
  name: "stripe",
  async createCheckout({ orderId, courseTitle, totalCents, currency, customerEmail }) {
    const appUrl = getEnv().APP_URL;
    const session = await stripeClient().checkout.sessions.create(
      {
        mode: "payment",
        line_items: [{ quantity: 1, price_data: { currency: currency.toLowerCase(), unit_amount: totalCents, product_data: { name: courseTitle } } }],
        customer_email: customerEmail,
        client_reference_id: orderId,
        metadata: { orderId },
        payment_intent_data: { metadata: { orderId } },
        success_url: `${appUrl}/checkout/${orderId}?status=success`,
        cancel_url: `${appUrl}/checkout/${orderId}?status=cancelled`,
      },
      { idempotencyKey: `checkout-${orderId}` },
    );
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
    return { providerRef: session.id, url: session.url };
  },
  async refund({ orderId, paymentRef, amountCents }) {
    const refund = await stripeClient().refunds.create(
      { payment_intent: paymentRef, amount: amountCents, metadata: { orderId } },
      { idempotencyKey: `refund-${orderId}-${amountCents}-${Date.now()}` },
    );
    return { refundRef: refund.id };
  },
};
