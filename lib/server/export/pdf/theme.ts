// The report's colours and shared styles: the app's palette (slate text, blue primary, the
// green/amber/red attainment tones) at print sizes.
import { StyleSheet } from "@react-pdf/renderer";
import { attainmentTone as quotaTone, type AttainmentTone } from "@/lib/quota";
import { REPORT_FONT_FAMILY } from "./fonts";

export const colors = {
  ink: "#0f172a",
  body: "#334155",
  muted: "#64748b",
  faint: "#94a3b8",
  rule: "#e2e8f0",
  panel: "#f8fafc",
  chip: "#eef2f7",
  navy: "#0b1f4b",
  primary: "#1d4ed8",
  success: "#15803d",
  warning: "#b45309",
  warningBar: "#f59e0b",
  danger: "#dc2626",
  white: "#ffffff",
} as const;

export type Tone = "success" | "warning" | "danger" | "neutral";

const TONE_OF: Record<AttainmentTone, Tone> = { green: "success", yellow: "warning", red: "danger" };

/**
 * The product's attainment colour (lib/quota.ts: 100 or more green, 80-99 amber, below 80 red) in the report's
 * palette; no readable percent is neutral grey.
 */
export function attainmentTone(percent: string | number | null | undefined): Tone {
  if (percent === null || percent === undefined || percent === "" || !Number.isFinite(Number(percent)))
    return "neutral";
  return TONE_OF[quotaTone(String(percent))];
}

export const TONE_TEXT: Record<Tone, string> = {
  success: colors.success,
  warning: colors.warning,
  danger: colors.danger,
  neutral: colors.muted,
};

export const TONE_FILL: Record<Tone, string> = {
  success: colors.success,
  warning: colors.warningBar,
  danger: colors.danger,
  neutral: colors.faint,
};

/** Noto Sans: (ascender 1069 + descender 293) / 1000 em, the height react-pdf gives a line of text. */
export const LINE_HEIGHT = 1.362;

/** US Letter in points; the running header and the footer sit inside the margins. */
export const PAGE = {
  width: 612,
  height: 792,
  marginX: 46,
  marginTop: 30,
  marginBottom: 54,
  contentWidth: 612 - 2 * 46,
} as const;

/** Font sizes in points, shared by the styles and the height estimates (measure.ts). */
export const TEXT = {
  body: 9.5,
  bodyMarginBottom: 4,
  /** An empty line this size separates paragraphs. */
  paragraphGap: 4,
  cardTitle: 11,
  cardSubtitle: 8.5,
  kicker: 7.5,
  kickerSpacing: 0.6,
  verification: 8,
  chips: 8,
  figure: 14,
  figureLabel: 7,
  sectionTitle: 13,
  header: 8.5,
  coverName: 22,
  summary: 10.5,
  philosophy: 9,
  table: 8,
  tableVerification: 7.5,
} as const;

export const HEADER = {
  paddingBottom: 6,
  rule: 0.75,
  marginBottom: 14,
  height: TEXT.header * LINE_HEIGHT + 6 + 0.75 + 14,
} as const;

export const CARD = {
  marginBottom: 10,
  paddingX: 11,
  paddingY: 9,
  borderWidth: 0.75,
  accentWidth: 3,
  headerMarginBottom: 5,
  verificationMarginTop: 2,
  verifyMarginTop: 1.5,
  chipsMarginTop: 4,
  chipsPaddingX: 6,
  chipsPaddingY: 1.5,
  /** A headline figure's column (a deal's ARR) and the gap before it. */
  figureWidth: 70,
  figureGap: 8,
} as const;

/** The one-line rows of a section's older items (digest.tsx): title and facts on the left, verification on the right. */
export const DIGEST = {
  size: 8,
  verificationSize: 7.5,
  verificationWidth: 215,
  gap: 10,
  paddingY: 2.5,
  rule: 0.5,
  labelMarginTop: 4,
  labelMarginBottom: 3,
} as const;

export const SECTION = { marginTop: 18, marginBottom: 8, paddingBottom: 4, ruleWidth: 1.5 } as const;

/**
 * The verify codes: 64-point squares (2.26 cm with their margin; phones read them at arm's length) beside a card's
 * header, or captioned in a grid under the quota table; the address in small type under the badge it belongs to.
 */
export const QR = {
  size: 64,
  /** Between a card's header text and its code. */
  gap: 12,
  captionSize: 6.5,
  captionGap: 2,
  urlSize: 7.5,
  tableUrlSize: 7,
  /** Codes side by side under the quota table, and the room between them (white space scanners need). */
  gridColumns: 6,
  gridGap: 27,
  gridRowGap: 10,
} as const;

/** The cover's measured parts (cover.tsx): the name band without the name, and the row of figures. */
export const COVER = {
  avatar: 58,
  avatarGap: 16,
  bandPaddingX: 20,
  bandFixed: 36 + 10.9 + 2 + 14.3 + 1 + 7 + 15,
  tiles: 10 + 19.5 + 10.2 + 23.2 + 2 + 20.4,
  profileMarginTop: 12,
} as const;

/** The quota table's column widths (the Verification column takes the rest). */
export const TABLE_COLUMNS = { period: 62, quota: 56, attainment: 62, percent: 54, context: 92 } as const;

/** A verified row's address starts under the Context column, where it has most of the row's width. */
const ADDRESS_INDENT = TABLE_COLUMNS.period + TABLE_COLUMNS.quota + TABLE_COLUMNS.attainment + TABLE_COLUMNS.percent;

/** The quota table's measured parts (quota-section.tsx). */
export const TABLE = {
  verificationWidth: 176,
  rowPadding: 8.5,
  chartAndHeader: 136 + 19,
  yearHeader: 8 + 10 * LINE_HEIGHT + 6,
  totals: 6 + 1.2 + 2 + 8.5 * LINE_HEIGHT + 8,
  breakAllowance: 50,
  /** A verified row's verify address, under its figures: where it starts, its width, the height of a line. */
  addressIndent: ADDRESS_INDENT,
  addressWidth: PAGE.contentWidth - ADDRESS_INDENT,
  addressLine: QR.tableUrlSize * LINE_HEIGHT,
  addressMargin: 1,
  /** The grid's margin and its two lines of heading. */
  verifyGridHeading: 12 + 7.5 * LINE_HEIGHT + 2 + 8 * LINE_HEIGHT + 6,
} as const;

export const styles = StyleSheet.create({
  page: {
    fontFamily: REPORT_FONT_FAMILY,
    fontSize: TEXT.body,
    color: colors.body,
    paddingTop: PAGE.marginTop,
    paddingBottom: PAGE.marginBottom,
    paddingHorizontal: PAGE.marginX,
  },
  bold: { fontWeight: 700 },
  body: { marginBottom: TEXT.bodyMarginBottom },
  paragraphGap: { fontSize: TEXT.paragraphGap },
  sectionHeading: {
    flexDirection: "row",
    alignItems: "flex-end",
    justifyContent: "space-between",
    marginTop: SECTION.marginTop,
    marginBottom: SECTION.marginBottom,
    paddingBottom: SECTION.paddingBottom,
    borderBottomWidth: SECTION.ruleWidth,
    borderBottomColor: colors.ink,
  },
  sectionTitle: { fontSize: TEXT.sectionTitle, fontWeight: 700, color: colors.ink, letterSpacing: 0.2 },
  sectionNote: { fontSize: 8, color: colors.muted },
  card: {
    marginBottom: CARD.marginBottom,
    paddingVertical: CARD.paddingY,
    paddingHorizontal: CARD.paddingX,
    borderWidth: CARD.borderWidth,
    borderColor: colors.rule,
    borderLeftWidth: CARD.accentWidth,
  },
  cardHeader: { marginBottom: CARD.headerMarginBottom },
  cardTitle: { fontSize: TEXT.cardTitle, fontWeight: 700, color: colors.ink },
  cardSubtitle: { fontSize: TEXT.cardSubtitle, fontWeight: 400, color: colors.muted },
  figure: { width: CARD.figureWidth, fontSize: TEXT.figure, fontWeight: 700, color: colors.ink, textAlign: "right" },
  figureLabel: { fontSize: TEXT.figureLabel, fontWeight: 400, color: colors.muted },
  inlineLabel: { fontWeight: 700, color: colors.ink },
  kicker: {
    fontSize: TEXT.kicker,
    fontWeight: 700,
    color: colors.primary,
    letterSpacing: TEXT.kickerSpacing,
    textTransform: "uppercase",
  },
  label: { fontSize: 7.5, fontWeight: 700, color: colors.muted, letterSpacing: 0.6, textTransform: "uppercase" },
  chips: {
    alignSelf: "flex-start",
    marginTop: CARD.chipsMarginTop,
    paddingVertical: CARD.chipsPaddingY,
    paddingHorizontal: CARD.chipsPaddingX,
    borderRadius: 3,
    fontSize: TEXT.chips,
    color: colors.ink,
    backgroundColor: colors.chip,
  },
});
