// Seed certificates (docs/domain/certificates.md): one per completed enrollment, as issueCertificateForEnrollment
// would have issued them on completion. Codes are derived from the learner and course, so the
// same seed yields the same codes; no email is sent and no token is stored (tokens are signed on read).
import { createHash } from "node:crypto";
import type { PrismaClient } from "../lib/generated/prisma/client";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function seedCode(seed: string): string {
  const bytes = createHash("sha256").update(`masterly-seed-certificate:${seed}`).digest();
  const chars = Array.from({ length: 12 }, (_, i) => ALPHABET[bytes[i] % ALPHABET.length]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4, 8).join("")}-${chars.slice(8).join("")}`;
}

export async function seedCertificates(prisma: PrismaClient): Promise<number> {
  const completed = await prisma.enrollment.findMany({
    where: { completedAt: { not: null }, progress: { gte: 100 }, course: { certificatesEnabled: true } },
    select: { id: true, userId: true, courseId: true, completedAt: true, user: { select: { name: true, email: true } }, course: { select: { title: true } } },
  });
  const rows = completed.map((e) => ({
    code: seedCode(`${e.user.email}|${e.course.title}`),
    enrollmentId: e.id,
    activeEnrollmentId: e.id,
    userId: e.userId,
    courseId: e.courseId,
    learnerName: e.user.name,
    courseTitle: e.course.title,
    issuedAt: e.completedAt as Date,
    createdAt: e.completedAt as Date,
  }));
  await prisma.certificate.createMany({ data: rows });
  return rows.length;
}
