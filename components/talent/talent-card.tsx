// One rep as a recruiter sees them: the card of a search result, of an opened profile and of the rep's own preview,
// so the preview cannot drift from what recruiters are shown. Only the card's fields: nothing identifies the rep.
import type { ReactNode } from "react";
import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { TALENT_SEGMENT_LABELS, TALENT_WORK_MODE_LABELS, type TalentCard as TalentCardData } from "@/lib/talent";

type TalentCardProps = {
  card: TalentCardData;
  /** The heading level that fits where the card sits (h3 by default). */
  headingLevel?: "h2" | "h3" | "h4";
  /** Buttons under the card (open, contact). */
  actions?: ReactNode;
  className?: string;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium break-words">{value}</dd>
    </div>
  );
}

export function TalentCard({ card, headingLevel: Heading = "h3", actions, className }: TalentCardProps) {
  const title = card.headline ?? "Sales professional";
  return (
    <article
      aria-label={title}
      className={cn(
        "@container grid min-w-0 gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5",
        className,
      )}
    >
      <div className="grid min-w-0 gap-1">
        <Heading className="text-base leading-snug font-semibold break-words">{title}</Heading>
        <p className="text-sm break-words text-muted-foreground">{card.location ?? "Location not given"}</p>
      </div>

      {card.attainment.length > 0 ? (
        <ul aria-label="Verified attainment by year" className="flex flex-wrap gap-2">
          {card.attainment.map((year) => (
            <li key={year.year}>
              <Badge variant="success" className="whitespace-normal">
                <BadgeCheck aria-hidden="true" />
                {year.year}: {year.label}
                {year.verifiedPeriods > 1 ? ` (${year.verifiedPeriods} periods)` : ""}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No verified attainment yet.</p>
      )}

      <dl className="grid grid-cols-2 gap-3 @md:grid-cols-3">
        <Fact term="Verified periods" value={String(card.verifiedPeriods)} />
        <Fact term="Verified items" value={String(card.verifiedItems)} />
        <Fact term="Quota-carrying roles" value={plural(card.quotaYears, "year")} />
        <Fact term="Verified awards" value={String(card.verifiedAwards)} />
        <Fact term="Largest verified deal" value={card.dealSizeBand ?? "None verified"} />
      </dl>

      <dl className="grid gap-2 text-sm">
        <div className="flex flex-wrap gap-x-2 gap-y-1">
          <dt className="text-muted-foreground">Segments:</dt>
          <dd className="break-words">
            {card.segments.length ? card.segments.map((s) => TALENT_SEGMENT_LABELS[s]).join(", ") : "Not given"}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2 gap-y-1">
          <dt className="text-muted-foreground">Open to:</dt>
          <dd className="min-w-0 break-words">{card.openTo.length ? card.openTo.join(", ") : "Not given"}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2 gap-y-1">
          <dt className="text-muted-foreground">Work modes:</dt>
          <dd className="break-words">
            {card.workModes.length ? card.workModes.map((m) => TALENT_WORK_MODE_LABELS[m]).join(", ") : "Not given"}
          </dd>
        </div>
      </dl>

      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
