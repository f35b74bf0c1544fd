"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/data-list";
import { errorMessage } from "@/lib/api/client";
import { useBulkDeleteCourses, useDeleteCourse } from "./queries";

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
  // Keep showing the last target while the dialog animates closed.
  const [last, setLast] = useState(target);
  if (target !== null && target !== last) setLast(target);
  const shown = target ?? last;

  async function confirm() {
    if (!target) return;
    try {
      if (target.kind === "one") {
        await deleteOne.mutateAsync(target.course._id);
        toast.success("Course deleted");
      } else {
        const { deleted } = await deleteMany.mutateAsync(target.ids);
        toast.success(deleted === 1 ? "Course deleted" : `${deleted} courses deleted`);
      }
      onDeleted?.();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to delete the course. Please try again.") });
      throw error;
    }
  }

  const count = shown?.kind === "many" ? shown.ids.length : 1;
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={count === 1 ? "Delete this course?" : `Delete ${count} courses?`}
      description={`${
        shown?.kind === "one"
          ? `Are you sure you want to delete "${shown.course.title}"? This cannot be undone.`
          : "The selected courses will be permanently deleted. This cannot be undone."
      } Courses that learners have enrolled in cannot be deleted; archive them instead.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      errorFallback="Failed to delete the course. Please try again."
      onConfirm={confirm}
    />
  );
}
