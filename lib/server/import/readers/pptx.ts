// PowerPoint decks: the slide XML read with an XML parser from the (already guarded) package. Each slide's
// paragraphs become lines in the order they are stored (the title placeholder first), slides are kept apart (a
// slide's title is its section), and slide tables become rows.
import { PART_BREAK } from "../extract/lines";
import { childrenOf, findAll, nameOf, parseXmlPart, textOf, type XmlNode } from "./ooxml";

const SLIDE_PATH = /^ppt\/slides\/slide(\d+)\.xml$/;
const TABLE = new Set(["a:tbl"]);

export function readPptx(files: Map<string, Uint8Array>): { text: string; rows: string[][] } {
  const slides = [...files.keys()]
    .map((name) => ({ name, number: Number(SLIDE_PATH.exec(name)?.[1]) }))
    .filter((slide) => Number.isInteger(slide.number))
    .sort((a, b) => a.number - b.number);

  const lines: string[] = [];
  const rows: string[][] = [];
  const decoder = new TextDecoder();
  for (const slide of slides) {
    const nodes = parseXmlPart(decoder.decode(files.get(slide.name)), "PowerPoint");
    for (const table of findAll(nodes, "a:tbl")) {
      for (const tableRow of findAll([table], "a:tr")) {
        const cells = findAll([tableRow], "a:tc").map((cell) => paragraphs([cell]).join(" "));
        if (cells.some((c) => c !== "")) rows.push(cells);
      }
    }
    lines.push(PART_BREAK, ...paragraphs(nodes, TABLE));
  }
  return { text: lines.join("\n"), rows };
}

/** The text of each <a:p>, its runs joined; a line break inside a paragraph starts a new line. */
function paragraphs(nodes: XmlNode[], skip: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (const paragraph of findAll(nodes, "a:p", skip)) {
    const pieces: string[] = [""];
    for (const child of childrenOf(paragraph)) {
      if (nameOf(child) === "a:br") pieces.push("");
      else pieces[pieces.length - 1] += textOf(child, "a:t");
    }
    out.push(...pieces.map((p) => p.replace(/\s+/g, " ").trim()).filter(Boolean));
  }
  return out;
}
