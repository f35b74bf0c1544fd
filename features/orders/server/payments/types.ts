// The small interface every payment provider implements (docs/architecture.md, convention 15), and the Stripe-shaped
// events both providers feed into features/orders/server/events.ts.

export type ProviderName = "test" | "stripe";

export type CheckoutRequest = {
  orderId: string;
  courseTitle: string;
  totalCents: number;
  currency: string;
  customerEmail: string;
};

export type PaymentProvider = {
  name: ProviderName;
  /** Starts a hosted checkout; `providerRef` is the checkout's id (a Checkout Session id). */
  createCheckout(request: CheckoutRequest): Promise<{ providerRef: string; url: string }>;
  /** Refunds part or all of a payment; answers the refund's id. */
  refund(request: { orderId: string; paymentRef: string; amountCents: number }): Promise<{ refundRef: string }>;
};

/** The fields of a Stripe event we read. The test provider builds the same shape. */
export type PaymentEvent = {
  id: string;
  type: string;
  data: { object: Record<string, unknown> & { id?: string; metadata?: Record<string, string> | null } };
};
