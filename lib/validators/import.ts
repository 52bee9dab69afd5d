// What the smart document import extracts: the groups of EXTRACTED_GROUPS, each item with a confidence 0-100.
// The built-in extractor and an optional OpenAI pass both return this shape, validated here.
// A field the document does not state is null: nothing is guessed, so the review tab shows what is missing.
import { z } from "zod";
import type { Experience } from "@/lib/types";
import { ALL_ACHIEVEMENT_CATEGORIES } from "./achievement";
import { EXPERIENCE_DETAIL_FIELDS } from "./experience";

/** Upper bound per group: a document yielding more is almost certainly a data dump, not a portfolio. */
export const MAX_ITEMS_PER_GROUP = 1000;

const confidence = z.number().int().min(0).max(100);

/** Money as an exact decimal string, as the entity schemas take it ("1200000", "240000.50"). */
const amount = z
  .string()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, "Amount must be a decimal string")
  .nullable();

const percent = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, "Percent must be a decimal string")
  .nullable();

/**
 * A date as precise as the document states it: "2021", "2021-01" or "2021-01-15" (ISO 8601 reduced precision).
 * The import step turns it into a calendar date; a resume rarely gives the day.
 */
export const partialDate = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, "Date must be YYYY, YYYY-MM or YYYY-MM-DD")
  .nullable();

const text = (max: number) => z.string().trim().min(1).max(max);

export const extractedQuotaRecordSchema = z
  .object({
    year: z.number().int().min(1990).max(2100).nullable(),
    /** 1-4; null for an annual figure or when the period is not stated. */
    quarter: z.number().int().min(1).max(4).nullable(),
    attainmentPercent: percent,
    attainment: amount,
    quota: amount,
    confidence,
  })
  .refine(
    (r) => r.attainmentPercent !== null || r.attainment !== null || r.quota !== null,
    "A quota record needs a figure",
  );

export const extractedDealHighlightSchema = z.object({
  title: text(200),
  description: text(10_000),
  /** ARR (or ACV, its annual equivalent) when the document labels it so; a TCV or an unlabelled amount stays in the description. */
  arrValue: amount,
  confidence,
});

export const extractedExperienceSchema = z
  .object({
    title: text(120).nullable(),
    company: text(120).nullable(),
    startDate: partialDate,
    /** null when the role is current ("Present") or no end is stated. */
    endDate: partialDate,
    /** Where the document places the job ("Austin, TX", "Remote"); a client or pass that reads none sends none. */
    location: text(120).nullable().optional(),
    confidence,
  })
  .refine((e) => e.title !== null || e.company !== null, "An experience needs a title or a company");

export const extractedAchievementSchema = z.object({
  title: text(200),
  description: text(10_000),
  category: z.enum(ALL_ACHIEVEMENT_CATEGORIES),
  confidence,
});

export const extractedExecutiveSchema = z.object({
  executiveName: text(120),
  executiveTitle: text(120).nullable(),
  executiveCompany: text(120).nullable(),
  confidence,
});

/** A recommendation someone wrote (LinkedIn's export): imported as an unverified reference. */
export const extractedReferenceSchema = z.object({
  referenceName: text(120),
  referenceTitle: text(120).nullable(),
  referenceCompany: text(120).nullable(),
  testimonial: text(10_000).nullable(),
  confidence,
});

/** A headline and summary for About Me (a LinkedIn profile, a resume's Summary section). */
export const extractedAboutMeSchema = z
  .object({
    headline: text(220).nullable(),
    summary: text(10_000).nullable(),
    confidence,
  })
  .refine((a) => a.headline !== null || a.summary !== null, "About Me needs a headline or a summary");

export const extractedDataSchema = z.object({
  quotaRecords: z.array(extractedQuotaRecordSchema).max(MAX_ITEMS_PER_GROUP),
  dealHighlights: z.array(extractedDealHighlightSchema).max(MAX_ITEMS_PER_GROUP),
  experiences: z.array(extractedExperienceSchema).max(MAX_ITEMS_PER_GROUP),
  achievements: z.array(extractedAchievementSchema).max(MAX_ITEMS_PER_GROUP),
  executiveCircle: z.array(extractedExecutiveSchema).max(MAX_ITEMS_PER_GROUP),
  // Later groups: a client or an AI pass that does not know them sends none.
  references: z.array(extractedReferenceSchema).max(MAX_ITEMS_PER_GROUP).default([]),
  aboutMe: z.array(extractedAboutMeSchema).max(1).default([]),
});

export type ExtractedQuotaRecord = z.infer<typeof extractedQuotaRecordSchema>;
export type ExtractedDealHighlight = z.infer<typeof extractedDealHighlightSchema>;
export type ExtractedExperience = z.infer<typeof extractedExperienceSchema>;
export type ExtractedAchievement = z.infer<typeof extractedAchievementSchema>;
export type ExtractedExecutive = z.infer<typeof extractedExecutiveSchema>;
export type ExtractedReference = z.infer<typeof extractedReferenceSchema>;
export type ExtractedAboutMe = z.infer<typeof extractedAboutMeSchema>;
export type ExtractedData = z.infer<typeof extractedDataSchema>;

export const EXTRACTED_GROUPS = [
  "quotaRecords",
  "dealHighlights",
  "experiences",
  "achievements",
  "executiveCircle",
  "references",
  "aboutMe",
] as const;
export type ExtractedGroup = (typeof EXTRACTED_GROUPS)[number];

/** The upload answer's totalItems. */
export function countExtractedItems(data: ExtractedData): number {
  return EXTRACTED_GROUPS.reduce((sum, group) => sum + data[group].length, 0);
}

// ---------------------------------------------------------------- POST /api/documents/import

/**
 * Fields an entity's own form requires that no document states (an experience's market, an executive's
 * relationship, a recognition's date): the rep fills them in while reviewing, and they travel in `details`.
 * Only these may be sent, so an import cannot set anything a manual form would not (e.g. a proof or a verification).
 */
export const IMPORT_DETAIL_FIELDS = {
  achievements: ["dateReceived"],
  experiences: EXPERIENCE_DETAIL_FIELDS,
  executiveCircle: ["executiveLevel", "relationship", "communicationFrequency", "connectionStrength"],
  references: ["workingRelationship", "relationshipContext", "yearsWorkedTogether"],
} as const;

export type DetailGroup = keyof typeof IMPORT_DETAIL_FIELDS;
export type DetailValue = string | number | string[] | null;
/** One item's details: field name → value, checked later by the entity's schema. */
export type ItemDetails = Partial<Record<string, DetailValue>>;

const detailValue = z.union([z.string().max(10_000), z.number(), z.array(z.string().max(200)).max(50), z.null()]);
const itemIndexKey = z.string().regex(/^\d{1,4}$/, "Details are keyed by the item's index");
const detailsOf = <F extends readonly [string, ...string[]]>(fields: F) =>
  z.record(itemIndexKey, z.partialRecord(z.enum(fields), detailValue)).prefault({});

const selection = z
  .array(
    z
      .number()
      .int()
      .min(0)
      .max(MAX_ITEMS_PER_GROUP - 1),
  )
  .max(MAX_ITEMS_PER_GROUP)
  .prefault([])
  .transform((indexes) => [...new Set(indexes)].sort((a, b) => a - b));

/**
 * The import call: the extraction as reviewed (edited fields included), per group the indexes
 * the rep chose, and per chosen item the details its entity needs.
 */
export const importRequestSchema = z
  .object({
    userId: z.union([z.string(), z.number()]).optional(),
    extractedData: extractedDataSchema,
    selections: z
      .object({
        quotaRecords: selection,
        dealHighlights: selection,
        experiences: selection,
        achievements: selection,
        executiveCircle: selection,
        references: selection,
        aboutMe: selection,
      })
      .prefault({}),
    details: z
      .object({
        achievements: detailsOf(IMPORT_DETAIL_FIELDS.achievements),
        experiences: detailsOf(IMPORT_DETAIL_FIELDS.experiences),
        executiveCircle: detailsOf(IMPORT_DETAIL_FIELDS.executiveCircle),
        references: detailsOf(IMPORT_DETAIL_FIELDS.references),
      })
      .prefault({}),
  })
  .superRefine((request, ctx) => {
    let selected = 0;
    for (const group of EXTRACTED_GROUPS) {
      const count = request.extractedData[group].length;
      selected += request.selections[group].length;
      for (const index of request.selections[group]) {
        if (index >= count) {
          ctx.addIssue({
            code: "custom",
            path: ["selections", group],
            message: `There is no item ${index} in ${group} (it has ${count})`,
          });
        }
      }
    }
    if (selected === 0)
      ctx.addIssue({ code: "custom", path: ["selections"], message: "Select at least one item to import" });
  });

export type ImportRequest = z.infer<typeof importRequestSchema>;
export type ImportRequestBody = z.input<typeof importRequestSchema>;

export type ImportSkipCode = "duplicate" | "plan_limit";

/** A group with nothing in it, for answers and counters. */
export const emptyGroupCounts = (): Record<ExtractedGroup, number> =>
  Object.fromEntries(EXTRACTED_GROUPS.map((group) => [group, 0])) as Record<ExtractedGroup, number>;

/**
 * The import answer: totalImported (the dialog reports it), per group what was written, and what was not, and why;
 * the jobs written as GET /api/experiences answers them (an imported job may wait for details: needsDetails,
 * missingFields), in the order of their indexes.
 */
export type ImportResult = {
  totalImported: number;
  imported: Record<ExtractedGroup, number>;
  skipped: { group: ExtractedGroup; index: number; code: ImportSkipCode; reason: string }[];
  experiences: Experience[];
};

/** The upload answer: the items found for review, the file's name, their count, and which extractor answered. */
/** A line the extractor could not turn into an item (a job line without dates, ...), shown so the rep adds it by hand. */
export type UnplacedLine = { text: string; reason: string };

export type UploadResult = {
  extractedData: ExtractedData;
  filename: string;
  totalItems: number;
  source: "built-in" | "openai";
  /** "ocr" when some page had no text layer and was read from its image (check each item). */
  readBy: "text" | "ocr";
  unplaced: UnplacedLine[];
};
