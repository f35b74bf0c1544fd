"use client";

// Preview: opens the course's description, tags and details in a dialog. The dialog's code loads
// on hover, focus or the first click, and is shared by every card.
import type { CourseSummary } from "./course-meta";
import { LazyDialogButton } from "./lazy-dialog-button";
import { lazyModule } from "./use-lazy";

const loadPreview = lazyModule(() => import("./course-preview-dialog").then((m) => m.CoursePreviewDialog));

export function PreviewButton({ course, className, describedBy }: { course: CourseSummary; className: string; describedBy?: string }) {
  return (
    <LazyDialogButton load={loadPreview} className={className} describedBy={describedBy} props={{ course }}>
      Preview
    </LazyDialogButton>
  );
}
