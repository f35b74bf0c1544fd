// Item statistics, as Moodle's quiz statistics report computes them, maintained incrementally:
// each final attempt adds, per marked question, x = the question's score fraction and y = the
// rest of the attempt's score fraction (total minus this question, over max minus its mark).
//   facility       = mean x                                  (Moodle's facility index / 100)
//   discrimination = Pearson r(x, y) over attempts with a rest (Moodle's discrimination index / 100)
// Flags (Moodle's bands): facility above 0.9 is "very easy" or easier → too-easy; below 0.2 is
// "difficult" or harder → too-hard; r below 0 → negative-discrimination (Moodle: "invalid").
// Flags need at least 5 attempts, so one learner's luck does not brand a question.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/errors/domain";
import type { QuestionStats } from "@/features/grading";

type Db = Prisma.TransactionClient;
export const FLAG_MIN_ATTEMPTS = 5;
export const TOO_EASY = 0.9;
export const TOO_HARD = 0.2;

export async function recordStats(tx: Db, rows: { questionId: string; score: number; maxScore: number }[], total: number, max: number): Promise<void> {
  for (const r of rows) {
    if (r.maxScore <= 0) continue;
    const x = r.score / r.maxScore;
    const restMax = max - r.maxScore;
    const y = restMax > 0 ? (total - r.score) / restMax : null;
    const pair = y === null ? {} : { pairs: { increment: 1 }, pairX: { increment: x }, pairY: { increment: y }, pairXX: { increment: x * x }, pairYY: { increment: y * y }, pairXY: { increment: x * y } };
    await tx.questionStat.upsert({
      where: { questionId: r.questionId },
      create: { questionId: r.questionId, n: 1, sumX: x, ...(y === null ? {} : { pairs: 1, pairX: x, pairY: y, pairXX: x * x, pairYY: y * y, pairXY: x * y }) },
      update: { n: { increment: 1 }, sumX: { increment: x }, ...pair },
    });
  }
}

type StatRow = { n: number; sumX: number; pairs: number; pairX: number; pairY: number; pairXX: number; pairYY: number; pairXY: number };

export function statsFrom(row: StatRow | null): QuestionStats {
  if (!row || row.n === 0) return { attempts: 0, facility: null, discrimination: null, flags: [] };
  const facility = row.sumX / row.n;
  let discrimination: number | null = null;
  const m = row.pairs;
  if (m >= 2) {
    const cov = m * row.pairXY - row.pairX * row.pairY;
    const vx = m * row.pairXX - row.pairX * row.pairX;
    const vy = m * row.pairYY - row.pairY * row.pairY;
    // No spread in either score (everyone right, or the rest identical): r is undefined.
    if (vx > 1e-12 && vy > 1e-12) discrimination = cov / Math.sqrt(vx * vy);
  }
  const tidy = (v: number | null) => (v === null ? null : Math.round(v * 10_000) / 10_000);
  const flags: QuestionStats["flags"] = [];
  if (row.n >= FLAG_MIN_ATTEMPTS) {
    if (facility > TOO_EASY) flags.push("too-easy");
    if (facility < TOO_HARD) flags.push("too-hard");
    if (discrimination !== null && discrimination < 0) flags.push("negative-discrimination");
  }
  return { attempts: row.n, facility: tidy(facility), discrimination: tidy(discrimination), flags };
}

/** One row read, whatever the number of answers. */
export async function questionStats(questionId: string): Promise<QuestionStats> {
  const exists = await prisma.question.findUnique({ where: { id: questionId }, select: { id: true } });
  if (!exists) throw notFound("Question not found");
  return statsFrom(await prisma.questionStat.findUnique({ where: { questionId } }));
}

/** A page of questions' statistics at once (the Questions list), keyed by question id. */
export async function questionStatsFor(questionIds: readonly string[]): Promise<Record<string, QuestionStats>> {
  if (!questionIds.length) return {};
  const rows = await prisma.questionStat.findMany({ where: { questionId: { in: [...questionIds] } } });
  const byId = new Map(rows.map((r) => [r.questionId, r]));
  return Object.fromEntries(questionIds.map((id) => [id, statsFrom(byId.get(id) ?? null)]));
}
