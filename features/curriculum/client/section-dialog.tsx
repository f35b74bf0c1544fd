"use client";

// Rename a section and set its drip rules: open N days after enrollment, and/or only once the
// previous section is complete.
import { useId, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import { useUpdateSection, type CurriculumSection } from "./queries";
import { toast } from "sonner";
import { FormFooter } from "@/components/data-list";

type Props = { courseId: string; section: CurriculumSection | null; isFirst: boolean; onOpenChange: (open: boolean) => void };

export function SectionDialog({ courseId, section, isFirst, onOpenChange }: Props) {
  return (
    <Dialog open={section !== null} onOpenChange={onOpenChange}>
      <DialogContent>{section && <SectionForm key={section.id} courseId={courseId} section={section} isFirst={isFirst} onOpenChange={onOpenChange} />}</DialogContent>
    </Dialog>
  );
}

function SectionForm({ courseId, section, isFirst, onOpenChange }: Props & { section: CurriculumSection }) {
  const [title, setTitle] = useState(section.title);
  const [days, setDays] = useState(section.unlockAfterDays ? String(section.unlockAfterDays) : "");
  const [requiresPrevious, setRequiresPrevious] = useState(section.requiresPrevious);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateSection(courseId);
  const id = useId();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!title.trim()) next.title = "Enter a section title";
    const n = days.trim() === "" ? null : Number(days);
    if (n !== null && (!Number.isInteger(n) || n < 0 || n > 3650)) next.unlockAfterDays = "Enter a whole number of days between 0 and 3650";
    setErrors(next);
    if (Object.keys(next).length) return;
    update.mutate(
      { id: section.id, input: { title: title.trim(), unlockAfterDays: n || null, requiresPrevious } },
      {
        onSuccess: () => {
          toast.success("Section saved");
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ""])));
          toast.error("The section was not saved", { description: errorMessage(error, "Please try again.") });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Edit section</DialogTitle>
            <DialogDescription>Rename the section and choose when learners can open it.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? `${id}-title-error` : undefined} />
            {errors.title && (
              <p id={`${id}-title-error`} className="text-sm text-destructive">
                {errors.title}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-days`}>Open after (days from enrollment)</Label>
            <Input
              id={`${id}-days`}
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              placeholder="0 — open at once"
              aria-invalid={errors.unlockAfterDays ? true : undefined}
              aria-describedby={`${id}-days-help${errors.unlockAfterDays ? ` ${id}-days-error` : ""}`}
            />
            <p id={`${id}-days-help`} className="text-xs text-muted-foreground">
              Leave empty or 0 to open the section as soon as a learner enrolls.
            </p>
            {errors.unlockAfterDays && (
              <p id={`${id}-days-error`} className="text-sm text-destructive">
                {errors.unlockAfterDays}
              </p>
            )}
          </div>
          <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
            <div>
              <Label htmlFor={`${id}-prev`}>Requires the previous section</Label>
              <p id={`${id}-prev-help`} className="text-xs text-muted-foreground">
                {isFirst ? "The first section has no previous section, so this has no effect here." : "Learners must complete every lesson of the previous section first."}
              </p>
            </div>
            <Switch id={`${id}-prev`} checked={requiresPrevious} onCheckedChange={setRequiresPrevious} aria-describedby={`${id}-prev-help`} />
          </div>
          <FormFooter onCancel={() => onOpenChange(false)} pending={update.isPending} label="Save section" pendingLabel="Saving…" />
    </form>
  );
}
