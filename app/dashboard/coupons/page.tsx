import { CouponsAdmin } from "@/features/coupons/client";
import { listCourseOptions } from "@/features/coupons/server";
import { getSettings } from "@/lib/settings/store";
import { can } from "@/lib/permissions";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Coupons" };

export default async function CouponsPage() {
  const user = await requirePermission("read", "coupons");
  const [courses, general] = await Promise.all([listCourseOptions(), getSettings("general")]);
  const permissions = { create: can(user.role, "create", "coupons"), update: can(user.role, "update", "coupons"), delete: can(user.role, "delete", "coupons") };
  return (
    <div className="space-y-6">
      <PageHeader title="Coupons">Discount codes for the course page and checkout. A use is counted only when an order is paid.{permissions.create ? "" : " You can view coupons; admins manage them."}</PageHeader>
      <CouponsAdmin courses={courses} currency={general.currency} />
    </div>
  );
}
