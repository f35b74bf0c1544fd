import { created, handler, listEnvelope } from "@/lib/api/handler";
import { createStaff, listStaff } from "@/features/staff/server";
import { createStaffSchema, staffListQuerySchema } from "@/features/staff";
import { staffListResponse, staffDetailResponse } from "@/features/staff";

// docs/product.md §7: GET /admin/staff → { results, data: { staff }, page, limit, totalPages } plus the stat
// cards' figures (`stats`), which are computed over every staff account, not over this page.
export const GET = handler({ response: staffListResponse, access: { permission: ["staff", "read"] }, query: staffListQuerySchema }, async ({ query }) => {
  const { staff, total, capped, stats } = await listStaff(query);
  return listEnvelope("staff", staff, { total, totalCapped: capped, page: query.page, limit: query.limit }, { stats });
});

// docs/product.md §7: POST /admin/staff: creates the account directly; a welcome email lets the person set a password.
export const POST = handler({ response: staffDetailResponse, errors: ["EMAIL_TAKEN"], access: { permission: ["staff", "create"] }, body: createStaffSchema }, async ({ body, caller }) => {
  const staff = await createStaff(body, caller.user);
  return created({ message: `${staff.name} was added. A welcome email was sent to ${staff.email}.`, data: { staff } });
});
