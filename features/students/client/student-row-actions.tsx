"use client";

// The row menu: details, edit, enroll, activate/deactivate (staff and admin) and delete (admin only).
// Deactivating asks first: the learner is signed out and cannot sign in until reactivated.
import { useState } from "react";
import { BookPlus, Eye, Pencil, ShieldPlus, Trash2, UserCheck, UserX } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog, RowMenu, RowMenuItem, RowMenuSeparator } from "@/components/data-list";
import { errorMessage } from "@/lib/api/client";
import { useUpdateStudent, type StudentJson } from "./queries";
import type { StudentAction, StudentPermissions } from "./students-view";

export function StudentRowActions({ student, permissions, onAction }: { student: StudentJson; permissions: StudentPermissions; onAction: (action: StudentAction) => void }) {
  const update = useUpdateStudent();
  const [confirmingDeactivate, setConfirmingDeactivate] = useState(false);

  const setActive = async (isActive: boolean) => {
    try {
      await update.mutateAsync({ id: student._id, isActive });
      toast.success(isActive ? `${student.name} was activated` : `${student.name} was deactivated`);
    } catch (error) {
      toast.error(errorMessage(error, "Failed to update the student. Please try again."));
      throw error;
    }
  };

  return (
    <>
      <RowMenu name={student.name} heading={student.name} disabled={update.isPending}>
        <RowMenuSeparator />
        <RowMenuItem onSelect={() => onAction({ kind: "details", student })}>
          <Eye aria-hidden />
          View details
        </RowMenuItem>
        {permissions.update && (
          <>
            <RowMenuItem onSelect={() => onAction({ kind: "edit", student })}>
              <Pencil aria-hidden />
              Edit
            </RowMenuItem>
            <RowMenuItem onSelect={() => onAction({ kind: "enroll", student })}>
              <BookPlus aria-hidden />
              Enroll in course
            </RowMenuItem>
            <RowMenuItem onSelect={() => (student.isActive ? setConfirmingDeactivate(true) : void setActive(true).catch(() => undefined))}>
              {student.isActive ? <UserX aria-hidden /> : <UserCheck aria-hidden />}
              {student.isActive ? "Deactivate" : "Activate"}
            </RowMenuItem>
          </>
        )}
        {permissions.promote && student.isActive && (
          <RowMenuItem onSelect={() => onAction({ kind: "promote", student })}>
            <ShieldPlus aria-hidden />
            Make staff or admin
          </RowMenuItem>
        )}
        {permissions.delete && (
          <>
            <RowMenuSeparator />
            <RowMenuItem variant="destructive" onSelect={() => onAction({ kind: "delete", students: [student] })}>
              <Trash2 aria-hidden />
              Delete
            </RowMenuItem>
          </>
        )}
      </RowMenu>
      <ConfirmDialog
        open={confirmingDeactivate}
        onOpenChange={setConfirmingDeactivate}
        title={`Deactivate ${student.name}?`}
        description={`${student.name} is signed out everywhere and cannot sign in until reactivated. Their enrollments, progress and certificates are kept.`}
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        destructive
        errorFallback="Failed to update the student. Please try again."
        onConfirm={() => setActive(false)}
      />
    </>
  );
}
