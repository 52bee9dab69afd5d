// The verify codes of the deck: on an achievement's slide a panel with its QR code and the address of its verify
// page; for the items without a slide of their own (quota periods, references), a grid of the same after the
// verification record. The codes themselves are drawn once, in ../qr-code.ts, for the PDF too.
import type PptxGenJS from "pptxgenjs";
import { fitSize, linesHeightIn, wrapLines } from "../deck-text";
import { codeOf, type VerifyCode, type VerifyCodes } from "../qr-code";
import type { PortfolioSnapshot } from "../snapshot";
import { header, text } from "./parts";
import { BOTTOM, COLOR, CONTENT_W, FONT, LEFT, MASTER, TILE_W, type Slide } from "./theme";
import { quotaItemLabel, referenceItemLabel } from "./verification-slides";

/** Printed, 1 inch is 2.54 cm: a phone reads it from across a table. */
const QR_IN = 1;
const PAD = 0.12;
const URL_SIZE = 8;
const PANEL_URL_W = TILE_W - 2 * PAD - 0.06;

/** The image of a code, a link to its page as well. */
function addCode(slide: Slide, code: VerifyCode, o: { x: number; y: number; size: number }): void {
  slide.addImage({
    data: `image/png;base64,${code.png.toString("base64")}`,
    x: o.x,
    y: o.y,
    w: o.size,
    h: o.size,
    altText: `QR code of ${code.url}`,
    hyperlink: { url: code.url, tooltip: "Open the verify page" },
  });
}

/** The address as a link, wrapped to `w`: a text box of one run, so the slide's XML holds it whole. */
function addAddress(slide: Slide, url: string, o: { x: number; y: number; w: number; sizePt: number }): number {
  const h = linesHeightIn(wrapLines(url, o.w, { sizePt: o.sizePt }).length, o.sizePt);
  slide.addText([{ text: url, options: { hyperlink: { url, tooltip: "Open the verify page" } } }], {
    x: o.x,
    y: o.y,
    w: o.w,
    h,
    fontFace: FONT,
    fontSize: o.sizePt,
    color: COLOR.brand,
    margin: 0,
    valign: "top",
    fit: "none",
    lineSpacingMultiple: 1,
  });
  return h;
}

/** The height of an achievement slide's verify panel. */
export function verifyPanelHeight(code: VerifyCode): number {
  return (
    PAD + QR_IN + 0.08 + linesHeightIn(wrapLines(code.url, PANEL_URL_W, { sizePt: URL_SIZE }).length, URL_SIZE) + PAD
  );
}

/** The panel at the foot of the right-hand column: the code, "Scan to verify" beside it, the address under it. */
export function addVerifyPanel(slide: Slide, code: VerifyCode): void {
  const h = verifyPanelHeight(code);
  const x = LEFT + CONTENT_W - TILE_W;
  const y = BOTTOM - h;
  slide.addShape("rect", { x, y, w: TILE_W, h, fill: { color: COLOR.panel }, line: { color: COLOR.panel } });
  slide.addShape("rect", { x, y, w: 0.06, h, fill: { color: COLOR.verified }, line: { color: COLOR.verified } });
  const inner = x + 0.06 + PAD;
  addCode(slide, code, { x: inner, y: y + PAD, size: QR_IN });
  const besideX = inner + QR_IN + 0.12;
  const besideW = x + TILE_W - PAD - besideX;
  text(slide, "VERIFY", { x: besideX, y: y + PAD, w: besideW, h: 0.2, fontSize: 8, bold: true, color: COLOR.verified });
  text(slide, "Scan the code or open the address to check this item's signed credential.", {
    x: besideX,
    y: y + PAD + 0.22,
    w: besideW,
    h: QR_IN - 0.22,
    fontSize: 8,
    color: COLOR.muted,
  });
  addAddress(slide, code.url, { x: inner, y: y + PAD + QR_IN + 0.08, w: PANEL_URL_W, sizePt: URL_SIZE });
}

type Coded = { label: string; code: VerifyCode };

/** Cells of two columns and three rows under a one-line meta: codes of 0.9 inch (2.3 cm). */
const GRID = { columns: 2, gap: 0.3, rowGap: 0.12, h: 1.08, qr: 0.9, labelSizes: [11, 10, 9], urlSize: 9 } as const;
const CELL_W = (CONTENT_W - GRID.gap * (GRID.columns - 1)) / GRID.columns;
const CELL_TEXT_W = CELL_W - 2 * PAD - GRID.qr - 0.16;

/**
 * The quota periods and references with a code, on as many slides as they need: six to a slide, each with its
 * label, its code and its address. Achievements carry theirs on their own slides.
 */
export function addVerifyCodeSlides(pptx: PptxGenJS, snapshot: PortfolioSnapshot, codes: VerifyCodes): void {
  const items: Coded[] = [
    ...snapshot.quota.records.map((r) => ({ label: quotaItemLabel(r), code: codeOf(codes, r) })),
    ...snapshot.references.map((r) => ({ label: referenceItemLabel(r), code: codeOf(codes, r) })),
  ].flatMap((item) => (item.code ? [{ label: item.label, code: item.code }] : []));
  if (items.length === 0) return;
  const story = {
    eyebrow: "VERIFICATION RECORD",
    title: "Check each item online",
    meta: "Scan a code or open its address to check the item's signed credential.",
  };
  let slide: Slide | null = null;
  let top = 0;
  let room = 0;
  let placed = 0;
  for (const item of items) {
    if (!slide || placed === room) {
      const continued = slide !== null;
      slide = pptx.addSlide({ masterName: MASTER.content });
      top = header(slide, { ...story, title: continued ? `${story.title} (continued)` : story.title });
      room = GRID.columns * Math.max(1, Math.floor((BOTTOM - top + GRID.rowGap) / (GRID.h + GRID.rowGap)));
      placed = 0;
    }
    const x = LEFT + (placed % GRID.columns) * (CELL_W + GRID.gap);
    const y = top + Math.floor(placed / GRID.columns) * (GRID.h + GRID.rowGap);
    codeCell(slide, item, x, y);
    placed += 1;
  }
}

function codeCell(slide: Slide, item: Coded, x: number, y: number): void {
  slide.addShape("rect", { x, y, w: CELL_W, h: GRID.h, fill: { color: COLOR.panel }, line: { color: COLOR.panel } });
  slide.addShape("rect", {
    x,
    y,
    w: 0.06,
    h: GRID.h,
    fill: { color: COLOR.verified },
    line: { color: COLOR.verified },
  });
  addCode(slide, item.code, { x: x + 0.06 + PAD, y: y + (GRID.h - GRID.qr) / 2, size: GRID.qr });
  const textX = x + 0.06 + PAD + GRID.qr + 0.16;
  const label = fitSize(item.label, CELL_TEXT_W, GRID.labelSizes, 3, true);
  const labelH = linesHeightIn(label.lines.length, label.sizePt);
  text(slide, item.label, {
    x: textX,
    y: y + PAD,
    w: CELL_TEXT_W,
    h: labelH,
    fontSize: label.sizePt,
    bold: true,
    color: COLOR.ink,
  });
  addAddress(slide, item.code.url, { x: textX, y: y + PAD + labelH + 0.08, w: CELL_TEXT_W, sizePt: GRID.urlSize });
}
