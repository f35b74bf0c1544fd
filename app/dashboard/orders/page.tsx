import { OrdersAdmin } from "@/features/orders/client";
import { can } from "@/lib/permissions";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Orders" };

export default async function OrdersPage() {
  const user = await requirePermission("read", "orders");
  const canRefund = can(user.role, "update", "orders");
  return (
    <div className="space-y-6">
      <PageHeader title="Orders">Every purchase with its payment timeline. Revenue is paid orders minus refunds.{canRefund ? "" : " You can view orders; refunds are made by admins."}</PageHeader>
      <OrdersAdmin />
    </div>
  );
}
