"use client";

// Preview: opens the course's description, tags and details in a dialog. The dialog's code loads
// on hover, focus or the first click, and is shared by every card.
import { useRef, useState } from "react";
import type { CourseSummary } from "./course-meta";
import { lazyModule, useLazyModule } from "./use-lazy";

const loadPreview = lazyModule(() => import("./course-preview-dialog"));

type Props = { course: CourseSummary; className: string; describedBy?: string };

export function PreviewButton({ course, className, describedBy }: Props) {
  const [open, setOpen] = useState(false);
  const [preview, ensurePreview] = useLazyModule(loadPreview);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void ensurePreview().catch(() => undefined);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={describedBy}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() =>
          ensurePreview()
            .then(() => setOpen(true))
            .catch(() => undefined)
        }
      >
        Preview
      </button>
      {preview ? <preview.CoursePreviewDialog course={course} open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} /> : null}
    </>
  );
}
