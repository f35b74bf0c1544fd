import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "@/lib/api/client";

/**
 * Puts a 422's per-field messages (`errors`) from the server under the matching form fields.
 * `fields` limits it to the fields the form shows (a nested key lands on its top field); returns
 * whether any message was placed.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let placed = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    // "options.2" belongs to the "options" field when the form shows the list as one field.
    const name = fields.includes(key) ? key : key.split(".")[0];
    if (fields.includes(name) && messages[0]) {
      setError(name as Path<T>, { type: "server", message: messages[0] });
      placed = true;
    }
  }
  return placed;
}
