// The features of a line part, as numbers for the role model: its words (a title lexicon, a company suffix, a place,
// hashed words so other languages' titles are learnt from data), its shape, its place in the line and the entry,
// the line's style against the body text, and the same few facts about the lines around it.
import { hasCompanyWord, hasLegalSuffix, hasTitleWord, isPersonName } from "../extract/words";
import { namesMatch } from "./names";
import { isKnownPlace, isLocation, type Unit, type UnitLine } from "./units";

/** What the rule reader found in the document: its employers and titles are hints the model learns to weigh. */
export type RuleHints = { companies: string[]; titles: string[] };

export const NO_HINTS: RuleHints = { companies: [], titles: [] };

/** Hashed word buckets: enough for the vocabulary of job headers in a few languages, small enough to ship. */
export const WORD_BUCKETS = 256;

const DEGREE =
  /\b(bachelor|master|b\.?sc?|m\.?sc?|mba|ph\.?d|diploma|degree|university|universidad|universität|université|college|school|gpa|grado|licence|abitur)\b|(?:schule|studium)\b/iu;
const EMPLOYMENT = /\b(full[- ]time|part[- ]time|contract|freelance|internship|self-employed|temporary|seasonal)\b/i;

/** FNV-1a, for word buckets that stay the same across runs and machines. */
function bucketOf(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193) >>> 0;
  return hash % WORD_BUCKETS;
}

export const wordsOf = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !/^\d+$/.test(w));

/** Facts about a whole line, shared by its parts and looked at from the lines around. */
const factsOf = new WeakMap<UnitLine, number[]>();

function lineFacts(line: UnitLine | undefined): number[] {
  if (!line) return [0, 0, 0, 0, 0, 0, 1];
  const known = factsOf.get(line);
  if (known) return known;
  const facts = [
    line.bullet ? 1 : 0,
    line.units.some((u) => u.range) ? 1 : 0,
    hasTitleWord(line.text) ? 1 : 0,
    hasLegalSuffix(line.text) || hasCompanyWord(line.text) ? 1 : 0,
    line.style?.bold ? 1 : 0,
    line.text.split(/\s+/).length > 12 ? 1 : 0,
    0,
  ];
  factsOf.set(line, facts);
  return facts;
}

const LINE_FACTS = 7;

/** Named facts (in order) of a part, without its words. */
export const FEATURE_NAMES = [
  "bias",
  "date",
  "bullet",
  "first",
  "last",
  "alone",
  "parts>=3",
  "after gap",
  "after dash",
  "after comma",
  "after at",
  "after date",
  "date in line",
  "date before",
  "date after",
  "words=1",
  "words 2-3",
  "words 4-6",
  "words 7+",
  "title word",
  "legal suffix",
  "company word",
  "person name",
  "location",
  "known place",
  "degree",
  "employment type",
  "all caps",
  "capitalised",
  "digits",
  "ends with period",
  "lower start",
  "other part title word",
  "other part company",
  "styled",
  "bold",
  "larger",
  "smaller",
  "indented",
  "lines since bullet=0",
  "lines since bullet=1",
  "lines since bullet 2+",
  "bullet next",
  "in dated header",
  "header candidates=2",
  "header candidates 3+",
  "header other has title word",
  "header other has company",
  "header first candidate",
  "header last candidate",
  "header line with date",
  "header bolder than others",
  "rules: employer",
  "rules: title",
  "rules found jobs",
  "body style",
  "dated line style",
  ...["prev", "next", "prev2", "next2"].flatMap((at) =>
    ["bullet", "date", "title word", "company", "bold", "sentence", "none"].map((f) => `${at} ${f}`),
  ),
];

export const FEATURE_COUNT = FEATURE_NAMES.length + WORD_BUCKETS;

const keyOf = (line: UnitLine) =>
  line.style ? `${line.style.relativeSize.toFixed(2)}|${line.style.bold}|${Math.round(line.style.indent / 6)}` : null;

/** The work history's text style (the one most of its undated lines share) and the styles its dated lines are set in. */
const stylesOf = new WeakMap<UnitLine[], { body: string | null; dated: Set<string> }>();

function documentStyles(lines: UnitLine[]) {
  const known = stylesOf.get(lines);
  if (known) return known;
  const counts = new Map<string, number>();
  const dated = new Set<string>();
  for (const line of lines) {
    const key = keyOf(line);
    if (!key || line.section !== "experience") continue;
    if (line.units.some((unit) => unit.range)) dated.add(key);
    else counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [body] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null];
  const styles = { body, dated };
  stylesOf.set(lines, styles);
  return styles;
}

/** A header: the run of lines between two descriptions (bullets, sentences) that holds an entry's parts. */
/** A header's candidate parts counted once, so each part's features cost the same however long the header is. */
type Header = {
  count: number;
  first: Unit | undefined;
  last: Unit | undefined;
  titled: number;
  companied: number;
  dated: boolean;
  boldLines: number;
  lines: number;
};

const companyLike = (text: string) => hasLegalSuffix(text) || hasCompanyWord(text);

const isCandidate = (unit: Unit) =>
  !unit.range && !isLocation(unit.text) && !EMPLOYMENT.test(unit.text) && unit.text.split(/\s+/).length <= 8;
/** A description line: a bullet or a sentence, unless it states a date range (a role listed as a bullet). */
export const isBodyLine = (line: UnitLine) =>
  ((line.bullet || line.text.split(/\s+/).length > 14) && !line.units.some((unit) => unit.range)) ||
  isSentenceLine(line);

/** A sentence about the job ("I have also been a part-time lecturer…"): a name or a title is short and impersonal. */
export const isSentence = (text: string) =>
  /^(?:i|we|my|our|ich|wir|mein|je|nous|mon|yo|nosotros|mi|eu|nós|meu)\s/iu.test(text) || text.split(/\s+/).length > 12;

/**
 * "Delivered 100% growth 2019 through 2022 across technical B2B accounts.", "I have lectured since 2021": a sentence,
 * whatever dates it names.
 */
const isSentenceLine = (line: UnitLine) =>
  (/\p{Ll}{3,}\.$/u.test(line.text) && line.text.split(/\s+/).length >= 8) ||
  (line.units.some((unit) => unit.range) &&
    line.units.some((unit) => !unit.range) &&
    line.units.every((unit) => unit.range || isSentence(unit.text)));

/** Each line's header (null for a description line), computed once per document. */
export function headersOf(lines: UnitLine[]): Array<Header | null> {
  const out: Array<Header | null> = lines.map(() => null);
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    const line = lines[i];
    const ends = !line || isBodyLine(line) || line.section !== lines[start]?.section;
    if (!ends) continue;
    if (i > start) {
      const run = lines.slice(start, i);
      const candidates = run.flatMap((l) => l.units.filter(isCandidate));
      const header: Header = {
        count: candidates.length,
        first: candidates[0],
        last: candidates[candidates.length - 1],
        titled: candidates.filter((u) => hasTitleWord(u.text)).length,
        companied: candidates.filter((u) => companyLike(u.text)).length,
        dated: run.some((l) => l.units.some((u) => u.range)),
        boldLines: run.filter((l) => l.style?.bold).length,
        lines: run.length,
      };
      for (let j = start; j < i; j++) out[j] = header;
    }
    start = line && isBodyLine(line) ? i + 1 : i;
  }
  return out;
}

/** Each part's features, line by line (`lines` is the whole document, for the neighbours). */
export function featuresOf(
  lines: UnitLine[],
  at: number,
  unit: Unit,
  headers = headersOf(lines),
  hints: RuleHints = NO_HINTS,
): number[] {
  const line = lines[at]!;
  const header = headers[at];
  const count = header?.count ?? 0;
  // The header's other candidates: its counts less this part's own, when it is one of them.
  const own = header !== null && header !== undefined && isCandidate(unit);
  const otherTitled = (header?.titled ?? 0) - (own && hasTitleWord(unit.text) ? 1 : 0);
  const otherCompanied = (header?.companied ?? 0) - (own && companyLike(unit.text) ? 1 : 0);
  const text = unit.text;
  const words = text.split(/\s+/).length;
  const inLine = line.units.filter((u) => u !== unit && !u.range);
  const dateIndex = line.units.findIndex((u) => u.range);
  let sinceBullet = 0;
  for (let i = at - 1; i >= 0 && !lines[i]!.bullet && sinceBullet < 2; i--) sinceBullet++;
  const letters = text.replace(/[^\p{L}]/gu, "");
  const style = line.style;
  const styles = documentStyles(lines);
  const lineStyle = keyOf(line);
  const base = [
    1,
    unit.range ? 1 : 0,
    line.bullet ? 1 : 0,
    unit.index === 0 ? 1 : 0,
    unit.index === unit.count - 1 ? 1 : 0,
    unit.count === 1 ? 1 : 0,
    unit.count >= 3 ? 1 : 0,
    unit.before === "gap" ? 1 : 0,
    unit.before === "dash" ? 1 : 0,
    unit.before === "comma" ? 1 : 0,
    unit.before === "at" ? 1 : 0,
    unit.before === "date" ? 1 : 0,
    dateIndex >= 0 ? 1 : 0,
    dateIndex >= 0 && dateIndex < unit.index ? 1 : 0,
    dateIndex > unit.index ? 1 : 0,
    words === 1 ? 1 : 0,
    words >= 2 && words <= 3 ? 1 : 0,
    words >= 4 && words <= 6 ? 1 : 0,
    words >= 7 ? 1 : 0,
    hasTitleWord(text) ? 1 : 0,
    hasLegalSuffix(text) ? 1 : 0,
    hasCompanyWord(text) ? 1 : 0,
    isPersonName(text) ? 1 : 0,
    isLocation(text) ? 1 : 0,
    isKnownPlace(text) ? 1 : 0,
    DEGREE.test(text) ? 1 : 0,
    EMPLOYMENT.test(text) ? 1 : 0,
    letters.length > 1 && letters === letters.toUpperCase() ? 1 : 0,
    text.split(/\s+/).every((w) => !/^\p{Ll}/u.test(w) || w.length <= 3) ? 1 : 0,
    /\d/.test(text) && !unit.range ? 1 : 0,
    /\.$/.test(text) && !/\b\p{Lu}\.$/u.test(text) ? 1 : 0,
    /^\p{Ll}/u.test(text) ? 1 : 0,
    inLine.some((u) => hasTitleWord(u.text)) ? 1 : 0,
    inLine.some((u) => hasLegalSuffix(u.text) || hasCompanyWord(u.text)) ? 1 : 0,
    style ? 1 : 0,
    style?.bold ? 1 : 0,
    style && style.relativeSize > 1.05 ? 1 : 0,
    style && style.relativeSize < 0.95 ? 1 : 0,
    style && style.indent > 8 ? 1 : 0,
    sinceBullet === 0 ? 1 : 0,
    sinceBullet === 1 ? 1 : 0,
    sinceBullet >= 2 ? 1 : 0,
    lines[at + 1]?.bullet ? 1 : 0,
    header?.dated ? 1 : 0,
    count === 2 ? 1 : 0,
    count >= 3 ? 1 : 0,
    otherTitled > 0 ? 1 : 0,
    otherCompanied > 0 ? 1 : 0,
    header?.first === unit ? 1 : 0,
    count > 1 && header?.last === unit ? 1 : 0,
    header && line.units.some((u) => u.range) ? 1 : 0,
    header && style?.bold && header.boldLines < header.lines ? 1 : 0,
    hints.companies.some((name) => namesMatch(text, name)) ? 1 : 0,
    hints.titles.some((name) => namesMatch(text, name)) ? 1 : 0,
    hints.companies.length > 0 ? 1 : 0,
    lineStyle !== null && lineStyle === styles.body ? 1 : 0,
    lineStyle !== null && styles.dated.has(lineStyle) ? 1 : 0,
    ...lineFacts(lines[at - 1]),
    ...lineFacts(lines[at + 1]),
    ...lineFacts(lines[at - 2]),
    ...lineFacts(lines[at + 2]),
  ];
  const bag = new Array<number>(WORD_BUCKETS).fill(0);
  for (const word of wordsOf(text)) bag[bucketOf(word)] = 1;
  return [...base, ...bag];
}

// Kept in step with FEATURE_NAMES: a mismatch is a bug caught by the unit tests.
export const BASE_FEATURES = 57 + 4 * LINE_FACTS;
