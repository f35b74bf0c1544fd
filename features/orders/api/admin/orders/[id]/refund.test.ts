// A full refund takes back what the order paid for, the certificate earned in it included: the
// verify API says revoked with the reason "Refunded" at once and the PDF is no longer served. A
// partial refund, and a refund of a payment that granted nothing, leave the certificate valid.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refund/route";
import { POST as completeRoute } from "@/app/api/learn/[courseId]/lessons/[lessonId]/complete/route";
import { GET as myCertificates } from "@/app/api/certificates/route";
import { GET as verifyRoute } from "@/app/api/certificates/[code]/verify/route";
import { GET as pdfRoute } from "@/app/api/certificates/[code]/pdf/route";
import { buyer, checkout, pay, r, type Json } from "../../../checkout/_test-helpers";
import { buildCourse, lessonsOf } from "@/features/learn/api/learn/_test-fixtures";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type Verification = { status: string; revokedAt: string | null; revokedReason: string | null };

let admin: Record<string, string>;
let ip = 0;
const addr = () => ({ "x-real-ip": `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });
beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
});

/** Buys a two-lesson course on the test provider, completes it, and answers the certificate it earned. */
async function certifiedPurchase() {
  const { course, lessonIds } = await buildCourse({ priceCents: 4000, sections: [{ lessons: lessonsOf(2) }] });
  const learner = await buyer();
  const opened = await checkout(learner.headers, course.id);
  expect((await pay(learner.headers, opened.order!.id)).body.data.order).toMatchObject({ status: "paid" });
  for (const lessonId of lessonIds) {
    expect((await call(r(completeRoute), { method: "POST", headers: learner.headers, params: { courseId: course.id, lessonId } })).status).toBe(200);
  }
  const mine = await call<Json>(r(myCertificates), { headers: learner.headers });
  const [certificate] = mine.body.data.certificates as { code: string; status: string }[];
  expect(certificate).toMatchObject({ status: "valid" });
  return { course, learner, orderId: opened.order!.id, code: certificate.code };
}

const verify = (code: string) => call<{ data: Verification }>(r(verifyRoute), { params: { code }, headers: addr() });
const pdf = (code: string, headers: Record<string, string>) => call(r(pdfRoute), { params: { code }, headers: { ...headers, ...addr() } });

describe("POST /api/admin/orders/{id}/refund and the certificate the order paid for", () => {
  it("a full refund revokes it with the reason Refunded: the verify API says so and the PDF is refused", async () => {
    const { learner, orderId, code } = await certifiedPurchase();
    expect((await verify(code)).body.data).toMatchObject({ status: "valid" });
    expect((await pdf(code, learner.headers)).status).toBe(200);

    const refunded = await call<Json>(r(refundRoute), { method: "POST", headers: admin, params: { id: orderId } });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.order).toMatchObject({ status: "refunded" });

    const after = await verify(code);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ status: "revoked", revokedReason: "Refunded", revokedAt: expect.any(String) });
    for (const headers of [learner.headers, admin]) {
      const download = await pdf(code, headers);
      expect(download.status).toBe(410);
      expect(download.body).toMatchObject({ code: "CERTIFICATE_REVOKED" });
    }
    const mine = await call<Json>(r(myCertificates), { headers: learner.headers });
    expect(mine.body.data.certificates).toEqual([expect.objectContaining({ code, status: "revoked", revokedReason: "Refunded" })]);
    const log = await prisma.activityLog.findFirstOrThrow({ where: { type: "certificate_revoked", targetType: "certificate" }, orderBy: { createdAt: "desc" } });
    expect(log.message).toContain(code);
    expect(log.message).toContain("refunded");
  });

  it("a partial refund leaves it valid; refunding the rest revokes it", async () => {
    const { orderId, code } = await certifiedPurchase();
    expect((await call(r(refundRoute), { method: "POST", headers: admin, params: { id: orderId }, body: { amountCents: 1000 } })).status).toBe(200);
    expect((await verify(code)).body.data).toMatchObject({ status: "valid" });
    expect((await call(r(refundRoute), { method: "POST", headers: admin, params: { id: orderId } })).status).toBe(200);
    expect((await verify(code)).body.data).toMatchObject({ status: "revoked", revokedReason: "Refunded" });
  });

  it("refunding a second, duplicate payment for the course keeps access and the certificate", async () => {
    const { course, learner, code } = await certifiedPurchase();
    // Paid again through an order opened before the first was paid: recorded as a duplicate and refunded at once.
    const again = await prisma.order.create({
      data: { userId: learner.user.id, courseId: course.id, currency: "USD", subtotalCents: 4000, totalCents: 4000, provider: "test", providerRef: "cs_test_dup" },
    });
    expect((await pay(learner.headers, again.id)).body.data.order).toMatchObject({ status: "refunded" });
    expect((await verify(code)).body.data).toMatchObject({ status: "valid" });
    expect(await prisma.enrollment.count({ where: { userId: learner.user.id, courseId: course.id, unenrolledAt: null } })).toBe(1);
  });

  it("an admin's own revocation keeps its wording private: the verify API says revoked, without the reason", async () => {
    const { code } = await certifiedPurchase();
    const cert = await prisma.certificate.findUniqueOrThrow({ where: { code } });
    const { POST: revokeRoute } = await import("@/app/api/admin/certificates/[id]/revoke/route");
    expect((await call(r(revokeRoute), { method: "POST", headers: admin, params: { id: cert.id }, body: { reason: "Plagiarism found in the final project" } })).status).toBe(200);
    expect((await verify(code)).body.data).toMatchObject({ status: "revoked", revokedAt: expect.any(String), revokedReason: null });
  });
});
