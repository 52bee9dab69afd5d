// Money and percentages as people write them ($240,000 / $240K / $1.2M / 240k ARR / USD 1.5 million / 132% /
// 118 percent), turned into exact decimal strings without going through floats.

export type MoneyMention = { value: string; start: number; end: number };
export type PercentMention = { value: string; start: number; end: number };

const SCALES: Record<string, number> = { k: 3, thousand: 3, m: 6, mm: 6, mil: 6, million: 6, b: 9, bn: 9, billion: 9 };
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
const SCALE = String.raw`(?:\s?(k|mm|m|bn|b|thousand|million|mil|billion)(?![a-z]))`;
/** Words that make a bare "240k" or "1.2M" an amount of money. */
const MONEY_WORD = String.raw`(?=\s*(?:ARR|ACV|TCV|MRR|USD|dollars|in\s+(?:new\s+)?(?:ARR|ACV|revenue|bookings|pipeline|sales)|revenue|bookings|pipeline|quota|closed|booked)\b)`;

const MONEY_PATTERNS = [
  new RegExp(String.raw`(?:US)?\$\s?${NUMBER}${SCALE}?`, "gi"),
  new RegExp(String.raw`\bUSD\s?${NUMBER}${SCALE}?`, "gi"),
  new RegExp(String.raw`(?<![\w$.,])${NUMBER}${SCALE}${MONEY_WORD}`, "gi"),
];

/** Every amount of money in the text, in order of appearance (overlaps resolved to the first pattern that matched). */
export function findMoney(text: string): MoneyMention[] {
  const found: MoneyMention[] = [];
  for (const pattern of MONEY_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((m) => start < m.end && end > m.start)) continue;
      const value = scaledDecimal(match[1]!, match[2], match[3]);
      if (value !== null) found.push({ value, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A spreadsheet cell or a table cell that should hold money: "$1,250,000", "1250000", "1.25M", "$500K". */
const MONEY_CELL = new RegExp(String.raw`^\s*(?:US)?\$?\s?(?:USD\s?)?${NUMBER}${SCALE}?\s*(?:USD)?\s*$`, "i");

export function parseMoneyCell(cell: string): string | null {
  const match = MONEY_CELL.exec(cell);
  return match ? scaledDecimal(match[1]!, match[2], match[3]) : null;
}

const PERCENT_PATTERN = /(?<![\d.])(\d{1,4}(?:\.\d{1,2})?)\s?(?:%|percent\b|pct\b)/gi;

export function findPercents(text: string): PercentMention[] {
  return [...text.matchAll(PERCENT_PATTERN)].map((m) => ({
    value: trimDecimal(m[1]!),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * A percent column's cell: "132%", "132", or a ratio "1.32" (what a spreadsheet stores under a % format when it
 * is exported without formatting). Below 10, a number is read as a ratio: nobody reports 1.32% of quota.
 */
export function parsePercentCell(cell: string): string | null {
  const match = /^\s*(\d{1,4}(?:\.\d+)?)\s*(%)?\s*$/.exec(cell);
  if (!match) return null;
  const [, number, sign] = match;
  if (sign || Number(number) >= 10) return roundDecimal(number!, 2);
  return roundDecimal(shiftDecimal(number!, 2), 2);
}

/** "1" "25" "M" → "1250000"; null when the result has more than two decimals or thirteen digits. */
function scaledDecimal(whole: string, fraction: string | undefined, scale: string | undefined): string | null {
  const digits = whole.replaceAll(",", "");
  const exponent = scale ? SCALES[scale.toLowerCase()]! : 0;
  const shifted = shiftDecimal(fraction ? `${digits}.${fraction}` : digits, exponent);
  const [integer = "", decimals = ""] = shifted.split(".");
  if (decimals.length > 2 || integer.length > 13) return null;
  return trimDecimal(shifted);
}

/** Moves the decimal point right by `places`, on the digits (no float rounding). */
function shiftDecimal(value: string, places: number): string {
  const [integer = "0", decimals = ""] = value.split(".");
  const padded = decimals.padEnd(places, "0");
  const newInteger = `${integer}${padded.slice(0, places)}`.replace(/^0+(?=\d)/, "");
  const rest = padded.slice(places);
  return rest ? `${newInteger}.${rest}` : newInteger;
}

function roundDecimal(value: string, places: number): string {
  const [integer = "0", decimals = ""] = value.split(".");
  if (decimals.length <= places) return trimDecimal(value);
  const scaled = BigInt(`${integer}${decimals.slice(0, places)}`) + (Number(decimals[places]) >= 5 ? 1n : 0n);
  const text = scaled.toString().padStart(places + 1, "0");
  return trimDecimal(`${text.slice(0, -places)}.${text.slice(-places)}`);
}

/** "132.50" → "132.5", "118.0" → "118". */
function trimDecimal(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}
