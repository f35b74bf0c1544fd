import { handler, listEnvelope } from "@/lib/api/handler";
import { listAudit } from "@/features/audit/server";
import { auditListQuerySchema, auditListResponse } from "@/features/audit";

// GET /api/admin/audit?page&limit&actor&actorId&type&from&to → { results, data: { entries }, page, limit, totalPages }.
export const GET = handler({ response: auditListResponse, access: { permission: ["audit", "read"] }, query: auditListQuerySchema }, async ({ query }) => {
  const { entries, total } = await listAudit(query);
  return listEnvelope("entries", entries, { total, page: query.page, limit: query.limit });
});
