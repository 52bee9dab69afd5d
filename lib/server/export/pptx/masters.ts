// The two slide masters: the dark title slide with its brand stripe, and the white content slide with the brand
// band, the footer line, the owner's footer and the slide number.
import type PptxGenJS from "pptxgenjs";
import { PRODUCT_NAME } from "@/lib/product";
import { cleanText, wrapLines } from "../deck-text";
import type { PortfolioSnapshot } from "../snapshot";
import { COLOR, CONTENT_W, FONT, FOOTER_SIZE, FOOTER_W, LEFT, MASTER } from "./theme";

export function defineMasters(pptx: PptxGenJS, snapshot: PortfolioSnapshot): void {
  pptx.defineSlideMaster({
    title: MASTER.title,
    background: { color: COLOR.ink },
    objects: [{ rect: { x: 0, y: 0, w: 0.18, h: "100%", fill: { color: COLOR.brand } } }],
  });
  pptx.defineSlideMaster({
    title: MASTER.content,
    background: { color: COLOR.white },
    objects: [
      { rect: { x: 0, y: 0, w: "100%", h: 0.12, fill: { color: COLOR.brand } } },
      { rect: { x: LEFT, y: 5.2, w: CONTENT_W, h: 0.01, fill: { color: COLOR.line } } },
      {
        text: {
          text: footerText(snapshot.owner.fullName),
          options: {
            x: LEFT,
            y: 5.24,
            w: FOOTER_W,
            h: 0.28,
            fontFace: FONT,
            fontSize: FOOTER_SIZE,
            color: COLOR.muted,
            margin: 0,
            // Top-aligned like the slide number beside it (which has no vertical alignment).
            valign: "top",
          },
        },
      },
    ],
    slideNumber: {
      x: 8.7,
      y: 5.24,
      w: 0.8,
      h: 0.28,
      fontFace: FONT,
      fontSize: 9,
      color: COLOR.muted,
      align: "right",
      margin: 0,
    },
  });
}

/** "Name · Verified brag book by QuotaProof" on one line, or the name alone when that is too long. */
function footerText(fullName: string): string {
  const full = `${cleanText(fullName)} · Verified brag book by ${PRODUCT_NAME}`;
  return wrapLines(full, FOOTER_W, { sizePt: FOOTER_SIZE }).length === 1 ? full : cleanText(fullName);
}
