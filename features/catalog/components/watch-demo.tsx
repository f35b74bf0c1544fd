"use client";

// The 'Watch Demo' button. The tour dialog's code (Radix dialog and the tour) loads on hover,
// focus or the first click, so it never weighs on the page's first load.
import type { ReactNode } from "react";
import type { TourCourse } from "./demo-dialog";
import { LazyDialogButton } from "./lazy-dialog-button";
import { lazyModule } from "./use-lazy";

const loadDemo = lazyModule(() => import("./demo-dialog").then((m) => m.DemoDialog));

export function WatchDemoButton({ className, icon, courses }: { className: string; icon: ReactNode; courses: TourCourse[] }) {
  return (
    <LazyDialogButton load={loadDemo} className={className} props={{ courses }}>
      {icon}
      Watch Demo
    </LazyDialogButton>
  );
}
