// The API's 422 answer names the fields it refused: show each message under its own field (returns their names).
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "@/lib/api-client";

export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): string[] {
  if (!(error instanceof ApiRequestError) || !error.fields) return [];
  const shown: string[] = [];
  for (const [name, message] of Object.entries(error.fields)) {
    // "metrics.year" belongs to the form's "metrics" group.
    if (names.some((known) => name === known || name.startsWith(`${known}.`))) {
      setError(name as Path<T>, { type: "server", message });
      shown.push(name);
    }
  }
  return shown;
}
