// A LinkedIn data export → portfolio items: each position an experience (its description read like resume bullets),
// each honor a recognition, each visible recommendation a reference (unverified until the person confirms), and
// the profile's headline and summary for About Me.
import type { LinkedInExport } from "../readers/linkedin";
import { categoryOf, type AchievementCandidate } from "./bullets";
import type { Evidence } from "./confidence";
import type { ExperienceCandidate } from "./jobs";
import { toPartialDate } from "./periods";

export type ReferenceCandidate = {
  referenceName: string;
  referenceTitle: string | null;
  referenceCompany: string | null;
  testimonial: string | null;
  evidence: Evidence<"reference">;
};

export type AboutMeCandidate = { headline: string | null; summary: string | null; evidence: Evidence<"aboutMe"> };

const orNull = (value: string | undefined) => (value && value.trim() ? value.replace(/\s+/g, " ").trim() : null);

export function linkedInPositions(data: LinkedInExport): Array<{ job: ExperienceCandidate; description: string }> {
  return data.positions.flatMap((p) => {
    const title = orNull(p.title);
    const company = orNull(p["company name"]);
    if (!title && !company) return [];
    const startDate = dateOf(p["started on"]);
    const endDate = dateOf(p["finished on"]);
    return [
      {
        job: {
          title,
          company,
          startDate,
          endDate,
          location: orNull(p.location),
          // LinkedIn leaves "Finished On" empty for a current position.
          evidence: {
            title: title ? 1 : 0,
            company: company ? 1 : 0,
            startDate: startDate ? 1 : 0,
            endDate: startDate ? 1 : 0,
          },
        },
        description: p.description ?? "",
      },
    ];
  });
}

export function linkedInHonors(data: LinkedInExport): AchievementCandidate[] {
  return data.honors.flatMap((h) => {
    const title = orNull(h.title);
    if (!title) return [];
    const issued = orNull(h["issued on"]);
    const details = orNull(h.description);
    const heading = issued ? `${title} (${issued})` : title;
    return [
      {
        title: title.slice(0, 200),
        description: details ? `${heading}: ${details}` : heading,
        category: categoryOf(title) === "presidents_club" ? "presidents_club" : "recognition",
        evidence: { title: 1, description: 1, category: 1, metric: issued ? 1 : 0 },
      },
    ];
  });
}

export function linkedInRecommendations(data: LinkedInExport): ReferenceCandidate[] {
  return data.recommendations.flatMap((r) => {
    // Hidden recommendations are ones the member chose not to show.
    if (/^hidden$/i.test(r.status ?? "")) return [];
    const name = orNull(`${r["first name"] ?? ""} ${r["last name"] ?? ""}`);
    if (!name) return [];
    const title = orNull(r["job title"]);
    const company = orNull(r.company);
    const testimonial = r.text?.trim() ? r.text.trim().slice(0, 10_000) : null;
    return [
      {
        referenceName: name.slice(0, 120),
        referenceTitle: title && title.slice(0, 120),
        referenceCompany: company && company.slice(0, 120),
        testimonial,
        evidence: { name: 1, title: title ? 1 : 0, company: company ? 1 : 0, testimonial: testimonial ? 1 : 0 },
      },
    ];
  });
}

export function linkedInAboutMe(data: LinkedInExport): AboutMeCandidate | null {
  const profile = data.profile[0];
  const headline = orNull(profile?.headline)?.slice(0, 220) ?? null;
  const summary = profile?.summary?.trim() ? profile.summary.trim().slice(0, 5000) : null;
  if (!headline && !summary) return null;
  return { headline, summary, evidence: { headline: headline ? 1 : 0, summary: summary ? 1 : 0 } };
}

/** LinkedIn writes "Mar 2021", "2021", and in some exports "03/2021" or "2021-03". */
function dateOf(value: string | undefined): string | null {
  const text = value?.trim();
  return text ? toPartialDate(text.replace(/^(\d{4})-(\d{2})(?:-\d{2})?$/, "$1-$2")) : null;
}
