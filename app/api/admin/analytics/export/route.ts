import { handler } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { getAnalytics } from "@/features/analytics/server";
import { analyticsQuerySchema } from "@/features/analytics";
import { analyticsCsv, analyticsFileName } from "@/features/analytics";

export const dynamic = "force-dynamic";

// GET /api/admin/analytics/export?range=30d[&at=ISO]: the page's Export button. With the screen's
// computedAt as `at`, the file holds exactly the figures on screen.
export const GET = handler({ download: { contentType: "text/csv" }, access: { permission: ["analytics", "read"] }, query: analyticsQuerySchema }, async ({ query }) => {
  const report = await getAnalytics(query.range, query.at);
  return download(analyticsCsv(report), analyticsFileName(report));
});
