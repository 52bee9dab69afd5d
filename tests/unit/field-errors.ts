// The first message per field, keyed by dotted path: what the API's `fields` object and the forms show.
import type { ZodSafeParseResult } from "zod";

export function fieldErrors(result: ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The parsed data, or a failure that prints the field errors. */
export function parsed<T>(result: ZodSafeParseResult<T>): T {
  if (!result.success) throw new Error(`expected valid input, got ${JSON.stringify(fieldErrors(result))}`);
  return result.data;
}
