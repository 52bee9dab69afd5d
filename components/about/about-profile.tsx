// The About Me profile as others read it: summary, philosophy, highlights, values, expertise and more.
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { AboutMe } from "@/lib/types";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

const Text = ({ children }: { children: string }) => (
  <p className="text-sm leading-relaxed break-words whitespace-pre-line">{children}</p>
);

function Chips({ items, label }: { items: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="max-w-full whitespace-normal">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Whether the profile has anything to show (an all-blank row counts as no profile). */
export function hasAboutContent(about: AboutMe | null | undefined): about is AboutMe {
  if (!about) return false;
  const { personalSummary, salesPhilosophy, volunteerWork, personalWebsite } = about;
  const lists = [
    about.careerHighlights,
    about.coreValues,
    about.industryExpertise,
    about.personalInterests,
    about.languages,
    about.certifications,
  ];
  return (
    Boolean(personalSummary || salesPhilosophy || volunteerWork || personalWebsite) || lists.some((l) => l.length > 0)
  );
}

export function AboutProfile({ about }: { about: AboutMe }) {
  const chips: [string, string[]][] = [
    ["Core Values", about.coreValues],
    ["Industry Expertise", about.industryExpertise],
    ["Languages", about.languages],
    ["Certifications", about.certifications],
    ["Personal Interests", about.personalInterests],
  ];
  return (
    <div className="grid gap-6">
      {about.personalSummary ? (
        <Section title="Personal Summary">
          <Text>{about.personalSummary}</Text>
        </Section>
      ) : null}
      {about.salesPhilosophy ? (
        <Section title="Sales Philosophy">
          <Text>{about.salesPhilosophy}</Text>
        </Section>
      ) : null}
      {about.careerHighlights.length > 0 ? (
        <Section title="Career Highlights">
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {about.careerHighlights.map((highlight) => (
              <li key={highlight} className="break-words">
                {highlight}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        {chips.map(([title, items]) =>
          items.length > 0 ? (
            <Section key={title} title={title}>
              <Chips items={items} label={title} />
            </Section>
          ) : null,
        )}
      </div>
      {about.volunteerWork ? (
        <Section title="Volunteer Work">
          <Text>{about.volunteerWork}</Text>
        </Section>
      ) : null}
      {about.personalWebsite ? (
        <Section title="Personal Website">
          <a
            href={about.personalWebsite}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1 text-sm font-medium break-all text-primary hover:underline"
          >
            {about.personalWebsite}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Section>
      ) : null}
    </div>
  );
}
