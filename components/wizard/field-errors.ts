// A list field's error may sit on the list itself or on one of its entries (zod reports "each entry ..." at the
// entry's index): the message shown under the field is the first one found.

/** The first message in a react-hook-form error, looking into the errors of a list's entries. */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return message;
  for (const item of Object.values(error)) {
    const found = firstErrorMessage(item);
    if (found) return found;
  }
  return undefined;
}
