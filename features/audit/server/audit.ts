// The admin audit log: every ActivityLog row (whatever feature wrote it), filtered by actor,
// action and date, newest first, as pages for the screen or as CSV for export.
import "server-only";
import Papa from "papaparse";
import { prisma } from "@/lib/db";
import { containsText } from "@/lib/db/dialect";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { pagedRows, sortedBy } from "@/lib/search/pagination";
import type { SortOrder } from "@/lib/validation/common";
import { Prisma } from "@/lib/generated/prisma/client";
import { activityLabel } from "@/features/profile";
import { boundEnd, boundStart, type AuditEntry, type AuditFilters, type AuditSort } from "../schema";

export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const auditSelect = {
  id: true,
  type: true,
  message: true,
  actorId: true,
  actorName: true,
  targetType: true,
  targetId: true,
  before: true,
  after: true,
  createdAt: true,
  actor: { select: { email: true, name: true } },
} satisfies Prisma.ActivityLogSelect;

type AuditRow = Prisma.ActivityLogGetPayload<{ select: typeof auditSelect }>;

function parseJson(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  const name = row.actorName ?? row.actor?.name ?? null;
  return {
    _id: row.id,
    type: row.type,
    label: activityLabel(row.type),
    message: row.message,
    actor: row.actorId || name ? { _id: row.actorId, name: name ?? "Deleted user", email: row.actor?.email ?? null } : null,
    target: row.targetType ? { type: row.targetType, id: row.targetId } : null,
    before: parseJson(row.before),
    after: parseJson(row.after),
    createdAt: row.createdAt.toISOString(),
  };
}

export function auditWhere(filters: AuditFilters): Prisma.ActivityLogWhereInput {
  const and: Prisma.ActivityLogWhereInput[] = [];
  if (filters.type) and.push({ type: filters.type });
  if (filters.actorId) and.push({ actorId: filters.actorId });
  if (filters.actor) {
    // SQLite's LIKE (what `contains` compiles to) ignores case for ASCII letters.
    and.push({ OR: [{ actorName: containsText(filters.actor) }, { actor: { is: { email: containsText(filters.actor) } } }] });
  }
  if (filters.from || filters.to) {
    and.push({
      createdAt: {
        ...(filters.from ? { gte: boundStart(filters.from) } : {}),
        ...(filters.to ? { lte: boundEnd(filters.to) } : {}),
      },
    });
  }
  return and.length ? { AND: and } : {};
}

const AUDIT_ORDER = {
  createdAt: { field: "createdAt", natural: "desc" },
  type: { field: "type", natural: "asc" },
} as const;

type RawAuditRow = Omit<AuditRow, "actor" | "createdAt"> & { createdAt: unknown; actorEmail: string | null; actorUserName: string | null };
const ORDER_COLUMNS: Record<string, Prisma.Sql> = { createdAt: Prisma.raw('l."createdAt"'), type: Prisma.raw('l."type"'), id: Prisma.raw('l."id"') };

/**
 * An unfiltered page (what the screen opens with) as one SQL statement with the actor's name and
 * email, portable to both databases (docs/decisions/010-hot-pages-in-one-statement.md: as a Prisma query it was two statements with their
 * plans interpreted). Filtered pages stay with Prisma (null here).
 */
function plainPage(filters: AuditFilters, page: { orderBy: Record<string, unknown>[]; skip: number; take: number }): Promise<AuditRow[]> | null {
  if (filters.type || filters.actorId || filters.actor || filters.from || filters.to) return null;
  const terms = page.orderBy.flatMap((term) => Object.entries(term));
  if (!terms.every(([field, dir]) => ORDER_COLUMNS[field] && (dir === "asc" || dir === "desc"))) return null;
  const orderBy = Prisma.join(terms.map(([field, dir]) => Prisma.sql`${ORDER_COLUMNS[field]} ${Prisma.raw(dir === "asc" ? "ASC" : "DESC")}`), ", ");
  return prisma.$queryRaw<RawAuditRow[]>`
    SELECT l."id", l."type", l."message", l."actorId", l."actorName", l."targetType", l."targetId", l."before", l."after", l."createdAt",
           u."email" AS "actorEmail", u."name" AS "actorUserName"
    FROM "ActivityLog" l LEFT JOIN "User" u ON u."id" = l."actorId"
    ORDER BY ${orderBy}
    LIMIT ${page.take} OFFSET ${page.skip}`.then((rows) =>
    rows.map(({ actorEmail, actorUserName, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt instanceof Date ? createdAt : new Date(createdAt as string | number),
      actor: actorUserName === null ? null : { email: actorEmail as string, name: actorUserName },
    })),
  );
}

export async function listAudit(filters: AuditFilters & { page: number; limit: number; sort?: AuditSort; order?: SortOrder }): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = auditWhere(filters);
  // The total is cached like every list total (lib/db/aggregate-cache.ts; any ActivityLog write
  // clears it): counting the whole log was the audit page's largest cost per request (docs/decisions/010-hot-pages-in-one-statement.md).
  const key = JSON.stringify({ type: filters.type, actorId: filters.actorId, actor: filters.actor, from: filters.from, to: filters.to });
  const { rows, total } = await pagedRows({
    page: filters.page,
    limit: filters.limit,
    orderBy: sortedBy(filters.sort ?? "createdAt", filters.order, AUDIT_ORDER),
    count: () => cachedAggregate(`audit:count:${key}`, () => prisma.activityLog.count({ where })),
    find: (page) => plainPage(filters, page) ?? prisma.activityLog.findMany({ where, select: auditSelect, ...page, orderBy: page.orderBy as Prisma.ActivityLogOrderByWithRelationInput[] }),
  });
  return { entries: rows.map(toAuditEntry), total };
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The filtered log as CSV (newest first). Cells that a spreadsheet would run as a formula are escaped. */
export async function exportAuditCsv(filters: AuditFilters): Promise<{ csv: string; rows: number }> {
  const rows = await prisma.activityLog.findMany({
    where: auditWhere(filters),
    select: auditSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: AUDIT_EXPORT_MAX_ROWS,
  });
  const entries = rows.map(toAuditEntry);
  const csv = Papa.unparse(
    {
      fields: ["Date (UTC)", "Actor", "Actor email", "Action", "Type", "Details", "Target type", "Target id", "Before", "After"],
      data: entries.map((e) => [
        e.createdAt,
        e.actor?.name ?? "System",
        e.actor?.email ?? "",
        e.label,
        e.type,
        e.message,
        e.target?.type ?? "",
        e.target?.id ?? "",
        cell(e.before),
        cell(e.after),
      ]),
    },
    { escapeFormulae: true, newline: "\r\n" },
  );
  return { csv, rows: entries.length };
}
