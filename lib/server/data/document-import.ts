import "server-only";
// The smart import's write (POST /api/documents/import). Every chosen item must pass its entity's own schema
// (lib/import-items.ts) or nothing is written (422, a message per item and field). Then, in ONE transaction under
// the owner's row lock: an item already in the portfolio (or chosen twice) and an item past the plan's cap are
// skipped and reported, and the rest are inserted exactly as the entity's repository inserts them.
import { eq } from "drizzle-orm";
import {
  checkImportItem,
  IMPORT_GROUP_NAMES,
  importItemLabel,
  type ImportInputs,
  type ItemErrors,
} from "@/lib/import-items";
import type { Experience } from "@/lib/types";
import {
  emptyGroupCounts,
  EXTRACTED_GROUPS,
  type ExtractedGroup,
  type ImportRequest,
  type ImportResult,
  type ItemDetails,
} from "@/lib/validators/import";
import { getDb } from "../db/client";
import { aboutMe, users } from "../db/schema";
import { ApiError, isUniqueViolation, notFound } from "../errors";
import type { RequestMeta } from "./audit";
import type { OwnedRepository } from "./owned";
import {
  achievementsData,
  dealHighlightsData,
  executiveCircleData,
  experienceOutput,
  experiencesData,
  quotaRecordsData,
  referencesData,
} from "./portfolio";

type ListGroup = Exclude<ExtractedGroup, "aboutMe">;
/* eslint-disable @typescript-eslint/no-explicit-any */
const REPOSITORIES: Record<ListGroup, OwnedRepository<any, any>> = {
  quotaRecords: quotaRecordsData,
  dealHighlights: dealHighlightsData,
  experiences: experiencesData,
  achievements: achievementsData,
  executiveCircle: executiveCircleData,
  references: referencesData,
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const normalize = (text: unknown) =>
  String(text ?? "")
    .normalize("NFKC")
    .trim()
    .replace(/\s+/g, " ")
    .toLocaleLowerCase("en-US");

/** A stored date ("2021-01-01") or an input's, compared as text; absent as "". */
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? ""));

/** What an item is, for the duplicate check: who or what (`key`), and for a job when it was. */
type Identity = { key: string; dates: string | null; span: string };

/**
 * What makes two items the same item, on a stored row or a create input alike (they share the field names): the
 * period of a quota record (its unique index); an experience's employer, title AND dates; an achievement's or a
 * deal's title with its date and text (two President's Clubs of different years, or two awards of one name from
 * different issuers, are two items); the person of an executive or a reference.
 */
function identity(group: ListGroup, value: Record<string, unknown>): Identity {
  const plain = (key: string): Identity => ({ key, dates: null, span: "" });
  switch (group) {
    case "references":
      return plain(`${normalize(value.referenceName)}|${normalize(value.referenceCompany)}`);
    case "quotaRecords":
      return plain(`${String(value.year)}|${String(value.quarter ?? 0)}`);
    case "experiences":
      return {
        key: `${normalize(value.company)}|${normalize(value.role)}`,
        dates: value.startDate ? `${day(value.startDate)}|${day(value.endDate)}` : null,
        span: normalize(value.duration),
      };
    case "executiveCircle":
      return plain(`${normalize(value.executiveName)}|${normalize(value.executiveCompany)}`);
    case "achievements":
      return plain(`${normalize(value.title)}|${day(value.dateReceived)}|${normalize(value.description)}`);
    default:
      return plain(`${normalize(value.title)}|${normalize(value.description)}`);
  }
}

/**
 * Two jobs with dates are the same when their dates are; when one has none (a job entered by hand keeps only its
 * duration), the stated time in the role decides, and two jobs that state none at all are the same job.
 */
const sameItem = (a: Identity, b: Identity) =>
  a.key === b.key && (a.dates !== null && b.dates !== null ? a.dates === b.dates : a.span === b.span);

const DUPLICATE_REASONS: Record<ExtractedGroup, string> = {
  quotaRecords: "A quota record for this period is already in your portfolio",
  dealHighlights: "This deal story is already in your portfolio",
  experiences: "An experience with this company, role and dates is already in your portfolio",
  achievements: "This achievement is already in your portfolio",
  executiveCircle: "This executive is already in your executive circle",
  references: "This reference is already in your portfolio",
  aboutMe: "Your About Me already has a summary: edit it there instead",
};

type Chosen<G extends ExtractedGroup = ExtractedGroup> = { group: G; index: number; input: ImportInputs[G] };

/** Every chosen item as its entity's create input, or a 422 naming each item and field that needs changes. */
function checkChosenItems(request: ImportRequest): Chosen[] {
  const chosen: Chosen[] = [];
  const fields: Record<string, string> = {};
  const problems: { group: ExtractedGroup; label: string; errors: ItemErrors }[] = [];
  for (const group of EXTRACTED_GROUPS) {
    const groupDetails = (request.details as Partial<Record<ExtractedGroup, Record<string, ItemDetails>>>)[group] ?? {};
    for (const index of request.selections[group]) {
      const item = request.extractedData[group][index]!;
      const check = checkImportItem(group, item, groupDetails[String(index)]);
      if (check.ok) {
        chosen.push({ group, index, input: check.input });
        continue;
      }
      problems.push({ group, label: importItemLabel(group, item), errors: check.errors });
      for (const [field, message] of Object.entries(check.errors)) fields[`${group}.${index}.${field}`] = message;
    }
  }
  const [first] = problems;
  if (first) {
    const detail = `${IMPORT_GROUP_NAMES[first.group].one} “${first.label}”: ${Object.values(first.errors)[0]}`;
    const message =
      problems.length === 1
        ? detail
        : `${problems.length} selected items need changes before they can be imported. ${detail}`;
    throw new ApiError("validation_error", message, fields);
  }
  return chosen;
}

/** Inserts one item the way its repository's create does (server-computed columns, checks, audit), in `tx`. */
export async function importDocumentItems(
  userId: number,
  request: ImportRequest,
  meta: RequestMeta,
): Promise<ImportResult> {
  if (!Number.isInteger(userId) || userId <= 0)
    throw new Error(`A data call needs the caller's user id, got ${userId}`);
  const chosen = checkChosenItems(request);
  const result: ImportResult = {
    totalImported: 0,
    imported: emptyGroupCounts(),
    skipped: [],
    experiences: [],
  };
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      // Locking the owner's row serialises this import with their other creates, so the caps and duplicate checks hold.
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      if (!owner) throw notFound("User");
      for (const group of EXTRACTED_GROUPS) {
        const items = chosen.filter((item) => item.group === group);
        if (items.length === 0) continue;
        if (group === "aboutMe") {
          // One About Me per rep: a summary fills an empty one and never overwrites what the rep wrote.
          const [item] = items as Chosen<"aboutMe">[];
          const [current] = await tx
            .select({ summary: aboutMe.personalSummary })
            .from(aboutMe)
            .where(eq(aboutMe.userId, userId));
          if (current?.summary) {
            result.skipped.push({ group, index: item!.index, code: "duplicate", reason: DUPLICATE_REASONS.aboutMe });
            continue;
          }
          const summary = item!.input.personalSummary;
          await tx
            .insert(aboutMe)
            .values({ userId, personalSummary: summary })
            .onConflictDoUpdate({ target: aboutMe.userId, set: { personalSummary: summary, updatedAt: new Date() } });
          result.imported.aboutMe += 1;
          result.totalImported += 1;
          continue;
        }
        const repository = REPOSITORIES[group];
        const { table } = repository.entity;
        const existing = (await tx.select().from(table).where(eq(table.userId, userId))) as Record<string, unknown>[];
        const held = new Map<string, Identity[]>();
        const hold = (id: Identity) => {
          const same = held.get(id.key);
          if (same) same.push(id);
          else held.set(id.key, [id]);
        };
        for (const row of existing) hold(identity(group, row));
        const inputs = items.map((item) => item.input as Record<string, unknown>);
        const { created, skipped } = await repository.createMany(tx, userId, inputs, {
          meta,
          skip: (input) => {
            const id = identity(group, input);
            return held.get(id.key)?.some((other) => sameItem(id, other)) ? DUPLICATE_REASONS[group] : null;
          },
          onCreate: (_row, input) => hold(identity(group, input)),
        });
        for (const skip of skipped) {
          // Only a pro portfolio with hundreds of items meets the section's bound: it is a limit like the plan's.
          const code = skip.code === "duplicate" ? "duplicate" : "plan_limit";
          result.skipped.push({ group, index: items[skip.index]!.index, code, reason: skip.reason });
        }
        // As the JSON answer carries it (its dates as text), the shape GET /api/experiences answers.
        if (group === "experiences")
          result.experiences.push(...created.map((row) => experienceOutput(row) as unknown as Experience));
        result.imported[group] += created.length;
        result.totalImported += created.length;
      }
    });
  } catch (error) {
    // Only a concurrent write of the same quota period gets here: the duplicate check above runs under the lock.
    if (isUniqueViolation(error))
      throw new ApiError("conflict", "Your portfolio changed during the import. Please try again.");
    throw error;
  }
  return result;
}
