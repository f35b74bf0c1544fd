"use client";

import { ConfirmDialog } from "@/components/data-list";
import { useRemoveStaff } from "./queries";
import type { StaffMember } from "../schema";
import { notifyFailure, notifySuccess } from "./notify-result";

/** Remove Staff, after an accessible confirmation. Their questions and courses stay, credited by name. */
export function RemoveStaffDialog({ staff, onOpenChange }: { staff: StaffMember | null; onOpenChange: (open: boolean) => void }) {
  const remove = useRemoveStaff();
  return (
    <ConfirmDialog
      open={staff !== null}
      onOpenChange={onOpenChange}
      title={`Remove ${staff?.name ?? "staff member"}?`}
      description={`${staff?.name ?? "This person"} (${staff?.email ?? ""}) loses access to Masterly immediately and their account is deleted. Questions and courses they created stay, still credited to them by name. This cannot be undone.`}
      confirmLabel="Remove Staff"
      pendingLabel="Removing..."
      destructive
      onConfirm={async () => {
        if (!staff) return;
        try {
          await remove.mutateAsync(staff._id);
          notifySuccess("Staff Member Removed", `${staff.name} was removed from the team.`);
        } catch (error) {
          notifyFailure("Failed to Remove Staff Member", error);
          throw error;
        }
      }}
    />
  );
}
