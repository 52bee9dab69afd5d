// The opening slide: who the rep is (name, role, level, picture) and the three headline quota figures.
import type PptxGenJS from "pptxgenjs";
import { formatDate } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { cleanText, fitSize, linesHeightIn, wrapLines } from "../deck-text";
import { imageSize } from "../image-size";
import type { PortfolioSnapshot } from "../snapshot";
import { pill, text } from "./parts";
import { quotaFigures } from "./quota-slide";
import { COLOR, MASTER } from "./theme";

export function addTitleSlide(pptx: PptxGenJS, snapshot: PortfolioSnapshot): void {
  const { owner, quota } = snapshot;
  const slide = pptx.addSlide({ masterName: MASTER.title });
  const picture = pictureData(owner.picture);
  const textW = picture ? 6.2 : 8.6;
  let y = 0.9;

  text(slide, "VERIFIED BRAG BOOK", { x: 0.7, y, w: textW, h: 0.3, fontSize: 12, bold: true, color: "93C5FD" });
  y += 0.45;
  const name = fitSize(owner.fullName, textW, [40, 36, 32, 28, 24], 2, true);
  const nameH = linesHeightIn(name.lines.length, name.sizePt);
  text(slide, owner.fullName, { x: 0.7, y, w: textW, h: nameH, fontSize: name.sizePt, bold: true, color: COLOR.white });
  y += nameH + 0.1;

  const role = [owner.title, owner.company]
    .map((v) => cleanText(v ?? ""))
    .filter(Boolean)
    .join(" · ");
  if (role) {
    const lines = wrapLines(role, textW, { sizePt: 18 }).length;
    text(slide, role, { x: 0.7, y, w: textW, h: linesHeightIn(lines, 18), fontSize: 18, color: "CBD5E1" });
    y += linesHeightIn(lines, 18) + 0.2;
  }
  pill(slide, `Level: ${owner.level}`, { x: 0.7, y, sizePt: 12, fill: COLOR.brand, color: COLOR.white });

  if (picture) {
    slide.addImage({
      data: picture.data,
      x: 7.1,
      y: 0.9,
      ...picture.size,
      rounding: true,
      sizing: { type: "cover", w: 2.2, h: 2.2 },
    });
  }

  const figures = quotaFigures(quota);
  const stats = [figures.average, figures.revenue, figures.verified];
  stats.forEach((stat, i) => {
    const x = 0.7 + i * 2.9;
    text(slide, stat.label.toUpperCase(), {
      x,
      y: 3.85,
      w: 2.7,
      h: 0.25,
      fontSize: 10,
      bold: true,
      color: COLOR.subtle,
    });
    text(slide, stat.value, { x, y: 4.1, w: 2.7, h: 0.5, fontSize: 26, bold: true, color: COLOR.white });
  });
  text(slide, `Prepared ${formatDate(snapshot.generatedAt)} with ${PRODUCT_NAME}`, {
    x: 0.7,
    y: 4.95,
    w: 8.6,
    h: 0.3,
    fontSize: 10,
    color: COLOR.subtle,
  });
}

/** A PNG or JPEG profile picture with its pixel size (so "cover" crops instead of stretching); other types are left out. */
function pictureData(picture: PortfolioSnapshot["owner"]["picture"]) {
  if (!picture || !["image/png", "image/jpeg"].includes(picture.contentType)) return null;
  const size = imageSize(picture.data);
  if (!size) return null;
  // pptxgenjs reads the image's own proportions from w/h when sizing with "cover".
  const scale = 2.2 / Math.min(size.width, size.height);
  return {
    data: `${picture.contentType};base64,${Buffer.from(picture.data).toString("base64")}`,
    size: { w: size.width * scale, h: size.height * scale },
  };
}
