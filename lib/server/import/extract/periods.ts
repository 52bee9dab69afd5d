// Periods and dates as resumes write them: quota periods ("Q1 2023", "Q2'23", "Q3 FY24", "1Q23", "FY22", "fiscal
// 2022", a bare 2023) and employment ranges ("Jan 2021 - Present", "2019-2021", "Sep. 2023 - Mar. 2024", "03/2019 –
// 06/2021", "09.2023 – heute", "2023-09 to date", "févr. 2020 – déc. 2021", "seit 9.2020", "Summer 2022"), as ISO
// dates only as precise as written.

export type PeriodMention = {
  year: number | null;
  quarter: number | null;
  /** How the period type is known: a quarter or an annual marker (FY, fiscal, full year) is explicit; a bare year implies annual. */
  explicitType: boolean;
  start: number;
  end: number;
};

const YEAR = String.raw`(\d{4}|'?\d{2})`;

const PERIOD_PATTERNS: Array<{
  pattern: RegExp;
  read: (m: RegExpExecArray) => Omit<PeriodMention, "start" | "end"> | null;
}> = [
  // Q1 2023, Q1'23, Q1 FY23, Q1-2023, Q1 of 2023
  // (a two-digit year needs FY or an apostrophe: "Q1 12 deals" is not 2012)
  {
    pattern: /\bQ([1-4])\s*(?:of\s+)?(?:[-/]\s*)?(?:FY\s?['’]?(\d{4}|\d{2})|(\d{4})|['’](\d{2}))\b/gi,
    read: (m) => quarterOf((m[2] ?? m[3] ?? m[4])!, m[1]!),
  },
  // FY23 Q1, FY2023-Q1, 2023 Q1
  { pattern: /\bFY\s?['’]?(\d{4}|\d{2})\s*[-/ ]\s*Q([1-4])\b/gi, read: (m) => quarterOf(m[1]!, m[2]!) },
  { pattern: /\b(\d{4})\s*[-/ ]\s*Q([1-4])\b/gi, read: (m) => quarterOf(m[1]!, m[2]!) },
  // 1Q23
  { pattern: /\b([1-4])Q\s?'?(\d{4}|\d{2})\b/gi, read: (m) => quarterOf(m[2]!, m[1]!) },
  // first quarter of 2023
  {
    pattern: /\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter(?:\s+(?:of\s+)?(?:FY\s?)?(\d{4}))?/gi,
    read: (m) => ({
      year: m[2] ? Number(m[2]) : null,
      quarter:
        (["first", "second", "third", "fourth", "1st", "2nd", "3rd", "4th"].indexOf(m[1]!.toLowerCase()) % 4) + 1,
      explicitType: true,
    }),
  },
  // Q2 (no year)
  { pattern: /\bQ([1-4])\b/gi, read: (m) => ({ year: null, quarter: Number(m[1]), explicitType: true }) },
  // FY22, FY 2022, FY'22, fiscal 2022, fiscal year 2022, full year 2022
  {
    pattern: new RegExp(
      String.raw`\b(?:FY\s?|fiscal\s+(?:year\s+)?|full[- ]year\s+|calendar\s+year\s+|CY\s?)${YEAR}\b`,
      "gi",
    ),
    read: (m) => annualOf(m[1]!, true),
  },
  // a bare year: 2023 (not part of an amount, a range or a longer number)
  { pattern: /(?<![\d$.,/'’-])((?:19|20)\d{2})(?![\d%]|,\d|\.\d)/g, read: (m) => annualOf(m[1]!, false) },
];

/** Every quota period in the text, in order; a match inside an earlier (more specific) one is skipped. */
export function findPeriods(text: string): PeriodMention[] {
  const found: PeriodMention[] = [];
  for (const { pattern, read } of PERIOD_PATTERNS) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((p) => start < p.end && end > p.start)) continue;
      const period = read(m);
      if (period) found.push({ ...period, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function quarterOf(year: string, quarter: string): Omit<PeriodMention, "start" | "end"> | null {
  const fullYear = toYear(year);
  return fullYear === null ? null : { year: fullYear, quarter: Number(quarter), explicitType: true };
}

function annualOf(year: string, explicitType: boolean): Omit<PeriodMention, "start" | "end"> | null {
  const fullYear = toYear(year);
  return fullYear === null ? null : { year: fullYear, quarter: null, explicitType };
}

/** "2023", "23", "'23" → 2023; years outside 1990-2099 are not periods of a sales career. */
export function toYear(text: string): number | null {
  const digits = text.replace(/['’]/g, "");
  const year = digits.length === 2 ? 2000 + Number(digits) : Number(digits);
  return Number.isInteger(year) && year >= 1990 && year <= 2099 ? year : null;
}

// ---- employment dates ----

// Month names in English, French, German, Spanish, Portuguese, Italian and Dutch, full or cut ("Sept", "févr.",
// "Okt", "dic", "fev", "mrt"), each with its month number; the pattern is built from them, longest first so "june"
// wins over "jun". A name shared by two languages means the same month in both.
const MONTH_NAMES: Record<string, number> = Object.fromEntries(
  [
    ["january jan janvier janv enero ene januar jänner janeiro gennaio gen januari", 1],
    ["february feb fevrier février fevr févr febrero februar fevereiro fev febbraio februari", 2],
    ["march mar mars marzo märz maerz mär mrz março marco maart mrt", 3],
    ["april apr avril avr abril abr aprile", 4],
    ["may mai mayo maio maggio mag mei", 5],
    ["june jun juin junio juni junho giugno giu", 6],
    ["july jul juillet juil julio juli julho luglio lug", 7],
    ["august aug août aout agosto ago augustus", 8],
    ["september sep sept septembre septiembre setiembre set setembro settembre", 9],
    ["october oct octobre octubre oktober okt outubro out ottobre ott", 10],
    ["november nov novembre noviembre novembro", 11],
    ["december dec décembre decembre déc diciembre dic dezember dez dezembro dicembre", 12],
  ].flatMap(([names, month]) => (names as string).split(" ").map((name) => [name, month as number])),
);
const MONTH = String.raw`(?:${Object.keys(MONTH_NAMES)
  .sort((a, b) => b.length - a.length)
  .join("|")})\.?`;
const SEASON = String.raw`(?:spring|summer|fall|autumn|winter)`;
/** "enero de 2020", "janeiro de 2020": the month and its year, a "de" between them in Spanish and Portuguese. */
const MONTH_YEAR = String.raw`${MONTH},?\s+(?:de\s+)?(?:\d{4}|['’]\d{2})`;
/** A day before the month: "01.02.2016", "15/05/2018" (read to the month). */
const DAY_MONTH_YEAR = String.raw`(?:0?[1-9]|[12]\d|3[01])[./](?:0?[1-9]|1[0-2])[./]\d{4}`;
const DATE = String.raw`(?:${MONTH_YEAR}|${DAY_MONTH_YEAR}|(?:0?[1-9]|1[0-2])[/.-]\d{4}|\d{4}[-/](?:0[1-9]|1[0-2])(?!\d)|${SEASON}\s+\d{4}|\d{4})`;
const OPEN_END = String.raw`(?:present|current|now|today|ongoing|(?:to\s+)?date|heute|(?:bis\s+)?dato|jetzt|aujourd['’]hui|(?:ce\s+)?jour|présent|(?:la\s+)?actualidad|actualmente|actual|presente|(?:o\s+)?momento|atual|atualmente|hoje|oggi|attuale|in\s+corso|heden|nu|aktuell|derzeit|laufend|gegenwärtig|(?:till?|until)\s+(?:date|now)|en\s+cours|maintenant|en\s+curso|hoy|vandaag)`;
const DASH = String.raw`(?:->|=>|-|–|—|−|‒|―|→|⇒|➔|➜|⟶|to|until|through|thru|bis|hasta|au|à|a|al|até|tot|jusqu['’]à)`;
// \b does not work beside letters outside ASCII ("déc."): a date starts where no letter or digit comes before it.
const RANGE = new RegExp(String.raw`(?<![\p{L}\d])(${DATE})\s*${DASH}\s*(${DATE}|${OPEN_END})(?![\p{L}\d])`, "iu");
/** "05/15 – 01/18", "01/22 ⇒ Now": months with two-digit years, read only as a range (a lone "24/7" is no date). */
const SHORT_RANGE = new RegExp(
  String.raw`(?<![\p{L}\d/.])(0?[1-9]|1[0-2])/(\d{2})\s*${DASH}\s*(?:(0?[1-9]|1[0-2])/(\d{2})|(${OPEN_END}))(?![\p{L}\d/])`,
  "iu",
);
/** "Since May 2021", "seit 9.2020", "depuis mars 2019", "desde 2020": a range still running. */
const SINCE = new RegExp(String.raw`(?<![\p{L}\d])(?:since|seit|depuis|desde)\s+(${DATE})(?![\p{L}\d])`, "iu");
/** Two months of one year: "May-August 2014", "Okt.–Nov. 2017", "3 - 4/2014". */
const SHARED_YEAR = new RegExp(
  String.raw`(?<![\p{L}\d/.])(${MONTH}|0?[1-9]|1[0-2])\s*[-–—]\s*(${MONTH}|0?[1-9]|1[0-2])(?:,?\s+(?:de\s+)?|/)(\d{4})(?![\p{L}\d])`,
  "iu",
);
/**
 * A start with an open dash and the entry's words right after it ("Déc. 2023— Développeur", "8/2022 – | Indra"):
 * a range still running. A dash at the very end of a line may be continued on the next one, so it is not read here.
 */
const OPEN_AFTER = new RegExp(
  String.raw`(?<![\p{L}\d]|\d[./])(${MONTH_YEAR}|${DAY_MONTH_YEAR}|(?:0?[1-9]|1[0-2])[/.]\d{4}|\d{4}-(?:0[1-9]|1[0-2]))\s*[–—-]\s*(?!${DATE}|${OPEN_END}|${MONTH})(?=\|\s*\p{L}|\p{L})`,
  "iu",
);
/** "Summer 2022" alone: a season is a short stint inside that year. */
const SEASON_ALONE = new RegExp(String.raw`(?<![\p{L}\d])${SEASON}\s+(\d{4})(?![\p{L}\d])`, "iu");
/** A range cut over two lines: "Sep. 2023 –" / "Mar. 2024", or "Sep. 2023" / "– Present". */
const RANGE_CUT_AFTER = new RegExp(String.raw`(?<![\p{L}\d])${DATE}\s*(?:${DASH})?\s*$`, "iu");
const RANGE_CUT_BEFORE = new RegExp(String.raw`^\s*(?:${DASH})?\s*(?:${DATE}|${OPEN_END})(?![\p{L}\d])`, "iu");

const RANGE_START_AT_END = new RegExp(String.raw`(?<![\p{L}\d])${DATE}\s*${DASH}\s*$`, "iu");
const RANGE_END_AS_PART = new RegExp(String.raw`\s*\|\s*(${DATE}|${OPEN_END})\s*$`, "iu");

/**
 * "Fabrikam | May 2019 –" over "Channel Manager | Present" (dates cut over two lines in their own column): the
 * end is moved up to the line that starts the range. Returns the two lines as they should read, or null.
 */
export function joinRangeEnd(line: string, next: string): [string, string] | null {
  if (findDateRange(line) || !RANGE_START_AT_END.test(line)) return null;
  const end = RANGE_END_AS_PART.exec(next);
  if (!end || !findDateRange(`${line} ${end[1]}`)) return null;
  return [`${line} ${end[1]}`, next.slice(0, end.index).trim()];
}

const CUT_YEAR_LINE = new RegExp(String.raw`(?<![\p{L}\d])${MONTH_YEAR}\s*${DASH}\s*${MONTH}(?=\s|$)`, "iu");
const LEADING_YEAR = /^((?:19|20)\d{2})(?:\s*\|\s*|\s+|$)/;

/**
 * "Mai 2023–Dez. Elbufer" over "2025 | Außendienstmitarbeiter" (a narrow dates column wrapped the end's year onto the
 * next row): the year is moved up beside its month. Returns the two lines as they should read, or null.
 */
export function joinCutYear(line: string, next: string): [string, string] | null {
  if (findDateRange(line)) return null;
  const cut = CUT_YEAR_LINE.exec(line);
  const year = LEADING_YEAR.exec(next);
  if (!cut || !year) return null;
  const at = cut.index + cut[0].length;
  const joined = `${line.slice(0, at)} ${year[1]}${line.slice(at)}`;
  return findDateRange(joined) ? [joined, next.slice(year[0].length).trim()] : null;
}

const LEADING_DATE = new RegExp(String.raw`^(${DATE})(?=\s*\||\s+\p{L}|\s*$)`, "iu");

/**
 * "01.02.2016 – | Minijob" over "31.07.2016 | Edeka" (a dates column wrapped the end onto the next row): the end
 * is moved up beside its dash. Returns the two lines as they should read, or null.
 */
export function joinOpenEnd(line: string, next: string): [string, string] | null {
  const range = findDateRange(line);
  if (!range?.ongoing || !/[–—-]\s*$/.test(line.slice(range.start, range.end))) return null;
  const lead = LEADING_DATE.exec(next.trim());
  if (!lead) return null;
  const joined = `${line.slice(0, range.end).trimEnd()} ${lead[1]} ${line.slice(range.end).trimStart()}`.trim();
  const rest = next
    .trim()
    .slice(lead[0].length)
    .replace(/^\s*\|\s*/, "")
    .trim();
  return findDateRange(joined)?.ongoing === false ? [joined, rest] : null;
}

/** True when `line` ends a date range's start and `next` carries its end, so the two belong on one line. */
export function continuesDateRange(line: string, next: string): boolean {
  if (findDateRange(line) || !RANGE_CUT_AFTER.test(line) || !RANGE_CUT_BEFORE.test(next)) return false;
  const dangling = /(?:[-–—−‒―]|\bto)\s*$/i.test(line) || /^\s*(?:[-–—−‒―]|to\b)/i.test(next);
  return dangling && findDateRange(`${line} ${next}`) !== null;
}

export type DateRange = { startDate: string; endDate: string | null; ongoing: boolean; start: number; end: number };

/** The first employment date range in the line, its dates as ISO strings as precise as written. */
export function findDateRange(text: string): DateRange | null {
  const match = RANGE.exec(text);
  if (match) {
    const startDate = toPartialDate(match[1]!);
    const ongoing = new RegExp(`^${OPEN_END}$`, "iu").test(match[2]!);
    const endDate = ongoing ? null : toPartialDate(match[2]!);
    // An end before the start is kept as written when it is a slip within a year ("Nov. 2021 - May 2021"): the
    // rep sees it in the review; a larger gap means the two dates are not one range.
    const reversed = endDate !== null && startDate !== null && endDate < startDate;
    if (
      startDate &&
      (ongoing || endDate) &&
      (!reversed || Number(startDate.slice(0, 4)) - Number(endDate!.slice(0, 4)) <= 1)
    )
      return { startDate, endDate, ongoing, start: match.index, end: match.index + match[0].length };
  }
  const short = SHORT_RANGE.exec(text);
  if (short) {
    const startDate = shortDate(short[1]!, short[2]!);
    const endDate = short[5] ? null : shortDate(short[3]!, short[4]!);
    if (startDate && (short[5] || (endDate && endDate >= startDate))) return spanOf(short, startDate, endDate);
  }
  const shared = SHARED_YEAR.exec(text);
  if (shared) {
    const year = shared[3]!;
    const startDate = toPartialDate(/^\d/.test(shared[1]!) ? `${shared[1]}/${year}` : `${shared[1]} ${year}`);
    const endDate = toPartialDate(/^\d/.test(shared[2]!) ? `${shared[2]}/${year}` : `${shared[2]} ${year}`);
    if (startDate && endDate && startDate <= endDate) return spanOf(shared, startDate, endDate);
  }
  const open = OPEN_AFTER.exec(text);
  const openDate = open && toPartialDate(open[1]!);
  if (open && openDate) return { ...spanOf(open, openDate, null), end: open.index + open[0].length };
  const since = SINCE.exec(text);
  const sinceDate = since && toPartialDate(since[1]!);
  if (since && sinceDate) return spanOf(since, sinceDate, null);
  const season = SEASON_ALONE.exec(text);
  const year = season && withYear(season[1]!, null);
  if (season && year) return spanOf(season, year, year);
  return null;
}

/** "05", "15" → "2015-05"; a two-digit year after next year's is last century's ("09/98" → "1998-09"). */
function shortDate(month: string, year: string): string | null {
  const next = (new Date().getUTCFullYear() + 1) % 100;
  return withYear(`${Number(year) > next ? 19 : 20}${year}`, Number(month));
}

const spanOf = (match: RegExpExecArray, startDate: string, endDate: string | null): DateRange => ({
  startDate,
  endDate,
  ongoing: endDate === null,
  start: match.index,
  end: match.index + match[0].length,
});

/** "Sep. 2023" → "2023-09", "03/2019", "3.2019" and "2019-03" → "2019-03", "Summer 2021" and "2021" → "2021". */
export function toPartialDate(text: string): string | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/\s+de\s+/u, " ");
  const dayFirst = /^\d{1,2}[./](\d{1,2})[./](\d{4})$/.exec(t);
  if (dayFirst) return withYear(dayFirst[2]!, Number(dayFirst[1]));
  const numeric = /^(\d{1,2})[/.-](\d{4})$/.exec(t);
  if (numeric) return withYear(numeric[2]!, Number(numeric[1]));
  const iso = /^(\d{4})[-/](\d{2})$/.exec(t);
  if (iso) return withYear(iso[1]!, Number(iso[2]));
  const named = /^(\p{L}+)\.?,?\s+(\d{4}|['’]\d{2})$/u.exec(t);
  if (named) {
    const season = new RegExp(`^${SEASON}$`).test(named[1]!);
    const month = MONTH_NAMES[named[1]!];
    if (season) return withYear(named[2]!, null);
    return month ? withYear(named[2]!, month) : null;
  }
  return /^\d{4}$/.test(t) ? withYear(t, null) : null;
}

/** An ISO date from JSON Resume ("2021-03-01", "2021-03", "2021") kept as precise as it is, or null. */
export function isoPartialDate(text: string | undefined): string | null {
  if (!text) return null;
  const match = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/.exec(text.trim());
  return match && toYear(match[1]!) !== null ? match[0] : null;
}

/** Careers reach further back than quota periods: an employment year may be from 1950 on. */
function withYear(yearText: string, month: number | null): string | null {
  const digits = yearText.replace(/['’]/g, "");
  const year =
    digits.length === 4 && Number(digits) >= 1950 && Number(digits) < 1990 ? Number(digits) : toYear(yearText);
  if (year === null || (month !== null && (month < 1 || month > 12))) return null;
  return month === null ? String(year) : `${year}-${String(month).padStart(2, "0")}`;
}
