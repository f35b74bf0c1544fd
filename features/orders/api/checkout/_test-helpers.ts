// Shared by the checkout, webhook, coupon and order route tests: a learner with a session, a
// published course, the outbox, and the test provider's actions.
import fs from "node:fs";
import path from "node:path";
import { POST as checkoutRoute } from "@/app/api/checkout/route";
import { POST as testPayRoute } from "@/app/api/checkout/[id]/test-pay/route";
import { makeCourse } from "@/features/courses/api/courses/_test-fixtures";
import { POST as createCouponRoute } from "@/app/api/admin/coupons/route";
import { prisma } from "@/lib/db";
import { call, sessionHeaders, type RouteFn } from "@/test/helpers";

export type Json = Record<string, unknown> & { data: Record<string, unknown>; code?: string; message?: string; errors?: Record<string, string[]> };
export type OrderJson = { id: string; status: string; subtotalCents: number; discountCents: number; totalCents: number; currency: string; couponCode?: string | null };
export const r = (fn: unknown) => fn as RouteFn;

let n = 0;

/** A learner with a session. No password hash to compute: the concurrency tests make twenty of them. */
export async function buyer() {
  n += 1;
  const row = await prisma.user.create({
    data: { email: `buyer${n}-${Date.now()}@example.test`, name: `Buyer ${n}`, role: "user", passwordHash: "not-a-login", isActive: true, isEmailVerified: true },
  });
  const user = { id: row.id, email: row.email, name: row.name, role: "user" as const };
  return { user, headers: await sessionHeaders(user) };
}

export const course = (priceCents = 4999) => makeCourse({ priceCents, status: "published" });

export async function checkout(headers: Record<string, string>, courseId: string, couponCode?: string) {
  const res = await call<Json>(r(checkoutRoute), { method: "POST", headers, body: { courseId, ...(couponCode ? { couponCode } : {}) } });
  return { ...res, order: res.body.data?.order as OrderJson | undefined, checkoutUrl: res.body.data?.checkoutUrl as string | null | undefined };
}

let coupons = 0;

/** A coupon made through the admin route, under a fresh code. */
export async function makeCoupon(adminHeaders: Record<string, string>, body: Record<string, unknown>) {
  coupons += 1;
  const res = await call<Json>(r(createCouponRoute), { method: "POST", headers: adminHeaders, body: { code: `C${coupons}X${Date.now().toString(36).toUpperCase()}`, ...body } });
  if (res.status !== 201) throw new Error(`The coupon was not created: ${res.text}`);
  return res.body.data.coupon as { id: string; code: string };
}

export const pay = (headers: Record<string, string>, orderId: string, cardNumber = "4242 4242 4242 4242") =>
  call<Json>(r(testPayRoute), { method: "POST", headers, params: { id: orderId }, body: { cardNumber } });

export function outbox(to: string): string[] {
  const dir = process.env.MAIL_OUTBOX_DIR as string;
  const safe = to.replace(/[^a-z0-9@._-]/gi, "_");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${safe}.eml`)).map((f) => fs.readFileSync(path.join(dir, f), "utf8")) : [];
}
