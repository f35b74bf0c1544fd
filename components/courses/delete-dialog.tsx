"use client";

import { useState } from "react";
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
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api/client";
import { useBulkDeleteCourses, useDeleteCourse } from "@/lib/queries/courses";

type Target = { kind: "one"; course: { _id: string; title: string } } | { kind: "many"; ids: string[] };

/** Confirms a delete. A course with enrollments is refused by the server, whose message says to archive it. */
export function DeleteDialog({
  target,
  onOpenChange,
  onDeleted,
}: {
  target: Target | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const deleteOne = useDeleteCourse();
  const deleteMany = useBulkDeleteCourses();
  const pending = deleteOne.isPending || deleteMany.isPending;
  // Keep showing the last target while the dialog animates closed.
  const [last, setLast] = useState(target);
  if (target !== null && target !== last) setLast(target);
  const shown = target ?? last;

  const fail = (error: unknown) =>
    toast.error("Error", { description: errorMessage(error, "Failed to delete the course. Please try again.") });

  function confirm(event: React.MouseEvent) {
    event.preventDefault();
    if (!target) return;
    const done = (message: string) => {
      toast.success(message);
      onOpenChange(false);
      onDeleted?.();
    };
    if (target.kind === "one") {
      deleteOne.mutate(target.course._id, { onSuccess: () => done("Course deleted"), onError: fail });
    } else {
      deleteMany.mutate(target.ids, {
        onSuccess: ({ deleted }) => done(deleted === 1 ? "Course deleted" : `${deleted} courses deleted`),
        onError: fail,
      });
    }
  }

  const count = shown?.kind === "many" ? shown.ids.length : 1;
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{count === 1 ? "Delete this course?" : `Delete ${count} courses?`}</AlertDialogTitle>
          <AlertDialogDescription>
            {shown?.kind === "one"
              ? `Are you sure you want to delete "${shown.course.title}"? This cannot be undone.`
              : "The selected courses will be permanently deleted. This cannot be undone."}{" "}
            Courses that learners have enrolled in cannot be deleted; archive them instead.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={confirm} disabled={pending}>
            {pending && <Spinner label="Deleting" />}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
