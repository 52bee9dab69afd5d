"use client";
// One career experience: role and company, the company's profile, markets and buyers, the sales profile,
// achievements and description, with Edit/Delete. An imported job still waiting for its details is marked "add
// details" and shows only what it has.
import { CalendarDays, MapPin } from "lucide-react";
import { CardActions } from "@/components/portfolio/card-actions";
import { PortfolioCard } from "@/components/portfolio/portfolio-card";
import { useConfirmedDelete } from "@/components/portfolio/use-confirmed-delete";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { FactList, factsWithValues } from "@/components/ui/fact-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardTitle } from "@/components/ui/card";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import type { Experience } from "@/lib/types";
import { isSalesProfile, SalesProfileBadge } from "./sales-profile-badge";

const DELETE_TEXTS = {
  confirm: "Are you sure you want to delete this experience?",
  success: { title: "Experience Deleted", description: "The experience has been removed from your portfolio." },
  failure: { title: "Error", description: "Failed to delete experience. Please try again." },
};

const months = (value: string) => {
  const n = Number(value);
  return `${n} ${n === 1 ? "month" : "months"}`;
};

/** "40 managed (12 customers, 28 prospects)", with only the counts the rep gave. */
function accountsText(experience: Experience): string | null {
  const { totalAccountsManaged: total, existingCustomers: customers, netNewProspects: prospects } = experience;
  const split = [customers !== null && `${customers} customers`, prospects !== null && `${prospects} prospects`]
    .filter(Boolean)
    .join(", ");
  if (total === null) return split || null;
  return split ? `${total} managed (${split})` : `${total} managed`;
}

function BadgeList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <h4 className="text-xs font-medium text-muted-foreground">{label}</h4>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item}>
            <Badge variant="outline">{item}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CompanyFacts({ experience }: { experience: Experience }) {
  // An imported job may still lack these: a fact the rep has not given is left out, never shown empty.
  const facts = [
    { label: "Company Size", value: experience.companyRevenueSize },
    { label: "Employee Count", value: experience.companyEmployeeCount },
    { label: "Company Type", value: experience.companyType },
    { label: "Market Complexity", value: experience.marketComplexity },
    { label: "Accounts", value: accountsText(experience) },
    { label: "Average Deal Cycle", value: experience.averageDealCycle && months(experience.averageDealCycle) },
  ];
  if (factsWithValues(facts).length === 0) return null;
  return <FactList facts={facts} className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2" />;
}

/** An imported job waiting for what the résumé did not say: the badge, and the way to complete it in the form. */
function AddDetails({ experience, onAdd }: { experience: Experience; onAdd: () => void }) {
  const count = experience.missingFields.length;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant="warning">add details</Badge>
      <span className="text-muted-foreground">
        Imported from your document
        {count > 0 ? `: ${count} ${count === 1 ? "detail" : "details"} to add` : ""}.
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onAdd}
        aria-label={`Add details to ${experience.role} at ${experience.company}`}
      >
        Add details
      </Button>
    </div>
  );
}

function TextSection({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-medium">{title}</h4>
      <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{text}</p>
    </div>
  );
}

export function ExperienceCard({ experience }: { experience: Experience }) {
  const { open } = usePortfolioDialogs();
  const { request, pendingId } = useConfirmedDelete(PORTFOLIO_PATHS.experiences, DELETE_TEXTS);
  const name = `${experience.role} at ${experience.company}`;
  const edit = () => open({ kind: "experience", experience });
  return (
    <PortfolioCard
      heading={
        <div className="grid min-w-0 gap-1">
          <CardTitle className="break-words">{experience.role}</CardTitle>
          <p className="font-medium break-words text-primary">{experience.company}</p>
        </div>
      }
      actions={
        <CardActions
          name={name}
          onEdit={edit}
          onDelete={() => request(experience.id)}
          deleting={pendingId === experience.id}
        />
      }
      header={
        <>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground [&_svg]:size-4">
            {experience.duration ? (
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" />
                {experience.duration}
              </span>
            ) : null}
            {experience.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" />
                {experience.location}
              </span>
            ) : null}
          </div>
          {experience.needsDetails ? <AddDetails experience={experience} onAdd={edit} /> : null}
        </>
      }
    >
      {experience.salesProfile && isSalesProfile(experience.salesProfile) ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <SalesProfileBadge profile={experience.salesProfile} />
          <span className="text-muted-foreground">
            {experience.netNewLogoPercent}% new logos · {experience.expansionPercent}% expansion
          </span>
        </div>
      ) : null}
      <CompanyFacts experience={experience} />
      <BadgeList label="Verticals" items={experience.verticals} />
      <BadgeList label="Personas" items={experience.personas} />
      <TextSection title="Key Achievements" text={experience.achievements} />
      <TextSection title="Role Description" text={experience.description} />
    </PortfolioCard>
  );
}
