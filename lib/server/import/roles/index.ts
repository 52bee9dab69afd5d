// The line-role reader: a document's work history cut into line parts (units.ts), each part given a role by the
// trained model (model.ts, weights.json), date ranges by the date rules, and job entries read around each date
// range by one template per work history (template.ts); a work history without dates is assembled from the parts'
// roles alone (assemble.ts). Pure and deterministic.
import type { ExperienceCandidate } from "../extract/jobs";
import type { ReadDocument } from "../read-document";
import { assembleJobs, type LabelledLine, type LabelledPart } from "./assemble";
import { featuresOf, headersOf, isBodyLine, NO_HINTS, type RuleHints } from "./features";
import { predict, ROLES, type Role, type RoleModel } from "./model";
import { inWorkHistory, unitLines, type UnitLine } from "./units";
import { templateJobs } from "./template";
import shipped from "./weights.json";

export const SHIPPED_MODEL = shipped as RoleModel;

/** Below this, a header's likeliest part is still not taken for its employer or title. */
const FLOOR = 0.2;

export type Scored = { part: LabelledPart; p: number[] };

/**
 * The roles of one header's parts, chosen together: a header states at most one employer and one title per date
 * range it holds (at least one), the likeliest parts taking them; a dated header without any takes its likeliest
 * part when the model gives it some chance.
 */
function decideHeader(scored: Scored[]): void {
  const dates = scored.filter((s) => s.part.role === "date").length;
  const cap = Math.max(1, dates);
  for (const role of ["employer", "title"] as const) {
    const r = ROLES.indexOf(role);
    const ranked = scored.filter((s) => s.part.role === role).sort((a, b) => b.p[r]! - a.p[r]!);
    ranked.slice(cap).forEach((s) => (s.part.role = "other"));
    if (ranked.length === 0 && dates > 0) {
      const best = scored.filter((s) => s.part.role === "other").sort((a, b) => b.p[r]! - a.p[r]!)[0];
      if (best && best.p[r]! >= FLOOR) best.part.role = role;
    }
  }
}

/**
 * What the model reads of a work history: its first lines, and the first parts of each line. A résumé's work history
 * is far shorter; the bounds keep a hostile upload (thousands of lines of hundreds of parts) as cheap as the rules.
 */
const MAX_LINES = 600;
const MAX_PARTS = 6;

export type ScoredLine = { line: UnitLine; body: boolean; scored: Scored[] };

/** Each work-history line's parts with the model's probabilities; null for a line of another section. */
export function scoreLines(lines: UnitLine[], model: RoleModel, hints: RuleHints = NO_HINTS): Array<ScoredLine | null> {
  const keep = inWorkHistory(lines);
  const headers = headersOf(lines);
  let read = 0;
  return lines.map((line, at) => {
    if (!keep(line) || ++read > MAX_LINES) return null;
    const scored: Scored[] = line.units.map((unit, index) => {
      if (unit.range) return { part: { role: "date" as const, text: unit.text, range: unit.range }, p: [1, 0, 0] };
      // A line's later parts are a list (skills, places), never an entry's employer or title.
      if (index >= MAX_PARTS) return { part: { role: "other" as const, text: unit.text, range: null }, p: [1, 0, 0] };
      const p = predict(model, featuresOf(lines, at, unit, headers, hints));
      const best = p.indexOf(Math.max(...p));
      return { part: { role: ROLES[best]!, text: unit.text, range: null }, p };
    });
    return { line, body: isBodyLine(line), scored };
  });
}

/** Each work-history line's parts with their roles; null for a line of another section. */
export function labelLines(
  lines: UnitLine[],
  model: RoleModel,
  hints: RuleHints = NO_HINTS,
): Array<LabelledLine | null> {
  return labelScored(scoreLines(lines, model, hints));
}

/** Scored lines given roles header by header (the parts' roles are set in place). */
function labelScored(labelled: Array<ScoredLine | null>): Array<LabelledLine | null> {
  let run: Scored[] = [];
  // Headers are the runs of header lines between descriptions.
  for (const entry of labelled) {
    if (!entry || entry.body) {
      decideHeader(run);
      run = [];
      continue;
    }
    run.push(...entry.scored);
  }
  decideHeader(run);
  return labelled.map((entry) =>
    entry
      ? {
          body: entry.body,
          parts: entry.scored.map((s) => ({
            ...s.part,
            confidence: s.p[Math.max(0, ROLES.indexOf(s.part.role as Role))]!,
          })),
        }
      : null,
  );
}

/** The rule reader's jobs as hints for the model. */
export function hintsOf(jobs: ReadonlyArray<{ company: string | null; title: string | null }>): RuleHints {
  return {
    companies: jobs.flatMap((job) => (job.company ? [job.company] : [])),
    titles: jobs.flatMap((job) => (job.title ? [job.title] : [])),
  };
}

/** The jobs the model reads in the document; `ruleJobs` are the rule reader's, weighed as hints. */
export function roleJobs(
  document: ReadDocument,
  model: RoleModel = SHIPPED_MODEL,
  ruleJobs: ReadonlyArray<{ company: string | null; title: string | null }> = [],
): ExperienceCandidate[] {
  const lines = unitLines(document);
  const scored = scoreLines(lines, model, hintsOf(ruleJobs));
  // A work history runs on past a sidebar read between its lines (a page break in a two-column layout).
  const blocks: ScoredLine[][] = [[]];
  scored.forEach((line, i) => {
    if (line) blocks[blocks.length - 1]!.push(line);
    else if (blocks[blocks.length - 1]!.length > 0 && !lines[i]!.aside) blocks.push([]);
  });
  return blocks.flatMap((block) => templateJobs(block) || assembleJobs(labelScored(block)));
}
