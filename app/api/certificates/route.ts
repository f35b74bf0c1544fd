// GET /api/certificates: a learner's own certificates; admins and staff (certificates read) see
// everyone's and may search by code, learner, email or course; ?mine=true narrows to one's own.
import { handler, listEnvelope } from "@/lib/api/handler";
import { listCertificates } from "@/features/certificates/server";
import { can } from "@/lib/permissions";
import { certificateListQuerySchema, certificateListResponse } from "@/features/certificates";

export const GET = handler({ response: certificateListResponse, access: { signedIn: true }, query: certificateListQuerySchema }, async ({ caller, query }) => {
  const all = query.mine !== "true" && can(caller.user.role, "read", "certificates");
  const { certificates, total } = await listCertificates({ userId: all ? undefined : caller.user.id, search: query.search, page: query.page, limit: query.limit, sort: query.sort, order: query.order });
  return listEnvelope("certificates", certificates, { total, page: query.page, limit: query.limit });
});
