// Reading certificates: the lists (a learner's own, or everyone's for admins and staff), one by its
// public code, and the public verification answer.
import "server-only";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { containsText } from "@/lib/db/dialect";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sortedBy } from "@/lib/search/pagination";
import type { SortOrder } from "@/lib/validation/common";
import type { CertificateJson, CertificateSort, CertificateVerification } from "../schema";
import { certificateSelect, certificateStatus, toCertificateJson, type CertificateRow } from "./shared";
import { publicRevocationReason } from "./admin";

const CERTIFICATE_ORDER = {
  issuedAt: { field: "issuedAt", natural: "desc" },
  code: { field: "code", natural: "asc" },
  learnerName: { field: "learnerName", natural: "asc" },
  courseTitle: { field: "courseTitle", natural: "asc" },
} as const;

export async function listCertificates(input: { userId?: string; search?: string; page: number; limit: number; sort?: CertificateSort; order?: SortOrder }): Promise<{ certificates: CertificateJson[]; total: number }> {
  const where: Prisma.CertificateWhereInput = { ...(input.userId ? { userId: input.userId } : {}) };
  const search = input.search?.trim();
  if (search) {
    where.OR = [
      { code: containsText(search.toUpperCase()) },
      { learnerName: containsText(search) },
      { courseTitle: containsText(search) },
      { user: { email: containsText(search) } },
    ];
  }
  const [rows, total] = await Promise.all([
    prisma.certificate.findMany({
      where,
      select: certificateSelect,
      orderBy: sortedBy(input.sort ?? "issuedAt", input.order, CERTIFICATE_ORDER) as Prisma.CertificateOrderByWithRelationInput[],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
    }),
    // A whole-list figure: cached per filter like every list total (any certificate write clears it).
    cachedAggregate(`certificates:count:${JSON.stringify({ userId: input.userId ?? null, search: search ?? "" })}`, () => prisma.certificate.count({ where })),
  ]);
  const now = new Date();
  return { certificates: rows.map((row) => toCertificateJson(row, now)), total };
}

export async function findCertificateByCode(code: string): Promise<(CertificateRow & { course: { certificatePublicDownload: boolean } }) | null> {
  return prisma.certificate.findUnique({
    where: { code },
    select: { ...certificateSelect, course: { select: { certificatePublicDownload: true } } },
  });
}

export async function findCertificateById(id: string): Promise<CertificateRow | null> {
  return prisma.certificate.findUnique({ where: { id }, select: certificateSelect });
}

export function toVerification(row: CertificateRow, now: Date = new Date()): CertificateVerification {
  return {
    status: certificateStatus(row, now),
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.status === "revoked" ? (row.revokedAt?.toISOString() ?? null) : null,
    revokedReason: publicRevocationReason(row),
  };
}
