"use client";

// react-hook-form fields with their label, an optional hint, and their error tied to them for
// screen readers; the form dialogs and pages build their plain text inputs and their selects from them.
import type { ReactNode } from "react";
import { Controller, type Control, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SelectOptions } from "./filter-fields";

/** A field's label above its control, an optional hint, and its error message. */
function FieldFrame({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}

type TextFieldProps<T extends FieldValues, O extends FieldValues> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  hint?: ReactNode;
};

export function TextField<T extends FieldValues, O extends FieldValues>({ form, name, id, label, type = "text", placeholder, autoComplete = "off", hint }: TextFieldProps<T, O>) {
  const message = form.formState.errors[name]?.message as string | undefined;
  return (
    <FieldFrame id={id} label={label} error={message} hint={hint}>
      <Input id={id} type={type} autoComplete={autoComplete} placeholder={placeholder} {...form.register(name)} {...fieldErrorProps(id, message)} />
    </FieldFrame>
  );
}

type SelectFieldProps<T extends FieldValues, O extends FieldValues> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  /** What the closed select shows for a value, when that must not wait for the options to mount. */
  display?: (value: string) => ReactNode;
  /** Runs before the field takes a new value (a type change resets what depends on the type). */
  beforeChange?: (next: string, previous: string) => void;
};

export function SelectField<T extends FieldValues, O extends FieldValues>({ control, name, id, label, placeholder, options, error, display, beforeChange }: SelectFieldProps<T, O>) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            value={field.value ?? ""}
            onValueChange={(next) => {
              beforeChange?.(next, field.value ?? "");
              field.onChange(next);
            }}
          >
            <SelectTrigger id={id} className="w-full" onBlur={field.onBlur} {...fieldErrorProps(id, error)}>
              <SelectValue placeholder={placeholder}>{display?.(field.value)}</SelectValue>
            </SelectTrigger>
            <SelectOptions options={options} />
          </Select>
        )}
      />
    </FieldFrame>
  );
}
