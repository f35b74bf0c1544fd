// The CSV import's planner: checks the rows, merges duplicates, and sorts them into new learners
// and existing learners to update, with what the file would change for each.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { importRowSchema, type ImportChange, type ImportIssue } from "../schema";
import { LEARNER_ROLE, LOOKUP_BATCH } from "./shape";

export type ImportRow = { line: number; name: string; email: string; courses: string };
type CheckedRow = { line: number; name: string; email: string; courseIds: string[]; courseTitles: string[]; duplicateLines: number[] };

export async function inBatches<T, R>(items: T[], size: number, fn: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await fn(items.slice(i, i + size))));
  return out;
}

/**
 * Checks every row (name and email as the Add Student form does, course titles against the
 * catalogue when enrolling), merges rows that share an email into the first one, and sorts the
 * rest into new learners and existing learners to update. Rows whose email belongs to a staff or
 * admin account are refused.
 */
export async function planImport(rows: ImportRow[], enroll: boolean) {
  const issues: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const courses = enroll ? await prisma.course.findMany({ select: { id: true, title: true, status: true } }) : [];
  const byTitle = new Map(courses.map((c) => [c.title.trim().toLowerCase(), c]));
  const byId = new Map(courses.map((c) => [c.id, c]));
  const merged = new Map<string, CheckedRow>();
  const invalidLines: number[] = [];
  let duplicatesMerged = 0;

  for (const row of rows) {
    const parsed = importRowSchema.safeParse({ name: row.name, email: row.email, courses: row.courses });
    const rowIssues: ImportIssue[] = [];
    const email = row.email.trim().toLowerCase();
    if (!parsed.success) {
      for (const issue of parsed.error.issues) rowIssues.push({ line: row.line, email, field: String(issue.path[0] ?? "row"), message: issue.message });
    }
    const courseIds: string[] = [];
    const courseTitles: string[] = [];
    if (enroll && parsed.success) {
      for (const title of parsed.data.courses) {
        const course = byTitle.get(title.toLowerCase()) ?? byId.get(title);
        if (!course) rowIssues.push({ line: row.line, email, field: "courses", message: `Unknown course "${title}"` });
        else if (course.status !== "published") rowIssues.push({ line: row.line, email, field: "courses", message: `"${course.title}" is not open for enrollment` });
        else {
          courseIds.push(course.id);
          courseTitles.push(course.title);
        }
      }
    }
    if (rowIssues.length || !parsed.success) {
      invalidLines.push(row.line);
      issues.push(...rowIssues);
      continue;
    }
    const first = merged.get(parsed.data.email);
    if (first) {
      duplicatesMerged += 1;
      first.duplicateLines.push(row.line);
      warnings.push({ line: row.line, email: parsed.data.email, field: "email", message: `Duplicate of line ${first.line}; merged into it` });
      courseIds.forEach((id, i) => {
        if (!first.courseIds.includes(id)) {
          first.courseIds.push(id);
          first.courseTitles.push(courseTitles[i]);
        }
      });
    } else {
      merged.set(parsed.data.email, { line: row.line, name: parsed.data.name, email: parsed.data.email, courseIds, courseTitles, duplicateLines: [] });
    }
  }

  const emails = [...merged.keys()];
  const existing = await inBatches(emails, LOOKUP_BATCH, (batch) =>
    prisma.user.findMany({ where: { email: { in: batch } }, select: { id: true, email: true, name: true, role: true } }),
  );
  const existingByEmail = new Map(existing.map((u) => [u.email, u]));
  const toCreate: CheckedRow[] = [];
  const toUpdate: UpdateRow[] = [];
  for (const row of merged.values()) {
    const user = existingByEmail.get(row.email);
    if (!user) toCreate.push(row);
    else if (user.role !== LEARNER_ROLE) {
      invalidLines.push(row.line, ...row.duplicateLines);
      duplicatesMerged -= row.duplicateLines.length;
      issues.push({ line: row.line, email: row.email, field: "email", message: "This email belongs to a staff account" });
    } else toUpdate.push({ ...row, id: user.id, currentName: user.name });
  }
  issues.sort((a, b) => a.line - b.line);
  invalidLines.sort((a, b) => a - b);
  return { issues, warnings, invalidLines, duplicatesMerged, toCreate, toUpdate };
}

type UpdateRow = CheckedRow & { id: string; currentName: string };

/**
 * What the file would change for each existing learner, field by field: a different name, and
 * enrollments it would add or revive. Learners the file would not change are left out.
 */
export async function existingChanges(rows: UpdateRow[]) {
  const pairs = rows.flatMap((r) => r.courseIds.map((courseId) => ({ userId: r.id, courseId })));
  const { create, revive } = await enrollmentPlan(pairs);
  const revived = revive.length
    ? await inBatches(revive, LOOKUP_BATCH, (batch) => prisma.enrollment.findMany({ where: { id: { in: batch } }, select: { userId: true, courseId: true } }))
    : [];
  const adds = new Set([...create, ...revived].map((p) => `${p.userId}:${p.courseId}`));
  const changes: ImportChange[] = [];
  const changedIds = new Set<string>();
  let enrollments = 0;
  for (const r of rows) {
    if (r.name !== r.currentName) {
      changes.push({ line: r.line, email: r.email, field: "name", before: r.currentName, after: r.name });
      changedIds.add(r.id);
    }
    const added = r.courseIds.map((id, i) => (adds.has(`${r.id}:${id}`) ? r.courseTitles[i] : null)).filter((t): t is string => t !== null);
    if (added.length) {
      changes.push({ line: r.line, email: r.email, field: "courses", before: "Not enrolled", after: `Enrolled in ${added.join(", ")}` });
      changedIds.add(r.id);
      enrollments += added.length;
    }
  }
  return { changes, changedIds, enrollments };
}

/** Enrollment rows the import would add (new pairs) or revive (unenrolled pairs). */
export async function enrollmentPlan(pairs: { userId: string; courseId: string }[], tx: Prisma.TransactionClient = prisma) {
  const userIds = [...new Set(pairs.map((p) => p.userId))];
  const current = await inBatches(userIds, LOOKUP_BATCH, (batch) =>
    tx.enrollment.findMany({ where: { userId: { in: batch } }, select: { id: true, userId: true, courseId: true, unenrolledAt: true } }),
  );
  const byPair = new Map(current.map((e) => [`${e.userId}:${e.courseId}`, e]));
  const create: { userId: string; courseId: string }[] = [];
  const revive: string[] = [];
  const revived: { userId: string; courseId: string }[] = [];
  for (const pair of pairs) {
    const found = byPair.get(`${pair.userId}:${pair.courseId}`);
    if (!found) create.push(pair);
    else if (found.unenrolledAt) {
      revive.push(found.id);
      revived.push(pair);
    }
  }
  return { create, revive, revived };
}

