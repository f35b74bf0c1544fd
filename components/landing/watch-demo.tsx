"use client";

// The 'Watch Demo' button. The tour dialog's code (Radix dialog and the tour) loads on hover,
// focus or the first click, so it never weighs on the page's first load.
import { useRef, useState, type ReactNode } from "react";
import type { TourCourse } from "./demo-dialog";
import { lazyModule, useLazyModule } from "./use-lazy";

const loadDemo = lazyModule(() => import("./demo-dialog"));

export function WatchDemoButton({ className, icon, courses }: { className: string; icon: ReactNode; courses: TourCourse[] }) {
  const [open, setOpen] = useState(false);
  const [demo, ensureDemo] = useLazyModule(loadDemo);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void ensureDemo().catch(() => undefined);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() =>
          ensureDemo()
            .then(() => setOpen(true))
            .catch(() => undefined)
        }
      >
        {icon}
        Watch Demo
      </button>
      {demo ? <demo.DemoDialog courses={courses} open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} /> : null}
    </>
  );
}
