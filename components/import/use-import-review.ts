"use client";
// The review of an extraction: the items as the rep edits them, which are ticked (spec: confidence over 70 at
// first), the details each entity's form needs, and what each ticked item still lacks (lib/import-items.ts, the
// same check the import call makes).
import { useCallback, useMemo, useState } from "react";
import { checkImportItem, defaultDetails, type ItemErrors } from "@/lib/import-items";
import {
  EXTRACTED_GROUPS,
  IMPORT_DETAIL_FIELDS,
  type DetailGroup,
  type ExtractedData,
  type ExtractedGroup,
  type ImportRequestBody,
  type ItemDetails,
  type UploadResult,
} from "@/lib/validators/import";

/** Items the extractor is fairly sure of (confidence over 70) start selected; the rest wait for a tick. */
export const PRESELECT_ABOVE = 70;

export type ExtractedItem = ExtractedData[ExtractedGroup][number];
type PerGroup<T> = Record<ExtractedGroup, T>;

export type Review = {
  data: ExtractedData;
  filename: string;
  source: UploadResult["source"];
  readBy: UploadResult["readBy"];
  unplaced: UploadResult["unplaced"];
  selected: PerGroup<ReadonlySet<number>>;
  details: PerGroup<ItemDetails[]>;
};

const perGroup = <T>(make: (group: ExtractedGroup) => T): PerGroup<T> =>
  Object.fromEntries(EXTRACTED_GROUPS.map((group) => [group, make(group)])) as PerGroup<T>;

export function startReview(upload: UploadResult): Review {
  const { extractedData: data } = upload;
  return {
    data,
    filename: upload.filename,
    source: upload.source,
    readBy: upload.readBy,
    unplaced: upload.unplaced,
    selected: perGroup(
      (group) => new Set(data[group].flatMap((item, index) => (item.confidence > PRESELECT_ABOVE ? [index] : []))),
    ),
    details: perGroup((group) => data[group].map((item) => defaultDetails(group, item))),
  };
}

const isDetailGroup = (group: ExtractedGroup): group is DetailGroup => Object.hasOwn(IMPORT_DETAIL_FIELDS, group);

/** The import call's body: the reviewed items, the ticked indexes, and the ticked items' details. */
export function importRequestBody(review: Review, userId: number): ImportRequestBody {
  const selections = perGroup((group) => [...review.selected[group]].sort((a, b) => a - b));
  const details: Partial<Record<DetailGroup, Record<string, ItemDetails>>> = {};
  for (const group of EXTRACTED_GROUPS) {
    if (!isDetailGroup(group)) continue;
    details[group] = Object.fromEntries(
      selections[group].map((index) => [String(index), review.details[group][index] ?? {}]),
    );
  }
  return { userId, extractedData: review.data, selections, details: details as ImportRequestBody["details"] };
}

export function useImportReview() {
  const [review, setReview] = useState<Review | null>(null);

  const update = useCallback(
    (change: (current: Review) => Review) => setReview((current) => (current ? change(current) : current)),
    [],
  );

  const actions = useMemo(
    () => ({
      start: (upload: UploadResult) => setReview(startReview(upload)),
      clear: () => setReview(null),
      toggle: (group: ExtractedGroup, index: number, checked: boolean) =>
        update((r) => {
          const next = new Set(r.selected[group]);
          if (checked) next.add(index);
          else next.delete(index);
          return { ...r, selected: { ...r.selected, [group]: next } };
        }),
      selectGroup: (group: ExtractedGroup, checked: boolean) =>
        update((r) => ({
          ...r,
          selected: { ...r.selected, [group]: new Set(checked ? r.data[group].map((_, i) => i) : []) },
        })),
      editItem: (group: ExtractedGroup, index: number, patch: Partial<ExtractedItem>) =>
        update((r) => {
          const items = [...r.data[group]] as ExtractedItem[];
          items[index] = { ...items[index]!, ...patch } as ExtractedItem;
          return { ...r, data: { ...r.data, [group]: items } };
        }),
      editDetails: (group: ExtractedGroup, index: number, patch: ItemDetails) =>
        update((r) => {
          const list = [...r.details[group]];
          list[index] = { ...list[index], ...patch };
          return { ...r, details: { ...r.details, [group]: list } };
        }),
      /** Unticks every ticked item that still needs changes, to import what is ready now. */
      untickIncomplete: (problems: PerGroup<Map<number, ItemErrors>>) =>
        update((r) => ({
          ...r,
          selected: perGroup((group) => new Set([...r.selected[group]].filter((index) => !problems[group].has(index)))),
        })),
    }),
    [update],
  );

  /** What each ticked item still needs, per group and index (an unticked item needs nothing). */
  const problems = useMemo(
    () =>
      perGroup((group) => {
        const found = new Map<number, ItemErrors>();
        if (!review) return found;
        for (const index of review.selected[group]) {
          const check = checkImportItem(group, review.data[group][index]!, review.details[group][index]);
          if (!check.ok) found.set(index, check.errors);
        }
        return found;
      }),
    [review],
  );

  return { review, problems, ...actions };
}

export type ImportReview = ReturnType<typeof useImportReview>;
