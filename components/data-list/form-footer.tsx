"use client";

// A form's submit button that says what it is doing while the server answers, and a dialog form's
// Cancel and submit buttons built on it.
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, "type"> & { pending: boolean; pendingLabel: string; children: ReactNode };

/** Disabled while pending (or when `disabled`), and labelled `pendingLabel` meanwhile. */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

type Props = { onCancel: () => void; pending: boolean; label: string; pendingLabel?: string; disabled?: boolean };

export function FormFooter({ onCancel, pending, label, pendingLabel = "Saving...", disabled }: Props) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton pending={pending} pendingLabel={pendingLabel} disabled={disabled}>
        {label}
      </SubmitButton>
    </DialogFooter>
  );
}
