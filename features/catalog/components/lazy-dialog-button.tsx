"use client";

// A button that opens a dialog whose code loads on hover, focus or the first click (use-lazy.ts),
// so the dialog never weighs on the page's first load: Preview on a course card, Watch Demo.
import { useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { useLazyModule } from "./use-lazy";

export type LazyDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLElement | null> };

type Props<P> = {
  /** Loads the dialog component (lazyModule in use-lazy.ts). */
  load: () => Promise<ComponentType<P & LazyDialogProps>>;
  /** The dialog's own props, besides the open state. */
  props: P;
  className: string;
  describedBy?: string;
  children: ReactNode;
};

export function LazyDialogButton<P extends object>({ load, props, className, describedBy, children }: Props<P>) {
  const [open, setOpen] = useState(false);
  const [Dialog, ensure] = useLazyModule(load);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void ensure().catch(() => undefined);

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
          ensure()
            .then(() => setOpen(true))
            .catch(() => undefined)
        }
      >
        {children}
      </button>
      {Dialog ? <Dialog {...props} open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} /> : null}
    </>
  );
}
