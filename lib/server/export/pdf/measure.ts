// Estimated heights of the report's blocks, in points, from the fonts' real advance widths and the styles
// in theme.ts. Only the sheet planner uses them, to end sheets near the foot of a page: an estimate that is
// off costs some white space or a card moved to the next page, never clipped text (react-pdf lays out the
// real thing).
import { codeOf, type VerifyCodes } from "../qr-code";
import type { PortfolioSnapshot } from "../snapshot";
import {
  CHIP_SEPARATOR,
  paragraphsOf,
  profileFacts,
  VERIFY_LABEL,
  verificationLine,
  type CardContent,
  type DigestRow,
} from "./cards";
import { CARD, COVER, DIGEST, HEADER, LINE_HEIGHT, PAGE, QR, SECTION, TABLE, TEXT } from "./theme";

// Advance widths of U+0020..U+007E in Noto Sans (per 1000 em), regular and bold, read from the shipped fonts.
// prettier-ignore
const ASCII_WIDTHS = {
  regular: [260,269,408,646,572,831,732,225,300,300,551,572,268,322,268,372,572,572,572,572,572,572,572,572,572,572,268,268,572,572,572,434,899,639,650,632,730,556,519,728,741,339,273,619,524,907,760,781,605,781,622,549,556,731,600,930,586,566,572,329,372,329,572,444,281,561,615,480,615,564,344,615,618,258,258,534,258,935,618,605,615,615,413,479,361,618,508,786,529,510,470,380,551,380,572],
  bold: [260,282,479,646,572,902,750,266,339,339,542,572,285,320,281,415,572,572,572,572,572,572,572,572,572,572,281,285,572,572,572,477,898,692,665,642,732,560,549,724,765,389,331,664,559,943,813,791,621,791,656,551,577,756,650,967,670,626,579,331,415,331,572,411,365,599,632,516,632,597,387,632,650,299,298,620,298,975,650,625,632,632,447,502,434,650,571,856,578,571,493,394,551,394,572],
};
/** Greek, Cyrillic and other letters (the fonts' averages 0.56-0.66 em), counted a little wide to stay on the safe side. */
function otherWidth(code: number, bold: boolean): number {
  if (code >= 0x370 && code <= 0x3ff) return bold ? 660 : 620;
  if (code >= 0x400 && code <= 0x4ff) return bold ? 700 : 660;
  return bold ? 720 : 680;
}

/**
 * react-pdf's line breaker (Knuth-Plass) lets spaces shrink, so a line holds a little more than at full
 * space width: wrapping at 0.8 of it matched the real line count of 200 sample paragraphs, rarely one over.
 */
const SPACE_FIT = 0.8;

/** The empty 4-point line between paragraphs, as measured in the output. */
const PARAGRAPH_GAP_HEIGHT = 4.4;

type Font = { size: number; bold?: boolean; letterSpacing?: number };

function charWidth(char: string, font: Font): number {
  // A no-break space is as wide as a space.
  const code = char === "\u00a0" ? 32 : (char.codePointAt(0) ?? 0);
  const table = font.bold ? ASCII_WIDTHS.bold : ASCII_WIDTHS.regular;
  const perMille = code >= 32 && code < 127 ? table[code - 32]! : otherWidth(code, font.bold ?? false);
  return (perMille / 1000) * font.size + (font.letterSpacing ?? 0);
}

function wordWidth(word: string, font: Font): number {
  let width = 0;
  for (const char of word) width += charWidth(char, font);
  return width;
}

/** Lines of one paragraph wrapped greedily at spaces in `width`; a word wider than a line takes several. */
function wrappedLines(paragraph: string, font: Font, width: number): number {
  const space = charWidth(" ", font) * SPACE_FIT;
  let lines = 1;
  let x = 0;
  for (const word of paragraph.split(/ +/).filter(Boolean)) {
    const w = wordWidth(word, font);
    if (x > 0 && x + space + w <= width) {
      x += space + w;
      continue;
    }
    if (x > 0) lines += 1;
    // An over-long word (a URL, a long token) is broken across lines.
    const extra = Math.max(0, Math.ceil(w / width) - 1);
    lines += extra;
    x = w - extra * width;
  }
  return lines;
}

/** Height of a text of one font size, line breaks included. */
function textHeight(text: string, font: Font, width: number): number {
  const paragraphs = text.split("\n");
  return paragraphs.reduce((sum, p) => sum + wrappedLines(p, font, width), 0) * font.size * LINE_HEIGHT;
}

const CARD_INNER = PAGE.contentWidth - CARD.accentWidth - CARD.borderWidth - 2 * CARD.paddingX;

/** A verified card's header lines, beside its QR code. */
export const CARD_ADDRESS_WIDTH = CARD_INNER - QR.size - QR.gap;

/**
 * A verify address as printed after "Verify: " in a box `width` wide: on one line when it fits, else broken after
 * a "/". react-pdf would break an over-long word anywhere and add a hyphen, which would change the address.
 */
export function addressLines(url: string, size: number, width: number): string[] {
  const font = { size };
  const room = width * 0.97; // the widths are estimates: keep a little slack
  const lines: string[] = [];
  let line = "";
  let used = wordWidth(VERIFY_LABEL, font);
  for (const piece of url.match(/[^/]*(\/+|$)/g)!.filter(Boolean)) {
    const w = wordWidth(piece, font);
    if (line && used + w > room) {
      lines.push(line);
      line = "";
      used = 0;
    }
    line += piece;
    used += w;
  }
  return [...lines, line];
}

function bodyHeight(card: CardContent): number {
  const paragraphs = card.body.flatMap(({ label, text }) =>
    paragraphsOf(text).map((p, i) => (label && i === 0 ? `${label}  ${p}` : p)),
  );
  if (paragraphs.length === 0) return 0;
  const lines = paragraphs.reduce((sum, p) => sum + textHeight(p, { size: TEXT.body }, CARD_INNER), 0);
  return lines + (paragraphs.length - 1) * PARAGRAPH_GAP_HEIGHT + TEXT.bodyMarginBottom;
}

export function cardHeight(card: CardContent): number {
  // A verified item's QR code takes a column on the right of the header lines.
  const inner = card.verify ? CARD_ADDRESS_WIDTH : CARD_INNER;
  const titleWidth = card.figure ? inner - CARD.figureWidth - CARD.figureGap : inner;
  let title = textHeight(card.title, { size: TEXT.cardTitle, bold: true }, titleWidth);
  if (card.kicker)
    title += textHeight(
      card.kicker.toUpperCase(),
      { size: TEXT.kicker, bold: true, letterSpacing: TEXT.kickerSpacing },
      titleWidth,
    );
  if (card.subtitle) title += textHeight(card.subtitle, { size: TEXT.cardSubtitle }, titleWidth);
  if (card.figure) title = Math.max(title, (TEXT.figure + TEXT.figureLabel) * LINE_HEIGHT);
  const verification = card.verification
    ? CARD.verificationMarginTop +
      textHeight(verificationLine(card.verification), { size: TEXT.verification, bold: true }, inner - 10)
    : 0;
  const address = card.verify
    ? CARD.verifyMarginTop + addressLines(card.verify.url, QR.urlSize, inner).length * QR.urlSize * LINE_HEIGHT
    : 0;
  const chips = card.chips.length
    ? CARD.chipsMarginTop +
      2 * CARD.chipsPaddingY +
      textHeight(card.chips.join(CHIP_SEPARATOR), { size: TEXT.chips }, inner - 2 * CARD.chipsPaddingX)
    : 0;
  const lines = title + verification + address + chips;
  const header = (card.verify ? Math.max(lines, QR.size) : lines) + CARD.headerMarginBottom;
  return CARD.marginBottom + 2 * CARD.borderWidth + 2 * CARD.paddingY + header + bodyHeight(card);
}

/** The title and facts of a digest row beside its verification column. */
export const DIGEST_TEXT_WIDTH = PAGE.contentWidth - DIGEST.verificationWidth - DIGEST.gap;

/** A digest row: the taller of its two columns (the title counted bold throughout, to stay on the safe side). */
export function digestRowHeight(row: DigestRow): number {
  const text = textHeight(`${row.title} · ${row.facts}`, { size: DIGEST.size, bold: true }, DIGEST_TEXT_WIDTH);
  const verification = textHeight(
    verificationLine(row.verification),
    { size: DIGEST.verificationSize, bold: true },
    DIGEST.verificationWidth,
  );
  return Math.max(text, verification) + 2 * DIGEST.paddingY + DIGEST.rule;
}

/** The label over a section's digest rows. */
export const DIGEST_LABEL_HEIGHT = DIGEST.labelMarginTop + 7.5 * LINE_HEIGHT + DIGEST.labelMarginBottom;

export const SECTION_HEADING_HEIGHT =
  SECTION.marginTop +
  TEXT.sectionTitle * LINE_HEIGHT +
  SECTION.paddingBottom +
  SECTION.ruleWidth +
  SECTION.marginBottom;

/** The space for content on a page: inside the margins, under the running header. */
export const PAGE_CONTENT_HEIGHT = PAGE.height - PAGE.marginTop - PAGE.marginBottom - HEADER.height;

/** The cover (name band, figures, profile) and the quota section with its chart and one row per record. */
export function coverHeight(snapshot: PortfolioSnapshot, codes: VerifyCodes): number {
  const { owner, about, quota } = snapshot;
  const nameWidth = PAGE.contentWidth - 2 * COVER.bandPaddingX - COVER.avatar - COVER.avatarGap;
  let height = COVER.bandFixed + textHeight(owner.fullName, { size: TEXT.coverName, bold: true }, nameWidth);
  height += COVER.tiles;
  if (about) {
    height += COVER.profileMarginTop;
    if (about.personalSummary)
      height += textHeight(about.personalSummary, { size: TEXT.summary }, PAGE.contentWidth) + TEXT.bodyMarginBottom;
    if (about.salesPhilosophy)
      height +=
        textHeight(`Sales philosophy: ${about.salesPhilosophy}`, { size: TEXT.philosophy }, PAGE.contentWidth) + 4;
    const facts = profileFacts(about);
    if (facts.length)
      height +=
        CARD.chipsMarginTop +
        2 * CARD.chipsPaddingY +
        textHeight(facts.join(CHIP_SEPARATOR), { size: TEXT.chips }, PAGE.contentWidth - 2 * CARD.chipsPaddingX);
  }
  if (quota.records.length === 0) return height;
  const years = new Set(quota.records.map((r) => r.year)).size;
  const rows = quota.records.reduce((sum, r) => {
    const verification = textHeight(
      verificationLine(r.verification),
      { size: TEXT.tableVerification, bold: true },
      TABLE.verificationWidth,
    );
    const context = (r.stackRankPosition || r.stackRankPercentile ? 2 : 1) * TEXT.table * LINE_HEIGHT;
    const code = codeOf(codes, r);
    const address = code
      ? TABLE.addressMargin + addressLines(code.url, QR.tableUrlSize, TABLE.addressWidth).length * TABLE.addressLine
      : 0;
    return sum + Math.max(verification, context) + TABLE.rowPadding + address;
  }, 0);
  const coded = quota.records.filter((r) => codeOf(codes, r)).length;
  // A table that runs over a page break leaves up to a row's height unused there.
  const breaks = Math.floor((height + rows) / PAGE_CONTENT_HEIGHT);
  return (
    height +
    SECTION_HEADING_HEIGHT +
    TABLE.chartAndHeader +
    years * TABLE.yearHeader +
    rows +
    TABLE.totals +
    verifyGridHeight(coded) +
    breaks * TABLE.breakAllowance
  );
}

/** The grid of the quota records' QR codes under the table (quota-section.tsx), for `count` codes. */
export function verifyGridHeight(count: number): number {
  if (count === 0) return 0;
  const rows = Math.ceil(count / QR.gridColumns);
  return TABLE.verifyGridHeading + rows * (QR.size + QR.captionGap + 2 * QR.captionSize * LINE_HEIGHT + QR.gridRowGap);
}

/** The closing "About verification" note; two lines longer when it explains the verify codes. */
export const closingNoteHeight = (codes: VerifyCodes) => 86 + (codes.size > 0 ? 3 * 8 * LINE_HEIGHT : 0);
