"use client";

// A react-hook-form text input with its label, an optional hint, and its error tied to it for
// screen readers; the form's dialogs and pages build their plain text fields from it.
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type Props<T extends FieldValues, O extends FieldValues> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  hint?: ReactNode;
};

export function TextField<T extends FieldValues, O extends FieldValues>({ form, name, id, label, type = "text", placeholder, autoComplete = "off", hint }: Props<T, O>) {
  const message = form.formState.errors[name]?.message as string | undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} autoComplete={autoComplete} placeholder={placeholder} {...form.register(name)} {...fieldErrorProps(id, message)} />
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      <FieldError id={fieldErrorId(id)} message={message} />
    </div>
  );
}
