"use client";

// The one confirmation for every destructive or consequential action. It stays open while the server
// answers (both buttons disabled, the action says what it is doing) and, when the server refuses,
// keeps the dialog open with the reason, so the user reads it in context and may try again or cancel.
import { useState, type ReactNode } from "react";
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
import { errorMessage } from "@/lib/api/client";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** More content under the description (a reason field, a warning). */
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the action while the server answers, e.g. "Deleting...". */
  pendingLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /**
   * Resolve to close the dialog; throw (a rejected mutateAsync) to keep it open with the message;
   * resolve `false` to keep it open when the children already show why (a field's own error).
   */
  onConfirm: () => Promise<unknown> | unknown;
  /** The message when the error carries none of its own. */
  errorFallback?: string;
  confirmDisabled?: boolean;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancel",
  destructive = false,
  onConfirm,
  errorFallback = "Something went wrong. Please try again.",
  confirmDisabled,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function change(next: boolean) {
    if (pending) return;
    if (!next) setError(null);
    onOpenChange(next);
  }

  async function confirm(event: React.MouseEvent) {
    // Stay open until the server answers.
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result = await onConfirm();
      setPending(false);
      if (result !== false) onOpenChange(false);
    } catch (caught) {
      setPending(false);
      setError(errorMessage(caught, errorFallback));
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={change}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild={typeof description !== "string"}>{typeof description === "string" ? description : <div>{description}</div>}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        {error && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant={destructive ? "destructive" : "default"} onClick={confirm} disabled={pending || confirmDisabled} aria-busy={pending || undefined}>
            {pending ? (pendingLabel ?? `${confirmLabel}...`) : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
