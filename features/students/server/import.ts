// The CSV import: a dry run that writes nothing, or a commit in chunks of IMPORT_CHUNK_SIZE learners.
import "server-only";
import { enrollmentsChanged } from "@/features/figures/server";
import { prisma } from "@/lib/db";
import { logActivity } from "@/lib/audit/log";
import { recordComplimentary } from "@/features/orders/server";
import { getSettings } from "@/lib/settings/store";
import { sendSetPasswordWelcome } from "@/features/auth/server";
import { IMPORT_CHUNK_SIZE, IMPORT_MAX_ISSUES, type ImportSummary } from "../schema";
import { LEARNER_ROLE, LOOKUP_BATCH, type Actor } from "./shape";
import { enrollmentPlan, existingChanges, planImport, type ImportRow } from "./import-plan";

/** The reason recorded for a paid course given by an import (the file carries none). */
const IMPORT_REASON = "Enrolled by a CSV import";

/**
 * Dry run: checks everything, writes nothing. Commit: writes the valid rows in transactions of
 * IMPORT_CHUNK_SIZE learners, each with the welcome emails of its new learners queued in it
 * (docs/domain/jobs.md). The browser sends a large file in
 * several commit requests, so each call stays small and the page can show progress.
 */
export async function importStudents(
  input: { rows: ImportRow[]; dryRun: boolean; enroll: boolean; sendWelcome: boolean; existing?: "update" | "skip"; importId?: string },
  actor: Actor,
): Promise<ImportSummary> {
  const plan = await planImport(input.rows, input.enroll);
  const mode = input.existing ?? "skip";
  const diff = await existingChanges(plan.toUpdate);
  // Only learners the file changes are written, and only when the admin chose to update them.
  const toUpdate = mode === "update" ? plan.toUpdate.filter((r) => diff.changedIds.has(r.id)) : [];
  const summary: ImportSummary = {
    dryRun: input.dryRun,
    rows: input.rows.length,
    valid: input.rows.length - plan.invalidLines.length,
    invalid: plan.invalidLines.length,
    invalidLines: input.dryRun ? plan.invalidLines : [],
    duplicatesMerged: plan.duplicatesMerged,
    created: plan.toCreate.length,
    updated: toUpdate.length,
    enrollments: 0,
    welcomeEmails: 0,
    issues: plan.issues.slice(0, IMPORT_MAX_ISSUES),
    issueCount: plan.issues.length,
    warnings: plan.warnings.slice(0, IMPORT_MAX_ISSUES),
    existingMode: mode,
    existing: plan.toUpdate.length,
    existingChanged: diff.changedIds.size,
    existingEnrollments: diff.enrollments,
    changes: diff.changes.slice(0, IMPORT_MAX_ISSUES),
    changeCount: diff.changes.length,
  };

  if (input.dryRun) {
    summary.enrollments = plan.toCreate.reduce((n, r) => n + r.courseIds.length, 0) + (mode === "update" ? diff.enrollments : 0);
    summary.welcomeEmails = input.sendWelcome ? plan.toCreate.length : 0;
    return summary;
  }

  const { currency } = await getSettings("general");
  const all = [...plan.toCreate.map((r) => ({ ...r, id: null as string | null, currentName: r.name })), ...toUpdate];
  for (let i = 0; i < all.length; i += IMPORT_CHUNK_SIZE) {
    const chunk = all.slice(i, i + IMPORT_CHUNK_SIZE);
    const result = await prisma.$transaction(async (tx) => {
      const fresh = chunk.filter((r) => r.id === null);
      const made = fresh.length
        ? await tx.user.createManyAndReturn({
            data: fresh.map((r) => ({ name: r.name, email: r.email, role: LEARNER_ROLE, isEmailVerified: false })),
            select: { id: true, name: true, email: true },
          })
        : [];
      const idByEmail = new Map(made.map((u) => [u.email, u.id]));
      // Each rename is kept in the audit entry as before → after.
      const renamed: { email: string; before: string; after: string }[] = [];
      for (const r of chunk) {
        if (r.id && r.name !== r.currentName) {
          await tx.user.update({ where: { id: r.id }, data: { name: r.name } });
          renamed.push({ email: r.email, before: r.currentName, after: r.name });
        }
      }
      const pairs = chunk.flatMap((r) => r.courseIds.map((courseId) => ({ userId: (r.id ?? idByEmail.get(r.email)) as string, courseId })));
      const { create, revive, revived } = await enrollmentPlan(pairs, tx);
      if (create.length) await tx.enrollment.createMany({ data: create });
      for (let j = 0; j < revive.length; j += LOOKUP_BATCH) {
        await tx.enrollment.updateMany({ where: { id: { in: revive.slice(j, j + LOOKUP_BATCH) } }, data: { unenrolledAt: null, unenrollReason: null } });
      }
      await recordComplimentary(tx, [...create, ...revived], { actor, reason: IMPORT_REASON, currency });
      await enrollmentsChanged(tx, pairs); // the daily rollups (docs/decisions/006-daily-rollups.md)
      const enrolled = create.length + revive.length;
      await logActivity(
        {
          type: made.length ? "student_registered" : "student_updated",
          message: `${actor.name} imported students from CSV: ${made.length} added, ${chunk.length - made.length} updated, ${enrolled} enrollments`,
          actor,
          target: { type: "import", id: input.importId || "csv" },
          before: renamed.length ? { names: Object.fromEntries(renamed.map((r) => [r.email, r.before])) } : undefined,
          after: { added: made.length, updated: chunk.length - made.length, renamed: renamed.length, names: Object.fromEntries(renamed.map((r) => [r.email, r.after])), enrollments: enrolled, lines: chunk.map((r) => r.line) },
        },
        tx,
      );
      if (input.sendWelcome) for (const user of made) await sendSetPasswordWelcome(user, { db: tx });
      return { made, enrolled };
    });
    if (input.sendWelcome) summary.welcomeEmails += result.made.length;
    summary.enrollments += result.enrolled;
  }
  return summary;
}

