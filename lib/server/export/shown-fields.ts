import "server-only";
// What the shared page and the exports show of each kind of portfolio item: these columns, in this order, and never
// the rest of the row (contact details, tokens, review state). The snapshot's item types and its rows both come from
// this one table.
import type { PORTFOLIO_CONTENT_TABLES } from "../db/portfolio-tables";

type Tables = typeof PORTFOLIO_CONTENT_TABLES;
type RowOf<K extends keyof Tables> = Tables[K]["$inferSelect"];

export const SHOWN_FIELDS = {
  achievements: [
    "id",
    "title",
    "description",
    "aiEnhanced",
    "category",
    "metrics",
    "challenges",
    "solution",
    "impact",
    "timeframe",
    "tags",
    "customerStory",
    "dateReceived",
  ],
  dealHighlights: [
    "id",
    "title",
    "description",
    "arrValue",
    "cycleLength",
    "whyChange",
    "whyNow",
    "whyUs",
    "revenueImpact",
    "competition",
    "clientLogo",
    "arrCurrency",
  ],
  experiences: [
    "id",
    "company",
    "role",
    "duration",
    "location",
    "startDate",
    "endDate",
    "salesProfile",
    "verticals",
    "netNewLogoPercent",
    "expansionPercent",
    "achievements",
    "description",
    "needsDetails",
  ],
  // Never the reference's phone or e-mail.
  references: [
    "id",
    "referenceName",
    "referenceTitle",
    "referenceCompany",
    "workingRelationship",
    "testimonial",
    "yearsWorkedTogether",
  ],
  aboutMe: [
    "personalSummary",
    "careerHighlights",
    "salesPhilosophy",
    "industryExpertise",
    "certifications",
    "languages",
  ],
} as const satisfies { [K in keyof Tables]?: readonly (keyof RowOf<K>)[] };

type Sections = typeof SHOWN_FIELDS;

/** The shown part of an item of `section`. */
export type Shown<K extends keyof Sections> = Pick<RowOf<K>, Sections[K][number] & keyof RowOf<K>>;

/** The shown fields of an item, in the table's order, whatever else the item carries. */
export function shownFields<K extends keyof Sections>(section: K, item: Shown<K>): Shown<K> {
  const fields: readonly string[] = SHOWN_FIELDS[section];
  const source = item as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, source[field]])) as Shown<K>;
}
