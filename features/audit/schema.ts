// The audit log (docs/product.md §2, "More dashboard pages"): the filters of GET /api/admin/audit and
// its CSV export, and the list it answers. Shared by the audit screen and the handlers.
import { z } from "zod";
import { sortFields } from "@/lib/validation/common";
import { dayOrDateTimeText } from "@/lib/validation/dates";
import { isoDate, listResponse } from "@/lib/api/response-schemas";

const dateBound = (name: string) => z.preprocess((v) => (v === "" || v === null ? undefined : v), dayOrDateTimeText(name).optional());

export const auditFiltersSchema = z
  .object({
    /** Matches the actor's name or email, ignoring case. */
    actor: z.string().trim().max(200, "Actor is too long").optional(),
    actorId: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, "actorId is malformed").optional(),
    type: z.preprocess(
      (v) => (v === "" || v === "all" || v === "All" ? undefined : v),
      z.string().trim().max(64).regex(/^[a-z_]+$/, "Action is malformed").optional(),
    ),
    /** Inclusive. A bare date means the start of that day (UTC). */
    from: dateBound("From"),
    /** Inclusive. A bare date means the end of that day (UTC). */
    to: dateBound("To"),
  })
  .refine((v) => !v.from || !v.to || boundStart(v.from) <= boundEnd(v.to), { path: ["to"], message: "The end date must be on or after the start date" });

export const AUDIT_SORTS = ["createdAt", "type"] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export const auditListQuerySchema = z
  .object({
    page: z.coerce.number().int("Page must be a whole number").min(1, "Page must be at least 1").default(1),
    limit: z.coerce.number().int("Limit must be a whole number").min(1, "Limit must be at least 1").max(100, "Limit must be at most 100").default(20),
    ...sortFields(AUDIT_SORTS, "createdAt"),
  })
  .and(auditFiltersSchema);

export type AuditFilters = z.output<typeof auditFiltersSchema>;
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export function boundStart(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}

export function boundEnd(value: string): Date {
  return new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value);
}

// ---- Responses ----

/** One audit log row; the actor's id and email are null once their account is gone (the name stays). */
export const auditEntrySchema = z.object({
  _id: z.string(),
  type: z.string(),
  label: z.string(),
  message: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string().nullable() }).nullable(),
  target: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDate,
});
export const auditListResponse = listResponse("entries", auditEntrySchema);
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditListResponse = z.infer<typeof auditListResponse>;
