import { InviteStaffDialog } from "@/features/staff/client";
import { StaffManagement } from "@/features/staff/client";
import { can } from "@/lib/permissions";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Staff Management" };

export default async function StaffPage() {
  const user = await requirePermission("read", "staff");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title="Staff Management" large>Manage your team members, their roles and their invitations.</PageHeader>
        {can(user.role, "create", "staff") && <InviteStaffDialog />}
      </div>
      <StaffManagement />
    </div>
  );
}
