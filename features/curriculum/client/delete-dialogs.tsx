"use client";

// Deleting asks first. A lesson that learners completed says how many, since deleting it changes
// their progress; a section says how many lessons go with it.
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/data-list";
import { errorMessage } from "@/lib/api/client";
import { builderLessonQuery, useDeleteLesson, useDeleteSection, type CurriculumLesson, type CurriculumSection } from "./queries";

/** Runs the delete; a failure is told in a toast and keeps the dialog open. */
async function deleting(run: () => Promise<unknown>, what: "lesson" | "section") {
  try {
    await run();
    toast.success(what === "lesson" ? "Lesson deleted" : "Section deleted");
  } catch (error) {
    toast.error(`The ${what} was not deleted`, { description: errorMessage(error, "Please try again.") });
    throw error;
  }
}

export function DeleteLessonDialog({ courseId, lesson, onClose }: { courseId: string; lesson: CurriculumLesson | null; onClose: () => void }) {
  const detail = useQuery({ ...builderLessonQuery(courseId, lesson?.id ?? ""), enabled: lesson !== null });
  const remove = useDeleteLesson(courseId);
  const completed = detail.data?.completedCount ?? 0;

  return (
    <ConfirmDialog
      open={lesson !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete “${lesson?.title}”?`}
      description={
        detail.isPending
          ? "Checking whether learners have completed this lesson…"
          : completed > 0
            ? `${completed} learner${completed === 1 ? " has" : "s have"} completed this lesson. Deleting it removes ${completed === 1 ? "that completion" : "those completions"} and recalculates their course progress. This cannot be undone.`
            : "No learner has completed this lesson yet. Deleting it cannot be undone."
      }
      confirmLabel="Delete lesson"
      pendingLabel="Deleting…"
      destructive
      confirmDisabled={detail.isPending}
      errorFallback="The lesson was not deleted. Please try again."
      onConfirm={() => lesson && deleting(() => remove.mutateAsync(lesson.id), "lesson")}
    />
  );
}

export function DeleteSectionDialog({ courseId, section, onClose }: { courseId: string; section: CurriculumSection | null; onClose: () => void }) {
  const remove = useDeleteSection(courseId);
  const count = section?.lessons.length ?? 0;

  return (
    <ConfirmDialog
      open={section !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete section “${section?.title}”?`}
      description={
        count > 0
          ? `Its ${count} lesson${count === 1 ? "" : "s"} will be deleted too, with any completions learners recorded, and their progress recalculated. This cannot be undone.`
          : "The section is empty. This cannot be undone."
      }
      confirmLabel="Delete section"
      pendingLabel="Deleting…"
      destructive
      errorFallback="The section was not deleted. Please try again."
      onConfirm={() => section && deleting(() => remove.mutateAsync(section.id), "section")}
    />
  );
}
