// The rest of a shared portfolio: deal stories, career experience, references (shareable ones only, never
// their contact details) and the About Me profile.
import { Database, Quote } from "lucide-react";
import { SalesProfileBadge } from "@/components/experience/sales-profile-badge";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Figure, Figures } from "@/components/ui/figure";
import { dealSourceLine, type DealSource } from "@/lib/deal-format";
import { formatDealValue } from "@/lib/deal-source";
import { formatDate } from "@/lib/format";
import type { SnapshotAbout, SnapshotDeal, SnapshotExperience, SnapshotReference } from "@/lib/server/export/snapshot";
import { ClientLogo } from "@/components/deals/client-logo";
import { CardGrid, LabelledText } from "./share-cards";
import { VerificationStatus } from "./verification-status";

/** Stakeholders shown by name before "+N more", so a long list never crowds the card. */
const STAKEHOLDER_PREVIEW = 3;

/**
 * Where an imported deal story came from, in plain muted text with a database icon: provenance, deliberately unlike
 * the blue-check Verified badge, since a CRM record is what the rep's own CRM says, not a check by anyone.
 */
function DealSourceNote({ source }: { source: DealSource }) {
  return (
    <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="deal-source">
      <Database aria-hidden className="size-3.5 shrink-0" />
      <span className="break-words">{dealSourceLine(source)}</span>
    </p>
  );
}

function DealStory({ deal }: { deal: SnapshotDeal }) {
  const shown = deal.stakeholders.slice(0, STAKEHOLDER_PREVIEW);
  const more = deal.stakeholders.length - shown.length;
  return (
    <Card className="break-inside-avoid-page">
      <CardHeader className="flex-row items-center gap-3 pb-4">
        <ClientLogo src={deal.clientLogo} />
        <div className="min-w-0">
          <CardTitle className="break-words">{deal.title}</CardTitle>
          {deal.source ? <DealSourceNote source={deal.source} /> : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Figures>
          <Figure label="ARR">{formatDealValue(deal.arrValue, deal.arrCurrency)}</Figure>
          <Figure label="Sales cycle">{deal.cycleLength ? `${deal.cycleLength} days` : "—"}</Figure>
          <Figure label="Stakeholders">{deal.stakeholders.length}</Figure>
        </Figures>
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{deal.description}</p>
        {deal.whyChange || deal.whyNow || deal.whyUs || deal.competition || deal.revenueImpact ? (
          <dl className="grid gap-3">
            <LabelledText label="Why change" text={deal.whyChange} />
            <LabelledText label="Why now" text={deal.whyNow} />
            <LabelledText label="Why us" text={deal.whyUs} />
            <LabelledText label="Competition" text={deal.competition} />
            <LabelledText label="Revenue impact" text={deal.revenueImpact} />
          </dl>
        ) : null}
        {shown.length > 0 ? (
          <ul aria-label="Stakeholders" className="flex flex-wrap gap-1.5">
            {shown.map((s, index) => (
              <li key={`${s.name}-${index}`}>
                <Badge variant="secondary" className="max-w-full whitespace-normal">
                  {s.name} · {s.salesCycleRole}
                </Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge variant="outline">+{more} more</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function DealStories({ deals }: { deals: readonly SnapshotDeal[] }) {
  return <CardGrid items={deals} card={(deal) => <DealStory deal={deal} />} />;
}

function period(experience: SnapshotExperience): string {
  const from = experience.startDate ? formatMonth(experience.startDate) : null;
  const to = experience.endDate ? formatMonth(experience.endDate) : from ? "Present" : null;
  const range = from ? `${from} – ${to}` : null;
  // An imported job's duration is worded from the same dates: said once.
  const duration = experience.duration === range ? null : experience.duration;
  return [range, duration].filter(Boolean).join(" · ");
}

/** "Sep 2022" from "2022-09-01". */
const formatMonth = (isoDate: string) => formatDate(isoDate).replace(/ \d+,/, "");

export function CareerExperience({ experiences }: { experiences: readonly SnapshotExperience[] }) {
  return (
    <ol className="grid gap-4">
      {experiences.map((experience) => (
        <li key={experience.id}>
          <Card className="break-inside-avoid-page">
            <CardHeader className="gap-1 pb-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <CardTitle className="break-words">
                  {experience.role} <span className="font-normal text-muted-foreground">at</span> {experience.company}
                </CardTitle>
                {experience.salesProfile ? <SalesProfileBadge profile={experience.salesProfile} /> : null}
              </div>
              {/* An imported job may still lack its details: show what is there, never an empty label. */}
              {period(experience) || experience.location ? (
                <p className="text-sm text-muted-foreground">
                  {[period(experience), experience.location].filter(Boolean).join(" · ")}
                </p>
              ) : null}
            </CardHeader>
            <CardContent className="grid gap-3">
              {experience.description ? (
                <p className="text-sm break-words whitespace-pre-line">{experience.description}</p>
              ) : null}
              {experience.achievements ? (
                <dl className="grid gap-3">
                  <LabelledText label="Key achievements" text={experience.achievements} />
                </dl>
              ) : null}
              {experience.netNewLogoPercent !== null && experience.expansionPercent !== null ? (
                <p className="text-xs text-muted-foreground">
                  {experience.netNewLogoPercent}% new logos · {experience.expansionPercent}% expansion
                </p>
              ) : null}
              {experience.verticals.length > 0 ? (
                <ul aria-label="Verticals" className="flex flex-wrap gap-1.5">
                  {experience.verticals.map((vertical) => (
                    <li key={vertical}>
                      <Badge variant="outline">{vertical}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  );
}

function SharedReference({ reference, showBadge }: { reference: SnapshotReference; showBadge: boolean }) {
  return (
    <Card className="break-inside-avoid-page">
      <CardHeader className="gap-1 pb-4">
        <CardTitle className="break-words">{reference.referenceName}</CardTitle>
        <p className="text-sm break-words text-muted-foreground">
          {[reference.referenceTitle, reference.referenceCompany].filter(Boolean).join(", ")}
        </p>
        <p className="text-xs text-muted-foreground">
          {reference.workingRelationship}
          {reference.yearsWorkedTogether
            ? ` · worked together ${reference.yearsWorkedTogether} ${reference.yearsWorkedTogether === 1 ? "year" : "years"}`
            : null}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {reference.testimonial ? (
          <blockquote className="relative rounded-md bg-muted px-4 py-3 text-sm break-words italic">
            <Quote className="mb-1 size-4 text-primary" aria-hidden="true" />
            {reference.testimonial}
          </blockquote>
        ) : null}
        <VerificationStatus
          verification={reference.verification}
          credential={reference.credential}
          showBadge={showBadge}
        />
      </CardContent>
    </Card>
  );
}

export function SharedReferences(props: { references: readonly SnapshotReference[]; showBadge: boolean }) {
  return (
    <CardGrid
      items={props.references}
      card={(reference) => <SharedReference reference={reference} showBadge={props.showBadge} />}
    />
  );
}

function Chips({ label, items }: { label: string; items: readonly string[] | null | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</h3>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item}>
            <Badge variant="secondary">{item}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AboutRep({ about }: { about: SnapshotAbout }) {
  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        {about.personalSummary ? <p className="break-words whitespace-pre-line">{about.personalSummary}</p> : null}
        {about.salesPhilosophy ? (
          <div>
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Sales philosophy
            </h3>
            <p className="text-sm break-words whitespace-pre-line italic">{about.salesPhilosophy}</p>
          </div>
        ) : null}
        {about.careerHighlights && about.careerHighlights.length > 0 ? (
          <div>
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Career highlights
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {about.careerHighlights.map((highlight) => (
                <li key={highlight} className="break-words">
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <Chips label="Industry expertise" items={about.industryExpertise} />
          <Chips label="Certifications" items={about.certifications} />
          <Chips label="Languages" items={about.languages} />
        </div>
      </CardContent>
    </Card>
  );
}
