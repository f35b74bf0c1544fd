// Revoke and re-issue, per role, against a real database: audit-logged, visible at once.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { issueCertificateForEnrollment, type CertificateRow } from "../../../../server";
import { call, createUser, sessionHeaders, type TestUser } from "@/test/helpers";
import { POST as revoke } from "@/app/api/admin/certificates/[id]/revoke/route";
import { POST as reissue } from "@/app/api/admin/certificates/[id]/reissue/route";
import { GET as verify } from "@/app/api/certificates/[code]/verify/route";

let learner: TestUser;
let cert: CertificateRow;
let n = 0;

beforeEach(async () => {
  n += 1;
  learner = await createUser({ role: "user", name: `Lena ${n}` });
  const c = await prisma.course.create({
    data: { title: `Course ${n}`, description: "Course for revoke tests.", category: "Design", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "Ada", status: "published" },
  });
  const e = await prisma.enrollment.create({ data: { userId: learner.id, courseId: c.id, progress: 100, completedAt: new Date() } });
  const result = await issueCertificateForEnrollment(e.id, { sendEmail: false });
  if (!result.issued) throw new Error("expected a certificate");
  cert = result.certificate;
});

describe("POST /api/admin/certificates/{id}/revoke", () => {
  it("lets an admin revoke with a reason: audit-logged, and the verify endpoint says revoked at once", async () => {
    const admin = await createUser({ role: "admin", name: "Ada Admin" });
    const res = await call<{ data: { certificate: { status: string; revokedReason: string; revokedAt: string } } }>(revoke, {
      params: { id: cert.id },
      body: { reason: "  Plagiarism found  " },
      headers: await sessionHeaders(admin),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.certificate).toMatchObject({ status: "revoked", revokedReason: "Plagiarism found", revokedAt: expect.any(String) });
    const log = await prisma.activityLog.findFirstOrThrow({ where: { type: "certificate_revoked", targetId: cert.id } });
    expect(log).toMatchObject({ actorId: admin.id, actorName: "Ada Admin" });
    expect(log.message).toContain("Plagiarism found");
    const online = await call<{ data: { status: string } }>(verify, { params: { code: cert.code }, headers: { "x-real-ip": `10.1.1.${n}` } });
    expect(online.body.data.status).toBe("revoked");
    const again = await call(revoke, { params: { id: cert.id }, body: { reason: "Twice" }, headers: await sessionHeaders(admin) });
    expect(again.status).toBe(409);
  });

  it("refuses staff (read only), learners and anonymous callers, and changes nothing", async () => {
    const staff = await createUser({ role: "staff" });
    expect((await call(revoke, { params: { id: cert.id }, body: { reason: "No way" }, headers: await sessionHeaders(staff) })).status).toBe(403);
    expect((await call(revoke, { params: { id: cert.id }, body: { reason: "No way" }, headers: await sessionHeaders(learner) })).status).toBe(403);
    expect((await call(revoke, { params: { id: cert.id }, body: { reason: "No way" } })).status).toBe(401);
    expect((await prisma.certificate.findUniqueOrThrow({ where: { id: cert.id } })).status).toBe("valid");
  });

  it("requires a readable reason and answers 404 for an unknown id", async () => {
    const admin = await createUser({ role: "admin" });
    const headers = await sessionHeaders(admin);
    const missing = await call(revoke, { params: { id: cert.id }, body: {}, headers });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ reason: ["Please give a reason"] });
    const blank = await call(revoke, { params: { id: cert.id }, body: { reason: "   " }, headers });
    expect(blank.body.errors).toEqual({ reason: ["Please give a reason"] });
    const short = await call(revoke, { params: { id: cert.id }, body: { reason: "no" }, headers });
    expect(short.body.errors).toEqual({ reason: ["Reason must be at least 3 characters"] });
    expect((await call(revoke, { params: { id: "nonexistent000" }, body: { reason: "Whatever" }, headers })).status).toBe(404);
  });
});

describe("POST /api/admin/certificates/{id}/reissue", () => {
  it("revokes the old one pointing to the new one, with the corrected name", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call<{ data: { certificate: { id: string; code: string; learnerName: string; status: string }; previous: { status: string; replacedByCode: string } } }>(reissue, {
      params: { id: cert.id },
      body: { learnerName: "Lena Corrected" },
      headers: await sessionHeaders(admin),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.certificate).toMatchObject({ learnerName: "Lena Corrected", status: "valid" });
    expect(res.body.data.previous).toMatchObject({ status: "revoked", replacedByCode: res.body.data.certificate.code });
    expect(await prisma.activityLog.count({ where: { type: "certificate_reissued", actorId: admin.id } })).toBe(1);
  });

  it("takes the account's current name when none is given (no body at all)", async () => {
    const admin = await createUser({ role: "admin" });
    await prisma.user.update({ where: { id: learner.id }, data: { name: "Lena Fixed" } });
    const res = await call<{ data: { certificate: { learnerName: string } } }>(reissue, { method: "POST", params: { id: cert.id }, headers: await sessionHeaders(admin) });
    expect(res.status).toBe(201);
    expect(res.body.data.certificate.learnerName).toBe("Lena Fixed");
  });

  it("refuses staff and learners", async () => {
    const staff = await createUser({ role: "staff" });
    expect((await call(reissue, { params: { id: cert.id }, body: {}, headers: await sessionHeaders(staff) })).status).toBe(403);
    expect((await call(reissue, { params: { id: cert.id }, body: {}, headers: await sessionHeaders(learner) })).status).toBe(403);
    expect(await prisma.certificate.count({ where: { enrollmentId: cert.enrollmentId } })).toBe(1);
  });
});
