// A document's text as logical lines, each tagged with the resume section it sits in ("Professional Experience",
// "Education", "Honors & Awards", "References" ...). Sections come first: each extractor reads only the sections
// where its items live, so a degree is never an employer and a class project's percentage is never a quota.
// A heading is a short line that is one of the known names, or a short line naming a section in other words
// ("Work Experience & Internships", "HONORS") without reading like a job line.
import { continuesDateRange, findDateRange, joinCutYear, joinOpenEnd, joinRangeEnd } from "./periods";
import { headingSection, knownHeadingSection } from "./headings";
import { readSideBySide } from "./side-by-side";
import { hasTitleWord } from "./words";

export { headingSection };

export type Section =
  | "general"
  | "experience"
  | "achievements"
  | "awards"
  | "quota"
  | "deals"
  | "executives"
  | "summary"
  | "education"
  | "ignored";

/** `aside`: the line is in a sidebar read between the lines of the main text. */
export type Line = { text: string; bullet: boolean; section: Section; aside?: true };

/** Separates slides (or other independent parts): the section resets to general after it. */
export const PART_BREAK = "\f";
/** Enclose a sidebar read between a page's main text: its headings end with it, and the section before it goes on. */
export const ASIDE_START = "\u000e";
export const ASIDE_END = "\u000f";

const BULLET = /^\s*(?:[•◦▪▫●○■□►▸‣∙·✓✔*]|[-–—](?=\s)|\d{1,2}[.)](?=\s))\s*/;

/** A resume line is a sentence or two; a longer paragraph is read sentence by sentence, and run-on text is skipped. */
const LONG_LINE = 1000;
const MAX_SENTENCE = 2000;

function physicalLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => (line.length > LONG_LINE ? line.split(/(?<=[.!?])\s+/) : [line]))
    .filter((line) => line.length <= MAX_SENTENCE);
}

/** "The Walt Disney Company logo": an image's alternative text copied along with a profile. */
const LOGO = /^[^.!?]{1,80}\slogo$/i;

/**
 * Text pasted from a web profile (LinkedIn) repeats each field for screen readers, glued to the visible copy:
 * "Sr. EngineerSr. Engineer", "Acme · Full-timeAcme · Full-time Jul 2025 - Present · 3 mosJul 2025 to Present". A
 * run of 6 or more characters said twice in a row is read once, and a date glued to the word before it is set apart.
 */
export function undouble(text: string): string {
  if (text.length > 600) return text;
  return text
    .replace(/(\S.{5,}?)\s?\1(?=\s|$)/gu, "$1")
    .replace(
      /(\p{Ll})((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{Ll}*\.?\s\d{4})/giu,
      (_, a: string, b: string) => (/\p{Lu}/u.test(b[0]!) ? `${a} ${b}` : `${a}${b}`),
    );
}

/** Degree words: a section of dated entries that holds them is the education, not the work history. */
const DEGREE =
  /\b(bachelor|master|b\.?sc?|m\.?sc?|b\.?a|m\.?a|mba|ph\.?d|diploma|degree|university|college|school|gpa)\b/i;

/**
 * A line the document styles as a heading but says in its own words ("Where I've Worked"): a heading when the
 * document styles its known headings the same way (at least two of them), and the line is short, without digits,
 * sentence punctuation, a job title or a company word, and not directly followed by dates (an employer's line).
 */
function isOwnHeading(
  content: string,
  next: string | undefined,
  styled: StyledHeadings,
  previous: Line | undefined,
): boolean {
  if (!styled.trusted || !styled.texts.has(content)) return false;
  const words = content.split(/\s+/);
  if (words.length > 5 || /[.,;!?|@\d]/.test(content) || hasTitleWord(content)) return false;
  if (styled.upperCase && content !== content.toUpperCase()) return false;
  // An employer set in the headings' bold is an entry's line: right under its dates, or right over its job title
  // (a title line without dates: a heading's first job states its dates).
  if (previous && !previous.bullet && previous.section === "experience" && findDateRange(previous.text)) return false;
  if (
    next &&
    !BULLET.test(next) &&
    next.split(/\s+/).length <= 8 &&
    hasTitleWord(next) &&
    !headingSection(next) &&
    !findDateRange(next)
  )
    return false;
  // An employer's line over a line of its dates (and place) is an entry, not a heading.
  const range = next ? findDateRange(next) : null;
  const rest = range ? `${next!.slice(0, range.start)} ${next!.slice(range.end)}`.trim() : null;
  return rest === null || rest.split(/\s+/).length > 3 || hasTitleWord(rest);
}

type StyledHeadings = { texts: Set<string>; trusted: boolean; upperCase: boolean };

function styledHeadings(headings: readonly string[]): StyledHeadings {
  const texts = new Set(headings.map((h) => h.replace(/\s+/g, " ").trim()).filter(Boolean));
  const known = [...texts].filter((h) => headingSection(h) !== null);
  return {
    texts,
    trusted: known.length >= 2,
    upperCase: known.length > 0 && known.every((h) => h === h.toUpperCase()),
  };
}

/**
 * The section a line opens. A known heading word for word opens one wherever it is; a heading said in other words
 * ("Sales Highlights") only when set like the document's headings, once they are known: otherwise "OWI
 * Technologies", an employer set as body text, would open a skills section. Where the known headings are all in
 * capitals, so is any other.
 */
function sectionOpened(
  content: string,
  styled: StyledHeadings,
  upperCase: boolean,
  inEntry: () => boolean,
): Section | null {
  const section = headingSection(content);
  if (!section || knownHeadingSection(content)) return section;
  if (upperCase && content !== content.toUpperCase()) return null;
  if (styled.trusted && !styled.texts.has(content)) return null;
  // Within a work history, a line right under an entry's dates or over a job title is the entry's employer ("Dell
  // Technologies" over "Principal Software Engineer").
  return inEntry() ? null : section;
}

/**
 * The line at `r` sits in an entry's header: a date range on one of the two lines above with no description between,
 * or a job title below.
 */
function inEntryHeader(lines: Line[], raws: string[], r: number): boolean {
  const recent = lines.slice(-2);
  const header = recent.slice(recent.findLastIndex((line) => line.bullet) + 1);
  const above = header.filter((line) => line.section === "experience");
  if (above.some((line) => findDateRange(line.text))) return true;
  const next = raws[r + 1]?.replace(/\s+/g, " ").trim();
  return (
    lines[lines.length - 1]?.section === "experience" &&
    next !== undefined &&
    !BULLET.test(next) &&
    next.split(" ").length <= 8 &&
    hasTitleWord(next) &&
    !headingSection(next)
  );
}

/** The document writes its headings in capitals: at least two known headings, all of them in capitals. */
function headingsInCapitals(raws: string[]): boolean {
  const known = raws
    .filter((raw) => !BULLET.test(raw))
    .map((raw) => raw.replace(/\s+/g, " ").trim())
    .filter((content) => knownHeadingSection(content) !== null);
  return known.length >= 2 && known.every((content) => content === content.toUpperCase());
}

/** The section of a heading in a template's own words, from what it holds: dated entries are a work history. */
function sectionByContent(lines: Line[]): Section {
  const dated = lines.slice(0, 8).filter((line) => !line.bullet && findDateRange(line.text));
  if (dated.length === 0) return "general";
  return lines.slice(0, 8).some((line) => DEGREE.test(line.text)) ? "education" : "experience";
}

/** A line with a date range (not a bullet) comes after `from` before the next heading (a sidebar's do not count). */
function moreEntriesFollow(raws: string[], from: number): boolean {
  let aside = false;
  for (let r = from; r < raws.length; r++) {
    const raw = raws[r]!;
    if (raw === ASIDE_START || raw === ASIDE_END) aside = raw === ASIDE_START;
    if (aside) continue;
    if (raw.includes(PART_BREAK)) return false;
    const content = raw.replace(/\s+/g, " ").trim();
    if (!BULLET.test(raw) && headingSection(content)) return false;
    if (!BULLET.test(raw) && findDateRange(content)) return true;
  }
  return false;
}

/**
 * The document's lines with their sections. `headings` are the lines the document styles as headings (by font
 * size, weight or a heading style), which lets a heading in a template's own words start a section.
 */
export function toLines(text: string, headings: readonly string[] = []): Line[] {
  const styled = styledHeadings(headings);
  const lines: Line[] = [];
  // Lines under a heading in the document's own words wait until its section is known from what they hold.
  let pending: Line[] | null = null;
  const settle = () => {
    if (pending) {
      const section = sectionByContent(pending);
      for (const line of pending) line.section = section;
    }
    pending = null;
  };
  let section: Section = "general";
  // The section a sidebar interrupted.
  let before: Section = "general";
  let inAside = false;
  const raws = physicalLines(text);
  const upperCase = headingsInCapitals(raws);
  for (let r = 0; r < raws.length; r++) {
    const raw = raws[r]!;
    if (raw.includes(PART_BREAK) || raw === ASIDE_START) {
      settle();
      if (raw === ASIDE_START) {
        before = section;
        inAside = true;
      }
      section = "general";
      continue;
    }
    if (raw === ASIDE_END) {
      settle();
      section = before;
      inAside = false;
      continue;
    }
    const bullet = BULLET.test(raw);
    let content = undouble(raw.replace(BULLET, "").replace(/\s+/g, " ").trim());
    if (!/[\p{L}\p{N}]/u.test(content)) continue; // rules, dots, stray symbols
    if (LOGO.test(content)) continue;
    const heading = bullet ? null : sectionOpened(content, styled, upperCase, () => inEntryHeader(lines, raws, r));
    // "Highlights" under a job is a part of that job when further dated entries follow it before the next heading.
    if (heading === "achievements" && section === "experience" && moreEntriesFollow(raws, r + 1)) continue;
    if (heading) {
      settle();
      section = heading;
      continue;
    }
    if (!bullet && isOwnHeading(content, raws[r + 1]?.trim(), styled, lines[lines.length - 1])) {
      settle();
      pending = [];
      section = "general";
      continue;
    }
    const previous = lines[lines.length - 1];
    const joined =
      !bullet && previous
        ? (joinRangeEnd(previous.text, content) ??
          joinCutYear(previous.text, content) ??
          joinOpenEnd(previous.text, content))
        : null;
    if (joined) {
      previous!.text = joined[0];
      content = joined[1];
      if (!content) continue;
    }
    // A date range cut over two lines is put back together on the first.
    if (!bullet && previous && continuesDateRange(previous.text, content)) {
      previous.text = `${previous.text} ${content}`;
      continue;
    }
    // A wrapped line of a bullet in plain text continues in lower case; a word hyphenated at the wrap is rejoined.
    // ("jul. 2019 – jul. 2022" in lower case is the next entry's dates.)
    if (!bullet && previous?.bullet && /^\p{Ll}/u.test(content) && findDateRange(content)?.start !== 0) {
      previous.text = /\p{Ll}-$/u.test(previous.text)
        ? `${previous.text.slice(0, -1)}${content}`
        : `${previous.text} ${content}`;
      continue;
    }
    const line: Line = inAside ? { text: content, bullet, section, aside: true } : { text: content, bullet, section };
    lines.push(line);
    pending?.push(line);
  }
  settle();
  return readSideBySide(lines);
}
