"use client";

// Deleting asks first. A lesson that learners completed says how many, since deleting it changes
// their progress; a section says how many lessons go with it.
import { useQuery } from "@tanstack/react-query";
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
import { builderLessonQuery, useDeleteLesson, useDeleteSection, type CurriculumLesson, type CurriculumSection } from "@/lib/queries/curriculum";

export function DeleteLessonDialog({ courseId, lesson, onClose }: { courseId: string; lesson: CurriculumLesson | null; onClose: () => void }) {
  const detail = useQuery({ ...builderLessonQuery(courseId, lesson?.id ?? ""), enabled: lesson !== null });
  const remove = useDeleteLesson(courseId);
  const completed = detail.data?.completedCount ?? 0;

  function confirm(event: React.MouseEvent) {
    event.preventDefault();
    if (!lesson) return;
    remove.mutate(lesson.id, {
      onSuccess: () => {
        toast.success("Lesson deleted");
        onClose();
      },
      onError: (error) => toast.error("The lesson was not deleted", { description: errorMessage(error, "Please try again.") }),
    });
  }

  return (
    <AlertDialog open={lesson !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{lesson?.title}”?</AlertDialogTitle>
          <AlertDialogDescription>
            {detail.isPending
              ? "Checking whether learners have completed this lesson…"
              : completed > 0
                ? `${completed} learner${completed === 1 ? " has" : "s have"} completed this lesson. Deleting it removes ${completed === 1 ? "that completion" : "those completions"} and recalculates their course progress. This cannot be undone.`
                : "No learner has completed this lesson yet. Deleting it cannot be undone."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={detail.isPending || remove.isPending} variant="destructive">
            {remove.isPending ? "Deleting…" : "Delete lesson"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function DeleteSectionDialog({ courseId, section, onClose }: { courseId: string; section: CurriculumSection | null; onClose: () => void }) {
  const remove = useDeleteSection(courseId);
  const count = section?.lessons.length ?? 0;

  function confirm(event: React.MouseEvent) {
    event.preventDefault();
    if (!section) return;
    remove.mutate(section.id, {
      onSuccess: () => {
        toast.success("Section deleted");
        onClose();
      },
      onError: (error) => toast.error("The section was not deleted", { description: errorMessage(error, "Please try again.") }),
    });
  }

  return (
    <AlertDialog open={section !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete section “{section?.title}”?</AlertDialogTitle>
          <AlertDialogDescription>
            {count > 0
              ? `Its ${count} lesson${count === 1 ? "" : "s"} will be deleted too, with any completions learners recorded, and their progress recalculated. This cannot be undone.`
              : "The section is empty. This cannot be undone."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={remove.isPending} variant="destructive">
            {remove.isPending ? "Deleting…" : "Delete section"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
