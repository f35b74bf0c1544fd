"use client";

// Unenroll a learner from one course, with an optional reason that is kept with the enrollment.
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/data-list";
import { FieldError, fieldErrorProps } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api/client";
import { useUnenrollStudent } from "./queries";
import { unenrollSchema } from "../schema";

type Target = { student: { _id: string; name: string }; courseId: string; courseTitle: string };

export function UnenrollDialog({ target, onClose }: { target: Target | null; onClose: () => void }) {
  const unenroll = useUnenrollStudent();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  function change(open: boolean) {
    if (open) return;
    setReason("");
    setError(undefined);
    onClose();
  }

  async function confirm() {
    if (!target) return;
    const parsed = unenrollSchema.safeParse({ courseId: target.courseId, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return false;
    }
    try {
      await unenroll.mutateAsync({ id: target.student._id, courseId: target.courseId, reason });
      toast.success(`${target.student.name} was unenrolled from ${target.courseTitle}`);
    } catch (caught) {
      setError(errorMessage(caught, "Failed to unenroll the student. Please try again."));
      return false;
    }
  }

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={change}
      title={`Unenroll from ${target?.courseTitle}?`}
      description={`${target?.student.name} loses access to the course. Their progress is kept and comes back if they are enrolled again.`}
      confirmLabel="Unenroll"
      pendingLabel="Unenrolling..."
      destructive
      onConfirm={confirm}
    >
      <div className="grid gap-2">
        <Label htmlFor="unenroll-reason">Reason (optional)</Label>
        <Textarea
          id="unenroll-reason"
          value={reason}
          onChange={(e) => (setReason(e.target.value), setError(undefined))}
          maxLength={500}
          placeholder="For example: requested a refund"
          {...fieldErrorProps("unenroll-reason", error)}
        />
        <FieldError id="unenroll-reason-error" message={error} />
      </div>
    </ConfirmDialog>
  );
}
