"use client";
// One executive: who they are, the relationship, connection strength out of 10, notes, and Edit/Remove.
import { ExternalLink, MessageCircle } from "lucide-react";
import { CardActions } from "@/components/portfolio/card-actions";
import { useConfirmedDelete } from "@/components/portfolio/use-confirmed-delete";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { FactList } from "@/components/ui/fact-list";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
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
    <Card className="flex flex-col">
      <CardHeader className="pb-4">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <CardTitle className="break-words">{name}</CardTitle>
            <p className="text-sm break-words text-muted-foreground">
              {executive.executiveTitle} at {executive.executiveCompany}
            </p>
          </div>
          <CardActions
            name={name}
            deleteVerb="Remove"
            onEdit={() => open({ kind: "executive", executive })}
            onDelete={() => request(executive.id)}
            deleting={pendingId === executive.id}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="info">{executive.relationship}</Badge>
          {executive.isTextingBasis ? (
            <Badge variant="success">
              <MessageCircle aria-hidden="true" />
              Texting Basis
            </Badge>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ConnectionStrength value={executive.connectionStrength} />
        <Details executive={executive} />
        {executive.notes ? (
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{executive.notes}</p>
        ) : null}
        {executive.linkedinProfileUrl ? (
          <a
            href={executive.linkedinProfileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline [&_svg]:size-3.5"
          >
            <ExternalLink aria-hidden="true" />
            LinkedIn profile<span className="sr-only"> of {name} (opens in a new tab)</span>
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}
