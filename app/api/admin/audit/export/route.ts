import { handler } from "@/lib/api/handler";
import { exportAuditCsv } from "@/lib/data/audit";
import { auditFiltersSchema } from "@/lib/validations/settings";

// GET /api/admin/audit/export?actor&type&from&to → the filtered log as a CSV download.
export const GET = handler({ access: { permission: ["audit", "read"] }, query: auditFiltersSchema }, async ({ query }) => {
  const { csv, rows } = await exportAuditCsv(query);
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="masterly-audit-log-${stamp}.csv"`,
      "Cache-Control": "no-store",
      "X-Total-Rows": String(rows),
    },
  });
});
