// A document's text as logical lines, each tagged with the resume section it sits in ("Professional Experience",
// "Education", "Honors & Awards", "References" ...). Sections come first: each extractor reads only the sections
// where its items live, so a degree is never an employer and a class project's percentage is never a quota.
// A heading is a short line that is one of the known names, or a short line naming a section in other words
// ("Work Experience & Internships", "HONORS") without reading like a job line.
import { continuesDateRange, findDateRange, joinRangeEnd } from "./periods";
import { hasTitleWord } from "./words";

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

export type Line = { text: string; bullet: boolean; section: Section };

/** Separates slides (or other independent parts): the section resets to general after it. */
export const PART_BREAK = "\f";

const HEADINGS: Record<Exclude<Section, "general">, string[]> = {
  experience: [
    "experience",
    "professional experience",
    "work experience",
    "work history",
    "employment",
    "employment history",
    "career history",
    "relevant experience",
    "sales experience",
    "professional history",
    "career",
    "roles",
    "role history",
    "experience and employment",
    "positions",
    "positions held",
    "professional background",
    "career experience",
    "industry experience",
    "research experience",
    "teaching experience",
    "relevant work experience",
  ],
  achievements: [
    "achievements",
    "key achievements",
    "accomplishments",
    "key accomplishments",
    "selected achievements",
    "notable achievements",
    "career highlights",
    "highlights",
    "wins",
    "key wins",
    "year in review",
  ],
  awards: [
    "awards",
    "awards and recognition",
    "awards and honors",
    "awards and honours",
    "honors",
    "honours",
    "honors and awards",
    "honours and awards",
    "recognition",
    "recognitions",
    "awards and achievements",
    "achievements and awards",
    "scholarships and awards",
    "awards and scholarships",
    "prizes",
    "distinctions",
  ],
  quota: [
    "quota",
    "quota attainment",
    "quota performance",
    "quota history",
    "attainment",
    "sales performance",
    "performance",
    "performance history",
    "results",
    "sales results",
    "track record",
  ],
  deals: [
    "deals",
    "key deals",
    "top deals",
    "deal highlights",
    "notable deals",
    "major wins",
    "signature deals",
    "closed deals",
    "biggest wins",
  ],
  executives: [
    "references",
    "professional references",
    "executive relationships",
    "executive network",
    "executive sponsors",
    "key relationships",
    "relationships",
    "executive contacts",
    "executive circle",
  ],
  summary: [
    "summary",
    "professional summary",
    "profile",
    "professional profile",
    "about",
    "about me",
    "career summary",
    "executive summary",
    "summary of qualifications",
    "career objective",
    "objective",
    "personal statement",
  ],
  education: [
    "education",
    "education and training",
    "academic background",
    "academics",
    "qualifications",
    "education and certifications",
  ],
  ignored: [
    "skills",
    "core skills",
    "technical skills",
    "core competencies",
    "competencies",
    "certifications",
    "certificates",
    "licenses",
    "languages",
    "interests",
    "hobbies",
    "volunteer",
    "volunteering",
    "volunteer work",
    "contact",
    "contact information",
    "training",
    "tools",
    "goals",
    "objectives",
    "next year",
    "publications",
    "projects",
    "personal projects",
    "side projects",
    "activities",
    "leadership",
    "extracurricular activities",
    "coursework",
    "relevant coursework",
    "strengths",
    "expertise",
    "areas of expertise",
    "technologies",
  ],
};

const SECTION_BY_HEADING = new Map<string, Section>(
  Object.entries(HEADINGS).flatMap(([section, names]) => names.map((name) => [name, section as Section])),
);

/** Words that name a section when a heading says it in its own way; the first rule that matches wins. */
const HEADING_WORDS: Array<[RegExp, Section]> = [
  [/\b(education|academic|degrees?)\b/, "education"],
  [
    /\b(volunteer\w*|projects?|skills?|competenc\w*|certifications?|licen[cs]es?|languages?|interests|hobbies|publications?|patents?|coursework|courses|activities|extracurricular|technologies|tools|expertise|strengths|talks|presentations|leadership|involvement)\b/,
    "ignored",
  ],
  [/\b(awards?|honou?rs?|recognitions?|prizes?|scholarships?)\b/, "awards"],
  [/\b(achievements?|accomplishments?|highlights)\b/, "achievements"],
  [/\b(references?|recommendations?)\b/, "executives"],
  [/\b(summary|profile|objective|about)\b/, "summary"],
  [/\b(experience|employment|work history|career history|positions)\b/, "experience"],
];

const headingKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\b(fy)?\d{2,4}\b/g, " ")
    .replace(/[^\p{L}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The section a heading line opens, or null when the line is not a heading. Years are ignored: "2023 Highlights". */
export function headingSection(text: string): Section | null {
  if (text.length > 48) return null;
  const key = headingKey(text);
  const exact = SECTION_BY_HEADING.get(key);
  if (exact) return exact;
  // Said in other words: a short line without a sentence's punctuation, dates or a job title in it.
  const words = key.split(" ");
  if (
    words.length === 0 ||
    words.length > 5 ||
    /[.,;!?|@]|\d/.test(text) ||
    hasTitleWord(text.replace(/\bexperience\b/gi, ""))
  )
    return null;
  const capitalised = text
    .split(/\s+/)
    .every((word) => !/^\p{Ll}/u.test(word) || /^(and|of|the|in|for|to|with|at)$/.test(word));
  if (!capitalised) return null;
  return HEADING_WORDS.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}

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

/** Degree words: a section of dated entries that holds them is the education, not the work history. */
const DEGREE =
  /\b(bachelor|master|b\.?sc?|m\.?sc?|b\.?a|m\.?a|mba|ph\.?d|diploma|degree|university|college|school|gpa)\b/i;

/**
 * A line the document styles as a heading but says in its own words ("Where I've Worked"): a heading when the
 * document styles its known headings the same way (at least two of them), and the line is short, without digits,
 * sentence punctuation, a job title or a company word, and not directly followed by dates (an employer's line).
 */
function isOwnHeading(content: string, next: string | undefined, styled: StyledHeadings): boolean {
  if (!styled.trusted || !styled.texts.has(content)) return false;
  const words = content.split(/\s+/);
  if (words.length > 5 || /[.,;!?|@\d]/.test(content) || hasTitleWord(content)) return false;
  if (styled.upperCase && content !== content.toUpperCase()) return false;
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

/** The section of a heading in a template's own words, from what it holds: dated entries are a work history. */
function sectionByContent(lines: Line[]): Section {
  const dated = lines.slice(0, 8).filter((line) => !line.bullet && findDateRange(line.text));
  if (dated.length === 0) return "general";
  return lines.slice(0, 8).some((line) => DEGREE.test(line.text)) ? "education" : "experience";
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
  const raws = physicalLines(text);
  for (let r = 0; r < raws.length; r++) {
    const raw = raws[r]!;
    if (raw.includes(PART_BREAK)) {
      settle();
      section = "general";
      continue;
    }
    const bullet = BULLET.test(raw);
    let content = raw.replace(BULLET, "").replace(/\s+/g, " ").trim();
    if (!/[\p{L}\p{N}]/u.test(content)) continue; // rules, dots, stray symbols
    const heading = bullet ? null : headingSection(content);
    if (heading) {
      settle();
      section = heading;
      continue;
    }
    if (!bullet && isOwnHeading(content, raws[r + 1]?.trim(), styled)) {
      settle();
      pending = [];
      section = "general";
      continue;
    }
    const previous = lines[lines.length - 1];
    const joined = !bullet && previous ? joinRangeEnd(previous.text, content) : null;
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
    if (!bullet && previous?.bullet && /^\p{Ll}/u.test(content)) {
      previous.text = /\p{Ll}-$/u.test(previous.text)
        ? `${previous.text.slice(0, -1)}${content}`
        : `${previous.text} ${content}`;
      continue;
    }
    const line: Line = { text: content, bullet, section };
    lines.push(line);
    pending?.push(line);
  }
  settle();
  return lines;
}
