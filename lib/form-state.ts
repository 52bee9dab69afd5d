// What a form's Server Action answers, shared by the actions (lib/server/form-action.ts) and the forms that show it
// (lib/hooks/use-action-form.ts). The same answer renders the page after a submission made without
// JavaScript and updates the form in place with it.
import type { ZodError } from "zod";

export type FormState = {
  /** The refusal in one sentence (shown above the form, or in a toast); unset after a success. */
  error?: string;
  /** Field messages, shown under their fields (the schema's own texts). */
  fields?: Record<string, string>;
  /** What was typed, passwords never included: a page rendered after a refused post fills the form back in. */
  values?: Record<string, string>;
  /** Set by a success that stays on the page (a toast says so); a new object for every submission. */
  done?: { title: string; description?: string };
};

export const EMPTY_FORM_STATE: FormState = {};

/** The first message per field of a zod error, keyed by the field's path (the API's `fields` shape). */
export function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A form's text fields as an object (files and React's own action fields left out). */
export function formFields(data: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value === "string" && !key.startsWith("$ACTION")) fields[key] = value;
  }
  return fields;
}
