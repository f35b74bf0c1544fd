// The quiz builder's reads: how many bank questions a draw can choose from, and the extra-time
// accommodations of a quiz with the enrolled learners staff can pick from.
import "server-only";
import { prisma } from "@/lib/db";
import { containsText } from "@/lib/db/dialect";
import type { AccommodationList, Draw } from "../schema";
import type { QuestionType } from "@/features/questions";
import { drawWhere } from "./settings";
import { quizNotFound } from "./errors";

/** The pool of a draw, exactly as the server's save check counts it (descriptions and fixed questions excluded). */
export async function drawAvailable(filters: Omit<Draw, "count" | "type"> & { type?: QuestionType }, exclude: readonly string[]): Promise<number> {
  const { type, ...rest } = filters;
  if (type === "description") return 0;
  return prisma.question.count({ where: drawWhere({ ...rest, type, count: 1 }, exclude) });
}

const LEARNER_PICKS = 10;

export async function listAccommodations(lessonId: string, search: string): Promise<AccommodationList> {
  const quiz = await prisma.quiz.findUnique({ where: { lessonId }, select: { courseId: true } });
  if (!quiz) throw quizNotFound();
  const rows = await prisma.quizAccommodation.findMany({ where: { lessonId, extraMinutes: { gt: 0 } }, orderBy: { updatedAt: "asc" }, take: 500 });
  const users = new Map(
    (await prisma.user.findMany({ where: { id: { in: rows.map((r) => r.userId) } }, select: { id: true, name: true, email: true } })).map((u) => [u.id, u]),
  );
  const accommodations = rows.flatMap((r) => {
    const u = users.get(r.userId);
    return u ? [{ userId: u.id, name: u.name, email: u.email, extraMinutes: r.extraMinutes }] : [];
  });
  const enrolled = await prisma.enrollment.findMany({
    where: { courseId: quiz.courseId, ...(search ? { user: { OR: [{ name: containsText(search) }, { email: containsText(search) }] } } : {}) },
    select: { user: { select: { id: true, name: true, email: true } } },
    orderBy: { user: { name: "asc" } },
    take: LEARNER_PICKS,
  });
  return { accommodations, learners: enrolled.map((e) => ({ userId: e.user.id, name: e.user.name, email: e.user.email })) };
}
