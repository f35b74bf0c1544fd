import { NextResponse } from "next/server";
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { badRequest, payloadTooLarge } from "@/lib/api/errors";
import { getEnv } from "@/lib/env";
import { processPaymentEvent } from "@/features/orders/server";
import { stripeClient } from "@/features/orders/server";
import type { PaymentEvent } from "@/features/orders";
import { stripeWebhookResponse } from "@/features/orders";

const MAX_EVENT_BYTES = 512 * 1024;

/**
 * Stripe's webhook: no session, the signature is the authentication. It is checked with the SDK on
 * the raw body before anything is read; each event id is processed once (a retry answers 200).
 */
export const POST = handler({ errors: ["INVALID_SIGNATURE", "PAYLOAD_TOO_LARGE", "WEBHOOK_NOT_CONFIGURED"], access: { public: true }, response: stripeWebhookResponse }, async ({ req }) => {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw badRequest("Stripe webhooks are not configured on this server", "WEBHOOK_NOT_CONFIGURED");
  const signature = req.headers.get("stripe-signature");
  if (!signature) throw badRequest("The Stripe-Signature header is missing", "INVALID_SIGNATURE");
  const raw = await req.text();
  if (Buffer.byteLength(raw) > MAX_EVENT_BYTES) throw payloadTooLarge(MAX_EVENT_BYTES);
  let event: PaymentEvent;
  try {
    event = stripeClient().webhooks.constructEvent(raw, signature, secret) as unknown as PaymentEvent;
  } catch {
    throw badRequest("The webhook signature is not valid", "INVALID_SIGNATURE");
  }
  const result = await processPaymentEvent(event);
  return NextResponse.json({ received: true, duplicate: result.duplicate } satisfies z.infer<typeof stripeWebhookResponse>);
});
