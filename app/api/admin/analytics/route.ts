import { handler } from "@/lib/api/handler";
import { getAnalytics } from "@/features/analytics/server";
import { analyticsQuerySchema, analyticsResponse } from "@/features/analytics";

export const dynamic = "force-dynamic";

// GET /api/admin/analytics?range=7d|30d|90d|1y (default 30d): every figure on the Analytics page,
// for admins (analytics.read). `at` pins the end of the period (the export uses the screen's).
export const GET = handler({ response: analyticsResponse, access: { permission: ["analytics", "read"] }, query: analyticsQuerySchema }, async ({ query }) => ({
  data: await getAnalytics(query.range, query.at),
}));
