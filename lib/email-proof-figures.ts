// Does an e-mail's text state a quota record's figures? It must name the attainment (as a percentage of quota or as
// an amount) and the period. Numbers are compared at the precision the text uses ("118%" states 117.6%, "$1.23M"
// states $1,234,567), never loosely: "$1M" does not state $1,234,567, and a number with no % or currency shape next
// to the figure is not read as a percentage. Pure.

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

function statedPercent(text: string, actual: number): string | null {
  for (const match of text.matchAll(PERCENT)) {
    if (statesAtPrecision(match[1]!, actual)) return match[0].trim();
  }
  return null;
}

function statedAmount(text: string, actual: number): string | null {
  if (!(actual > 0)) return null;
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, currency, digits = "", unit] = match;
    const multiplier = unit ? MULTIPLIERS[unit.toLowerCase()] : 1;
    if (!multiplier) continue;
    if (multiplier === 1) {
      // A bare number must be the amount to the cent or the dollar; digits that could be anything else (a year,
      // a count) do not count unless written as money or grouped in thousands.
      const shaped = Boolean(currency) || /[,\u00a0\u202f]\d{3}/.test(digits);
      if (shaped && statesAtPrecision(digits, actual)) return whole.trim();
      continue;
    }
    // "$1.23M": the rounded amount at that precision, within 5% (so "$1M" does not state $1,234,567).
    const value = numberOf(digits) * multiplier;
    if (statesAtPrecision(digits, actual / multiplier) && Math.abs(value - actual) <= actual * 0.05)
      return whole.trim();
  }
  return null;
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

/** What of the record's figures the text states: the attainment (percentage first, then amount) and the period. */
export function statedFigures(text: string, record: RecordFigures): StatedFigures {
  const quota = Number(record.quota);
  const attainment = Number(record.attainment);
  const percent = quota > 0 ? statedPercent(text, (attainment / quota) * 100) : null;
  return {
    figure: percent ?? statedAmount(text, attainment),
    period: statesPeriod(text, record) ? recordPeriodName(record) : null,
  };
}
