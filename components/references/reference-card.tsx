"use client";
// One reference: who they are, how you worked together, their testimonial, and Edit/Delete.
import { ASSURANCE_TONES } from "@/lib/assurance";
import { BadgeCheck, EyeOff, Mail, Phone } from "lucide-react";
import { CardActions } from "@/components/portfolio/card-actions";
import { PersonHeading } from "@/components/portfolio/person-heading";
import { PortfolioCard } from "@/components/portfolio/portfolio-card";
import { useConfirmedDelete } from "@/components/portfolio/use-confirmed-delete";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Badge } from "@/components/ui/badge";
import { NewTabLink } from "@/components/ui/new-tab-link";
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
          <NewTabLink href={linkedinUrl} context={`of ${referenceName}`}>
            LinkedIn profile
          </NewTabLink>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * Where the reference stands: verified (at its assurance level), confirmed by an unvetted address, or awaiting
 * confirmation; and Private when it is kept off shared pages.
 */
function ReferenceBadges({ reference }: { reference: Reference }) {
  return (
    <>
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
    </>
  );
}

export function ReferenceCard({ reference }: { reference: Reference }) {
  const { open } = usePortfolioDialogs();
  const { request, pendingId } = useConfirmedDelete(PORTFOLIO_PATHS.references, DELETE_TEXTS);
  const name = reference.referenceName;
  return (
    <PortfolioCard
      heading={
        <PersonHeading
          name={name}
          title={reference.referenceTitle}
          company={reference.referenceCompany}
          badges={<ReferenceBadges reference={reference} />}
        />
      }
      actions={
        <CardActions
          name={name}
          onEdit={() => open({ kind: "reference", reference })}
          onDelete={() => request(reference.id)}
          deleting={pendingId === reference.id}
        />
      }
      contentClassName="gap-3"
    >
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
          <blockquote className="text-sm break-words whitespace-pre-line italic">“{reference.testimonial}”</blockquote>
          <figcaption className="mt-2 text-xs text-muted-foreground">— {name}</figcaption>
        </figure>
      ) : null}
      <div className="mt-auto">
        <ContactLinks reference={reference} />
      </div>
    </PortfolioCard>
  );
}
