import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "@/lib/api/client";

/** Puts a 422's per-field messages from the server under the matching fields. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]) {
  if (!(error instanceof ApiRequestError)) return;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(name) && messages[0]) setError(name as Path<T>, { type: "server", message: messages[0] });
  }
}
