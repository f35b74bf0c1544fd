"use client";

// The content of a dialog that a LazyDialogButton opens (Preview, Watch Demo). The button is not a
// Radix trigger, so Radix does not know where focus came from: closing puts it back on the button.
import type { ComponentProps, RefObject } from "react";
import { DialogContent } from "@/components/ui/dialog";

export function LazyDialogContent({ returnFocusTo, ...props }: ComponentProps<typeof DialogContent> & { returnFocusTo: RefObject<HTMLElement | null> }) {
  return (
    <DialogContent
      {...props}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    />
  );
}
