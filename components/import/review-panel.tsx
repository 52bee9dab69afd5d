"use client";
// The "Review & Import" tab: the items found, under the five groups, each ticked or not with its confidence; a
// note of the ticked items that still need details; the plan's cap next to a capped group, said before any work
// (more ticked than the plan has room for keeps Import disabled until the rep unticks some); and "Import Selected".
import { AlertTriangle } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { IMPORT_GROUP_NAMES, type ItemErrors } from "@/lib/import-items";
import { importCapNotice, type CappedResource, type PlanTier } from "@/lib/plans";
import { EXTRACTED_GROUPS, type ExtractedGroup } from "@/lib/validators/import";
import { OcrNote, UnplacedLines } from "./read-notes";
import { ReviewItem } from "./review-item";
import type { ImportReview, Review } from "./use-import-review";

export const itemKey = (group: ExtractedGroup, index: number) => `${group}.${index}`;

/** The groups the plan caps, told in the review: a Starter rep picks which items fill the places the plan has. */
export const CAPPED_GROUPS = {
  experiences: "experiences",
  dealHighlights: "dealHighlights",
  executiveCircle: "executiveCircle",
  references: "references",
} as const satisfies Partial<Record<ExtractedGroup, CappedResource>>;
export type CappedGroup = keyof typeof CAPPED_GROUPS;

/** The rep's plan, and how many items each capped group already holds (undefined while the list loads). */
export type ReviewPlan = { tier: PlanTier; held: Partial<Record<CappedGroup, number | undefined>> };

type CapNotice = NonNullable<ReturnType<typeof importCapNotice>>;

type ReviewPanelProps = {
  review: Review;
  state: ImportReview;
  showErrors: boolean;
  expanded: ReadonlySet<string>;
  onExpandedChange: (key: string, expanded: boolean) => void;
  pending: boolean;
  onImport: () => void;
  plan?: ReviewPlan;
};

function capNotices(review: Review, plan: ReviewPlan | undefined): Partial<Record<ExtractedGroup, CapNotice>> {
  const notices: Partial<Record<ExtractedGroup, CapNotice>> = {};
  if (!plan) return notices;
  for (const [group, resource] of Object.entries(CAPPED_GROUPS) as [CappedGroup, CappedResource][]) {
    if (review.data[group].length === 0) continue;
    const notice = importCapNotice(plan.tier, resource, plan.held[group], review.selected[group].size);
    if (notice) notices[group] = notice;
  }
  return notices;
}

export function ReviewPanel({
  review,
  state,
  showErrors,
  expanded,
  onExpandedChange,
  pending,
  onImport,
  plan,
}: ReviewPanelProps) {
  const total = EXTRACTED_GROUPS.reduce((sum, group) => sum + review.data[group].length, 0);
  const selected = EXTRACTED_GROUPS.reduce((sum, group) => sum + review.selected[group].size, 0);
  const incomplete = EXTRACTED_GROUPS.reduce((sum, group) => sum + state.problems[group].size, 0);
  const notices = capNotices(review, plan);
  const overCap = Object.values(notices).some((notice) => notice.over !== null);

  if (total === 0) {
    return (
      <div className="grid min-w-0 gap-3">
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No portfolio items were found in {review.filename}. Try your resume, a brag sheet or a quota report with
          figures by period.
        </p>
        <OcrNote review={review} />
        <UnplacedLines review={review} />
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-1 text-sm">
        <p className="break-words">
          Found in <span className="font-medium">{review.filename}</span>{" "}
          <span className="text-muted-foreground">
            ({review.source === "openai" ? "read by OpenAI" : "read by the built-in extractor"})
          </span>
        </p>
        <p className="text-muted-foreground" aria-live="polite">
          {selected} of {total} items selected. Check each one: edit what is wrong, untick what does not belong.
        </p>
      </div>
      <OcrNote review={review} />
      <UnplacedLines review={review} />
      {incomplete > 0 ? (
        <div
          role="status"
          className="grid gap-3 rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm sm:flex sm:items-start"
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning-foreground" aria-hidden="true" />
            <p className="min-w-0">
              {incomplete} selected {incomplete === 1 ? "item needs" : "items need"} details a document cannot give
              (marked &ldquo;Needs details&rdquo;). Fill them in with Edit, or untick them to import the rest now.
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => state.untickIncomplete(state.problems)}
          >
            Untick items that need details
          </Button>
        </div>
      ) : null}
      {EXTRACTED_GROUPS.map((group) =>
        review.data[group].length > 0 ? (
          <ReviewGroup
            key={group}
            group={group}
            review={review}
            state={state}
            problems={state.problems[group]}
            capNotice={notices[group]}
            showErrors={showErrors}
            expanded={expanded}
            onExpandedChange={onExpandedChange}
          />
        ) : null,
      )}
      <div className="sticky bottom-0 -mx-1 flex justify-end border-t border-border bg-background px-1 pt-3">
        <Button type="button" onClick={onImport} disabled={selected === 0 || pending || overCap}>
          {pending ? "Importing..." : "Import Selected"}
        </Button>
      </div>
    </div>
  );
}

type ReviewGroupProps = Pick<ReviewPanelProps, "review" | "state" | "showErrors" | "expanded" | "onExpandedChange"> & {
  group: ExtractedGroup;
  problems: Map<number, ItemErrors>;
  capNotice: CapNotice | undefined;
};

function ReviewGroup(props: ReviewGroupProps) {
  const { group, review, state, problems, capNotice, showErrors, expanded, onExpandedChange } = props;
  const headingId = useId();
  const items = review.data[group];
  const selected = review.selected[group];
  const name = IMPORT_GROUP_NAMES[group].many;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold">
          {name}{" "}
          <span className="text-sm font-normal text-muted-foreground">
            ({selected.size} of {items.length})
          </span>
        </h3>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => state.selectGroup(group, true)}
            disabled={selected.size === items.length}
            aria-label={`Select all ${name}`}
          >
            Select all
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => state.selectGroup(group, false)}
            disabled={selected.size === 0}
            aria-label={`Select no ${name}`}
          >
            Select none
          </Button>
        </div>
      </div>
      {group === "experiences" ? (
        <p className="text-xs text-muted-foreground">
          Jobs import with what the document states; add the rest later, one job at a time, from the Experience tab.
        </p>
      ) : null}
      {capNotice ? <CapNoticeView notice={capNotice} /> : null}
      <ul aria-labelledby={headingId} className="divide-y divide-border rounded-lg border border-border">
        {items.map((item, index) => {
          const key = itemKey(group, index);
          return (
            <ReviewItem
              key={key}
              group={group}
              item={item}
              details={review.details[group][index] ?? {}}
              selected={selected.has(index)}
              problems={problems.get(index)}
              showErrors={showErrors}
              expanded={expanded.has(key)}
              onExpandedChange={(open) => onExpandedChange(key, open)}
              onToggle={(checked) => state.toggle(group, index, checked)}
              onItem={(patch) => state.editItem(group, index, patch)}
              onDetails={(patch) => state.editDetails(group, index, patch)}
            />
          );
        })}
      </ul>
    </section>
  );
}

/** The plan's cap next to its group, and what to untick when more are ticked than it has room for. */
function CapNoticeView({ notice }: { notice: CapNotice }) {
  return (
    <div className="grid gap-1 rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <p>{notice.message}</p>
      {notice.room ? <p className="text-muted-foreground">{notice.room}</p> : null}
      {notice.over ? (
        <p role="alert" className="flex items-start gap-2 font-medium text-warning-foreground">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {notice.over}
        </p>
      ) : null}
    </div>
  );
}
