// The built-in extractor: a read document → the groups of the import review, each item with its confidence. Pure and deterministic. It only reports what the document states: a field it cannot find
// is null, and the same item met twice (a job bullet repeated under Awards, a figure in a sentence and a table)
// is reported once.
import {
  extractedDataSchema,
  MAX_ITEMS_PER_GROUP,
  type ExtractedData,
  type UnplacedLine,
} from "@/lib/validators/import";
import type { ReadDocument } from "../read-document";
import type { JsonResume } from "../readers/json-resume";
import type { LinkedInExport } from "../readers/linkedin";
import { achievementFromLine, categoryOf, dealFromLine, isDeal, type AchievementCandidate } from "./bullets";
import { confidenceOf } from "./confidence";
import { executivesFromLines, type ExecutiveCandidate } from "./executives";
import { isHeaderLike, jobFromLine, type ExperienceCandidate } from "./jobs";
import {
  linkedInAboutMe,
  linkedInHonors,
  linkedInPositions,
  linkedInRecommendations,
  type AboutMeCandidate,
  type ReferenceCandidate,
} from "./linkedin";
import { toLines, type Line, type Section } from "./lines";
import { findDateRange, isoPartialDate } from "./periods";
import { quotaFromLine, type QuotaCandidate } from "./quota";
import { extractTables, type DealCandidate } from "./tables";
import { FORWARD_LOOKING, isAward, rankingOf } from "./words";

/** At most this many lines are reported as not placed: enough to act on, never a wall of text. */
export const MAX_UNPLACED_LINES = 20;

export type DocumentItems = { extractedData: ExtractedData; unplaced: UnplacedLine[] };

export function extractPortfolioItems(document: ReadDocument): ExtractedData {
  return extractDocumentItems(document).extractedData;
}

/** The items found, and the lines that looked like items but could not be placed (for the review panel). */
export function extractDocumentItems(document: ReadDocument): DocumentItems {
  const items = new Collector();
  if (document.resume) readJsonResume(document.resume, items);
  else if (document.linkedin) readLinkedIn(document.linkedin, items);
  // A spreadsheet is read as tables only: its text is the same cells again, without their headers.
  else if (document.kind !== "csv" && document.kind !== "xlsx") readLines(toLines(document.text, document.headings), items);
  if (document.rows?.length) {
    const tables = extractTables(document.rows);
    tables.quotaRecords.forEach((record) => items.addQuota(record));
    tables.deals.forEach((deal) => items.addDeal(deal));
  }
  return { extractedData: extractedDataSchema.parse(items.result()), unplaced: items.unplaced };
}

/** Sections whose lines state results (quota figures, deals, achievements); the others are read for what they are. */
const RESULT_SECTIONS = new Set<Section>(["general", "experience", "achievements", "awards", "quota", "deals"]);

function readLines(lines: Line[], items: Collector): void {
  // Header lines (title, company) seen since the last job or bullet, for the multi-line job layouts.
  let above: string[] = [];
  let executiveBlock: string[] = [];
  const summary: string[] = [];
  // The company of the last job, for further roles listed under it without repeating it.
  let lastCompany: string | null = null;
  // An employer with its overall dates and no title ("Beckhoff Automation, Jun 2022 – Present"): once roles follow
  // under it, they are the jobs and the span is not one of its own.
  let span: ExperienceCandidate | null = null;
  const flushExecutives = () => {
    executivesFromLines(executiveBlock).forEach((executive) => items.addExecutive(executive));
    executiveBlock = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.section !== "executives") flushExecutives();
    if (line.section !== "experience") lastCompany = null;
    if (line.section === "summary") {
      summary.push(line.text);
      continue;
    }
    if (line.section === "executives") {
      executiveBlock.push(line.text);
      continue;
    }
    // An award stated under Education or Projects ("Dean's List", "Hackathon – Sustainability Award") is still one.
    if (
      (line.section === "education" || line.section === "ignored") &&
      isAward(line.text) &&
      line.text.split(/\s+/).length <= 12
    ) {
      const award = achievementFromLine(line.text, true, true);
      if (award) items.addAchievement(award);
      continue;
    }
    if (!RESULT_SECTIONS.has(line.section) || FORWARD_LOOKING.test(line.text)) continue;

    const inExperience = line.section === "experience";
    // A role listed as a bullet under its employer ("● Network Operations Manager (May 2015 – November 2016)").
    const roleBullet = line.bullet && inExperience && lastCompany !== null;
    if ((!line.bullet || roleBullet) && (inExperience || line.section === "general")) {
      const next = lines[i + 1];
      const below =
        inExperience && !line.bullet && next && !next.bullet && next.section === line.section ? next.text : undefined;
      const found = jobFromLine(line.text, inExperience ? above : [], below, !inExperience);
      if (found) {
        const { job } = found;
        if (job.title && !job.company && lastCompany) {
          job.company = lastCompany;
          job.evidence.company = 0.5;
          if (span?.company === lastCompany) items.removeExperience(span);
        } else if (!job.title && job.company && job.evidence.company !== 1 && span && span.company === lastCompany) {
          // "Embedded Systems Team, Aug 2021 – May 2023" under an employer's span: the one unnamed part is the role.
          job.title = job.company;
          job.company = lastCompany;
          job.evidence.title = 0.5;
          items.removeExperience(span);
        } else span = job.company && !job.title ? job : null;
        if (found.usedBelow) i++;
        // "(2019–2021)" with the months on the next line ("Berlin, Sep 2019 to Jan 2021"): the precise range wins.
        const after = lines[i + 1];
        const precise = after && !after.bullet && after.section === line.section ? findDateRange(after.text) : null;
        if (
          precise &&
          /^\d{4}$/.test(job.startDate ?? "") &&
          precise.startDate.startsWith(job.startDate!) &&
          precise.startDate.length > 4
        ) {
          job.startDate = precise.startDate;
          job.endDate = precise.endDate;
          i++;
        }
        items.addExperience(job);
        if (inExperience && job.company) lastCompany = job.company;
        above = [];
        continue;
      }
      if (inExperience && !line.bullet && isHeaderLike(line.text) && !isAward(line.text)) {
        above = [...above, line.text].slice(-2);
        continue;
      }
    }
    above = [];
    readResultLine(line.text, line.section, items);
  }
  flushExecutives();
  const about = summary.join(" ").replace(/\s+/g, " ").trim();
  if (about) items.setAboutMe({ headline: null, summary: about.slice(0, 5000), evidence: { summary: 1 } });
}

/** A line stating results: quota figures, a deal, or an achievement (an award can come with quota figures). */
function readResultLine(text: string, section: Section, items: Collector): void {
  const records = quotaFromLine(text, section === "quota");
  records.forEach((record) => items.addQuota(record));
  // A ranking stated with the figures ("141% of plan, ranked #2 of 60 AEs") is a recognition of its own.
  const ranking = records.length > 0 ? rankingOf(text) : null;
  if (ranking) {
    items.addAchievement({
      title: ranking,
      description: sentenceOf(text),
      category: "recognition",
      evidence: { title: 1, description: 1, category: 1, metric: 1 },
    });
    return;
  }
  if (records.length > 0 && !isAward(text)) return;
  if (records.length === 0 && isDeal(text, section === "deals")) {
    items.addDeal(dealFromLine(text, section === "deals"));
    return;
  }
  const achievement = achievementFromLine(
    text,
    section === "achievements" || section === "awards",
    section === "awards",
  );
  if (achievement) items.addAchievement(achievement);
}

/** JSON Resume: work → experiences (highlights read like resume bullets), awards → achievements. */
function readJsonResume(resume: JsonResume, items: Collector): void {
  for (const work of resume.work ?? []) {
    const title = work.position || null;
    const company = work.name || work.company || null;
    const startDate = isoPartialDate(work.startDate);
    const endDate = isoPartialDate(work.endDate);
    if (title || company) {
      items.addExperience({
        title,
        company,
        startDate,
        endDate,
        // A JSON Resume entry without an end date is current by the standard's definition.
        evidence: {
          title: title ? 1 : 0,
          company: company ? 1 : 0,
          startDate: startDate ? 1 : 0,
          endDate: endDate || (startDate && !work.endDate) ? 1 : 0,
        },
      });
    }
    for (const highlight of work.highlights ?? []) {
      if (!FORWARD_LOOKING.test(highlight)) readResultLine(highlight.replace(/\s+/g, " ").trim(), "experience", items);
    }
  }
  for (const award of resume.awards ?? []) {
    if (!award.title) continue;
    const heading = `${award.title}${award.awarder ? ` — ${award.awarder}` : ""}${award.date ? ` (${award.date})` : ""}`;
    const category = categoryOf(`${award.title} ${award.summary ?? ""}`);
    items.addAchievement({
      title: award.title,
      description: award.summary ? `${heading}: ${award.summary}` : heading,
      category: category ?? "recognition",
      evidence: { title: 1, description: 1, category: category ? 1 : 0.5, metric: award.date ? 1 : 0 },
    });
  }
}

/** A LinkedIn export: positions (their descriptions read like resume bullets), honors, recommendations, profile. */
function readLinkedIn(data: LinkedInExport, items: Collector): void {
  for (const { job, description } of linkedInPositions(data)) {
    items.addExperience(job);
    for (const line of toLines(description)) {
      if (!FORWARD_LOOKING.test(line.text)) readResultLine(line.text, "experience", items);
    }
  }
  linkedInHonors(data).forEach((honor) => items.addAchievement(honor));
  linkedInRecommendations(data).forEach((reference) => items.addReference(reference));
  const about = linkedInAboutMe(data);
  if (about) items.setAboutMe(about);
}

const key = (...parts: Array<string | number | null>) =>
  parts
    .map((p) =>
      String(p ?? "")
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim(),
    )
    .join("|");

/** Collects candidates in document order, merging repeats, and scores them at the end. */
class Collector {
  private quotaRecords: QuotaCandidate[] = [];
  /** Records by period, so merging stays linear on a 5,000-row spreadsheet. */
  private quotaByPeriod = new Map<string, QuotaCandidate[]>();
  private deals = new Map<string, DealCandidate>();
  private experiences = new Map<string, ExperienceCandidate>();
  private achievements = new Map<string, AchievementCandidate>();
  private executives = new Map<string, ExecutiveCandidate>();
  private references = new Map<string, ReferenceCandidate>();
  private aboutMe: AboutMeCandidate | null = null;
  readonly unplaced: UnplacedLine[] = [];

  /** A line that looked like an item but could not become one, with why (each text once). */
  unplace(text: string, reason: string): void {
    if (this.unplaced.length >= MAX_UNPLACED_LINES || this.unplaced.some((line) => line.text === text)) return;
    this.unplaced.push({ text: text.slice(0, 300), reason });
  }

  /** A record of the same period merges with one whose figures do not contradict it (a sentence and a table row). */
  addQuota(record: QuotaCandidate): void {
    const fields = ["attainmentPercent", "attainment", "quota"] as const;
    const periodKey = `${record.year}|${record.quarter}`;
    const samePeriod = this.quotaByPeriod.get(periodKey) ?? [];
    const same = samePeriod.find(
      (r) =>
        (record.year !== null || fields.every((f) => r[f] === record[f])) &&
        fields.every((f) => r[f] === null || record[f] === null || r[f] === record[f]),
    );
    if (!same) {
      if (this.quotaRecords.length >= MAX_ITEMS_PER_GROUP) return;
      this.quotaRecords.push(record);
      this.quotaByPeriod.set(periodKey, [...samePeriod, record]);
      return;
    }
    for (const f of fields) same[f] ??= record[f];
    same.evidence = maxEvidence(same.evidence, record.evidence);
  }

  addDeal(deal: DealCandidate): void {
    merge(this.deals, key(deal.description), deal, (a, b) => ({
      ...a,
      arrValue: a.arrValue ?? b.arrValue,
      evidence: maxEvidence(a.evidence, b.evidence),
    }));
  }

  addExperience(job: ExperienceCandidate): void {
    merge(this.experiences, key(job.title, job.company, job.startDate), job, (a, b) => ({
      ...a,
      endDate: a.endDate ?? b.endDate,
      evidence: maxEvidence(a.evidence, b.evidence),
    }));
  }

  /** Takes back a job added before (an employer's overall span once its roles are listed under it). */
  removeExperience(job: ExperienceCandidate): void {
    const at = key(job.title, job.company, job.startDate);
    if (this.experiences.get(at) === job) this.experiences.delete(at);
  }

  addAchievement(achievement: AchievementCandidate): void {
    merge(this.achievements, key(achievement.description), achievement, (a, b) => ({
      ...a,
      evidence: maxEvidence(a.evidence, b.evidence),
    }));
  }

  addReference(reference: ReferenceCandidate): void {
    merge(this.references, key(reference.referenceName, reference.referenceCompany), reference, (a, b) => ({
      ...a,
      testimonial: a.testimonial ?? b.testimonial,
      evidence: maxEvidence(a.evidence, b.evidence),
    }));
  }

  setAboutMe(about: AboutMeCandidate): void {
    this.aboutMe ??= about;
  }

  addExecutive(executive: ExecutiveCandidate): void {
    merge(this.executives, key(executive.executiveName), executive, (a, b) => ({
      ...a,
      executiveTitle: a.executiveTitle ?? b.executiveTitle,
      executiveCompany: a.executiveCompany ?? b.executiveCompany,
      evidence: maxEvidence(a.evidence, b.evidence),
    }));
  }

  /** Scored items, texts clipped to the schema's lengths (a table cell or a run-on line can be any length). */
  result(): ExtractedData {
    return {
      quotaRecords: this.quotaRecords.map(({ evidence, ...r }) => ({
        ...r,
        confidence: confidenceOf("quotaRecord", evidence),
      })),
      dealHighlights: [...this.deals.values()].map(({ evidence, ...d }) => ({
        ...d,
        title: clip(d.title, 200),
        description: clip(d.description, 10_000),
        confidence: confidenceOf("dealHighlight", evidence),
      })),
      experiences: [...this.experiences.values()].map(({ evidence, ...e }) => ({
        ...e,
        title: e.title && clip(e.title, 120),
        company: e.company && clip(e.company, 120),
        confidence: confidenceOf("experience", evidence),
      })),
      achievements: [...this.achievements.values()].map(({ evidence, ...a }) => ({
        ...a,
        title: clip(a.title, 200),
        description: clip(a.description, 10_000),
        confidence: confidenceOf("achievement", evidence),
      })),
      executiveCircle: [...this.executives.values()].map(({ evidence, ...x }) => ({
        executiveName: clip(x.executiveName, 120),
        executiveTitle: x.executiveTitle && clip(x.executiveTitle, 120),
        executiveCompany: x.executiveCompany && clip(x.executiveCompany, 120),
        confidence: confidenceOf("executive", evidence),
      })),
      references: [...this.references.values()].map(({ evidence, ...r }) => ({
        ...r,
        confidence: confidenceOf("reference", evidence),
      })),
      aboutMe: this.aboutMe
        ? [
            {
              headline: this.aboutMe.headline,
              summary: this.aboutMe.summary,
              confidence: confidenceOf("aboutMe", this.aboutMe.evidence),
            },
          ]
        : [],
    };
  }
}

const sentenceOf = (text: string) => text.replace(/\s+/g, " ").trim();
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trim() : text);

function merge<T>(map: Map<string, T>, itemKey: string, item: T, combine: (existing: T, next: T) => T): void {
  const existing = map.get(itemKey);
  if (existing) map.set(itemKey, combine(existing, item));
  else if (map.size < MAX_ITEMS_PER_GROUP) map.set(itemKey, item);
}

function maxEvidence<E extends Record<string, number | undefined>>(a: E, b: E): E {
  const out = { ...a } as Record<string, number | undefined>;
  for (const [field, value] of Object.entries(b)) out[field] = Math.max(out[field] ?? 0, value ?? 0);
  return out as E;
}
