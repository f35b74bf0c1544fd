"use client";

// What every settings group's form does: a react-hook-form checked by the group's schema and filled
// with the saved values; Save sends the group, takes the saved values back as the new baseline and
// says how it went, putting a 422's field messages under the fields.
import type { FormEventHandler, ReactNode } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { CardContent } from "@/components/ui/card";
import { applyServerErrors } from "@/components/data-list/server-errors";
import { useSaveSettings } from "./queries";
import type { SettingsGroup, SettingsGroups } from "@/lib/settings/defaults";
import { SaveFooter } from "./settings-card";

type Options = {
  /** The toasts after a save: "Security settings updated!" */
  saved: string;
  failed: string;
  /** The fields a 422's messages may land under. */
  fields?: readonly string[];
  onSaved?: () => void;
};

export function useSettingsForm<G extends SettingsGroup, I extends FieldValues, O extends FieldValues>(
  group: G,
  schema: z.ZodType<O, I>,
  initial: I,
  { saved, failed, fields = [], onSaved }: Options,
) {
  const save = useSaveSettings(group);
  const form = useForm<I, unknown, O>({ resolver: zodResolver(schema), defaultValues: initial as never });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values as unknown as SettingsGroups[G], {
      onSuccess: (response) => {
        form.reset(response.data.settings as unknown as I);
        toast.success(saved);
        onSaved?.();
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, fields);
        toast.error(failed);
      },
    }),
  );
  return { form, onSubmit, pending: save.isPending };
}

/** A settings group's form inside its card: the fields, then the footer with Save. */
export function SettingsForm({ label, onSubmit, pending, saveLabel, className = "space-y-5", children }: { label: string; onSubmit: FormEventHandler<HTMLFormElement>; pending: boolean; saveLabel: string; className?: string; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <CardContent className={className}>{children}</CardContent>
      <SaveFooter pending={pending} label={saveLabel} />
    </form>
  );
}
