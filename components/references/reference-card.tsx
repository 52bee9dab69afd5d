"use client";
// One reference: who they are, how you worked together, their testimonial, and Edit/Delete.
import { ASSURANCE_TONES } from "@/lib/assurance";
import { BadgeCheck, ExternalLink, EyeOff, Mail, Phone } from "lucide-react";
import { CardActions } from "@/components/portfolio/card-actions";
import { useConfirmedDelete } from "@/components/portfolio/use-confirmed-delete";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import type { Reference } from "@/lib/types";

const DELETE_TEXTS = {
  confirm: "Are you sure you want to delete this reference?",
  success: { title: "Reference deleted", description: "The reference has been removed from your portfolio." },
  failure: { title: "Error", description: "Failed to delete reference. Please try again." },
};

const yearsText = (years: number) => `${years} ${years === 1 ? "year" : "years"} worked together`;

function ContactLinks({ reference }: { reference: Reference }) {
  const { email, phoneNumber, linkedinUrl, referenceName } = reference;
  if (!email && !phoneNumber && !linkedinUrl) return null;
  const link = "inline-flex items-center gap-1 text-primary hover:underline [&_svg]:size-3.5";
  return (
    <ul aria-label={`How to reach ${referenceName}`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {email ? (
        <li className="min-w-0 truncate">
          <a href={`mailto:${email}`} className={link}>
            <Mail aria-hidden="true" />
            {email}
          </a>
        </li>
      ) : null}
      {phoneNumber ? (
        <li>
          <a href={`tel:${phoneNumber.replace(/[^+\d]/g, "")}`} className={link}>
            <Phone aria-hidden="true" />
            {phoneNumber}
          </a>
        </li>
      ) : null}
      {linkedinUrl ? (
        <li>
          <a href={linkedinUrl} target="_blank" rel="noopener noreferrer" className={link}>
            <ExternalLink aria-hidden="true" />
            LinkedIn profile<span className="sr-only"> of {referenceName} (opens in a new tab)</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

export function ReferenceCard({ reference }: { reference: Reference }) {
  const { open } = usePortfolioDialogs();
  const { request, pendingId } = useConfirmedDelete(PORTFOLIO_PATHS.references, DELETE_TEXTS);
  const name = reference.referenceName;
  return (
    <Card className="flex flex-col">
      <CardHeader className="pb-4">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle className="break-words">{name}</CardTitle>
              {reference.isVerified ? (
                <Badge
                  variant="outline"
                  className={ASSURANCE_TONES[reference.assurance.level].className}
                  title={reference.assurance.evidence}
                >
                  <BadgeCheck aria-hidden="true" />
                  {reference.assurance.label}
                </Badge>
              ) : reference.verifiedAt && reference.assurance.evidence.startsWith("Confirmed by e-mail") ? (
                <Badge variant="outline" title="Not a vetted employer domain: no Verified badge">
                  {reference.assurance.evidence}
                </Badge>
              ) : reference.confirmSentAt ? (
                <Badge variant="outline">Awaiting confirmation</Badge>
              ) : null}
              {reference.shareable ? null : (
                <Badge variant="secondary" title="Not shown on shared pages or in exports">
                  <EyeOff aria-hidden="true" />
                  Private
                </Badge>
              )}
            </div>
            <p className="text-sm break-words text-muted-foreground">
              {reference.referenceTitle} at {reference.referenceCompany}
            </p>
          </div>
          <CardActions
            name={name}
            onEdit={() => open({ kind: "reference", reference })}
            onDelete={() => request(reference.id)}
            deleting={pendingId === reference.id}
          />
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{reference.workingRelationship}</Badge>
          {reference.yearsWorkedTogether !== null ? (
            <span className="text-xs text-muted-foreground">{yearsText(reference.yearsWorkedTogether)}</span>
          ) : null}
        </div>
        {reference.relationshipContext ? (
          <p className="text-sm break-words whitespace-pre-line">{reference.relationshipContext}</p>
        ) : null}
        {reference.testimonial ? (
          <figure className="rounded-md border-l-4 border-primary bg-muted/60 px-4 py-3">
            <blockquote className="text-sm break-words whitespace-pre-line italic">
              “{reference.testimonial}”
            </blockquote>
            <figcaption className="mt-2 text-xs text-muted-foreground">— {name}</figcaption>
          </figure>
        ) : null}
        <div className="mt-auto">
          <ContactLinks reference={reference} />
        </div>
      </CardContent>
    </Card>
  );
}
