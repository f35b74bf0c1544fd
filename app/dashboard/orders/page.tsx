import { redirect } from "next/navigation";
import { OrdersAdmin } from "@/components/orders/orders-admin";
import { getCurrentUser } from "@/lib/auth/session";
import { can } from "@/lib/permissions";

export const metadata = { title: "Orders" };

export default async function OrdersPage() {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "read", "orders")) redirect("/dashboard");
  const canRefund = can(user.role, "update", "orders");
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Orders</h1>
        <p className="text-muted-foreground">
          Every purchase with its payment timeline. Revenue is paid orders minus refunds.{canRefund ? "" : " You can view orders; refunds are made by admins."}
        </p>
      </div>
      <OrdersAdmin />
    </div>
  );
}
