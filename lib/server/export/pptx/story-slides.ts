// One achievement or deal over as many slides as its text needs: the header on each, the metric tiles (and a
// verified item's verify code under them) beside the text on the first, and "(continued)" titles after it. The text
// is measured (deck-text.ts) so nothing overflows.
import type PptxGenJS from "pptxgenjs";
import { LINE_HEIGHT, paginateFlow, PARAGRAPH_GAP, wrapLines, type FlowBlock } from "../deck-text";
import { header, headerHeight, tiles } from "./parts";
import type { Story } from "./stories";
import { addVerifyPanel, verifyPanelHeight } from "./verify-codes";
import {
  BODY_SIZES,
  BOTTOM,
  COLOR,
  COLUMN_GAP,
  CONTENT_W,
  FONT,
  LEFT,
  MASTER,
  TILE_GAP,
  TILE_H,
  TILE_W,
  TOP,
  type Slide,
} from "./theme";

/**
 * One story over as many slides as its text needs. Metrics that fit a tile sit beside the text on the first slide;
 * the rest (too many or too long for a tile) join the text.
 */
export function addStory(pptx: PptxGenJS, story: Story): void {
  const titleOf = (page: number) => (page === 0 ? story.title : `${story.title} (continued)`);
  const contentTop = (page: number) => TOP + headerHeight({ ...story, title: titleOf(page) });
  // The verify panel sits at the foot of the right-hand column; the tiles fill the room above it.
  const panel = story.verify ? verifyPanelHeight(story.verify) + TILE_GAP : 0;
  const roomForTiles = Math.floor((BOTTOM - panel - contentTop(0) + TILE_GAP) / (TILE_H + TILE_GAP));
  const shown = story.tiles
    .filter((t) => wrapLines(t.value, TILE_W - 0.3, { sizePt: 14, bold: true }).length === 1)
    .slice(0, roomForTiles);
  const spilled = story.tiles.filter((t) => !shown.includes(t));
  const flow: FlowBlock[] = [
    ...story.flow,
    ...(spilled.length > 0 ? [{ kind: "heading" as const, text: "Key figures" }] : []),
    ...spilled.map((t) => ({ kind: "body" as const, text: `${t.label}: ${t.value}` })),
  ];
  const firstW = shown.length > 0 || story.verify ? CONTENT_W - TILE_W - COLUMN_GAP : CONTENT_W;

  const { sizePt, pages } = paginateFlow(
    flow,
    {
      first: { widthIn: firstW, heightIn: BOTTOM - contentTop(0) },
      next: { widthIn: CONTENT_W, heightIn: BOTTOM - contentTop(1) },
    },
    BODY_SIZES,
  );
  pages.forEach((blocks, i) => {
    const slide = pptx.addSlide({ masterName: MASTER.content });
    const top = header(slide, { ...story, title: titleOf(i) });
    if (i === 0) tiles(slide, top, shown);
    if (i === 0 && story.verify) addVerifyPanel(slide, story.verify);
    flowText(slide, blocks, { x: LEFT, y: top, w: i === 0 ? firstW : CONTENT_W, h: BOTTOM - top }, sizePt);
  });
}

function flowText(
  slide: Slide,
  blocks: FlowBlock[],
  box: { x: number; y: number; w: number; h: number },
  sizePt: number,
): void {
  if (blocks.length === 0) return;
  slide.addText(
    blocks.map((b, i) => ({
      text: b.text,
      options: {
        bold: b.kind === "heading",
        color: b.kind === "heading" ? COLOR.brand : COLOR.ink,
        breakLine: i < blocks.length - 1,
        // The gap deck-text measured, so the measured height holds.
        paraSpaceAfter: b.kind === "heading" ? 0 : PARAGRAPH_GAP * LINE_HEIGHT * sizePt,
      },
    })),
    { ...box, fontFace: FONT, fontSize: sizePt, valign: "top", margin: 0, lineSpacingMultiple: 1, fit: "none" },
  );
}
