"use client";
// One executive: who they are, the relationship, connection strength out of 10, notes, and Edit/Remove.
import { MessageCircle } from "lucide-react";
import { CardActions } from "@/components/portfolio/card-actions";
import { PersonHeading } from "@/components/portfolio/person-heading";
import { PortfolioCard } from "@/components/portfolio/portfolio-card";
import { useConfirmedDelete } from "@/components/portfolio/use-confirmed-delete";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { FactList } from "@/components/ui/fact-list";
import { Badge } from "@/components/ui/badge";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { formatDate } from "@/lib/format";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import type { Executive } from "@/lib/types";

const removeTexts = (name: string) => ({
  confirm: `Remove ${name} from your executive circle?`,
  success: { title: "Executive Removed", description: "Executive has been removed from your circle" },
  failure: { title: "Error", description: "Failed to remove executive" },
});

function ConnectionStrength({ value }: { value: number }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span>Connection Strength</span>
        <span className="font-semibold text-foreground">{value}/10</span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
        <div className="h-full rounded-full bg-primary" style={{ width: `${value * 10}%` }} />
      </div>
    </div>
  );
}

function Details({ executive }: { executive: Executive }) {
  const facts = [
    { label: "Level", value: executive.executiveLevel },
    { label: "Communication", value: executive.communicationFrequency },
    { label: "Industry", value: executive.industry },
    { label: "Last Contact", value: executive.lastContact ? formatDate(executive.lastContact) : null },
  ];
  return <FactList facts={facts} className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" />;
}

export function ExecutiveCard({ executive }: { executive: Executive }) {
  const { open } = usePortfolioDialogs();
  const name = executive.executiveName;
  const { request, pendingId } = useConfirmedDelete(PORTFOLIO_PATHS.executiveCircle, removeTexts(name));
  return (
    <PortfolioCard
      heading={<PersonHeading name={name} title={executive.executiveTitle} company={executive.executiveCompany} />}
      actions={
        <CardActions
          name={name}
          deleteVerb="Remove"
          onEdit={() => open({ kind: "executive", executive })}
          onDelete={() => request(executive.id)}
          deleting={pendingId === executive.id}
        />
      }
      header={
        <div className="flex flex-wrap gap-2">
          <Badge variant="info">{executive.relationship}</Badge>
          {executive.isTextingBasis ? (
            <Badge variant="success">
              <MessageCircle aria-hidden="true" />
              Texting Basis
            </Badge>
          ) : null}
        </div>
      }
    >
      <ConnectionStrength value={executive.connectionStrength} />
      <Details executive={executive} />
      {executive.notes ? (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{executive.notes}</p>
      ) : null}
      {executive.linkedinProfileUrl ? (
        <NewTabLink href={executive.linkedinProfileUrl} context={`of ${name}`} className="mt-auto">
          LinkedIn profile
        </NewTabLink>
      ) : null}
    </PortfolioCard>
  );
}
