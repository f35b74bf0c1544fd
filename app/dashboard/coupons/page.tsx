import { redirect } from "next/navigation";
import { CouponsAdmin } from "@/components/coupons/coupons-admin";
import { getCurrentUser } from "@/lib/auth/session";
import { listCourseOptions } from "@/lib/data/coupons/crud";
import { getSettings } from "@/lib/data/settings";
import { can } from "@/lib/permissions";

export const metadata = { title: "Coupons" };

export default async function CouponsPage() {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "read", "coupons")) redirect("/dashboard");
  const [courses, general] = await Promise.all([listCourseOptions(), getSettings("general")]);
  const permissions = { create: can(user.role, "create", "coupons"), update: can(user.role, "update", "coupons"), delete: can(user.role, "delete", "coupons") };
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Coupons</h1>
        <p className="text-muted-foreground">
          Discount codes for the course page and checkout. A use is counted only when an order is paid.{permissions.create ? "" : " You can view coupons; admins manage them."}
        </p>
      </div>
      <CouponsAdmin courses={courses} currency={general.currency} />
    </div>
  );
}
