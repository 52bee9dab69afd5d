// Date ranges as résumés print them, and the answer each one stands for (YYYY-MM, YYYY or "present").
import { MONTHS_LONG, MONTHS_SHORT, PRESENT, RANGE_WORDS, SINCE, type Lang } from "./i18n";
import type { Rng } from "./random";

export type YM = { year: number; month: number };
export type DateKind = "short" | "long" | "slash" | "dot" | "year" | "iso";
export type DateStyle = {
  kind: DateKind;
  /** Between start and end: a dash with or without spaces, or a word ("to", "bis"). */
  separator: string;
  present: string;
  /** Month names with a capital (French, Spanish and Portuguese write them in lower case by default). */
  capitalise: boolean;
  /** English abbreviations with a dot ("Sep. 2020"). */
  dotted: boolean;
  /** Two-digit months in numeric dates ("03/2020" rather than "3/2020"). */
  padded: boolean;
  /** An open-ended job as "seit 2021" instead of "2021 – heute". */
  since: boolean;
};

export function pickDateStyle(rng: Rng, lang: Lang): DateStyle {
  const kind = rng.weighted<DateKind>([
    ["short", 4],
    ["long", 3],
    ["slash", 3],
    ["dot", lang === "de" ? 3 : 0.3],
    ["year", 2],
    ["iso", 0.5],
  ]);
  // No "--": LaTeX would print it as an en dash, and the answer keeps what the page shows.
  const dashes = [" – ", " – ", " - ", " — ", "–"];
  const word = rng.pick(RANGE_WORDS[lang]);
  // A word separator reads naturally between month names; "01/2020 to 03/2022" is rarer but real.
  const separator = rng.chance(kind === "long" ? 0.35 : 0.1) ? word : rng.pick(dashes);
  return {
    kind,
    separator,
    present: rng.pick(PRESENT[lang]),
    capitalise: lang === "en" || lang === "de" || rng.chance(0.35),
    dotted: lang === "en" && rng.chance(0.3),
    padded: rng.chance(0.75),
    since: lang === "de" ? rng.chance(0.35) : rng.chance(0.08),
  };
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function formatDate(date: YM, style: DateStyle, lang: Lang): string {
  const month = (style.padded ? String(date.month).padStart(2, "0") : String(date.month)) as string;
  switch (style.kind) {
    case "year":
      return String(date.year);
    case "slash":
      return `${month}/${date.year}`;
    case "dot":
      return `${month}.${date.year}`;
    case "iso":
      return `${date.year}-${String(date.month).padStart(2, "0")}`;
    case "long": {
      const name = MONTHS_LONG[lang][date.month - 1] as string;
      return `${style.capitalise ? cap(name) : name} ${date.year}`;
    }
    case "short": {
      let name = MONTHS_SHORT[lang][date.month - 1] as string;
      if (style.dotted && name !== "May") name += ".";
      return `${style.capitalise ? cap(name) : name} ${date.year}`;
    }
  }
}

export type PrintedRange = { text: string; start: string; end: string };

const answer = (date: YM, style: DateStyle) =>
  style.kind === "year" ? String(date.year) : `${date.year}-${String(date.month).padStart(2, "0")}`;

export function formatRange(start: YM, end: YM | "present", style: DateStyle, lang: Lang): PrintedRange {
  const from = formatDate(start, style, lang);
  if (end === "present") {
    if (style.since) return { text: `${rng0(SINCE[lang])} ${from}`, start: answer(start, style), end: "present" };
    return { text: `${from}${style.separator}${style.present}`, start: answer(start, style), end: "present" };
  }
  const to = formatDate(end, style, lang);
  // A year-only job within one year prints once ("2021"): both ends are that year.
  if (style.kind === "year" && start.year === end.year) return { text: from, start: from, end: from };
  return { text: `${from}${style.separator}${to}`, start: answer(start, style), end: answer(end, style) };
}

// The "since" word is the language's first spelling, so a document reads consistently.
const rng0 = (words: readonly string[]) => words[0] as string;

export const monthsBetween = (a: YM, b: YM) => (b.year - a.year) * 12 + (b.month - a.month);
export const addMonths = (date: YM, months: number): YM => {
  const index = date.year * 12 + (date.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
