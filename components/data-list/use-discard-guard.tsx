"use client";

// Closing a form with typed, unsaved changes (backdrop, Escape, Cancel, the X) asks first.
import { useCallback, useState, type ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * `requestClose` closes at once when nothing was typed, and otherwise opens "Discard changes?".
 * Render `prompt` next to the form; wire the dialog's onOpenChange(false) and Cancel to `requestClose`.
 */
export function useDiscardGuard({ dirty, onClose }: { dirty: boolean; onClose: () => void }): { requestClose: () => void; prompt: ReactNode } {
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (dirty) setAsking(true);
    else onClose();
  }, [dirty, onClose]);

  const prompt = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title="Discard changes?"
      description="What you typed in this form has not been saved and will be lost."
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      destructive
      onConfirm={onClose}
    />
  );
  return { requestClose, prompt };
}
