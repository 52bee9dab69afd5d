// Turns a reviewed import item into the create input of its portfolio entity, checked by the SAME zod schema as
// manual entry. Shared by the review dialog (to show what an item still needs) and POST /api/documents/import.
//
// The rule for what a document cannot say: a field gets a value only where the manual form has a default too
// (period type from the quarter, proof "none", new-logo/expansion 50/50, connection strength 7, blank counts as
// the wizard leaves them) or where it follows from what the document states (an experience's duration from its
// dates, attainment from quota and percent). Everything else the form requires (an executive's level and
// relationship, a recognition's date) the rep fills in while reviewing; until then the item "needs details" and
// the import refuses it with a message per field. A job is the exception: employer, title and dates are enough, and
// what the résumé does not say (location, market, book of business) waits, the job flagged for the rep to complete.
import type { ZodError, ZodType } from "zod";
import { divideRounded, toHundredths } from "@/lib/decimal";
import { periodLabel } from "@/lib/quota";
import { achievementSchemaFor, type AchievementInput } from "@/lib/validators/achievement";
import { dealHighlightSchema, type DealHighlightInput } from "@/lib/validators/deal-highlight";
import { aboutMeSchema } from "@/lib/validators/about-me";
import { executiveSchema, type ExecutiveInput } from "@/lib/validators/executive";
import {
  importedExperienceSchema,
  newExperienceValues,
  type ImportedExperienceInput,
} from "@/lib/validators/experience";
import {
  extractedAchievementSchema,
  extractedDealHighlightSchema,
  extractedExecutiveSchema,
  extractedExperienceSchema,
  extractedQuotaRecordSchema,
  extractedAboutMeSchema,
  extractedReferenceSchema,
  type ExtractedAboutMe,
  type ExtractedReference,
  type ExtractedAchievement,
  type ExtractedData,
  type ExtractedDealHighlight,
  type ExtractedExecutive,
  type ExtractedExperience,
  type ExtractedGroup,
  type ExtractedQuotaRecord,
  type ItemDetails,
} from "@/lib/validators/import";
import { quotaRecordSchema, type QuotaRecordInput } from "@/lib/validators/quota-record";
import { referenceSchema, type ReferenceInput } from "@/lib/validators/reference";

/** What an imported About Me sets: the summary (a headline leads it). The rest of About Me is left as it is. */
const importedAboutMeSchema = aboutMeSchema.pick({ personalSummary: true }).refine((a) => a.personalSummary !== null, {
  message: "About Me needs a headline or a summary",
  path: ["summary"],
});
export type ImportedAboutMe = { personalSummary: string | null };

export type ImportInputs = {
  quotaRecords: QuotaRecordInput;
  dealHighlights: DealHighlightInput;
  experiences: ImportedExperienceInput;
  achievements: AchievementInput;
  executiveCircle: ExecutiveInput;
  references: ReferenceInput;
  aboutMe: ImportedAboutMe;
};

/** Field name (as the review shows it) → message. */
export type ItemErrors = Record<string, string>;
export type ImportItemCheck<G extends ExtractedGroup> =
  { ok: true; input: ImportInputs[G] } | { ok: false; errors: ItemErrors };

export const IMPORT_GROUP_NAMES: Record<ExtractedGroup, { one: string; many: string }> = {
  quotaRecords: { one: "Quota record", many: "Quota Records" },
  dealHighlights: { one: "Deal story", many: "Deal Stories" },
  experiences: { one: "Experience", many: "Experience" },
  achievements: { one: "Achievement", many: "Achievements" },
  executiveCircle: { one: "Executive", many: "Executive Circle" },
  references: { one: "Reference", many: "References" },
  aboutMe: { one: "About Me", many: "About Me" },
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2021" → "2021", "2021-03" or "2021-03-15" → "Mar 2021". */
function partialDateLabel(date: string): string {
  const [year, month] = date.split("-");
  return month ? `${MONTHS[Number(month) - 1]} ${year}` : year!;
}

/** "Jan 2021 – Present", "2018 – 2020"; "" without a start. A role with no stated end reads as current. */
export function durationFromDates(start: string | null, end: string | null): string {
  if (!start) return "";
  return `${partialDateLabel(start)} – ${end ? partialDateLabel(end) : "Present"}`;
}

/** A reduced-precision date as a calendar date: a start takes the period's first day, an end its last. */
export function calendarDate(date: string | null, edge: "start" | "end"): string | null {
  if (!date) return null;
  const [year, month, day] = date.split("-");
  if (day) return date;
  if (!month) return edge === "start" ? `${year}-01-01` : `${year}-12-31`;
  if (edge === "start") return `${year}-${month}-01`;
  const lastDay = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return `${year}-${month}-${String(lastDay).padStart(2, "0")}`;
}

/**
 * A document's range that ends before it starts ("Nov. 2021 - May 2021"): a typo, never stored as a fact. The job
 * imports without those dates, flagged for the rep to correct.
 */
export function datesInverted(item: Pick<ExtractedExperience, "startDate" | "endDate">): boolean {
  const start = calendarDate(item.startDate, "start");
  const end = calendarDate(item.endDate, "end");
  return start !== null && end !== null && end < start;
}

/** The review's note on a job whose dates cannot be right, or null. */
export function invertedDatesWarning(item: Pick<ExtractedExperience, "startDate" | "endDate">): string | null {
  if (!datesInverted(item)) return null;
  const stated = `${partialDateLabel(item.startDate!)} – ${partialDateLabel(item.endDate!)}`;
  return `The document's dates end before they start (${stated}): the job is imported without them, marked "add details", for you to correct.`;
}

/**
 * Quota and attainment as the record needs them: the one the document leaves out is worked out from the other and
 * the stated percent (exact decimals), so "132% of a $500K quota" becomes quota 500000 and attainment 660000.
 */
export function quotaFigures(item: Pick<ExtractedQuotaRecord, "quota" | "attainment" | "attainmentPercent">) {
  const percent = item.attainmentPercent ? toHundredths(item.attainmentPercent) : undefined;
  let { quota, attainment } = item;
  if (percent !== undefined && percent > 0n) {
    const q = quota ? toHundredths(quota) : undefined;
    const a = attainment ? toHundredths(attainment) : undefined;
    // hundredths × hundredths of a percent: divide by 100 (cents), 100 (percent) and 100 (its hundredths).
    if (q !== undefined && !attainment) attainment = divideRounded(q * percent, 1_000_000n, 2);
    if (a !== undefined && !quota) quota = divideRounded(a * 100n, percent, 2);
  }
  return { quota, attainment };
}

/** The details a review starts from: the manual forms' own defaults, and what follows from the document. */
export function defaultDetails(group: ExtractedGroup, item: ExtractedData[ExtractedGroup][number]): ItemDetails {
  switch (group) {
    case "experiences": {
      const experience = item as ExtractedExperience;
      // Company and role come from the document, not the details. The new-logo/expansion mix is left unstated
      // rather than set to the form's 50/50: a job that waits for its details shows only what the rep said.
      const { company: _company, role: _role, ...blank } = newExperienceValues();
      return {
        ...blank,
        netNewLogoPercent: null,
        expansionPercent: null,
        marketComplexity: "",
        duration: datesInverted(experience) ? "" : durationFromDates(experience.startDate, experience.endDate),
        location: experience.location ?? "",
      };
    }
    case "executiveCircle":
      return { executiveLevel: "", relationship: "", communicationFrequency: "", connectionStrength: 7 };
    case "achievements":
      return { dateReceived: "" };
    case "references":
      return { workingRelationship: "", relationshipContext: "", yearsWorkedTogether: "" };
    default:
      return {};
  }
}

type Importer<G extends ExtractedGroup> = {
  itemSchema: ZodType<ExtractedData[G][number]>;
  entitySchema: (input: Record<string, unknown>) => ZodType<ImportInputs[G]>;
  toInput: (item: ExtractedData[G][number], details: ItemDetails) => Record<string, unknown>;
  /** Entity field → the review's field, where the names differ. */
  reviewField?: Record<string, string>;
};

const IMPORTERS: { [G in ExtractedGroup]: Importer<G> } = {
  quotaRecords: {
    itemSchema: extractedQuotaRecordSchema,
    entitySchema: () => quotaRecordSchema,
    toInput: (item) => {
      const { quota, attainment } = quotaFigures(item);
      return {
        year: item.year ?? undefined,
        periodType: item.quarter ? "quarterly" : "annual",
        quarter: item.quarter,
        quota: quota ?? "",
        attainment: attainment ?? "",
        // A document is no proof: imported records are unverified until the rep adds one.
        proofType: "none",
      };
    },
    reviewField: { periodType: "quarter" },
  },
  dealHighlights: {
    itemSchema: extractedDealHighlightSchema,
    entitySchema: () => dealHighlightSchema,
    toInput: (item: ExtractedDealHighlight) => ({
      title: item.title,
      description: item.description,
      arrValue: item.arrValue,
    }),
  },
  experiences: {
    itemSchema: extractedExperienceSchema,
    entitySchema: () => importedExperienceSchema,
    toInput: (item: ExtractedExperience, details) => {
      const input = { ...defaultDetails("experiences", item), ...details };
      const inverted = datesInverted(item);
      // A duration worked out from the impossible range (an older review sends it) is the typo again, not a fact.
      const typo = inverted && input.duration === durationFromDates(item.startDate, item.endDate);
      // The place the document prints stands unless the rep typed another: a blank from the review is no choice.
      const blank = input.location == null || (typeof input.location === "string" && !input.location.trim());
      return {
        ...input,
        location: blank ? (item.location ?? null) : input.location,
        duration: typo ? null : input.duration,
        company: item.company ?? "",
        role: item.title ?? "",
        startDate: inverted ? null : calendarDate(item.startDate, "start"),
        endDate: inverted ? null : calendarDate(item.endDate, "end"),
        datesToFix: inverted,
      };
    },
    reviewField: { role: "title" },
  },
  achievements: {
    itemSchema: extractedAchievementSchema,
    entitySchema: achievementSchemaFor,
    toInput: (item: ExtractedAchievement, details) => ({
      title: item.title,
      description: item.description,
      category: item.category,
      dateReceived: details.dateReceived ?? null,
    }),
  },
  executiveCircle: {
    itemSchema: extractedExecutiveSchema,
    entitySchema: () => executiveSchema,
    toInput: (item: ExtractedExecutive, details) => ({
      ...defaultDetails("executiveCircle", item),
      ...details,
      executiveName: item.executiveName,
      executiveTitle: item.executiveTitle ?? "",
      executiveCompany: item.executiveCompany ?? "",
    }),
  },
  references: {
    itemSchema: extractedReferenceSchema,
    entitySchema: () => referenceSchema,
    // Unverified like every reference until the person confirms it: an import carries no e-mail to ask.
    toInput: (item: ExtractedReference, details) => ({
      ...defaultDetails("references", item),
      ...details,
      referenceName: item.referenceName,
      referenceTitle: item.referenceTitle ?? "",
      referenceCompany: item.referenceCompany ?? "",
      testimonial: item.testimonial,
    }),
  },
  aboutMe: {
    itemSchema: extractedAboutMeSchema,
    entitySchema: () => importedAboutMeSchema,
    toInput: (item: ExtractedAboutMe) => ({
      personalSummary: [item.headline, item.summary].filter(Boolean).join("\n\n").slice(0, 5000),
    }),
    reviewField: { personalSummary: "summary" },
  },
};

function collectErrors(into: ItemErrors, error: ZodError, reviewField: Record<string, string> = {}): void {
  for (const issue of error.issues) {
    const path = String(issue.path[0] ?? "_");
    into[reviewField[path] ?? path] ??= issue.message;
  }
}

/** The item as its entity's create input, or what it still needs, per field of the review. */
export function checkImportItem<G extends ExtractedGroup>(
  group: G,
  item: ExtractedData[G][number],
  details: ItemDetails = {},
): ImportItemCheck<G> {
  const importer = IMPORTERS[group] as unknown as Importer<G>;
  const errors: ItemErrors = {};
  const extracted = importer.itemSchema.safeParse(item);
  const raw = importer.toInput(extracted.success ? extracted.data : item, details);
  const entity = importer.entitySchema(raw).safeParse(raw);
  // The entity's messages first: they are the manual form's own ("Deal title is required").
  if (!entity.success) collectErrors(errors, entity.error, importer.reviewField);
  if (!extracted.success) collectErrors(errors, extracted.error);
  if (!extracted.success || !entity.success) return { ok: false, errors };
  return { ok: true, input: entity.data };
}

/** How the review and the messages name an item: "Q1 2023", "Enterprise AE at Northwind", "Priya Shah". */
export function importItemLabel(group: ExtractedGroup, item: ExtractedData[ExtractedGroup][number]): string {
  switch (group) {
    case "quotaRecords": {
      const record = item as ExtractedQuotaRecord;
      return record.year
        ? periodLabel(record.year, record.quarter)
        : record.quarter
          ? `Q${record.quarter} (year not stated)`
          : "Period not stated";
    }
    case "experiences": {
      const experience = item as ExtractedExperience;
      return [experience.title, experience.company].filter(Boolean).join(" at ") || "Experience";
    }
    case "executiveCircle":
      return (item as ExtractedExecutive).executiveName;
    case "references":
      return (item as ExtractedReference).referenceName;
    case "aboutMe":
      return (item as ExtractedAboutMe).headline ?? "Summary";
    default:
      return (item as ExtractedDealHighlight | ExtractedAchievement).title;
  }
}

export type ConfidenceLevel = "high" | "medium" | "low";

/** The review badge's colour: confidence 80 or more is green, 60-79 yellow, below 60 red. */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 80) return "high";
  return confidence >= 60 ? "medium" : "low";
}
