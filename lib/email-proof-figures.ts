// Does an e-mail's text state a quota record's figures? It must name the attainment (as a percentage of quota or as
// an amount) and the period. Numbers are compared at the precision the text uses ("118%" states 117.6%, "$1.23M"
// states $1,234,567), never loosely: "$1M" does not state $1,234,567, and a number with no % or currency shape next
// to the figure is not read as a percentage. Pure.
import { withoutAccents } from "./text";

export type RecordFigures = { year: number; quarter: number | null; quota: string; attainment: string };

export type StatedFigures = {
  /** The attainment as the text states it ("118%", "$1,234,567"), or null. */
  figure: string | null;
  /** The period as the record names it ("2025", "Q3 2025") when the text states it, or null. */
  period: string | null;
};

/** The period as a badge names it: the year of an annual record, "Q3 2025" for a quarter. */
export function recordPeriodName({ year, quarter }: Pick<RecordFigures, "year" | "quarter">): string {
  return quarter ? `Q${quarter} ${year}` : String(year);
}

/** Plain numbers of the text, grouped by commas or no-break spaces: 1,234,567.89 / 118.0 */
const NUMBER = String.raw`\d{1,3}(?:[,\u00a0\u202f]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const PERCENT = new RegExp(String.raw`(?<![\d.,])(${NUMBER})\s?(?:%|percent\b|per cent\b)`, "gi");
const AMOUNT = new RegExp(
  String.raw`(?:(\$|US\$|USD\s?)\s?)?(?<![\d.,])(${NUMBER})(?:\s?(k|m|mm|bn|b|thousand|million|billion)\b)?`,
  "gi",
);
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

const decimalsOf = (digits: string) => (digits.includes(".") ? digits.split(".")[1]!.length : 0);
const numberOf = (digits: string) => Number(digits.replace(/[,\u00a0\u202f ]/g, ""));

/** True when `actual`, rounded or cut to the decimals the text gives, is the stated number. */
function statesAtPrecision(stated: string, actual: number): boolean {
  const places = Math.min(decimalsOf(stated), 4);
  const value = numberOf(stated);
  const scale = 10 ** places;
  const rounded = Math.round(actual * scale) / scale;
  const cut = Math.floor(actual * scale + 1e-9) / scale;
  return Math.abs(value - rounded) < 1e-9 || Math.abs(value - cut) < 1e-9;
}

/** A figure written in the text, where it stands, and whether it states a given number. */
type WrittenFigure = { written: string; index: number; states: (actual: number) => boolean };

/** The percentages of the text, in order. */
function percentsOf(text: string): WrittenFigure[] {
  return [...text.matchAll(PERCENT)].map((match) => ({
    written: match[0].trim(),
    index: match.index,
    states: (actual) => statesAtPrecision(match[1]!, actual),
  }));
}

/** The amounts of the text, in order: only numbers written as money, grouped in thousands or with a unit. */
function amountsOf(text: string): WrittenFigure[] {
  const amounts: WrittenFigure[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, currency, digits = "", unit] = match;
    const multiplier = unit ? MULTIPLIERS[unit.toLowerCase()] : 1;
    if (!multiplier) continue;
    const written = whole.trim();
    if (multiplier === 1) {
      // A bare number must be the amount to the cent or the dollar; digits that could be anything else (a year,
      // a count) do not count unless written as money or grouped in thousands.
      const shaped = Boolean(currency) || /[,\u00a0\u202f]\d{3}/.test(digits);
      if (shaped) amounts.push({ written, index: match.index, states: (actual) => statesAtPrecision(digits, actual) });
      continue;
    }
    // "$1.23M": the rounded amount at that precision, within 5% (so "$1M" does not state $1,234,567).
    const value = numberOf(digits) * multiplier;
    amounts.push({
      written,
      index: match.index,
      states: (actual) => statesAtPrecision(digits, actual / multiplier) && Math.abs(value - actual) <= actual * 0.05,
    });
  }
  return amounts;
}

const QUARTER_WORDS = ["first", "second", "third", "fourth"];
const QUARTER_ORDINALS = ["1st", "2nd", "3rd", "4th"];

function statesPeriod(text: string, { year, quarter }: Pick<RecordFigures, "year" | "quarter">): boolean {
  const yy = String(year % 100).padStart(2, "0");
  const fullYear = String.raw`(?:FY\s?)?${year}`;
  const anyYear = String.raw`(?:(?:FY\s?)?${year}|FY\s?'?${yy}|'${yy})`;
  if (!quarter) return new RegExp(String.raw`(?<![\d])(?:${fullYear}|FY\s?'?${yy})(?![\d])`, "i").test(text);
  const q = String.raw`(?:Q${quarter}|${QUARTER_WORDS[quarter - 1]} quarter(?: of)?|${QUARTER_ORDINALS[quarter - 1]} quarter(?: of)?)`;
  const sep = String.raw`[\s\-/,]*`;
  return new RegExp(
    String.raw`(?<![\w])(?:${q}${sep}${anyYear}(?![\d])|${fullYear}${sep}Q${quarter}(?![\d]))`,
    "i",
  ).test(text);
}

const NOTHING_STATED: StatedFigures = { figure: null, period: null };

/** The record's attainment as a percentage of quota, when it has a quota. */
const percentOf = (record: RecordFigures) =>
  Number(record.quota) > 0 ? (Number(record.attainment) / Number(record.quota)) * 100 : null;

/** What of the record's figures the text states: the attainment (percentage first, then amount) and the period. */
export function statedFigures(text: string, record: RecordFigures): StatedFigures {
  const percent = percentOf(record);
  const attainment = Number(record.attainment);
  const figure =
    (percent !== null ? percentsOf(text).find((f) => f.states(percent)) : undefined) ??
    (attainment > 0 ? amountsOf(text).find((f) => f.states(attainment)) : undefined);
  return { figure: figure?.written ?? null, period: statesPeriod(text, record) ? recordPeriodName(record) : null };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The full name as a whole: any case, any spacing between its words, with or without accents. */
function namePattern(fullName: string): RegExp | null {
  const words = withoutAccents(fullName).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(
    String.raw`(?<![\p{L}\p{N}])${words.map(escapeRegExp).join(String.raw`\s+`)}(?![\p{L}\p{N}])`,
    "giu",
  );
}

/**
 * The figure written for the person named just before `after`: the first percentage after the name, or the first
 * amount after it (before any percentage). A later figure on the line is someone else's ("Alice 187%, Bob 96%").
 */
function figureAfterName(after: string, record: RecordFigures): string | null {
  const percent = percentOf(record);
  const firstPercent = percentsOf(after)[0];
  if (percent !== null && firstPercent?.states(percent)) return firstPercent.written;
  const attainment = Number(record.attainment);
  const firstAmount = amountsOf(after)[0];
  const beforePercent = firstAmount && (!firstPercent || firstAmount.index < firstPercent.index);
  return attainment > 0 && beforePercent && firstAmount.states(attainment) ? firstAmount.written : null;
}

/**
 * The record's figures as the text states them for the rep: on one line (a table row is one line) that names the rep
 * in full and the period, the figure that follows the name. A team e-mail lists everyone's figures; only the one
 * next to the rep's own name is theirs.
 */
export function repStatedFigures(text: string, record: RecordFigures, fullName: string): StatedFigures {
  const name = namePattern(fullName);
  if (!name) return NOTHING_STATED;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = withoutAccents(rawLine);
    if (!statesPeriod(line, record)) continue;
    for (const match of line.matchAll(name)) {
      const figure = figureAfterName(line.slice(match.index + match[0].length), record);
      if (figure) return { figure, period: recordPeriodName(record) };
    }
  }
  return NOTHING_STATED;
}
