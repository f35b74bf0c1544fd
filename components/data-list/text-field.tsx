"use client";

// Form fields with their label, an optional hint, and their error tied to them for screen readers.
// FormField is the frame (any control goes in its slot); TextField and SelectField are the
// react-hook-form text inputs and selects the form dialogs and pages build from it.
import type { ReactNode } from "react";
import { Controller, type Control, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { FieldError, fieldErrorId } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SelectOptions } from "./filter-fields";

/** What a field's control takes from its FormField: its id, and aria wiring to the hint and the error. */
export type FieldControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  /** Shown under the control (id `<id>-hint`) and read with it. */
  hint?: ReactNode;
  /** The frame's classes: dialogs lay their fields on a grid, the sign-in pages stack them. */
  className?: string;
  /** Shown at the end of the label's line (the sign-in form's "Forgot password?" link). */
  labelAside?: ReactNode;
  /** The control, given its id and aria props to spread. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A field's label above its control, an optional hint, and its error message. */
export function FormField({ id, label, error, hint, className = "grid gap-2", labelAside, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [error ? fieldErrorId(id) : undefined, hintId].filter(Boolean).join(" ");
  const labelTag = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className={className}>
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelTag}
          {labelAside}
        </div>
      ) : (
        labelTag
      )}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}

/** What TextField and SelectField share: the form value they edit, the control's id, and the label. */
type FieldProps<T extends FieldValues> = { name: Path<T>; id: string; label: string };

type TextFieldProps<T extends FieldValues, O extends FieldValues> = FieldProps<T> & {
  form: UseFormReturn<T, unknown, O>;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  hint?: ReactNode;
};

export function TextField<T extends FieldValues, O extends FieldValues>({ form, name, id, label, type = "text", placeholder, autoComplete = "off", hint }: TextFieldProps<T, O>) {
  const message = form.formState.errors[name]?.message as string | undefined;
  return (
    <FormField id={id} label={label} error={message} hint={hint}>
      {(control) => <Input {...control} type={type} autoComplete={autoComplete} placeholder={placeholder} {...form.register(name)} />}
    </FormField>
  );
}

type SelectFieldProps<T extends FieldValues, O extends FieldValues> = FieldProps<T> & {
  control: Control<T, unknown, O>;
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
    <FormField id={id} label={label} error={error}>
      {(aria) => (
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
              <SelectTrigger {...aria} className="w-full" onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder}>{display?.(field.value)}</SelectValue>
              </SelectTrigger>
              <SelectOptions options={options} />
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
