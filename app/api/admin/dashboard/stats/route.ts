import { handler } from "@/lib/api/handler";
import { currentOverviewFor } from "@/features/analytics/server";
import { dashboardStatsResponse } from "@/features/analytics";

export const dynamic = "force-dynamic";

// docs/product.md §7: GET /admin/dashboard/stats: the Overview's figures, for admin and staff (overview.read);
// staff see the staff activity types (docs/product.md §2) and no admin-only status.
export const GET = handler({ response: dashboardStatsResponse, access: { permission: ["overview", "read"] } }, async ({ caller }) => ({
  data: await currentOverviewFor(caller.user.role),
}));
