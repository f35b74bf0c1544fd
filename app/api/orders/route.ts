import { handler, listEnvelope } from "@/lib/api/handler";
import { listOrders } from "@/features/orders/server";
import { can } from "@/lib/permissions";
import { ordersQuerySchema } from "@/features/orders";
import { orderListResponse } from "@/features/orders";

/** A learner's own orders; everyone's for roles that may read orders, with search, status and date filters. */
export const GET = handler({ response: orderListResponse, access: { signedIn: true }, query: ordersQuerySchema }, async ({ caller, query }) => {
  const ownerId = can(caller.user.role, "read", "orders") ? null : caller.user.id;
  const { orders, total, totals } = await listOrders(query, ownerId);
  return listEnvelope("orders", orders, { total, page: query.page, limit: query.limit }, { totals });
});
