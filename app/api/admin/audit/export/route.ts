import { handler } from "@/lib/api/handler";
import { download, fileStamp } from "@/lib/api/download";
import { exportAuditCsv } from "@/features/audit/server";
import { auditFiltersSchema } from "@/features/audit";

// GET /api/admin/audit/export?actor&type&from&to → the filtered log as a CSV download.
export const GET = handler({ download: { contentType: "text/csv" }, access: { permission: ["audit", "read"] }, query: auditFiltersSchema }, async ({ query }) => {
  const { csv, rows } = await exportAuditCsv(query);
  return download(`\uFEFF${csv}`, `masterly-audit-log-${fileStamp()}.csv`, { headers: { "X-Total-Rows": String(rows) } });
});
