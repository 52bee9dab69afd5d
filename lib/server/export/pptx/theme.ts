// The deck's palette, font and slide geometry (inches on the 16:9 slide), shared by every slide module.
import type PptxGenJS from "pptxgenjs";
import type { AttainmentTone } from "@/lib/quota";
import type { Verification } from "@/lib/verification";

export type Slide = PptxGenJS.Slide;

export const PPTX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

/** A labelled figure in the right-hand column of a slide. */
export type Tile = { label: string; value: string };

// Arial: installed with PowerPoint and Keynote, offered by Google Slides, metric-compatible in LibreOffice.
export const FONT = "Arial";
export const COLOR = {
  brand: "1D4ED8",
  ink: "0F172A",
  muted: "475569",
  subtle: "94A3B8",
  line: "E2E8F0",
  panel: "F1F5F9",
  white: "FFFFFF",
  /** The verified green of the badges, on the verify panels. */
  verified: "15803D",
} as const;
export const TONE_COLOR: Record<AttainmentTone, string> = { green: "15803D", yellow: "F59E0B", red: "DC2626" };
export const STATE_STYLE: Record<Verification["state"], { fill: string; text: string }> = {
  verified: { fill: "DCFCE7", text: "166534" },
  pending: { fill: "FEF3C7", text: "92400E" },
  confirmed: { fill: COLOR.panel, text: COLOR.muted },
  unverified: { fill: COLOR.panel, text: COLOR.muted },
};

// The 16:9 slide in inches and the content frame inside the brand band and the footer.
export const LEFT = 0.5;
export const CONTENT_W = 9;
export const TOP = 0.35;
export const BOTTOM = 5.05;
export const TILE_W = 2.4;
export const TILE_H = 0.78;
export const TILE_GAP = 0.12;
export const COLUMN_GAP = 0.3;
export const BODY_SIZES = [14, 13, 12] as const;
export const FOOTER_W = 7.5;
export const FOOTER_SIZE = 9;
export const MASTER = { title: "QP_TITLE", content: "QP_CONTENT" } as const;
