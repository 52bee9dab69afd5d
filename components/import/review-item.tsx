"use client";
// One extracted item in the review: its checkbox, what it says, its confidence badge, whether it still needs
// details, and an Edit button that opens its fields inline.
import { Pencil } from "lucide-react";
import { useId } from "react";
import { descriptionPreview } from "@/components/export/description-preview";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { categoryLabel } from "@/lib/achievement-category";
import { formatMoney } from "@/lib/format";
import {
  checkImportItem,
  confidenceLevel,
  durationFromDates,
  importItemLabel,
  invertedDatesWarning,
  type ItemErrors,
} from "@/lib/import-items";
import type { ExtractedData, ExtractedExperience, ExtractedGroup, ItemDetails } from "@/lib/validators/import";
import { ITEM_EDITORS } from "./item-editors";
import type { ExtractedItem } from "./use-import-review";

const CONFIDENCE_BADGES = { high: "success", medium: "warning", low: "destructive" } as const;

function ConfidenceBadge({ confidence }: { confidence: number }) {
  return <Badge variant={CONFIDENCE_BADGES[confidenceLevel(confidence)]}>{confidence}% confidence</Badge>;
}

type ItemOf<G extends ExtractedGroup> = ExtractedData[G][number];

const roleAt = (title: string | null, company: string | null) =>
  [title, company].filter(Boolean).join(" at ") || "Title and company not stated";

/**
 * The second line of an item, per group: the figures or the text it was found with (a job's place as the review
 * holds it).
 */
const SUMMARIES: { [G in ExtractedGroup]: (item: ItemOf<G>, details: ItemDetails) => string } = {
  quotaRecords: (r) =>
    [
      r.attainmentPercent ? `${r.attainmentPercent}% of quota` : null,
      r.quota ? `quota ${formatMoney(r.quota)}` : null,
      r.attainment ? `closed ${formatMoney(r.attainment)}` : null,
    ]
      .filter(Boolean)
      .join(" · "),
  dealHighlights: (d) =>
    [d.arrValue ? `${formatMoney(d.arrValue)} ARR` : null, descriptionPreview(d.description)]
      .filter(Boolean)
      .join(" · "),
  experiences: (e, details) => {
    const dates = invertedDatesWarning(e) ? "Dates to correct" : durationFromDates(e.startDate, e.endDate);
    const place = typeof details.location === "string" ? details.location.trim() : "";
    return [dates || "Dates not stated", place].filter(Boolean).join(" · ");
  },
  achievements: (a) => `${categoryLabel(a.category)} · ${descriptionPreview(a.description)}`,
  executiveCircle: (x) => roleAt(x.executiveTitle, x.executiveCompany),
  references: (r) => {
    const role = roleAt(r.referenceTitle, r.referenceCompany);
    return r.testimonial ? `${role} · ${descriptionPreview(r.testimonial)}` : role;
  },
  aboutMe: (a) => descriptionPreview(a.summary ?? ""),
};

function itemSummary(group: ExtractedGroup, item: ExtractedItem, details: ItemDetails): string {
  // The review holds each group's own items, so the item is of the group's type.
  return (SUMMARIES[group] as (item: ExtractedItem, details: ItemDetails) => string)(item, details);
}

type ReviewItemProps = {
  group: ExtractedGroup;
  item: ExtractedItem;
  details: ItemDetails;
  selected: boolean;
  /** What the ticked item still needs (empty when it is ready or not ticked). */
  problems: ItemErrors | undefined;
  showErrors: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onToggle: (checked: boolean) => void;
  onItem: (patch: Partial<ExtractedItem>) => void;
  onDetails: (patch: ItemDetails) => void;
};

/** A job that imports with only what the document states waits for its other details: said before it is imported. */
function waitsForDetails(group: ExtractedGroup, item: ExtractedItem, details: ItemDetails): boolean {
  if (group !== "experiences") return false;
  const check = checkImportItem("experiences", item as ExtractedExperience, details);
  return check.ok && check.input.needsDetails;
}

export function ReviewItem(props: ReviewItemProps) {
  const { group, item, details, selected, problems, showErrors, expanded } = props;
  const id = useId();
  const label = importItemLabel(group, item);
  const datesWarning = group === "experiences" ? invertedDatesWarning(item as ExtractedExperience) : null;
  const later = selected && !problems && waitsForDetails(group, item, details);
  const Editor = ITEM_EDITORS[group];
  return (
    <li className="grid gap-3 p-3">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-check`}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          checked={selected}
          onChange={(event) => props.onToggle(event.target.checked)}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-summary`}
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <label
              id={`${id}-label`}
              htmlFor={`${id}-check`}
              className="cursor-pointer text-sm font-medium break-words"
            >
              {label}
            </label>
            <ConfidenceBadge confidence={item.confidence} />
            {problems ? <Badge variant="outline">Needs details</Badge> : null}
            {later ? <Badge variant="info">add details later</Badge> : null}
          </div>
          <p id={`${id}-summary`} className="text-xs break-words text-muted-foreground">
            {itemSummary(group, item, details)}
          </p>
          {datesWarning ? <p className="text-xs break-words text-warning-foreground">{datesWarning}</p> : null}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={`${id}-editor`}
          aria-label={`Edit ${label}`}
          onClick={() => props.onExpandedChange(!expanded)}
        >
          <Pencil aria-hidden="true" />
          <span className="hidden sm:inline">{expanded ? "Done" : "Edit"}</span>
        </Button>
      </div>
      {expanded ? (
        <div id={`${id}-editor`} role="group" aria-label={`Edit ${label}`} className="rounded-lg bg-muted/40 p-3">
          <Editor
            item={item}
            details={details}
            errors={showErrors && problems ? problems : {}}
            onItem={props.onItem}
            onDetails={props.onDetails}
          />
        </div>
      ) : null}
    </li>
  );
}
