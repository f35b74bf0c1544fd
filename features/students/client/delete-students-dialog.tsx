"use client";

// Deleting one learner or a selection, after the list kit's confirmation.
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/data-list";
import { errorMessage } from "@/lib/api/client";
import { useBulkDeleteStudents, useDeleteStudent, type StudentJson } from "./queries";

export function DeleteStudentsDialog({ students, onClose, onDeleted }: { students: StudentJson[] | null; onClose: () => void; onDeleted: (ids: string[]) => void }) {
  const single = useDeleteStudent();
  const bulk = useBulkDeleteStudents();
  const one = students?.length === 1 ? students[0] : null;
  const count = students?.length ?? 0;

  async function confirm() {
    if (!students?.length) return;
    try {
      if (one) {
        await single.mutateAsync(one._id);
        toast.success("Student deleted");
        onDeleted([one._id]);
      } else {
        const res = await bulk.mutateAsync(students.map((s) => s._id));
        toast.success(res.message);
        onDeleted(res.data.ids);
      }
    } catch (error) {
      toast.error(errorMessage(error, "Failed to delete. Please try again."));
      throw error;
    }
  }

  return (
    <ConfirmDialog
      open={students !== null}
      onOpenChange={(open) => !open && onClose()}
      title={one ? `Delete ${one.name}?` : `Delete ${count} students?`}
      description={`${one ? `This permanently deletes ${one.name} (${one.email})` : "This permanently deletes these learners"}, with their enrollments, progress and sign-in sessions. It cannot be undone.`}
      confirmLabel={one ? "Delete student" : `Delete ${count} students`}
      pendingLabel="Deleting..."
      destructive
      errorFallback="Failed to delete. Please try again."
      onConfirm={confirm}
    />
  );
}
