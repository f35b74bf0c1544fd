// Admin changes: revoke with a reason, and re-issue after a name correction. Both are audit-logged
// in the same transaction as the change.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, notFound } from "@/lib/errors/domain";
import { activityData } from "@/lib/audit/log";
import { newCertificateCode, queueCertificateEmail } from "./issue";
import { certificateSelect, type CertificateRow } from "./shared";

type Actor = { id: string; name: string };

export const REISSUE_REASON = "Re-issued with corrected details";
/** The reason on a certificate whose course was refunded in full (features/orders/server/fulfil.ts applyRefund). */
export const REFUND_REASON = "Refunded";
/**
 * Reasons the system writes, which the public verification states. An admin's own words stay
 * inside the dashboard: they may say things about the learner nobody else should read.
 */
const PUBLIC_REASONS = new Set([REFUND_REASON, REISSUE_REASON]);
export const publicRevocationReason = (row: { status: string; revokedReason: string | null }) =>
  row.status === "revoked" && row.revokedReason && PUBLIC_REASONS.has(row.revokedReason) ? row.revokedReason : null;

/**
 * Inside the refund's transaction: the enrollment's valid certificate is revoked with the reason
 * "Refunded", audit-logged without an actor (a refund may come from Stripe's dashboard). The
 * verify page and API read the row on every request, so they say revoked at once.
 */
export async function revokeForRefund(tx: Prisma.TransactionClient, enrollmentId: string, now: Date): Promise<void> {
  const valid = await tx.certificate.findMany({ where: { enrollmentId, status: "valid" }, select: { id: true, code: true, learnerName: true, courseTitle: true } });
  for (const cert of valid) {
    const { count } = await tx.certificate.updateMany({
      where: { id: cert.id, status: "valid" },
      data: { status: "revoked", revokedAt: now, revokedReason: REFUND_REASON, activeEnrollmentId: null },
    });
    if (count === 0) continue;
    await tx.activityLog.create({
      data: activityData({
        type: "certificate_revoked",
        message: `Certificate ${cert.code} (${cert.learnerName}, ${cert.courseTitle}) was revoked: the order that paid for the course was refunded`,
        target: { type: "certificate", id: cert.id },
        before: { status: "valid" },
        after: { status: "revoked", reason: REFUND_REASON },
        at: now,
      }),
    });
  }
}

export async function revokeCertificate(id: string, reason: string, actor: Actor, now: Date = new Date()): Promise<CertificateRow> {
  return prisma.$transaction(async (tx) => {
    const current = await tx.certificate.findUnique({ where: { id }, select: certificateSelect });
    if (!current) throw notFound("Certificate not found");
    // Conditional update: of two simultaneous revocations, one wins and the other gets 409.
    const { count } = await tx.certificate.updateMany({
      where: { id, status: "valid" },
      data: { status: "revoked", revokedAt: now, revokedReason: reason, activeEnrollmentId: null },
    });
    if (count === 0) throw conflict("This certificate is already revoked", "ALREADY_REVOKED");
    await tx.activityLog.create({
      data: activityData({
        type: "certificate_revoked",
        message: `${actor.name} revoked certificate ${current.code} (${current.learnerName}, ${current.courseTitle}): ${reason}`,
        actor,
        target: { type: "certificate", id },
        before: { status: "valid" },
        after: { status: "revoked", reason },
      }),
    });
    return (await tx.certificate.findUniqueOrThrow({ where: { id }, select: certificateSelect })) as CertificateRow;
  });
}

/**
 * Revokes the certificate and issues its replacement, pointing the old one to the new. The new one
 * keeps the issue and expiry dates (it restates the same achievement) and takes the learner's name
 * as given, or as their account spells it now.
 */
export async function reissueCertificate(
  id: string,
  input: { learnerName?: string },
  actor: Actor,
  now: Date = new Date(),
): Promise<{ previous: CertificateRow; certificate: CertificateRow }> {
  return prisma.$transaction(async (tx) => {
    const old = await tx.certificate.findUnique({ where: { id }, select: { ...certificateSelect, user: { select: { name: true, email: true } } } });
    if (!old) throw notFound("Certificate not found");
    const learnerName = input.learnerName ?? old.user.name;
    const { count } = await tx.certificate.updateMany({
      where: { id, status: "valid" },
      data: { status: "revoked", revokedAt: now, revokedReason: REISSUE_REASON, activeEnrollmentId: null },
    });
    if (count === 0) throw conflict("Only a valid certificate can be re-issued", "ALREADY_REVOKED");
    const created = await tx.certificate.create({
      data: {
        code: newCertificateCode(),
        enrollmentId: old.enrollmentId,
        activeEnrollmentId: old.enrollmentId,
        userId: old.userId,
        courseId: old.courseId,
        learnerName,
        courseTitle: old.courseTitle,
        issuedAt: old.issuedAt,
        expiresAt: old.expiresAt,
      },
      select: { id: true },
    });
    await tx.certificate.update({ where: { id }, data: { replacedById: created.id } });
    await tx.activityLog.create({
      data: activityData({
        type: "certificate_reissued",
        message: `${actor.name} re-issued certificate ${old.code} for ${learnerName} (${old.courseTitle})`,
        actor,
        target: { type: "certificate", id: created.id },
        before: { id, code: old.code, learnerName: old.learnerName },
        after: { id: created.id, learnerName },
      }),
    });
    const previous = await tx.certificate.findUniqueOrThrow({ where: { id }, select: certificateSelect });
    const certificate = await tx.certificate.findUniqueOrThrow({ where: { id: created.id }, select: certificateSelect });
    // The replacement's link, queued with it: sent once the re-issue has committed.
    await queueCertificateEmail(certificate, old.user.email, { db: tx, reissued: true });
    return { previous, certificate };
  });
}
