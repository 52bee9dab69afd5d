// The drawing pieces every content slide shares: the header (eyebrow, title, meta line, verification pill), the
// metric tiles, pills and plain text boxes. The header is measured and drawn from one layout so pagination agrees.
import { ASSURANCE_TONES } from "@/lib/assurance";
import { verificationText, type Verification } from "@/lib/verification";
import { cleanText, fitSize, linesHeightIn, textWidthPt, wrapLines } from "../deck-text";
import {
  BOTTOM,
  COLOR,
  CONTENT_W,
  FONT,
  LEFT,
  STATE_STYLE,
  TILE_GAP,
  TILE_H,
  TILE_W,
  TOP,
  type Slide,
  type Tile,
} from "./theme";

export type Header = { eyebrow: string; title: string; meta?: string | null; verification?: Verification | null };

const TITLE_SIZES = [24, 22, 20, 18, 16] as const;
const META_SIZE = 11;
const PILL_SIZE = 10;

/** The header's parts and their heights, measured once so drawing and pagination agree. */
function headerLayout(h: Header) {
  const title = fitSize(h.title, CONTENT_W, TITLE_SIZES, 2, true);
  const meta = h.meta ? wrapLines(h.meta, CONTENT_W, { sizePt: META_SIZE }) : [];
  return {
    title,
    titleH: linesHeightIn(title.lines.length, title.sizePt),
    metaH: meta.length ? linesHeightIn(meta.length, META_SIZE) : 0,
    pillH: h.verification ? 0.3 : 0,
  };
}

/** The height from TOP to where the content starts. */
export function headerHeight(h: Header): number {
  const l = headerLayout(h);
  return 0.3 + l.titleH + (l.metaH ? l.metaH + 0.06 : 0) + (l.pillH ? l.pillH + 0.1 : 0) + 0.2;
}

/** Draws eyebrow, title, meta line and verification pill; returns where the content starts. */
export function header(slide: Slide, h: Header): number {
  const l = headerLayout(h);
  let y = TOP;
  text(slide, h.eyebrow, { x: LEFT, y, w: CONTENT_W, h: 0.24, fontSize: 10, bold: true, color: COLOR.brand });
  y += 0.3;
  text(slide, h.title, {
    x: LEFT,
    y,
    w: CONTENT_W,
    h: l.titleH,
    fontSize: l.title.sizePt,
    bold: true,
    color: COLOR.ink,
  });
  y += l.titleH;
  if (h.meta) {
    y += 0.06;
    text(slide, h.meta, { x: LEFT, y, w: CONTENT_W, h: l.metaH, fontSize: META_SIZE, color: COLOR.muted });
    y += l.metaH;
  }
  if (h.verification) {
    y += 0.1;
    const v = h.verification;
    const style =
      v.state === "verified" && v.level !== undefined
        ? { ...STATE_STYLE.verified, text: ASSURANCE_TONES[v.level].hex }
        : STATE_STYLE[v.state];
    pill(slide, verificationText(h.verification), {
      x: LEFT,
      y,
      sizePt: PILL_SIZE,
      fill: style.fill,
      color: style.text,
    });
    y += l.pillH;
  }
  return y + 0.2;
}

/** Metric tiles in the right column, from `top` down. */
export function tiles(slide: Slide, top: number, items: readonly Tile[]): void {
  const x = LEFT + CONTENT_W - TILE_W;
  items.forEach((tile, i) => {
    const y = top + i * (TILE_H + TILE_GAP);
    if (y + TILE_H > BOTTOM + 0.01) return;
    slide.addShape("rect", { x, y, w: TILE_W, h: TILE_H, fill: { color: COLOR.panel }, line: { color: COLOR.panel } });
    slide.addShape("rect", { x, y, w: 0.06, h: TILE_H, fill: { color: COLOR.brand }, line: { color: COLOR.brand } });
    text(slide, tile.label.toUpperCase(), {
      x: x + 0.18,
      y: y + 0.1,
      w: TILE_W - 0.3,
      h: 0.2,
      fontSize: 8,
      bold: true,
      color: COLOR.muted,
    });
    const value = fitSize(tile.value, TILE_W - 0.3, [18, 16, 14], 1, true);
    text(slide, tile.value, {
      x: x + 0.18,
      y: y + 0.34,
      w: TILE_W - 0.3,
      h: 0.34,
      fontSize: value.sizePt,
      bold: true,
      color: COLOR.ink,
    });
  });
}

/** A rounded label sized to its text. */
export function pill(
  slide: Slide,
  label: string,
  o: { x: number; y: number; sizePt: number; fill: string; color: string },
): void {
  const lines = wrapLines(label, CONTENT_W - 0.3, { sizePt: o.sizePt, bold: true });
  const widest = Math.max(...lines.map((l) => textWidthPt(l, o.sizePt, true))) / 72;
  slide.addText(cleanText(label), {
    shape: "roundRect",
    rectRadius: 0.5,
    x: o.x,
    y: o.y,
    w: Math.min(CONTENT_W, widest + 0.3),
    h: Math.max(0.3, linesHeightIn(lines.length, o.sizePt) + 0.1),
    fill: { color: o.fill },
    line: { color: o.fill },
    fontFace: FONT,
    fontSize: o.sizePt,
    bold: true,
    color: o.color,
    align: "center",
    valign: "middle",
    margin: 0,
  });
}

type TextOptions = { x: number; y: number; w: number; h: number; fontSize: number; bold?: boolean; color: string };

/** One text box in the deck's font, top-aligned, never shrunk by the viewer (the text was measured to fit). */
export function text(slide: Slide, value: string, o: TextOptions): void {
  slide.addText(cleanText(value), {
    ...o,
    fontFace: FONT,
    margin: 0,
    valign: "top",
    fit: "none",
    lineSpacingMultiple: 1,
  });
}
