"use client";

// A dialog form's Cancel and submit buttons; the submit says what it is doing while the server answers.
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

type Props = { onCancel: () => void; pending: boolean; label: string; pendingLabel?: string; disabled?: boolean };

export function FormFooter({ onCancel, pending, label, pendingLabel = "Saving...", disabled }: Props) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
