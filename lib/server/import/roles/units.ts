// A work history's lines cut into the parts a line role applies to. "Software Engineer, Google | 2019 – 2021" holds
// a title, an employer and a date range: each line is cut at its date range, at wide gaps and separators (" | ",
// " · ", a spaced dash), at commas and at " at " / " @ ", and each part gets a role of its own. What every layout
// has comes with each part: the line's size, weight and indentation (PDF), its bullet, where it sits in the line and
// in its entry (lines since the last bullet, dates on the lines around).
import type { ReadDocument } from "../read-document";
import { toLines, type Line, type Section } from "../extract/lines";
import { findDateRange, type DateRange } from "../extract/periods";
import { AT_WORD, hasCompanyWord, hasLegalSuffix, hasTitleWord, isLegalSuffixAlone } from "../extract/words";
import { isCountry } from "../extract/places";
import places from "./places.json";

/** Where work happens without a city ("Remote", "EMEA"), or the country's short name. */
const WORK_PLACE =
  /^(?:remote|hybrid|on-?site|usa|u\.?s\.?a?\.?|united states|uk|united kingdom|emea|apac|latam|worldwide)$/iu;
const isPlaceWord = (text: string) => WORK_PLACE.test(text) || isCountry(text);
const CITY_REGION = /^[\p{Lu}][\p{L}.'’ -]{1,30},\s*(?:[A-Z]{2}|[\p{Lu}][\p{L}]+(?: [\p{Lu}][\p{L}]+)?)\.?$/u;
const STATE = /^[A-Z]{2}\.?$/;
/** "San Francisco Bay Area", "Greater Seattle Area": how LinkedIn names a metropolitan region. */
const METRO_AREA = /^(?:greater\s+)?[\p{Lu}][\p{L}.'’ -]{1,40}\s(?:bay\s)?(?:metropolitan\s)?area$/iu;

/** "Remote", "Germany", "CA", "Miami, FL", "Panama City, Panama" (without a role or company word). */
export function isLocation(text: string): boolean {
  const t = text.replace(/[()]/g, "").trim();
  return (
    isPlaceWord(t) ||
    STATE.test(t) ||
    (METRO_AREA.test(t) && !hasTitleWord(t)) ||
    (CITY_REGION.test(t) && !hasTitleWord(t) && !hasCompanyWord(t) && !hasLegalSuffix(t))
  );
}

const PLACES = new Set<string>(places);
/** "Hamburg", "Menlo Park, CA", "Barcelona. Edo. Anz.": a city of the gazetteer, alone or before its region. */
export const isKnownPlace = (text: string) =>
  PLACES.has(text.toLowerCase()) || PLACES.has(text.split(/[,.(]/)[0]!.trim().toLowerCase());

/**
 * "COSTA NORTE CONSTRUCCIONES Barcelona. Edo. Anz.": a name in capitals run into the city after it, where a text box
 * lost the line break between them. The city (a known one, not in capitals) starts a part of its own.
 */
function splitTrailingPlace(text: string): string[] {
  const words = text.split(" ");
  const caps = (word: string) => /\p{L}{2}/u.test(word) && word === word.toUpperCase();
  let i = 0;
  while (i < words.length && caps(words[i]!)) i++;
  if (i < 2 || i === words.length || !isKnownPlace(words.slice(i).join(" "))) return [text];
  return [words.slice(0, i).join(" "), words.slice(i).join(" ")];
}

/** A length of time ("3 years 7 months", "(2 yrs)"): a tenure printed beside a job, not a part of it. */
export const DURATION = /^\(?\d+\+?\s*(?:years?|yrs?|months?|mos?|jahre?|monate?|ans?|mois|años?|meses|anos?)\b/iu;

export type Separator = "start" | "gap" | "dash" | "comma" | "at" | "date";

export type Unit = {
  text: string;
  /** The date range when the part is one. */
  range: DateRange | null;
  line: number;
  /** Place in the line, and the number of parts in it. */
  index: number;
  count: number;
  before: Separator;
};

export type UnitLine = {
  text: string;
  bullet: boolean;
  section: Section;
  units: Unit[];
  style: { relativeSize: number; bold: boolean; indent: number } | null;
  /** In a sidebar read between the lines of the main text. */
  aside?: true;
};

const SEPARATOR = new RegExp(
  String.raw`\s+[|·•/]\s+|\s*\|\s*|\s+[—–-]\s+|\s*[—–]\s+|\s+[—–]\s*|\s+-(?=\p{Lu})|,\s+|;\s+|\s+${AT_WORD}\s+`,
  "u",
);
/** Words left dangling by a cut date range: "Kitchen employee from 2017 – 2019", "Engineer (2019–2021)". */
/** "Fulcrum Technology Solutions (FTSC)": the abbreviation after a name is not part of it. */
const ABBREVIATION = /\s+\(\p{Lu}{2,6}\)$/u;
/** A field's label before its value, in the languages the reader knows. */
const FIELD_LABEL =
  /^(?:role|title|job title|position|company|employer|organi[sz]ation|firma|arbeitgeber|funktion|empresa|puesto|cargo|entreprise|poste|azienda|ruolo)\s*:\s*/iu;
const DANGLING = /(?:\s+(?:from|since|seit|depuis|desde|de|von|vom|ab)|[\s(:[]+|[\s)\]]+)$/iu;
const LEADING = /^[\s)\]:,.;|/–—\p{So}\u2190-\u21ff\ufe0f-]+/u;
/** Arrows and pictographs that decorate a part ("⬅⬅⬅ Senior Data Engineer", "Product Manager ➡"). */
const SYMBOLS_AFTER = /[\s\p{So}\u2190-\u21ff\ufe0f]+$/u;

const AT_ALONE = new RegExp(String.raw`^\s+${AT_WORD}\s+$`);

function separatorOf(text: string): Separator {
  if (/,|;/.test(text)) return "comma";
  if (AT_ALONE.test(text)) return "at";
  if (/[|·•]/.test(text)) return "gap";
  return "dash";
}

/** "Boston, MA", "Lisbon, Portugal", "Hamburg, Hamburg": a place by its region or its known city, not by its shape alone
 * ("Django, Reactjs" is a list). */
function isNamedPlace(text: string): boolean {
  const [city = "", region = ""] = text.split(/,\s*/);
  return isLocation(text) && (STATE.test(region) || isPlaceWord(region) || isKnownPlace(city));
}

/** The parts of one line: its date range as a part of its own, the rest cut at separators. */
const MAX_PIECES = 12;
const balanced = (text: string) => text.split("(").length === text.split(")").length;
/** Stands for a comma inside brackets while a line is cut (a character of the private use area). */
const KEPT_COMMA = "\uE000";

export function splitUnits(line: string, at: number): Unit[] {
  // "Trey Research (Boston, MA)": a bracketed place is a part of its own; "Role: Account Executive": the label goes.
  // "Web Developer (Django, Reactjs)": other commas in brackets are a part's own, kept aside while the line is cut.
  const text = line
    .replace(/\s*\(([^()]*,[^()]*)\)/gu, (all, inside: string) => (isNamedPlace(inside) ? ` | ${inside}` : all))
    .replace(/\([^()]*\)/gu, (inside) => inside.replace(/[,;]/g, KEPT_COMMA))
    .replace(FIELD_LABEL, "");
  const range = findDateRange(text);
  const pieces: Array<{ text: string; range: DateRange | null; before: Separator }> = [];
  const cut = (part: string, first: Separator) => {
    let before = first;
    let rest = part;
    while (rest) {
      // A line cut into more parts than an entry's header holds is a list: its rest stays one part.
      const match = pieces.length < MAX_PIECES ? SEPARATOR.exec(rest) : null;
      const piece = (match ? rest.slice(0, match.index) : rest)
        .replace(ABBREVIATION, "")
        .replace(LEADING, "")
        .replace(SYMBOLS_AFTER, "")
        .trim()
        // "Web Developer (Django, Reactjs)" keeps its closing bracket; "Engineer (" left by a cut date range does not.
        .replace(DANGLING, (dangling: string, _at: number, whole: string) =>
          /^[\s)]+$/.test(dangling) && balanced(whole) ? dangling : "",
        )
        .trim()
        .replaceAll(KEPT_COMMA, ",");
      if (/[\p{L}\p{N}]/u.test(piece)) {
        const previous = pieces[pieces.length - 1];
        // "Proseware, Inc." is one name.
        if (isLegalSuffixAlone(piece) && previous && !previous.range) previous.text += `, ${piece}`;
        else
          splitTrailingPlace(piece).forEach((text, i) =>
            pieces.push({ text, range: null, before: i === 0 ? before : "gap" }),
          );
      }
      if (!match) break;
      before = separatorOf(match[0]);
      rest = rest.slice(match.index + match[0].length);
    }
  };
  if (range) {
    cut(text.slice(0, range.start), "start");
    pieces.push({ text: text.slice(range.start, range.end).trim(), range, before: pieces.length ? "date" : "start" });
    cut(text.slice(range.end), "date");
  } else cut(text, "start");
  // "Miami, FL" and "Panama City, Panama" are one place, not two parts; "Alpine Ski House, Andorra" is a name and
  // its country: a city before a country is a known one or a short name.
  const merged: typeof pieces = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    const region = STATE.test(piece.text) || isPlaceWord(piece.text);
    const city = last && (STATE.test(piece.text) || isKnownPlace(last.text) || last.text.split(" ").length <= 2);
    if (last && !last.range && piece.before === "comma" && region && city && isLocation(`${last.text}, ${piece.text}`))
      last.text = `${last.text}, ${piece.text}`;
    else merged.push(piece);
  }
  return merged.map((piece, index) => ({ ...piece, line: at, index, count: merged.length }));
}

const layoutKey = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, "").toLowerCase();

/** Each line's style from the PDF layout, found by its text (lines are rebuilt from the same pieces). */
function stylesOf(document: ReadDocument, lines: Line[]): Array<UnitLine["style"]> {
  const layout = document.layout ?? [];
  if (layout.length === 0) return lines.map(() => null);
  const sizes = layout.map((l) => l.fontSize).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] || 1;
  const left = layout.reduce((min, l) => Math.min(min, l.x), Infinity);
  // Both lists are in reading order: each line takes the next layout line with its text ("San Francisco Bay Area"
  // under the name and again under a job are two lines with two styles), or the first anywhere when none follows.
  const byKey = new Map<string, number[]>();
  layout.forEach((entry, i) => {
    const key = layoutKey(entry.text).slice(0, 40);
    if (!key) return;
    const list = byKey.get(key);
    if (list) list.push(i);
    else byKey.set(key, [i]);
  });
  let from = 0;
  return lines.map((line) => {
    const found = byKey.get(layoutKey(line.text).slice(0, 40));
    if (!found) return null;
    const next = found.find((i) => i >= from);
    const at = next ?? found[0]!;
    if (next !== undefined) from = next + 1;
    const entry = layout[at];
    return entry ? { relativeSize: entry.fontSize / body, bold: entry.bold, indent: entry.x - left } : null;
  });
}

/** The document's lines with their parts, sections as the heading rules find them. */
export function unitLines(document: ReadDocument): UnitLine[] {
  const lines = toLines(document.text, document.headings);
  const styles = stylesOf(document, lines);
  return lines.map((line, i) => ({
    text: line.text,
    bullet: line.bullet,
    section: line.section,
    units: splitUnits(line.text, i),
    style: styles[i] ?? null,
    ...(line.aside ? { aside: true as const } : {}),
  }));
}

/** Lines of the work history: its section, or every line of a document without headings. */
export function inWorkHistory(lines: UnitLine[]): (line: UnitLine) => boolean {
  const sectionless = lines.every((line) => line.section === "general");
  return (line) => line.section === "experience" || (sectionless && line.section === "general");
}
