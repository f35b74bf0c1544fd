// Small helpers that tie a form field to its error message for screen readers.
import * as React from "react";

import { cn } from "@/lib/utils";

/** The id to give a field's FieldError and to list in the field's aria-describedby. */
function fieldErrorId(name: string): string {
  return `${name}-error`;
}

/**
 * Spread onto an input: `<Input {...fieldErrorProps("email", errors.email?.message)} />`.
 * Sets aria-invalid and aria-describedby only while there is an error.
 */
function fieldErrorProps(
  name: string,
  message: string | undefined,
): { "aria-invalid"?: true; "aria-describedby"?: string } {
  return message ? { "aria-invalid": true, "aria-describedby": fieldErrorId(name) } : {};
}

type FieldErrorProps = Omit<React.ComponentProps<"p">, "id" | "children"> & {
  /** The id the field's aria-describedby points at; see fieldErrorId. */
  id: string;
  message?: string;
};

/** Renders nothing without a message, so the live region only speaks when there is an error. */
function FieldError({ id, message, className, ...props }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      data-slot="field-error"
      className={cn("text-sm font-medium text-destructive", className)}
      {...props}
    >
      {message}
    </p>
  );
}

export { FieldError, fieldErrorId, fieldErrorProps, type FieldErrorProps };
