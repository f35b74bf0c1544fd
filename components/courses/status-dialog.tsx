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
import { useChangeCourseStatus } from "@/lib/queries/courses";
import { NEXT_STATUS, type CourseStatus } from "@/lib/validations/course";

type Step = { action: string; title: string; description: (title: string) => string; toast: string };

/** What moving a course one step along Draft → Published → Archived → Draft means, keyed by the target. */
export const STATUS_STEPS: Record<CourseStatus, Step> = {
  published: {
    action: "Publish",
    title: "Publish this course?",
    description: (t) => `"${t}" will appear on the landing page and in the learners' catalogue, and learners can enroll.`,
    toast: "Course published",
  },
  archived: {
    action: "Archive",
    title: "Archive this course?",
    description: (t) =>
      `"${t}" will be hidden from the landing page and the catalogue, and nobody new can enroll. Enrolled learners keep their history.`,
    toast: "Course archived",
  },
  draft: {
    action: "Move to draft",
    title: "Move this course back to draft?",
    description: (t) => `"${t}" becomes a draft again, so it can be reworked. It stays hidden until it is published.`,
    toast: "Course moved to draft",
  },
};

export const nextStep = (status: string) => STATUS_STEPS[NEXT_STATUS[status as CourseStatus] ?? "published"];

export function StatusDialog({
  course,
  onOpenChange,
}: {
  course: { _id: string; title: string; status: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useChangeCourseStatus();
  // What the dialog shows is fixed when it opens: the course refetched after the change (or the
  // animation after closing) must not swap the text to the following step.
  const [shown, setShown] = useState(course);
  const [wasOpen, setWasOpen] = useState(course !== null);
  if ((course !== null) !== wasOpen) {
    setWasOpen(course !== null);
    if (course !== null) setShown(course);
  }
  const to = shown ? NEXT_STATUS[shown.status as CourseStatus] : undefined;
  const step = to ? STATUS_STEPS[to] : undefined;

  function confirm(event: React.MouseEvent) {
    // Keep the dialog open until the server answers.
    event.preventDefault();
    if (!course || !shown || !to || !step) return;
    change.mutate(
      { id: shown._id, status: to },
      {
        onSuccess: () => {
          toast.success(step.toast);
          onOpenChange(false);
        },
        onError: (error) => {
          toast.error("Error", { description: errorMessage(error, "Failed to change the course status. Please try again.") });
        },
      },
    );
  }

  return (
    <AlertDialog open={course !== null} onOpenChange={(open) => !change.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{step?.title}</AlertDialogTitle>
          <AlertDialogDescription>{shown && step ? step.description(shown.title) : null}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={change.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={change.isPending}>
            {change.isPending && <Spinner label="Saving" />}
            {step?.action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
