// Collects the candidates the extractor finds in document order, merging repeats (a job bullet repeated under
// Awards, a figure in a sentence and a table), and scores them into the import groups at the end. Also keeps the
// lines that looked like items but could not be placed, for the review panel.
import { MAX_ITEMS_PER_GROUP, type ExtractedData, type UnplacedLine } from "@/lib/validators/import";
import type { AchievementCandidate } from "./bullets";
import { confidenceOf } from "./confidence";
import type { ExecutiveCandidate } from "./executives";
import type { ExperienceCandidate } from "./jobs";
import type { AboutMeCandidate, ReferenceCandidate } from "./linkedin";
import type { QuotaCandidate } from "./quota";
import type { DealCandidate } from "./tables";

/** At most this many lines are reported as not placed: enough to act on, never a wall of text. */
export const MAX_UNPLACED_LINES = 20;
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
export class Collector {
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
      location: a.location ?? b.location,
      evidence: maxEvidence(a.evidence, b.evidence),
    }));
  }

  /** The jobs found so far, taken out: a reader that weighs them as hints adds its own jobs instead. */
  takeExperiences(): ExperienceCandidate[] {
    const jobs = [...this.experiences.values()];
    this.experiences.clear();
    return jobs;
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
      experiences: [...this.experiences.values()].map(({ evidence, location, ...e }) => ({
        ...e,
        title: e.title && clip(e.title, 120),
        company: e.company && clip(e.company, 120),
        // Only a job whose document prints a place carries one: an older client or AI pass sends none.
        ...(location?.trim() ? { location: clip(location.trim(), 120) } : {}),
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
