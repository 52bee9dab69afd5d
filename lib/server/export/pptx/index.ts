// The PowerPoint deck of a portfolio (pptxgenjs, 16:9): title, quota summary with a native chart, one slide per
// selected achievement, per deal and per job, and the verification record with the verify codes of the items that
// have no slide of their own. Long text is measured (../deck-text.ts) and carried onto "(continued)" slides.
// No next/* or "server-only" imports: `npm run bench` times it from a plain tsx script.
import PptxGenJS from "pptxgenjs";
import { PRODUCT_NAME } from "@/lib/product";
import { cleanText } from "../deck-text";
import { verifyCodes } from "../qr-code";
import type { PortfolioSnapshot } from "../snapshot";
import { defineMasters } from "./masters";
import { addQuotaSlide } from "./quota-slide";
import { achievementStory, dealStory, experienceStory } from "./stories";
import { addStory } from "./story-slides";
import { FONT } from "./theme";
import { addTitleSlide } from "./title-slide";
import { addVerificationSlides } from "./verification-slides";
import { addVerifyCodeSlides } from "./verify-codes";

export { PPTX_CONTENT_TYPE } from "./theme";

/** The deck as .pptx bytes. */
export async function buildPortfolioDeck(snapshot: PortfolioSnapshot): Promise<Uint8Array> {
  const codes = verifyCodes(snapshot);
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_16x9";
  pptx.author = cleanText(snapshot.owner.fullName);
  pptx.company = PRODUCT_NAME;
  pptx.title = `${cleanText(snapshot.owner.fullName)}: verified sales achievements`;
  pptx.theme = { headFontFace: FONT, bodyFontFace: FONT };
  defineMasters(pptx, snapshot);

  addTitleSlide(pptx, snapshot);
  addQuotaSlide(pptx, snapshot);
  for (const achievement of snapshot.achievements) addStory(pptx, achievementStory(achievement, codes));
  for (const deal of snapshot.deals) addStory(pptx, dealStory(deal));
  for (const experience of snapshot.experiences) addStory(pptx, experienceStory(experience));
  addVerificationSlides(pptx, snapshot);
  addVerifyCodeSlides(pptx, snapshot, codes);

  // "STREAM" is the output type that honours `compression` in pptxgenjs 4 (a Node Buffer, which is a Uint8Array).
  return (await pptx.write({ outputType: "STREAM", compression: true })) as Uint8Array;
}
