import { redirect } from "next/navigation";
import { InviteStaffDialog } from "@/components/staff/invite-staff-dialog";
import { StaffManagement } from "@/components/staff/staff-page";
import { getCurrentUser } from "@/lib/auth/session";
import { can } from "@/lib/permissions";

export const metadata = { title: "Staff Management" };

export default async function StaffPage() {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "read", "staff")) redirect("/dashboard");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Staff Management</h1>
          <p className="text-muted-foreground">Manage your team members, their roles and their invitations.</p>
        </div>
        {can(user.role, "create", "staff") && <InviteStaffDialog />}
      </div>
      <StaffManagement />
    </div>
  );
}
