import { handler } from "@/lib/api/handler";
import { ordersCsvStream } from "@/lib/data/orders/export";
import { ordersQuerySchema } from "@/lib/validations/order";

// GET /api/admin/orders/export?search&status&from&to&courseId → every matching order as a streamed CSV download.
export const GET = handler({ access: { permission: ["orders", "read"] }, query: ordersQuerySchema }, async ({ query }) => {
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(ordersCsvStream(query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="masterly-orders-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
