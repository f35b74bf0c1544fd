// Issuing, revoking and re-issuing certificates against the file's real database (SQLite, or
// PostgreSQL under npm run test:pg), and the PDF's extracted text against its golden copy.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { runDueJobs } from "@/lib/jobs";
import { getEnv } from "@/lib/env";
import { createUser } from "@/test/helpers";
import { extractPdfText } from "@/test/pdf-text";
import { issueCertificateForEnrollment, issueMissingCertificates } from "./issue";
import { reissueCertificate, revokeCertificate } from "./admin";
import { renderCertificatePdf } from "./pdf";
import { certificateStatus, checkCertificateToken, toCertificateJson } from "./shared";

let n = 0;
async function completedEnrollment(course: Partial<{ certificatesEnabled: boolean; certificateValidityMonths: number | null }> = {}, progress = 100, completed = true) {
  n += 1;
  const learner = await createUser({ role: "user", name: `Learner ${n}` });
  const c = await prisma.course.create({
    data: { title: `Certified course ${n}`, description: "A course for certificate tests.", category: "Programming", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "Ada", status: "published", ...course },
  });
  const enrollment = await prisma.enrollment.create({ data: { userId: learner.id, courseId: c.id, progress, completedAt: completed ? new Date() : null } });
  return { learner, course: c, enrollment };
}

function outboxFor(email: string): string[] {
  const dir = getEnv().MAIL_OUTBOX_DIR;
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes(safe)).map((f) => fs.readFileSync(path.join(dir, f), "utf8")) : [];
}

let admin: { id: string; name: string };

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
});

describe("issueCertificateForEnrollment", () => {
  it("issues once when several callers race for the same completed enrollment", async () => {
    const { enrollment, learner } = await completedEnrollment();
    const results = await Promise.all(Array.from({ length: 6 }, () => issueCertificateForEnrollment(enrollment.id)));
    expect(results.filter((r) => r.issued)).toHaveLength(1);
    const codes = new Set(results.map((r) => ("certificate" in r ? r.certificate.code : null)));
    expect(codes.size).toBe(1);
    expect(await prisma.certificate.count({ where: { enrollmentId: enrollment.id } })).toBe(1);
    expect(await prisma.activityLog.count({ where: { type: "certificate_issued", actorId: learner.id } })).toBe(1);
    // One email, queued with the certificate, with the signed verification link.
    await runDueJobs();
    const mails = outboxFor(learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`/certificates/${[...codes][0]}?t=3D`); // quoted-printable "="
  });

  it("keeps the learner's name and the course title as they were, and the expiry the course sets", async () => {
    const now = new Date("2026-01-31T12:00:00Z");
    const { enrollment, learner, course } = await completedEnrollment({ certificateValidityMonths: 1 });
    const result = await issueCertificateForEnrollment(enrollment.id, { now, sendEmail: false });
    expect(result).toMatchObject({ issued: true, emailQueued: false });
    await prisma.user.update({ where: { id: learner.id }, data: { name: "Renamed Later" } });
    await prisma.course.update({ where: { id: course.id }, data: { title: "Retitled Later" } });
    const row = await prisma.certificate.findFirstOrThrow({ where: { enrollmentId: enrollment.id } });
    expect(row).toMatchObject({ learnerName: learner.name, courseTitle: course.title });
    expect(row.issuedAt.toISOString()).toBe(now.toISOString());
    expect(row.expiresAt?.toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(certificateStatus(row, new Date("2026-02-27T00:00:00Z"))).toBe("valid");
    expect(certificateStatus(row, new Date("2026-03-01T00:00:00Z"))).toBe("expired");
  });

  it("issues nothing before completion, when the course has certificates off, or for an unknown enrollment", async () => {
    const partial = await completedEnrollment({}, 80, false);
    expect(await issueCertificateForEnrollment(partial.enrollment.id)).toEqual({ issued: false, reason: "not_completed" });
    const off = await completedEnrollment({ certificatesEnabled: false });
    expect(await issueCertificateForEnrollment(off.enrollment.id)).toEqual({ issued: false, reason: "certificates_disabled" });
    expect(await issueCertificateForEnrollment("missing-enrollment")).toEqual({ issued: false, reason: "not_found" });
    expect(await prisma.certificate.count({ where: { enrollmentId: { in: [partial.enrollment.id, off.enrollment.id] } } })).toBe(0);
    expect(outboxFor(partial.learner.email)).toEqual([]);
  });

  it("does not issue again after a revocation", async () => {
    const { enrollment } = await completedEnrollment();
    const first = await issueCertificateForEnrollment(enrollment.id, { sendEmail: false });
    if (!first.issued) throw new Error("expected a certificate");
    await revokeCertificate(first.certificate.id, "Issued by mistake", admin);
    expect(await issueCertificateForEnrollment(enrollment.id)).toMatchObject({ issued: false, reason: "already_issued" });
    expect(await prisma.certificate.count({ where: { enrollmentId: enrollment.id } })).toBe(1);
  });

  it("issueMissingCertificates catches up completed enrollments without one", async () => {
    const a = await completedEnrollment();
    const b = await completedEnrollment({}, 50, false);
    const { issued } = await issueMissingCertificates({ userId: a.learner.id, sendEmail: false });
    expect(issued.map((c) => c.enrollmentId)).toEqual([a.enrollment.id]);
    expect((await issueMissingCertificates({ userId: b.learner.id })).issued).toEqual([]);
  });
});

describe("revoke and re-issue", () => {
  it("a revoked certificate reads as revoked online while its token still verifies as signed", async () => {
    const { enrollment } = await completedEnrollment();
    const issued = await issueCertificateForEnrollment(enrollment.id, { sendEmail: false });
    if (!issued.issued) throw new Error("expected a certificate");
    const revoked = await revokeCertificate(issued.certificate.id, "Academic misconduct", admin);
    const json = toCertificateJson(revoked);
    expect(json).toMatchObject({ status: "revoked", revokedReason: "Academic misconduct" });
    // Offline, the signature alone cannot know: it still checks out.
    expect(checkCertificateToken(json.token)).toMatchObject({ valid: true, claims: { code: revoked.code } });
    await expect(revokeCertificate(issued.certificate.id, "Again", admin)).rejects.toMatchObject({ code: "ALREADY_REVOKED" });
    const log = await prisma.activityLog.findFirstOrThrow({ where: { type: "certificate_revoked", targetId: revoked.id } });
    expect(log.message).toContain("Academic misconduct");
  });

  it("re-issue revokes the old one, points it to the new one, keeps the dates and emails the learner", async () => {
    const { enrollment, learner } = await completedEnrollment({ certificateValidityMonths: 12 });
    const issued = await issueCertificateForEnrollment(enrollment.id, { sendEmail: false });
    if (!issued.issued) throw new Error("expected a certificate");
    const { previous, certificate } = await reissueCertificate(issued.certificate.id, { learnerName: "Corrected Name" }, admin);
    expect(previous).toMatchObject({ status: "revoked", replacedBy: { code: certificate.code } });
    expect(certificate).toMatchObject({ status: "valid", learnerName: "Corrected Name", issuedAt: issued.certificate.issuedAt, expiresAt: issued.certificate.expiresAt });
    expect(certificate.code).not.toBe(previous.code);
    await runDueJobs();
    expect(outboxFor(learner.email).some((m) => m.includes("corrected certificate"))).toBe(true);
    await expect(reissueCertificate(previous.id, {}, admin)).rejects.toMatchObject({ code: "ALREADY_REVOKED" });
    expect(await issueCertificateForEnrollment(enrollment.id)).toMatchObject({ issued: false, certificate: { code: certificate.code } });
  });
});

describe("the PDF", () => {
  it("is A4 landscape and its extracted text matches the golden copy", async () => {
    const pdf = await renderCertificatePdf({
      siteName: "Masterly Academy",
      learnerName: "Zoë Łopez-Smith",
      courseTitle: "Python for Data Science: From Basics to Machine Learning",
      code: "7K2M-9QX4-HP3R",
      issuedAt: new Date("2026-11-24T10:00:00Z"),
      expiresAt: new Date("2027-11-24T10:00:00Z"),
      verifyUrl: "https://learn.example.com/certificates/7K2M-9QX4-HP3R",
      signedUrl: "https://learn.example.com/certificates/7K2M-9QX4-HP3R?t=eyJhbGciOiJFZERTQSJ9.e30.c2ln",
    });
    const raw = Buffer.from(pdf).toString("latin1");
    expect(raw).toMatch(/\/MediaBox \[ ?0 0 841\.89 595\.28 ?\]/);
    const text = `${extractPdfText(pdf).join("\n")}\n`;
    const golden = path.resolve(import.meta.dirname, "__golden__/certificate.txt");
    if (process.env.UPDATE_GOLDEN) fs.writeFileSync(golden, text);
    expect(text).toBe(fs.readFileSync(golden, "utf8"));
  });
});
