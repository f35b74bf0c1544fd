"use client";

// A react-hook-form select with its label and its error tied to it for screen readers: the form
// dialogs' category, level, type and difficulty pickers.
import type { ReactNode } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SelectOptions } from "./filter-fields";

type Props<T extends FieldValues, O extends FieldValues> = {
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

export function SelectField<T extends FieldValues, O extends FieldValues>({ control, name, id, label, placeholder, options, error, display, beforeChange }: Props<T, O>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
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
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}
