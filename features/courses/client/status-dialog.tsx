"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/data-list";
import { errorMessage } from "@/lib/api/client";
import { useChangeCourseStatus } from "./queries";
import { NEXT_STATUS, type CourseStatus } from "../schema";

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

  async function confirm() {
    if (!shown || !to || !step) return;
    try {
      await change.mutateAsync({ id: shown._id, status: to });
      toast.success(step.toast);
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to change the course status. Please try again.") });
      throw error;
    }
  }

  return (
    <ConfirmDialog
      open={course !== null}
      onOpenChange={onOpenChange}
      title={step?.title}
      description={shown && step ? step.description(shown.title) : ""}
      confirmLabel={step?.action ?? ""}
      pendingLabel="Saving..."
      errorFallback="Failed to change the course status. Please try again."
      onConfirm={confirm}
    />
  );
}
