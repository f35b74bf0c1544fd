"use client";

// Unenroll a learner from one course, with an optional reason that is kept with the enrollment.
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api/client";
import { useUnenrollStudent } from "@/lib/queries/students";
import { unenrollSchema } from "@/lib/validations/student";

type Target = { student: { _id: string; name: string }; courseId: string; courseTitle: string };

export function UnenrollDialog({ target, onClose }: { target: Target | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">{target && <UnenrollForm key={target.courseId} target={target} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function UnenrollForm({ target, onDone }: { target: Target; onDone: () => void }) {
  const unenroll = useUnenrollStudent();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = unenrollSchema.safeParse({ courseId: target.courseId, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    unenroll.mutate(
      { id: target.student._id, courseId: target.courseId, reason },
      {
        onSuccess: () => {
          toast.success(`${target.student.name} was unenrolled from ${target.courseTitle}`);
          onDone();
        },
        onError: (e) => setError(errorMessage(e, "Failed to unenroll the student. Please try again.")),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Unenroll from {target.courseTitle}?</DialogTitle>
        <DialogDescription>
          {target.student.name} loses access to the course. Their progress is kept and comes back if they are enrolled again.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="unenroll-reason">Reason (optional)</Label>
        <Textarea
          id="unenroll-reason"
          value={reason}
          onChange={(e) => (setReason(e.target.value), setError(undefined))}
          maxLength={500}
          placeholder="For example: requested a refund"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "unenroll-reason-error" : undefined}
        />
        <FieldError id="unenroll-reason-error" message={error} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={unenroll.isPending}>
          {unenroll.isPending ? "Unenrolling..." : "Unenroll"}
        </Button>
      </DialogFooter>
    </form>
  );
}
