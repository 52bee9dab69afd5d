// The built-in extractor: a read document → the groups of the import review, each item with its confidence, and
// the lines it could not place. Pure and deterministic. It only reports what the document states: a field it cannot
// find is null, and the same item met twice (a job bullet repeated under Awards, a figure in a sentence and a table)
// is reported once.
import { extractedDataSchema, type ExtractedData, type UnplacedLine } from "@/lib/validators/import";
import type { ReadDocument } from "../read-document";
import { roleJobs, SHIPPED_MODEL } from "../roles";
import type { RoleModel } from "../roles/model";
import type { JsonResume } from "../readers/json-resume";
import type { LinkedInExport } from "../readers/linkedin";
import { achievementFromLine, categoryOf, dealFromLine, isDeal } from "./bullets";
import { Collector } from "./collector";
import { executivesFromLines } from "./executives";
import { isHeaderLike, jobFromLine, looksLikeRole, type ExperienceCandidate } from "./jobs";
import { linkedInAboutMe, linkedInHonors, linkedInPositions, linkedInRecommendations } from "./linkedin";
import { toLines, type Line, type Section } from "./lines";
import { findDateRange, isoPartialDate } from "./periods";
import { quotaFromLine } from "./quota";
import { extractTables } from "./tables";
import { FORWARD_LOOKING, isAward, rankingOf } from "./words";

export type DocumentItems = { extractedData: ExtractedData; unplaced: UnplacedLine[] };

/** `roles`: the line-role model that reads the jobs; null for the rules alone (the baseline it is measured against). */
export function extractPortfolioItems(document: ReadDocument, roles: RoleModel | null = SHIPPED_MODEL): ExtractedData {
  return extractDocumentItems(document, roles).extractedData;
}

/** The items found, and the lines that looked like items but could not be placed (for the review panel). */
export function extractDocumentItems(document: ReadDocument, roles: RoleModel | null = SHIPPED_MODEL): DocumentItems {
  const items = new Collector();
  if (document.resume) readJsonResume(document.resume, items);
  else if (document.linkedin) readLinkedIn(document.linkedin, items);
  // A spreadsheet is read as tables only: its text is the same cells again, without their headers.
  else if (document.kind !== "csv" && document.kind !== "xlsx") {
    readLines(toLines(document.text, document.headings), items);
    // The jobs are the line-role reader's: it weighs what the rules found as hints, and reads layouts they miss.
    if (roles)
      for (const job of roleJobs(document, roles, items.takeExperiences())) {
        // A job is read with its title: an employer and dates without one go to the review, to be added by hand.
        if (job.title) items.addExperience(job);
        else if (job.company) items.unplace(`${job.company} ${spanText(job)}`.trim(), UNPLACED.noTitle);
      }
  }
  if (document.rows?.length) {
    const tables = extractTables(document.rows);
    tables.quotaRecords.forEach((record) => items.addQuota(record));
    tables.deals.forEach((deal) => items.addDeal(deal));
  }
  return { extractedData: validItems(items.result()), unplaced: items.unplaced };
}

/** The items as the import schema accepts them: one the rules got wrong is dropped, never the whole upload. */
function validItems(data: ExtractedData): ExtractedData {
  const parsed = extractedDataSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const invalid = new Set(parsed.error.issues.map((issue) => `${String(issue.path[0])}.${String(issue.path[1])}`));
  const kept = Object.fromEntries(
    Object.entries(data).map(([group, list]) => [
      group,
      (list as unknown[]).filter((_, index) => !invalid.has(`${group}.${index}`)),
    ]),
  );
  return extractedDataSchema.parse(kept);
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
  const sectionless = lines.every((line) => line.section === "general");
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

    // A document without any heading (a list of positions pasted from a profile) is read as a work history.
    const inExperience = line.section === "experience" || (sectionless && line.section === "general");
    // A role listed as a bullet under its employer ("● Network Operations Manager (May 2015 – November 2016)").
    const roleBullet =
      line.bullet &&
      inExperience &&
      (lastCompany !== null || above.length > 0) &&
      looksLikeRole(withoutDates(line.text));
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
      if (inExperience && !line.bullet && findDateRange(line.text)) items.unplace(line.text, UNPLACED.noRole);
      if (inExperience && !line.bullet && isHeaderLike(line.text) && !isAward(line.text)) {
        if (above.length === 2) unplaceRole(above[0]!, items);
        above = [...above, line.text].slice(-2);
        continue;
      }
    }
    above.forEach((text) => unplaceRole(text, items));
    above = [];
    readResultLine(line.text, line.section, items);
  }
  above.forEach((text) => unplaceRole(text, items));
  flushExecutives();
  const about = summary.join(" ").replace(/\s+/g, " ").trim();
  if (about) items.setAboutMe({ headline: null, summary: about.slice(0, 5000), evidence: { summary: 1 } });
}

const withoutDates = (text: string) => {
  const range = findDateRange(text);
  return range ? `${text.slice(0, range.start)} ${text.slice(range.end)}`.replace(/[\s(),;:|–—-]+$/, "").trim() : text;
};

const UNPLACED = {
  noDates: "Looks like a role, but no dates were found for it. Add it by hand if it belongs.",
  noRole: "Has dates, but no title or employer could be read from it. Add the role by hand if it belongs.",
  noTitle: "Has an employer, but no job title could be read for it. Add the role by hand if it belongs.",
};

/** "(2019-03 – present)", as the review shows a job's dates beside a line to place by hand. */
const spanText = (job: { startDate: string | null; endDate: string | null }) =>
  job.startDate ? `(${job.startDate} – ${job.endDate ?? "present"})` : "";

/** A header line of the work history that no job took: reported when it reads like a role or an employer. */
function unplaceRole(text: string, items: Collector): void {
  if (looksLikeRole(text)) items.unplace(text, UNPLACED.noDates);
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
        location: work.location || null,
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

const sentenceOf = (text: string) => text.replace(/\s+/g, " ").trim();
