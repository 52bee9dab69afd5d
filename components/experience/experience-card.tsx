"use client";
// One career experience: role and company, the company's profile, markets and buyers, the sales profile,
// achievements and description, with Edit/Delete.
import { CalendarDays, MapPin } from "lucide-react";
import { CardActions } from "@/components/portfolio/card-actions";
import { useConfirmedDelete } from "@/components/portfolio/use-confirmed-delete";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
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
  const facts = [
    { label: "Company Size", value: experience.companyRevenueSize },
    { label: "Employee Count", value: experience.companyEmployeeCount },
    { label: "Company Type", value: experience.companyType },
    { label: "Market Complexity", value: experience.marketComplexity },
    {
      label: "Accounts",
      value: `${experience.totalAccountsManaged} managed (${experience.existingCustomers} customers, ${experience.netNewProspects} prospects)`,
    },
    { label: "Average Deal Cycle", value: months(experience.averageDealCycle) },
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{fact.label}</dt>
          <dd className="break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TextSection({ title, text }: { title: string; text: string }) {
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
  return (
    <Card className="flex flex-col">
      <CardHeader className="pb-4">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <CardTitle className="break-words">{experience.role}</CardTitle>
            <p className="font-medium break-words text-primary">{experience.company}</p>
          </div>
          <CardActions
            name={name}
            onEdit={() => open({ kind: "experience", experience })}
            onDelete={() => request(experience.id)}
            deleting={pendingId === experience.id}
          />
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground [&_svg]:size-4">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" />
            {experience.duration}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" />
            {experience.location}
          </span>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {isSalesProfile(experience.salesProfile) ? (
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
      </CardContent>
    </Card>
  );
}
