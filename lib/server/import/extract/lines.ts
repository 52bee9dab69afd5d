// A document's text as logical lines, each tagged with the resume section it sits in ("Professional Experience",
// "Awards", "References" ...). A section heading is a short line that is exactly one of the known names; the
// section decides how the lines under it are read.

export type Section = "general" | "experience" | "achievements" | "quota" | "deals" | "executives" | "ignored";

export type Line = { text: string; bullet: boolean; section: Section };

/** Separates slides (or other independent parts): the section resets to general after it. */
export const PART_BREAK = "\f";

const HEADINGS: Record<Exclude<Section, "general">, string[]> = {
  experience: [
    "experience", "professional experience", "work experience", "work history", "employment", "employment history",
    "career history", "relevant experience", "sales experience", "professional history", "career", "roles", "role history",
  ],
  achievements: [
    "achievements", "key achievements", "accomplishments", "key accomplishments", "selected achievements",
    "notable achievements", "awards", "awards and recognition", "awards and honors", "honors", "honors and awards",
    "recognition", "career highlights", "highlights", "wins", "key wins", "year in review",
  ],
  quota: [
    "quota", "quota attainment", "quota performance", "quota history", "attainment", "sales performance", "performance",
    "performance history", "results", "sales results", "track record",
  ],
  deals: ["deals", "key deals", "top deals", "deal highlights", "notable deals", "major wins", "signature deals", "closed deals", "biggest wins"],
  executives: [
    "references", "professional references", "executive relationships", "executive network", "executive sponsors",
    "key relationships", "relationships", "executive contacts", "executive circle",
  ],
  ignored: [
    "education", "skills", "core skills", "technical skills", "core competencies", "competencies", "certifications",
    "certificates", "licenses", "languages", "interests", "hobbies", "volunteer", "volunteering", "volunteer work",
    "contact", "contact information", "training", "tools", "summary", "professional summary", "profile", "objective",
    "about", "about me", "goals", "objectives", "next year", "publications",
  ],
};

const SECTION_BY_HEADING = new Map<string, Section>(
  Object.entries(HEADINGS).flatMap(([section, names]) => names.map((name) => [name, section as Section])),
);

/** The section a heading line opens, or null when the line is not a heading. Years are ignored: "2023 Highlights". */
export function headingSection(text: string): Section | null {
  if (text.length > 40) return null;
  const key = text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\b(fy)?\d{2,4}\b/g, " ")
    .replace(/[^\p{L}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return SECTION_BY_HEADING.get(key) ?? null;
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

export function toLines(text: string): Line[] {
  const lines: Line[] = [];
  let section: Section = "general";
  for (const raw of physicalLines(text)) {
    if (raw.includes(PART_BREAK)) {
      section = "general";
      continue;
    }
    const bullet = BULLET.test(raw);
    const content = raw.replace(BULLET, "").replace(/\s+/g, " ").trim();
    if (!/[\p{L}\p{N}]/u.test(content)) continue; // rules, dots, stray symbols
    const heading = bullet ? null : headingSection(content);
    if (heading) {
      section = heading;
      continue;
    }
    const previous = lines[lines.length - 1];
    // A wrapped line of a bullet in plain text continues in lower case.
    if (!bullet && previous?.bullet && /^\p{Ll}/u.test(content)) {
      previous.text = `${previous.text} ${content}`;
      continue;
    }
    lines.push({ text: content, bullet, section });
  }
  return lines;
}
