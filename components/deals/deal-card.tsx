"use client";
// One deal win story: where it was imported from (if it was), ARR in its currency, cycle, stakeholders and
// milestones, which frameworks it documents, and Edit/Delete.
import { CloudDownload } from "lucide-react";
import { CardActions } from "@/components/portfolio/card-actions";
import { PortfolioCard } from "@/components/portfolio/portfolio-card";
import { useConfirmedDelete } from "@/components/portfolio/use-confirmed-delete";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Badge } from "@/components/ui/badge";
import { CardTitle } from "@/components/ui/card";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { dealSourceAccountLabel, dealSourceLabel, formatDealValue } from "@/lib/deal-source";
import { formatDate } from "@/lib/format";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import type { DealHighlight } from "@/lib/types";
import { ClientLogo } from "./client-logo";
import { dealBadges } from "./deal-fields";

const STAKEHOLDER_PREVIEW = 3;

const DELETE_TEXTS = {
  confirm: "Are you sure you want to delete this deal story?",
  success: { title: "Deal Story Deleted", description: "Your deal win story has been removed from your portfolio." },
  failure: { title: "Error", description: "Failed to delete deal story. Please try again." },
};

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

function DealStats({ deal }: { deal: DealHighlight }) {
  const stats = [
    { label: "ARR Value", value: formatDealValue(deal.arrValue, deal.arrCurrency) },
    { label: "Cycle Length", value: deal.cycleLength === null ? "—" : days(deal.cycleLength) },
    { label: "Stakeholders Mapped", value: String(deal.stakeholders.length) },
    { label: "Milestones Tracked", value: String(deal.timeline.length) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-lg bg-muted/60 px-3 py-2">
          <dt className="text-xs text-muted-foreground">{stat.label}</dt>
          <dd className="text-lg font-semibold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DealBadges({ deal }: { deal: DealHighlight }) {
  const badges = dealBadges(deal);
  const shown = [
    badges.comFramework && "COM Framework",
    badges.meddpicc && "MEDDPICC",
    badges.championIdentified && "Champion Identified",
    badges.customerStory && "Customer Story",
  ].filter((label): label is string => Boolean(label));
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Documented" className="flex flex-wrap gap-2">
      {shown.map((label) => (
        <li key={label}>
          <Badge variant={label === "Champion Identified" ? "success" : "info"}>{label}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Where an imported story came from: provenance, shown apart from (and never styled like) the Verified badge. */
function DealSourceLine({ deal }: { deal: DealHighlight }) {
  const { source } = deal;
  if (!source) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      <Badge variant="outline" className="text-muted-foreground">
        <CloudDownload aria-hidden="true" />
        {dealSourceLabel(source.provider)}
      </Badge>
      <span>
        {dealSourceAccountLabel(source)} · fetched {formatDate(source.fetchedAt)}
      </span>
    </p>
  );
}

function StakeholderPreview({ deal }: { deal: DealHighlight }) {
  if (deal.stakeholders.length === 0) return null;
  const more = deal.stakeholders.length - STAKEHOLDER_PREVIEW;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">Key Stakeholders</h4>
      <ul className="grid gap-1 text-sm">
        {deal.stakeholders.slice(0, STAKEHOLDER_PREVIEW).map((s, i) => (
          <li key={`${s.name}-${i}`} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">{s.name}</span>
            <span className="text-muted-foreground">{s.salesCycleRole}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm text-muted-foreground">+{more} more</p> : null}
    </div>
  );
}

export function DealCard({ deal }: { deal: DealHighlight }) {
  const { open } = usePortfolioDialogs();
  const { request, pendingId } = useConfirmedDelete(PORTFOLIO_PATHS.dealHighlights, DELETE_TEXTS);
  return (
    <PortfolioCard
      heading={
        <div className="flex min-w-0 items-center gap-3">
          <ClientLogo src={deal.clientLogo} />
          <CardTitle className="min-w-0 break-words">{deal.title}</CardTitle>
        </div>
      }
      actions={
        <CardActions
          name={deal.title}
          onEdit={() => open({ kind: "deal", deal })}
          onDelete={() => request(deal.id)}
          deleting={pendingId === deal.id}
        />
      }
      header={
        <>
          <DealSourceLine deal={deal} />
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{deal.description}</p>
        </>
      }
    >
      <DealStats deal={deal} />
      <DealBadges deal={deal} />
      <StakeholderPreview deal={deal} />
      {deal.revenueImpact ? (
        <p className="text-sm break-words">
          <span className="font-medium">Revenue impact: </span>
          {deal.revenueImpact}
        </p>
      ) : null}
      {deal.customerStoryUrl ? (
        <NewTabLink href={deal.customerStoryUrl} className="mt-auto">
          Read the customer story
        </NewTabLink>
      ) : null}
    </PortfolioCard>
  );
}
