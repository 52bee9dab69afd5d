// Section headings by their style. A template sets its headings in one style (a size and weight of their own), so
// the style is found first, then every line in it is a heading, whatever its words ("Where I've worked" as well as
// "Experience"). The style is the one whose lines name known sections most often; failing that, the largest style
// used on several short lines (the name, used once, is not a heading style).
import { headingSection } from "../extract/lines";
import type { Line } from "./pdf-layout";

type Style = { size: number; bold: boolean; caps: boolean };
const styleKey = (style: Style) => `${style.size}:${style.bold}:${style.caps}`;
// Capitals count as style: "EXPERIENCE" and a company "Acme Corp" in the same bold face are not the same kind of line.
const styleOf = (line: Line): Style => ({
  size: Math.round(line.fontSize * 2) / 2,
  bold: line.bold,
  caps: isCaps(line.text),
});
export const isCaps = (text: string) => text === text.toUpperCase() && /\p{Lu}/u.test(text);

/** Could be a heading by its shape: short, one style throughout, words rather than a sentence or an entry's parts. */
const headingShaped = (line: Line) =>
  line.uniform &&
  line.text.length <= 50 &&
  line.text.split(/\s+/).length <= 6 &&
  /\p{L}{2}/u.test(line.text) &&
  !line.text.includes(" | ") &&
  !/[.,;]$/.test(line.text) &&
  !line.bullet;

export function styledHeadings(lines: Line[]): string[] {
  const body = bodyStyle(lines);
  if (!body) return [];
  const stands = (style: Style) =>
    style.size >= body.size * 1.12 || (style.bold && !body.bold && style.size >= body.size * 0.95);
  const classes = new Map<string, { style: Style; lines: Line[] }>();
  for (const line of lines) {
    const style = styleOf(line);
    if (!headingShaped(line) || !stands(style)) continue;
    const key = styleKey(style);
    const entry = classes.get(key) ?? { style, lines: [] };
    entry.lines.push(line);
    classes.set(key, entry);
  }
  const candidates = [...classes.values()].filter((c) => c.lines.length >= 2);
  if (candidates.length === 0) return [];
  const named = (c: { lines: Line[] }) => c.lines.filter((line) => headingSection(line.text) !== null).length;
  const byNames = [...candidates].sort((a, b) => named(b) - named(a) || b.style.size - a.style.size);
  const chosen =
    named(byNames[0]!) > 0
      ? byNames[0]!
      : [...candidates].filter((c) => c.style.size >= body.size * 1.12).sort((a, b) => b.style.size - a.style.size)[0];
  if (!chosen) return [];
  // A sidebar's headings are often the main column's, a size smaller: those count when they name sections too.
  const alike = candidates.filter(
    (c) =>
      c === chosen ||
      (c.style.bold === chosen.style.bold &&
        c.style.caps === chosen.style.caps &&
        c.style.size >= chosen.style.size * 0.85 &&
        c.style.size <= chosen.style.size &&
        named(c) > 0),
  );
  return [...new Set(alike.flatMap((c) => c.lines.map((line) => line.text)))];
}

/** The style most of the text is set in (by characters). */
function bodyStyle(lines: Line[]): Style | null {
  const weights = new Map<string, { style: Style; chars: number }>();
  for (const line of lines) {
    const style = { ...styleOf(line), caps: false };
    const entry = weights.get(styleKey(style)) ?? { style, chars: 0 };
    entry.chars += line.text.length;
    weights.set(styleKey(style), entry);
  }
  return [...weights.values()].sort((a, b) => b.chars - a.chars)[0]?.style ?? null;
}
