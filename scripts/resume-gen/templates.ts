// Every template the generator renders, with a stable id and the split it belongs to. Test templates never appear
// in train/: a reader is scored on layouts it has not learned from.
import type { HtmlSource } from "./html";
import { classic, compactInline, titleFirst } from "./html";
import { bannerGrouped, datesLeft, sidebarLeft, sidebarRight, tableLayout, timeline } from "./html-columns";
import { docxGrouped, docxTable, docxTabs } from "./docx-layouts";
import type { Lang } from "./i18n";
import { europasscv, moderncv, type LatexSource } from "./latex";
import { jake, sidebar, twoColumn } from "./latex-article";
import { currvita, curve, simplecv } from "./latex-more";
import type { Rng } from "./random";
import type { Resume } from "./resume";

type Make<T> = (resume: Resume, rng: Rng) => T;
export type Template = { id: string; split: "train" | "test"; langs?: readonly Lang[] } & (
  | { engine: "latex"; format: "pdf"; make: Make<LatexSource> }
  | { engine: "chromium"; format: "pdf"; make: Make<HtmlSource> }
  /** HTML opened by LibreOffice Writer and saved as DOCX. */
  | { engine: "html-docx"; format: "docx"; make: Make<HtmlSource> }
  | { engine: "ooxml"; format: "docx"; make: Make<Promise<Buffer>> }
  /** A DOCX printed to PDF by LibreOffice, as "Save as PDF" from a word processor gives. */
  | { engine: "ooxml-pdf"; format: "pdf"; make: Make<Promise<Buffer>> }
);

const latex = (id: string, split: "train" | "test", make: Make<LatexSource>): Template => ({
  id,
  split,
  engine: "latex",
  format: "pdf",
  make,
});
const html = (id: string, split: "train" | "test", make: Make<HtmlSource>): Template => ({
  id,
  split,
  engine: "chromium",
  format: "pdf",
  make,
});

export const TEMPLATES: Template[] = [
  // Train
  latex("latex-moderncv-casual", "train", moderncv("casual")),
  latex("latex-moderncv-oldstyle", "train", moderncv("oldstyle")),
  latex("latex-moderncv-fancy", "train", moderncv("fancy")),
  latex("latex-currvita", "train", currvita),
  latex("latex-curve", "train", curve),
  latex("latex-article-twocolumn", "train", twoColumn),
  latex("latex-article-sidebar", "train", sidebar),
  html("html-classic", "train", classic),
  html("html-sidebar-left", "train", sidebarLeft),
  html("html-title-first", "train", titleFirst),
  html("html-banner-grouped", "train", bannerGrouped),
  html("html-timeline", "train", timeline),
  { id: "docx-html-classic", split: "train", engine: "html-docx", format: "docx", make: classic },
  { id: "docx-html-title-first", split: "train", engine: "html-docx", format: "docx", make: titleFirst },
  { id: "docx-tabs", split: "train", engine: "ooxml", format: "docx", make: docxTabs },
  { id: "lopdf-tabs", split: "train", engine: "ooxml-pdf", format: "pdf", make: docxTabs },
  // Test
  latex("latex-moderncv-classic", "test", moderncv("classic")),
  latex("latex-moderncv-banking", "test", moderncv("banking")),
  latex("latex-europasscv", "test", europasscv),
  latex("latex-simplecv", "test", simplecv),
  latex("latex-article-jake", "test", jake),
  html("html-sidebar-right", "test", sidebarRight),
  html("html-dates-left", "test", datesLeft),
  html("html-table", "test", tableLayout),
  html("html-compact-inline", "test", compactInline),
  { id: "docx-html-table", split: "test", engine: "html-docx", format: "docx", make: tableLayout },
  { id: "docx-table", split: "test", engine: "ooxml", format: "docx", make: docxTable },
  { id: "docx-grouped", split: "test", engine: "ooxml", format: "docx", make: docxGrouped },
  { id: "lopdf-grouped", split: "test", engine: "ooxml-pdf", format: "pdf", make: docxGrouped },
];
