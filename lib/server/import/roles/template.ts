// One template per work history. A résumé sets every job the same way (the title on the date's line, the employer a
// line above it; or date, title, employer and place on four lines), so the employer and the title are read at the
// same place around each date range throughout a block. That place is chosen for the whole block from the model's
// probabilities summed over every entry: where the model hesitates on one entry, the others decide. An entry whose
// part at the employer's place does not look like one is a further role under the employer named before it.
import type { ExperienceCandidate } from "../extract/jobs";
import type { DateRange } from "../extract/periods";
import { isSentence } from "./features";
import { ROLES } from "./model";
import { DURATION, isKnownPlace, isLocation } from "./units";
import type { Scored, ScoredLine } from "./index";

/** Below these probabilities a part at the chosen place is not taken: the entry has no employer (or title) of its own. */
const EMPLOYER_FLOOR = 0.15;
const TITLE_FLOOR = 0.12;
/** A place the model takes for an employer this surely is a name that looks like a place, not the job's place. */
const PLACE_AS_EMPLOYER = 0.4;
const E = ROLES.indexOf("employer");
const T = ROLES.indexOf("title");
/** How far from its date range an entry's parts may sit. */
const REACH = { before: 4, after: 3 };
/** Parts of a line that can hold an employer or a title, and the entries the template is chosen from: bounds that
 * keep the search small whatever a document holds (a line of a thousand commas, a thousand dated lines). */
const PARTS = 4;
const SAMPLE = 40;

type Part = { scored: Scored; line: number };
/** A job's date range, its parts by place, and the place (a city, "Remote") printed with it, if any. */
type Anchor = {
  /** The line of the dates in the block. */
  line: number;
  /** Null for an entry that states only how long it lasted ("Sales Agent, 4 years"). */
  range: DateRange | null;
  places: Map<string, Part>;
  location: string | null;
  /** The lines under the dates are this entry's alone: no later entry's header starts right after them. */
  ownsBelow: boolean;
};

/** A remark in brackets ("(Abbruch)") or a labelled field ("Geburtsdatum: 07.06.1997"): neither employer nor title. */
const NOTE = /^\([^()]*\)?$|^\p{L}[\p{L}\s]{0,24}:\s/u;
/** A web address ("https://www.cybage.com/", "github.com/acme/tool"); a bare domain ("Memeoirs.com") may be a name. */
const URL = /^(?:https?:\/\/|www\.)\S+$|^[\w-]+(?:\.[\w-]+)+\/\S*$/i;

const isPlace = (text: string) => isLocation(text) || isKnownPlace(text);

const nonDate = (line: ScoredLine) => line.scored.filter((s) => !s.part.range);
/** A line of only places, lengths of time or web addresses ("San Francisco Bay Area", "3 years 7 months") holds no
 * entry part. */
const aside = (line: ScoredLine) =>
  nonDate(line).every((s) => isPlace(s.part.text) || DURATION.test(s.part.text) || URL.test(s.part.text));

const rangeOf = (line: ScoredLine) => line.scored.find((s) => s.part.range)?.part.range ?? null;
/** Where an entry's time is stated on its line: its date range, or else its length ("4 years"). */
const timeAt = (line: ScoredLine) => {
  const dated = line.scored.findIndex((s) => s.part.range);
  return dated >= 0 ? dated : line.scored.findIndex((s) => DURATION.test(s.part.text));
};
const year = (date: string | null) => date?.slice(0, 4) ?? null;
/** Two ranges of the same years, one maybe to the month. */
const sameSpan = (a: DateRange | null, b: DateRange | null) =>
  a !== null &&
  b !== null &&
  year(a.startDate) === year(b.startDate) &&
  (a.ongoing ? b.ongoing : year(a.endDate) === year(b.endDate));
/** A line with dates and at most places or lengths of time besides them. */
const placesOnly = (line: ScoredLine) =>
  line.scored.every((s) => s.part.range || isPlace(s.part.text) || DURATION.test(s.part.text));

/** The places of the parts around one date range, named by where they sit relative to it. */
function anchorOf(block: ScoredLine[], at: number, previous: number, next: number, finer?: DateRange): Anchor {
  const places = new Map<string, Part>();
  const line = block[at]!;
  const dateAt = timeAt(line);
  const range = finer ?? line.scored[dateAt]!.part.range;
  // A place ("Savage, MN"), a tenure ("(7 months)"), a note or a part without words ("03.01.2023") is neither
  // employer nor title: parts are counted without them, so an entry that prints its city has its employer and title
  // at the same places as one that does not.
  const kept = (scored: Scored) =>
    /\p{L}/u.test(scored.part.text) &&
    !NOTE.test(scored.part.text) &&
    !URL.test(scored.part.text) &&
    !isSentence(scored.part.text) &&
    !isLocation(scored.part.text) &&
    !DURATION.test(scored.part.text) &&
    !(isKnownPlace(scored.part.text) && scored.p[E]! < SURE);
  const before = line.scored.slice(0, dateAt).filter(kept).reverse();
  const after = line.scored.slice(dateAt + 1).filter((s) => !s.part.range && kept(s));
  // (A length of time as the anchor is not kept, so it is never a part of its own entry.)
  before.slice(0, PARTS).forEach((scored, i) => places.set(`same-before-${i + 1}`, { scored, line: at }));
  after.slice(0, PARTS).forEach((scored, i) => places.set(`same-after-${i + 1}`, { scored, line: at }));
  const put = (prefix: string, j: number) =>
    nonDate(block[j]!)
      .filter(kept)
      .slice(0, PARTS)
      .forEach((scored, i) => places.set(`${prefix}.${i}`, { scored, line: j }));
  const above: number[] = [];
  for (let j = at - 1; j > previous && above.length < REACH.before && !block[j]!.body; j--)
    if (!aside(block[j]!)) above.unshift(j);
  above.forEach((j, t) => {
    put(`above-${above.length - t}`, j);
    put(`top-${t}`, j);
  });
  let below = 0;
  const under: number[] = [];
  for (let j = at + 1; j < next && below < REACH.after && !block[j]!.body; j++) {
    under.push(j);
    if (!aside(block[j]!)) put(`below-${++below}`, j);
  }
  // Up to the next entry's dates without a description between, the lines under these dates may be its header.
  const ownsBelow = next >= block.length || block.slice(at + 1, next).some((l) => l.body);
  // The job's place: on its date's line, else on the lines under it, else on the lines above it.
  const location =
    [at, ...under, ...above.slice().reverse()]
      .flatMap((j) => nonDate(block[j]!))
      .find((s) => isPlace(s.part.text) && s.p[E]! < PLACE_AS_EMPLOYER)?.part.text ?? null;
  return { line: at, range, places, location, ownsBelow };
}

const log = (p: number, floor: number) => Math.log(Math.max(p, floor));

/** The block's places for the employer and the title: the pair the model's probabilities favour over all entries. */
function choosePlaces(anchors: Anchor[]): { employer: string | null; title: string | null } {
  // The template is read from the first entries: a work history longer than that is set the same way throughout.
  const sample = anchors.slice(0, SAMPLE);
  const keys = [...new Set(sample.flatMap((a) => [...a.places.keys()]))];
  const options = [null, ...keys];
  let best = { employer: null as string | null, title: null as string | null, score: -Infinity };
  for (const employer of options) {
    for (const title of options) {
      if (employer !== null && employer === title) continue;
      let score = 0;
      for (const anchor of sample) {
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

/** The part's text with its neighbours in the line the model also gives its role ("Technical SME | Architect"). */
function textFrom(block: ScoredLine[], part: Part, role: number, employer?: Part | null): string {
  const parts = block[part.line]!.scored;
  const at = parts.indexOf(part.scored);
  const same = (i: number) => {
    const scored = parts[i];
    // A place beside the name ("Lazada @ Vietnam") is where the job was, not more of the name.
    if (scored === undefined || scored.part.range || isPlace(scored.part.text)) return false;
    const likeliest = scored.p.indexOf(Math.max(...scored.p));
    // An entry has one employer: beside its title, a part that looks like another employer is more of the title.
    const otherEmployer = role === T && likeliest === E && employer != null && employer.scored !== scored;
    return likeliest === role || otherEmployer;
  };
  let from = at;
  let to = at;
  while (same(from - 1)) from--;
  while (same(to + 1)) to++;
  return parts
    .slice(from, to + 1)
    .map((s) => s.part.text)
    .join(", ");
}

/** "Bill's Superette, Andover, MN. 02/2018 – 08/2019" over "• Shift Supervisor.": a short first bullet the model
 * is sure is a title is the entry's title. */
function titleBullet(block: ScoredLine[], anchor: Anchor): string | null {
  const line = block[anchor.line + 1];
  if (!line?.line.bullet || line.scored.length !== 1 || line.line.text.split(/\s+/).length > 5) return null;
  const part = line.scored[0]!;
  return part.p[T]! >= SURE ? part.part.text.replace(/\.$/, "") : null;
}

/** How surely a field was read: stated (the model is sure of its part), implied, or absent. */
const evidenceOf = (found: Part | undefined, role: number, text: string | null): 0 | 0.5 | 1 =>
  !text ? 0 : found && found.scored.p[role]! >= 0.5 ? 1 : 0.5;

function job(
  anchor: Anchor,
  employer: { text: string | null; part: Part | undefined },
  title: { text: string | null; part: Part | undefined },
): ExperienceCandidate {
  const { range } = anchor;
  return {
    title: title.text,
    company: employer.text,
    startDate: range?.startDate ?? null,
    endDate: range?.endDate ?? null,
    location: anchor.location,
    evidence: {
      title: evidenceOf(title.part, T, title.text),
      company: evidenceOf(employer.part, E, employer.text),
      startDate: range ? 1 : 0,
      endDate: range && (range.endDate || range.ongoing) ? 1 : 0,
    },
  };
}

/** Where the model is sure of a part's role somewhere else in the entry, that beats the template. */
const SURE = 0.6;

/**
 * The entry's part for a role: the one at the template's place, unless that one does not look the part and another
 * of the entry's parts clearly does (one entry laid out unlike the rest).
 */
function override(
  anchor: Anchor,
  place: string | null,
  role: number,
  floor: number,
  taken: Part | undefined | null,
  styled: (part: Part) => boolean = () => false,
  other?: Part,
) {
  const at = place ? anchor.places.get(place) : undefined;
  if (at && (at.scored.p[role]! >= floor || styled(at))) return at;
  // Where the entry has nothing at the template's place, its own likeliest part above or beside the dates will do;
  // where it has a part there, only one the model is sure of. Not a further part of the line the template gives the
  // other field, when that is another line: "Senior Manager - Technical Operations" under the employer is a title
  // line, whatever its second part looks like (its first part, the other field's own, may be this field's instead:
  // two entries laid out the other way round).
  const enough = at || !place ? SURE : floor;
  const sure = [...anchor.places.entries()]
    .filter(([key, part]) => !key.startsWith("top-") && part !== taken && part.scored.p[role]! >= enough)
    .filter(([, part]) => !at || !other || at.line === other.line || part.line !== other.line || part === other)
    // Below the dates is the next entry's employer as often as this one's, unless no entry follows there.
    .filter(
      ([key, part]) => !key.startsWith("below-") || anchor.ownsBelow || (role === T && part.scored.p[role]! >= SURE),
    )
    .sort((a, b) => b[1].scored.p[role]! - a[1].scored.p[role]!)[0];
  return sure?.[1] ?? at;
}

const styleKey = (line: ScoredLine) => {
  const style = line.line.style;
  return style ? `${style.relativeSize.toFixed(2)}${style.bold ? "b" : ""}` : null;
};

/**
 * The block sets its employers in a type of their own (LinkedIn's larger employer lines): a part at the employer's
 * place set in that type, unlike the titles, is the employer even where its name alone does not look like one
 * ("Deliv").
 */
function styledLike(block: ScoredLine[], anchors: Anchor[], employer: string | null, title: string | null) {
  // The type nearly every part at the place is set in.
  const dominant = (place: string | null) => {
    const counts = new Map<string, number>();
    for (const anchor of anchors) {
      const part = place ? anchor.places.get(place) : undefined;
      const key = part ? styleKey(block[part.line]!) : null;
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const [key, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
    const present = [...counts.values()].reduce((sum, n) => sum + n, 0);
    return count >= 3 && count >= present * 0.75 ? key : null;
  };
  const style = dominant(employer);
  if (!style || style === dominant(title)) return () => false;
  return (part: Part) =>
    styleKey(block[part.line]!) === style && part.scored.p[E]! >= part.scored.p[T]! && part.scored.p[T]! < 0.5;
}

/** `outer` spans `inner` and more, compared as precisely as both are written: an employer's span over a role. */
function contains(outer: DateRange | null, inner: DateRange | null): boolean {
  if (!outer || !inner) return false;
  const cut = (date: string, other: string) => date.slice(0, Math.min(date.length, other.length));
  const end = (range: DateRange) => (range.ongoing ? "9999-99" : (range.endDate ?? range.startDate));
  const starts = cut(outer.startDate, inner.startDate) <= cut(inner.startDate, outer.startDate);
  const ends = cut(end(outer), end(inner)) >= cut(end(inner), end(outer));
  const same = outer.startDate === inner.startDate && end(outer) === end(inner);
  return starts && ends && !same;
}

/**
 * The jobs of one work-history block (consecutive lines of the section) read by one template; null when the block
 * has no header line with a date range, or in a history without dates a length of time ("4 years"), to anchor it.
 */
export function templateJobs(block: ScoredLine[]): ExperienceCandidate[] | null {
  const header = (line: ScoredLine, time: (s: Scored) => boolean) => !line.body && line.scored.some(time);
  let dated = block.flatMap((line, i) => (header(line, (s) => !!s.part.range) ? [i] : []));
  if (dated.length === 0)
    dated = block.flatMap((line, i) => (header(line, (s) => DURATION.test(s.part.text)) ? [i] : []));
  if (dated.length === 0) return null;
  // "2021–Present" over "Warsaw, Poland | Feb 2021 to now": one entry's span twice, the second to the month; the
  // finer one is the entry's dates and the line is not an entry of its own.
  const at: number[] = [];
  const finer = new Map<number, DateRange>();
  for (const i of dated) {
    const last = at[at.length - 1];
    if (
      last !== undefined &&
      i - last <= 2 &&
      sameSpan(rangeOf(block[last]!), rangeOf(block[i]!)) &&
      placesOnly(block[i]!)
    ) {
      const [coarse, fine] = [rangeOf(block[last]!)!, rangeOf(block[i]!)!];
      if (fine.startDate.length > coarse.startDate.length) finer.set(last, fine);
      continue;
    }
    at.push(i);
  }
  const anchors = at.map((i, k) => anchorOf(block, i, at[k - 1] ?? -1, at[k + 1] ?? block.length, finer.get(i)));
  const places = choosePlaces(anchors);
  const employerStyled = styledLike(block, anchors, places.employer, places.title);
  const jobs: ExperienceCandidate[] = [];
  let employer: string | null = null;
  let span: DateRange | null = null;
  for (const [k, anchor] of anchors.entries()) {
    // An employer's own span over the roles held there ("Beckhoff | Jun 2022 – Present" over three dated roles)
    // names the employer of the roles it contains and is not a job itself.
    const next = anchors[k + 1];
    const titled = places.title ? anchor.places.get(places.title) : undefined;
    if (next && contains(anchor.range, next.range) && (!titled || titled.scored.p[T]! < titled.scored.p[E]!)) {
      const umbrella = [...anchor.places.values()].sort((a, b) => b.scored.p[E]! - a.scored.p[E]!)[0];
      if (umbrella && umbrella.scored.p[E]! >= EMPLOYER_FLOOR) {
        employer = umbrella.scored.part.text;
        span = anchor.range;
        continue;
      }
    }
    if (span && !contains(span, anchor.range)) span = null;
    const e = override(anchor, places.employer, E, EMPLOYER_FLOOR, null, employerStyled, titled);
    const t = override(anchor, places.title, T, TITLE_FLOOR, e);
    if (span) {
      // A role inside its employer's span names no employer of its own: its one part is its title.
      const role = t && t !== e ? t : e;
      if (role && employer)
        jobs.push(job(anchor, { text: employer, part: undefined }, { text: textFrom(block, role, T), part: role }));
      continue;
    }
    const own = e && (e.scored.p[E]! >= EMPLOYER_FLOOR || employerStyled(e)) ? textFrom(block, e, E) : null;
    const title =
      t && t !== e && t.scored.p[T]! >= TITLE_FLOOR
        ? textFrom(block, t, T, own ? e : null)
        : titleBullet(block, anchor);
    if (own) employer = own;
    if (!title && !own) continue;
    jobs.push(job(anchor, { text: own ?? employer, part: own ? e : undefined }, { text: title, part: t }));
  }
  return jobs;
}
