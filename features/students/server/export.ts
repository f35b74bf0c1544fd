// The streamed CSV export of the learners a filter matches, and the import template.
import "server-only";
import Papa from "papaparse";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StudentFilter } from "../schema";
import { EXPORT_BATCH_SIZE, studentSelect, toStudentJson, type StudentJson, type StudentRow } from "./shape";
import { studentWhere } from "./list";

export const EXPORT_HEADER = ["ID", "Name", "Email", "Phone", "Status", "Progress (%)", "Enrolled Courses", "Completed Courses", "Joined", "Last Activity"];

function exportLine(s: StudentJson): string[] {
  return [s._id, s.name, s.email, s.phoneNumber ?? "", s.status, String(s.progress), s.enrolledCourses.join("; "), s.completedCourses.join("; "), s.joinedAt, s.lastActivity ?? ""];
}

function csv(rows: string[][]): string {
  // escapeFormulae keeps a name such as "=HYPERLINK(...)" from running as a spreadsheet formula.
  return Papa.unparse(rows, { header: false, newline: "\r\n", escapeFormulae: true }) + "\r\n";
}

/**
 * The CSV of every learner the filter matches, as a stream: one database page of
 * EXPORT_BATCH_SIZE rows is read each time the reader asks for more (keyset pagination by id), so
 * memory stays flat however many learners there are.
 */
export function exportStudentsCsv(filter: StudentFilter, batchSize = EXPORT_BATCH_SIZE): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let where: Prisma.UserWhereInput | null = null;
  let cursor: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!started) {
            started = true;
            // The byte-order mark lets spreadsheet apps read accented names as UTF-8.
            controller.enqueue(encoder.encode("\uFEFF" + csv([EXPORT_HEADER])));
            return;
          }
          where ??= await studentWhere(filter);
          const rows: StudentRow[] = await prisma.user.findMany({
            where: cursor ? { AND: [where, { id: { gt: cursor } }] } : where,
            select: studentSelect,
            orderBy: { id: "asc" },
            take: batchSize,
          });
          if (rows.length > 0) {
            cursor = rows[rows.length - 1].id;
            controller.enqueue(encoder.encode(csv(rows.map((r) => exportLine(toStudentJson(r))))));
          }
          if (rows.length < batchSize) controller.close();
        } catch (error) {
          console.error("[students] export failed:", error);
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
}

export function exportFileName(now = new Date()): string {
  return `students-${now.toISOString().slice(0, 10)}.csv`;
}

export async function templateCsv(): Promise<string> {
  const courses = await prisma.course.findMany({ where: { status: "published" }, select: { title: true }, orderBy: { createdAt: "asc" }, take: 2 });
  const example = courses.map((c) => c.title).join("; ");
  return Papa.unparse(
    [
      ["name", "email", "courses"],
      ["Jane Doe", "jane.doe@example.com", example],
      ["John Smith", "john.smith@example.com", ""],
    ],
    // Course titles are free text: one such as "=HYPERLINK(...)" must not run in a spreadsheet.
    { newline: "\r\n", escapeFormulae: true },
  ) + "\r\n";
}
