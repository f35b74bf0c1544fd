import { handler } from "@/lib/api/handler";
import { download, fileStamp } from "@/lib/api/download";
import { ordersCsvStream } from "@/lib/data/orders/export";
import { ordersQuerySchema } from "@/lib/validations/order";

// GET /api/admin/orders/export?search&status&from&to&courseId → every matching order as a streamed CSV download.
export const GET = handler({ download: { contentType: "text/csv" }, access: { permission: ["orders", "read"] }, query: ordersQuerySchema }, async ({ query }) => {
  return download(ordersCsvStream(query), `masterly-orders-${fileStamp()}.csv`);
});
