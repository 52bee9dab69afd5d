// PowerPoint decks: the slide XML read directly from the (already guarded) package. Each slide's paragraphs become
// lines in the order they are stored (the title placeholder first), slides are kept apart (a slide's title is
// its section), and slide tables become rows.
import { PART_BREAK } from "../extract/lines";
import { decodeEntities } from "./docx";

const SLIDE_PATH = /^ppt\/slides\/slide(\d+)\.xml$/;

export function readPptx(files: Map<string, Uint8Array>): { text: string; rows: string[][] } {
  const slides = [...files.keys()]
    .map((name) => ({ name, number: Number(SLIDE_PATH.exec(name)?.[1]) }))
    .filter((slide) => Number.isInteger(slide.number))
    .sort((a, b) => a.number - b.number);

  const lines: string[] = [];
  const rows: string[][] = [];
  const decoder = new TextDecoder();
  for (const slide of slides) {
    const xml = decoder.decode(files.get(slide.name));
    const withoutTables = xml.replace(/<a:tbl>[\s\S]*?<\/a:tbl>/g, (table) => {
      for (const tableRow of table.match(/<a:tr\b[\s\S]*?<\/a:tr>/g) ?? []) {
        const cells = (tableRow.match(/<a:tc\b[\s\S]*?<\/a:tc>/g) ?? []).map((cell) => paragraphs(cell).join(" "));
        if (cells.some((c) => c !== "")) rows.push(cells);
      }
      return "";
    });
    lines.push(PART_BREAK, ...paragraphs(withoutTables));
  }
  return { text: lines.join("\n"), rows };
}

/** The text of each <a:p>, its runs joined; a line break inside a paragraph starts a new line. */
function paragraphs(xml: string): string[] {
  const out: string[] = [];
  for (const paragraph of xml.match(/<a:p>[\s\S]*?<\/a:p>|<a:p\s[\s\S]*?<\/a:p>/g) ?? []) {
    const pieces = paragraph.split(/<a:br\b[^>]*\/>/).map((part) =>
      decodeEntities([...part.matchAll(/<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>/g)].map((m) => m[1]).join(""))
        .replace(/\s+/g, " ")
        .trim(),
    );
    out.push(...pieces.filter(Boolean));
  }
  return out;
}
