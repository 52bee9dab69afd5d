"use client";
// A form whose Server Action (useActionState) does the work. Before its script loads, or without JavaScript, the
// browser posts the form and the page comes back rendered with the action's answer. Once the script runs, the form
// checks its schema in place first (the errors show without a round trip), then calls the action without a page
// load, keeps what was typed, and toasts a success.
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import type { ZodType } from "zod";
import { EMPTY_FORM_STATE, fieldMessages, formFields, type FormState } from "@/lib/form-state";
import { toast } from "@/lib/toast";
import { useHydrated } from "./use-hydrated";

type Action = (previous: FormState, data: FormData) => Promise<FormState>;

type Options = {
  /** The form's schema, the one the action parses with: checked in the browser before anything is sent. */
  schema?: ZodType;
  /** After a success the action answers in place (it did not redirect), once the toast is up. */
  onDone?: (form: HTMLFormElement | null) => void;
  /** A refusal that names no field is said in an error toast with this title (not above the form). */
  errorToast?: string;
  /** False where the form shows its success itself, in place of the form. */
  toastDone?: boolean;
};

export function useActionForm(action: Action, { schema, onDone, errorToast, toastDone = true }: Options = {}) {
  const [state, dispatch, pending] = useActionState(action, EMPTY_FORM_STATE);
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    if (state.done) {
      if (toastDone) {
        toast.success(state.done.title, state.done.description ? { description: state.done.description } : undefined);
      }
      onDoneRef.current?.(formRef.current);
    } else if (errorToast && state.error && !state.fields) {
      toast.error(errorToast, { description: state.error });
    }
  }, [state, errorToast, toastDone]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = schema?.safeParse(formFields(data));
    if (result && !result.success) {
      setChecked(fieldMessages(result.error));
      return;
    }
    setChecked(null);
    startTransition(() => dispatch(data));
  };

  // The browser's check is newer than the last answer while it refuses; the server's answer otherwise.
  const fields = checked ?? (pending ? {} : (state.fields ?? {}));
  const error = checked || pending ? undefined : state.error;
  const formError = error && Object.keys(fields).length === 0 ? error : undefined;
  return {
    state,
    /** The error above the form: a refusal that names no field (wrong password, throttled...), unless toasted. */
    formError: errorToast && hydrated ? undefined : formError,
    fields,
    pending,
    /** The success to say on the page itself: only a page without its script (which cannot toast) shows it. */
    doneNotice: hydrated ? undefined : state.done,
    hydrated,
    formProps: { ref: formRef, action: dispatch, onSubmit, noValidate: true },
  };
}
