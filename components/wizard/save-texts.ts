// A saving form's toasts from what differs between forms: its own two successes, and what it failed to do. Every
// failure toast reads the same way ("Error", then "Failed to … Please try again."), so the form names only the act.
import type { EntitySaveTexts } from "./use-entity-save";

type SaveTextsSpec<V, R> = Pick<EntitySaveTexts<V, R>, "created" | "updated"> & {
  /** What failed, as "Failed to …" continues: e.g. "add executive" or "update deal story". */
  failedTo: { create: string; update: string };
};

function failed(what: string) {
  return { title: "Error", description: `Failed to ${what}. Please try again.` };
}

export function entitySaveTexts<V = unknown, R = unknown>({
  failedTo,
  ...success
}: SaveTextsSpec<V, R>): EntitySaveTexts<V, R> {
  return { ...success, createFailed: failed(failedTo.create), updateFailed: failed(failedTo.update) };
}
