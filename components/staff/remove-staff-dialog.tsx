"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { useRemoveStaff } from "@/lib/queries/staff";
import type { StaffMember } from "@/lib/validations/staff";
import { notifyFailure, notifySuccess } from "./notify-result";

/** Remove Staff, after an accessible confirmation. Their questions and courses stay, credited by name. */
export function RemoveStaffDialog({ staff, onOpenChange }: { staff: StaffMember | null; onOpenChange: (open: boolean) => void }) {
  const remove = useRemoveStaff();

  function confirm(event: React.MouseEvent) {
    // Stay open until the server answers, so a refusal is read in context.
    event.preventDefault();
    if (!staff) return;
    remove.mutate(staff._id, {
      onSuccess: () => {
        notifySuccess("Staff Member Removed", `${staff.name} was removed from the team.`);
        onOpenChange(false);
      },
      onError: (error) => {
        notifyFailure("Failed to Remove Staff Member", error);
        onOpenChange(false);
      },
    });
  }

  return (
    <AlertDialog open={staff !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove {staff?.name ?? "staff member"}?</AlertDialogTitle>
          <AlertDialogDescription>
            {staff?.name ?? "This person"} ({staff?.email}) loses access to Masterly immediately and their account is deleted. Questions and courses they
            created stay, still credited to them by name. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Removing..." : "Remove Staff"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
