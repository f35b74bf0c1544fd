import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "@/lib/api/client";

/**
 * Puts a 422's per-field messages (`errors`) from the server under the matching form fields.
 * `fields` limits it to the fields the form shows; returns whether any message was placed.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let placed = false;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(name) && messages[0]) {
      setError(name as Path<T>, { type: "server", message: messages[0] });
      placed = true;
    }
  }
  return placed;
}
