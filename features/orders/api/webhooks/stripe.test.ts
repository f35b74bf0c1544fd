// The Stripe side, for real: events signed with the SDK's generateTestHeaderString and verified by
// the route on the raw body; the stripe provider's Checkout Sessions and refunds sent by the SDK
// to a loopback fake of Stripe's API started here (never the network).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import Stripe from "stripe";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refund/route";
import { buyer, checkout, course, makeCoupon, outbox, r, type Json } from "../checkout/_test-helpers";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type Received = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | null };

// Before any module reads the environment: the stripe provider, pointed at a loopback fake.
const fake = await vi.hoisted(async () => {
  const http = await import("node:http");
  const received: Received[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      received.push({ method: req.method ?? "", path: req.url ?? "", form, idempotencyKey: (req.headers["idempotency-key"] as string) ?? null });
      n += 1;
      res.setHeader("content-type", "application/json");
      if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
        const id = `cs_fake_${n}`;
        res.end(JSON.stringify({ id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}`, metadata: { orderId: form.get("metadata[orderId]") } }));
      } else if (req.method === "POST" && req.url === "/v1/refunds") {
        res.end(JSON.stringify({ id: `re_fake_${n}`, object: "refund", amount: Number(form.get("amount")), payment_intent: form.get("payment_intent"), status: "succeeded" }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unrecognized request URL" } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as { port: number };
  process.env.PAYMENT_PROVIDER = "stripe";
  process.env.STRIPE_SECRET_KEY = "sk_test_loopback";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_secret_for_signatures";
  process.env.STRIPE_API_URL = `http://127.0.0.1:${port}`;
  return { server, received };
});

afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

const stripe = new Stripe("sk_test_signer");
const SECRET = "whsec_test_secret_for_signatures";
let seq = 0;

function event(type: string, object: Record<string, unknown>, id = `evt_${++seq}_${Date.now()}`) {
  return { id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } };
}

function deliver(payload: object, secret = SECRET) {
  const raw = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: raw, secret });
  return call<Json & { received?: boolean; duplicate?: boolean }>(r(webhook), { method: "POST", rawBody: raw, headers: { "stripe-signature": signature } });
}

let adminHeaders: Record<string, string>;
beforeAll(async () => {
  adminHeaders = await sessionHeaders(await createUser({ role: "admin" }));
});

async function stripeOrder(priceCents = 3000) {
  const c = await course(priceCents);
  const learner = await buyer();
  const res = await checkout(learner.headers, c.id);
  expect(res.status).toBe(201);
  return { course: c, ...learner, order: res.order!, checkoutUrl: res.checkoutUrl };
}

const completed = (orderId: string, sessionId: string, pi = `pi_${orderId}`) =>
  event("checkout.session.completed", { id: sessionId, object: "checkout.session", metadata: { orderId }, payment_status: "paid", payment_intent: pi, amount_total: 3000 });

describe("stripe provider against a loopback fake", () => {
  it("creates a Checkout Session with the order id in metadata and the total, and answers its URL", async () => {
    const { order, checkoutUrl, user } = await stripeOrder(3000);
    const sent = fake.received.find((x) => x.path === "/v1/checkout/sessions" && x.form.get("metadata[orderId]") === order.id);
    expect(sent).toBeDefined();
    expect(sent!.form.get("line_items[0][price_data][unit_amount]")).toBe("3000");
    expect(sent!.form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(sent!.form.get("customer_email")).toBe(user.email);
    expect(sent!.form.get("payment_intent_data[metadata][orderId]")).toBe(order.id);
    expect(sent!.idempotencyKey).toBe(`checkout-${order.id}`);
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_fake_/);
    const row = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ provider: "stripe", status: "pending" });
    expect(row.providerRef).toMatch(/^cs_fake_/);
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const { order, user, course: c } = await stripeOrder();
    const evt = completed(order.id, "cs_x");
    expect((await deliver(evt, "whsec_someone_else")).status).toBe(400);
    const raw = JSON.stringify(evt);
    expect((await call(r(webhook), { method: "POST", rawBody: raw })).status).toBe(400);
    // A valid signature over a different body is refused too.
    const signature = stripe.webhooks.generateTestHeaderString({ payload: raw, secret: SECRET });
    const tampered = await call<Json>(r(webhook), { method: "POST", rawBody: raw.replace('"paid"', '"paid" '), headers: { "stripe-signature": signature } });
    expect(tampered.status).toBe(400);
    expect(tampered.body.code).toBe("INVALID_SIGNATURE");
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } })).toEqual({ status: "pending" });
    expect(await prisma.enrollment.count({ where: { userId: user.id, courseId: c.id } })).toBe(0);
    expect(await prisma.paymentEvent.count({ where: { id: evt.id } })).toBe(0);
  });

  it("checkout.session.completed pays and enrolls once, however often it is delivered; expired afterwards changes nothing", async () => {
    const { order, user, course: c } = await stripeOrder();
    const evt = completed(order.id, "cs_y", "pi_once");
    const results = await Promise.all([deliver(evt), deliver(evt), deliver(evt)]);
    expect(results.map((x) => x.status)).toEqual([200, 200, 200]);
    expect(results.filter((x) => x.body.duplicate === false).length).toBe(1);
    expect(await prisma.enrollment.count({ where: { userId: user.id, courseId: c.id } })).toBe(1);
    const row = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ status: "paid", paymentRef: "pi_once" });
    expect(await prisma.orderEvent.count({ where: { orderId: order.id, type: "paid" } })).toBe(1);
    expect(outbox(user.email).length).toBe(1);

    const expired = await deliver(event("checkout.session.expired", { id: "cs_y", object: "checkout.session", metadata: { orderId: order.id }, status: "expired" }));
    expect(expired.status).toBe(200);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } })).toEqual({ status: "paid" });
    expect(await prisma.enrollment.count({ where: { userId: user.id, courseId: c.id, unenrolledAt: null } })).toBe(1);
  });

  it("checkout.session.expired closes a pending order; an unpaid (async) completion does not enroll", async () => {
    const a = await stripeOrder();
    await deliver(event("checkout.session.expired", { id: "cs_e", object: "checkout.session", metadata: { orderId: a.order.id } }));
    expect(await prisma.order.findUniqueOrThrow({ where: { id: a.order.id }, select: { status: true } })).toEqual({ status: "expired" });
    const b = await stripeOrder();
    await deliver(event("checkout.session.completed", { id: "cs_u", object: "checkout.session", metadata: { orderId: b.order.id }, payment_status: "unpaid" }));
    expect(await prisma.order.findUniqueOrThrow({ where: { id: b.order.id }, select: { status: true } })).toEqual({ status: "pending" });
    expect(await prisma.enrollment.count({ where: { userId: { in: [a.user.id, b.user.id] } } })).toBe(0);
    // Unknown events and unknown orders are acknowledged and recorded, without effect.
    const other = await deliver(event("customer.created", { id: "cus_1", object: "customer" }));
    expect(other.status).toBe(200);
  });

  it("an admin refund goes to Stripe's refunds API, revokes access with reason 'refunded', emails the learner; Stripe's own charge.refunded afterwards changes nothing", async () => {
    const { order, user, course: c } = await stripeOrder();
    await deliver(completed(order.id, "cs_r", "pi_refund_me"));
    expect((await call(r(refundRoute), { method: "POST", headers: (await buyer()).headers, params: { id: order.id } })).status).toBe(403);
    const res = await call<Json>(r(refundRoute), { method: "POST", headers: adminHeaders, params: { id: order.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.order).toMatchObject({ status: "refunded", refundedCents: 3000 });
    const sent = fake.received.find((x) => x.path === "/v1/refunds" && x.form.get("payment_intent") === "pi_refund_me");
    expect(sent?.form.get("amount")).toBe("3000");
    const enrollment = await prisma.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId: user.id, courseId: c.id } } });
    expect(enrollment.unenrolledAt).not.toBeNull();
    expect(enrollment.unenrollReason).toBe("refunded");
    expect(outbox(user.email).some((m) => m.includes("Your refund for"))).toBe(true);

    const stripeSays = await deliver(event("charge.refunded", { id: "ch_1", object: "charge", payment_intent: "pi_refund_me", amount: 3000, amount_refunded: 3000, refunded: true }));
    expect(stripeSays.status).toBe(200);
    expect(await prisma.orderEvent.count({ where: { orderId: order.id, type: "refunded" } })).toBe(1);
    // Refunding again is a conflict.
    expect((await call(r(refundRoute), { method: "POST", headers: adminHeaders, params: { id: order.id } })).status).toBe(409);
  });

  it("a charge.refunded from Stripe's dashboard (partial, then the rest) refunds by the running total", async () => {
    const { order, user, course: c } = await stripeOrder();
    await deliver(completed(order.id, "cs_p", "pi_partial"));
    await deliver(event("charge.refunded", { id: "ch_2", object: "charge", payment_intent: "pi_partial", amount: 3000, amount_refunded: 1000 }));
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, refundedCents: true } })).toEqual({ status: "paid", refundedCents: 1000 });
    expect(await prisma.enrollment.count({ where: { userId: user.id, courseId: c.id, unenrolledAt: null } })).toBe(1);
    await deliver(event("charge.refunded", { id: "ch_2", object: "charge", payment_intent: "pi_partial", amount: 3000, amount_refunded: 3000 }));
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, refundedCents: true } })).toEqual({ status: "refunded", refundedCents: 3000 });
    expect(await prisma.enrollment.count({ where: { userId: user.id, courseId: c.id, unenrolledAt: null } })).toBe(0);
  });
});

describe("coupon uses held by Stripe checkouts", () => {
  const limitedCoupon = (maxRedemptions: number) => makeCoupon(adminHeaders, { percentOff: 50, maxRedemptions });

  async function couponCheckout(courseId: string, code: string) {
    const learner = await buyer();
    const res = await checkout(learner.headers, courseId, code);
    return { ...learner, res };
  }

  it("checkout.session.expired releases the use, and the next learner may take it", async () => {
    const c = await course(3000);
    const coupon = await limitedCoupon(1);
    const a = await couponCheckout(c.id, coupon.code);
    expect(a.res.status).toBe(201);
    const b = await couponCheckout(c.id, coupon.code);
    expect(b.res.status).toBe(422);
    expect(b.res.body.errors?.couponCode).toEqual(["This coupon has been used up"]);
    await deliver(event("checkout.session.expired", { id: "cs_rel", object: "checkout.session", metadata: { orderId: a.res.order!.id }, status: "expired" }));
    expect((await checkout(b.headers, c.id, coupon.code)).status).toBe(201);
  });

  it("a payment after the checkout closed claims a use if one is left, or is refunded in full and enrolls no one", async () => {
    const c = await course(3000);
    const coupon = await limitedCoupon(1);
    // Declined, then paid with another card in the same Checkout Session: a use was left, it stands.
    const a = await couponCheckout(c.id, coupon.code);
    await deliver(event("payment_intent.payment_failed", { id: "pi_late_a", object: "payment_intent", metadata: { orderId: a.res.order!.id }, last_payment_error: { message: "Your card was declined." } }));
    expect(await prisma.order.findUniqueOrThrow({ where: { id: a.res.order!.id }, select: { status: true } })).toEqual({ status: "failed" });
    await deliver(completed(a.res.order!.id, a.res.order!.id, "pi_late_a"));
    expect(await prisma.order.findUniqueOrThrow({ where: { id: a.res.order!.id }, select: { status: true, totalCents: true } })).toEqual({ status: "paid", totalCents: 1500 });
    expect(await prisma.enrollment.count({ where: { userId: a.user.id, courseId: c.id, unenrolledAt: null } })).toBe(1);
    expect(await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).toMatchObject({ redemptionCount: 1 });

    // The same with the coupon used up meanwhile: recorded, refunded at once, nobody enrolled.
    const other = await limitedCoupon(1);
    const b = await couponCheckout(c.id, other.code);
    await deliver(event("payment_intent.payment_failed", { id: "pi_late_b", object: "payment_intent", metadata: { orderId: b.res.order!.id }, last_payment_error: { message: "Your card was declined." } }));
    const taker = await couponCheckout(c.id, other.code);
    expect(taker.res.status).toBe(201);
    await deliver(completed(taker.res.order!.id, taker.res.order!.id, "pi_taker"));
    const late = await deliver(completed(b.res.order!.id, b.res.order!.id, "pi_late_b"));
    expect(late.status).toBe(200);
    const row = await prisma.order.findUniqueOrThrow({ where: { id: b.res.order!.id }, include: { events: true } });
    expect(row).toMatchObject({ status: "refunded", totalCents: 1500, refundedCents: 1500, paymentRef: "pi_late_b" });
    expect(row.events.map((e) => e.type)).toEqual(expect.arrayContaining(["paid", "coupon_refused", "refunded"]));
    expect(fake.received.some((x) => x.path === "/v1/refunds" && x.form.get("payment_intent") === "pi_late_b" && x.form.get("amount") === "1500")).toBe(true);
    expect(await prisma.enrollment.count({ where: { userId: b.user.id, courseId: c.id } })).toBe(0);
    expect(await prisma.coupon.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ redemptionCount: 1 });
    expect(outbox(b.user.email).some((m) => m.includes("Your refund for"))).toBe(true);
  });
});

