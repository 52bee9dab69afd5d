// One template per work history. A résumé sets every job the same way (the title on the date's line, the employer a
// line above it; or date, title, employer and place on four lines), so the employer and the title are read at the
// same place around each date range throughout a block. That place is chosen for the whole block from the model's
// probabilities summed over every entry: where the model hesitates on one entry, the others decide. An entry whose
// part at the employer's place does not look like one is a further role under the employer named before it.
import type { ExperienceCandidate } from "../extract/jobs";
import type { DateRange } from "../extract/periods";
import { isKnownPlace } from "./features";
import { ROLES } from "./model";
import { isLocation } from "./units";
import type { Scored, ScoredLine } from "./index";

/** Below these probabilities a part at the chosen place is not taken: the entry has no employer (or title) of its own. */
const EMPLOYER_FLOOR = 0.2;
const TITLE_FLOOR = 0.12;
const E = ROLES.indexOf("employer");
const T = ROLES.indexOf("title");
/** How far from its date range an entry's parts may sit. */
const REACH = { before: 4, after: 3 };

type Part = { scored: Scored; line: number; at: number };
type Anchor = { range: DateRange; places: Map<string, Part> };

const nonDate = (line: ScoredLine) => line.scored.filter((s) => !s.part.range);
const DURATION = /^\(?\d+\+?\s*(?:years?|yrs?|months?|mos?|jahre?|monate?|ans?|mois|años?|meses|anos?)\b/iu;
/** A line of only places or lengths of time ("San Francisco Bay Area", "3 years 7 months") holds no entry part. */
const aside = (line: ScoredLine) =>
  nonDate(line).every((s) => isLocation(s.part.text) || isKnownPlace(s.part.text) || DURATION.test(s.part.text));

/** The places of the parts around one date range, named by where they sit relative to it. */
function anchorOf(block: ScoredLine[], at: number, previous: number, next: number): Anchor {
  const places = new Map<string, Part>();
  const line = block[at]!;
  const dateAt = line.scored.findIndex((s) => s.part.range);
  const range = line.scored[dateAt]!.part.range!;
  line.scored.forEach((scored, i) => {
    if (scored.part.range) return;
    const key = i < dateAt ? `same-before-${dateAt - i}` : `same-after-${i - dateAt}`;
    places.set(key, { scored, line: at, at: i });
  });
  const put = (prefix: string, j: number) =>
    nonDate(block[j]!).forEach((scored, i) => places.set(`${prefix}.${i}`, { scored, line: j, at: i }));
  const above: number[] = [];
  for (let j = at - 1; j > previous && above.length < REACH.before && !block[j]!.body; j--)
    if (!aside(block[j]!)) above.unshift(j);
  above.forEach((j, t) => {
    put(`above-${above.length - t}`, j);
    put(`top-${t}`, j);
  });
  let below = 0;
  for (let j = at + 1; j < next && below < REACH.after && !block[j]!.body; j++)
    if (!aside(block[j]!)) put(`below-${++below}`, j);
  return { range, places };
}

const log = (p: number, floor: number) => Math.log(Math.max(p, floor));

/** The block's places for the employer and the title: the pair the model's probabilities favour over all entries. */
function choosePlaces(anchors: Anchor[]): { employer: string | null; title: string | null } {
  const keys = [...new Set(anchors.flatMap((a) => [...a.places.keys()]))];
  const options = [null, ...keys];
  let best = { employer: null as string | null, title: null as string | null, score: -Infinity };
  for (const employer of options) {
    for (const title of options) {
      if (employer !== null && employer === title) continue;
      let score = 0;
      for (const anchor of anchors) {
        const e = employer ? anchor.places.get(employer) : undefined;
        const t = title ? anchor.places.get(title) : undefined;
        const se = e ? log(e.scored.p[E]!, EMPLOYER_FLOOR) : Math.log(EMPLOYER_FLOOR);
        const st = t ? log(t.scored.p[T]!, TITLE_FLOOR) : Math.log(TITLE_FLOOR);
        // One part cannot be both: it takes the likelier role, the other falls to its floor.
        score +=
          e && t && e.scored === t.scored
            ? Math.max(se + Math.log(TITLE_FLOOR), st + Math.log(EMPLOYER_FLOOR))
            : se + st;
      }
      if (score > best.score) best = { employer, title, score };
    }
  }
  return best;
}

/** The part's text with the parts after it in its line the model also gives its role ("Director", "Sales"). */
function textFrom(block: ScoredLine[], part: Part, role: number): string {
  const parts = nonDate(block[part.line]!);
  let text = part.scored.part.text;
  for (let i = part.at + 1; i < parts.length; i++) {
    const p = parts[i]!.p;
    if (p.indexOf(Math.max(...p)) !== role) break;
    text = `${text}, ${parts[i]!.part.text}`;
  }
  return text;
}

const job = (
  employer: string | null,
  title: string | null,
  range: DateRange,
  inherited: boolean,
): ExperienceCandidate => ({
  title,
  company: employer,
  startDate: range.startDate,
  endDate: range.endDate,
  evidence: {
    title: title ? 0.5 : 0,
    company: employer ? (inherited ? 0.5 : 1) : 0,
    startDate: 1,
    endDate: range.endDate || range.ongoing ? 1 : 0,
  },
});

const endOf = (range: DateRange) => (range.ongoing ? "9999" : (range.endDate ?? range.startDate));
/** `outer` spans `inner` and more: an employer's span over one of its roles. */
const contains = (outer: DateRange, inner: DateRange) =>
  outer.startDate <= inner.startDate &&
  endOf(outer) >= endOf(inner) &&
  (outer.startDate !== inner.startDate || endOf(outer) !== endOf(inner));

/**
 * The jobs of one work-history block (consecutive lines of the section) read by one template; null when the block
 * has no header line with a date range to anchor it.
 */
export function templateJobs(block: ScoredLine[]): ExperienceCandidate[] | null {
  const at = block.flatMap((line, i) => (!line.body && line.scored.some((s) => s.part.range) ? [i] : []));
  if (at.length === 0) return null;
  const anchors = at.map((i, k) => anchorOf(block, i, at[k - 1] ?? -1, at[k + 1] ?? block.length));
  const places = choosePlaces(anchors);
  const jobs: ExperienceCandidate[] = [];
  let employer: string | null = null;
  for (const [k, anchor] of anchors.entries()) {
    // An employer's own span over the roles held there ("Beckhoff | Jun 2022 – Present" over three dated roles)
    // names the employer of the roles it contains and is not a job itself.
    const next = anchors[k + 1];
    const titled = places.title ? anchor.places.get(places.title) : undefined;
    if (next && contains(anchor.range, next.range) && (!titled || titled.scored.p[T]! < titled.scored.p[E]!)) {
      const umbrella = [...anchor.places.values()].sort((a, b) => b.scored.p[E]! - a.scored.p[E]!)[0];
      if (umbrella && umbrella.scored.p[E]! >= EMPLOYER_FLOOR) {
        employer = umbrella.scored.part.text;
        continue;
      }
    }
    const e = places.employer ? anchor.places.get(places.employer) : undefined;
    const t = places.title ? anchor.places.get(places.title) : undefined;
    const own = e && e.scored.p[E]! >= EMPLOYER_FLOOR ? textFrom(block, e, E) : null;
    const title = t && t !== e && t.scored.p[T]! >= TITLE_FLOOR ? textFrom(block, t, T) : null;
    if (own) employer = own;
    if (!title && !own) continue;
    jobs.push(job(own ?? employer, title, anchor.range, own === null && employer !== null));
  }
  return jobs;
}
