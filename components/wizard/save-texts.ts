// A saving form's toasts from what differs between forms: its successes, and what it failed to do. Two wordings of
// failure exist: most forms say "Error", then "Failed to … Please try again."; a form that submits something for
// verification says "Error submitting …", then "Failed to submit …" (or, if its edits say so, "Error updating …" when
// an update fails). Either way the form names only the act or thing.
import type { EntitySaveTexts } from "./use-entity-save";

type Texts<V, R> = EntitySaveTexts<V, R>;

/** Its two successes, or one `saved` toast for a form whose create and update read the same. */
type SuccessSpec<V, R> = Pick<Texts<V, R>, "created" | "updated"> | { saved: Texts<V, R>["created"] };

type FailureSpec =
  /** What failed, as "Failed to …" continues: e.g. "add executive", or one per act. */
  | { failedTo: string | { create: string; update: string } }
  /** What could not be submitted (for create and update alike): e.g. "recognition". `updateTitle: "updating"` makes
   * a failed update's title "Error updating …" while its description still says "Failed to submit …". */
  | { submitFailed: string; updateTitle?: "submitting" | "updating" };

function retryFailure(what: string) {
  return { title: "Error", description: `Failed to ${what}. Please try again.` };
}

function submitFailure(thing: string, act: "submitting" | "updating" = "submitting") {
  return { title: `Error ${act} ${thing}`, description: `Failed to submit ${thing}` };
}

function failures(spec: FailureSpec): Pick<Texts<unknown, unknown>, "createFailed" | "updateFailed"> {
  if ("submitFailed" in spec) {
    const { submitFailed, updateTitle } = spec;
    return { createFailed: submitFailure(submitFailed), updateFailed: submitFailure(submitFailed, updateTitle) };
  }
  const { failedTo } = spec;
  const acts = typeof failedTo === "string" ? { create: failedTo, update: failedTo } : failedTo;
  return { createFailed: retryFailure(acts.create), updateFailed: retryFailure(acts.update) };
}

export function entitySaveTexts<V = unknown, R = unknown>(spec: SuccessSpec<V, R> & FailureSpec): Texts<V, R> {
  const success = "saved" in spec ? { created: spec.saved, updated: spec.saved } : spec;
  return { created: success.created, updated: success.updated, ...failures(spec) };
}
