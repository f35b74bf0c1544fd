"use client";

// Delete one learner or the selected ones (admin only), after an accessible confirmation.
import { toast } from "sonner";
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
import { errorMessage } from "@/lib/api/client";
import { useBulkDeleteStudents, useDeleteStudent, type StudentJson } from "@/lib/queries/students";

export function DeleteStudentsDialog({ students, onClose, onDeleted }: { students: StudentJson[] | null; onClose: () => void; onDeleted: (ids: string[]) => void }) {
  const single = useDeleteStudent();
  const bulk = useBulkDeleteStudents();
  const pending = single.isPending || bulk.isPending;
  const one = students?.length === 1 ? students[0] : null;
  const count = students?.length ?? 0;

  const confirm = (event: React.MouseEvent) => {
    // Keep the dialog open until the server answers.
    event.preventDefault();
    if (!students?.length) return;
    const done = (ids: string[], message: string) => {
      toast.success(message);
      onDeleted(ids);
      onClose();
    };
    const failed = (error: unknown) => toast.error(errorMessage(error, "Failed to delete. Please try again."));
    if (one) single.mutate(one._id, { onSuccess: () => done([one._id], "Student deleted"), onError: failed });
    else bulk.mutate(students.map((s) => s._id), { onSuccess: (res) => done(res.data.ids, res.message), onError: failed });
  };

  return (
    <AlertDialog open={students !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{one ? `Delete ${one.name}?` : `Delete ${count} students?`}</AlertDialogTitle>
          <AlertDialogDescription>
            {one ? `This permanently deletes ${one.name} (${one.email})` : "This permanently deletes these learners"}, with their enrollments, progress and
            sign-in sessions. It cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? "Deleting..." : one ? "Delete student" : `Delete ${count} students`}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
