import { handler } from "@/lib/api/handler";
import { download, fileStamp } from "@/lib/api/download";
import { ordersCsvStream } from "@/features/orders/server";
import { ordersQuerySchema } from "@/features/orders";

// GET /api/admin/orders/export?search&status&from&to&courseId → every matching order as a streamed CSV download.
export const GET = handler({ download: { contentType: "text/csv" }, access: { permission: ["orders", "read"] }, query: ordersQuerySchema }, async ({ query }) => {
  return download(ordersCsvStream(query), `masterly-orders-${fileStamp()}.csv`);
});
