// The PowerPoint deck of a portfolio (pptxgenjs, 16:9): title, quota summary with a native chart, one slide per
// selected achievement and per deal, and the verification record. Long text is measured (deck-text.ts) and carried
// onto "(continued)" slides. No next/* or "server-only" imports: `npm run bench` times it from a plain tsx script.
import PptxGenJS from "pptxgenjs";
import { attainmentTone, type AttainmentTone } from "@/components/quota/quota-summary";
import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import { categoryLabel } from "@/lib/achievement-category";
import { PRODUCT_NAME } from "@/lib/product";
import { periodLabel } from "@/lib/quota";
import { methodLabel, verificationText, type Verification } from "@/lib/verification";
import {
  cleanText,
  fitSize,
  LINE_HEIGHT,
  linesHeightIn,
  paginateFlow,
  PARAGRAPH_GAP,
  textWidthPt,
  wrapLines,
  type FlowBlock,
} from "./deck-text";
import { imageSize } from "./image-size";
import type { PortfolioSnapshot, SnapshotAchievement, SnapshotDeal } from "./snapshot";

export const PPTX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

type Slide = PptxGenJS.Slide;

// Arial: installed with PowerPoint and Keynote, offered by Google Slides, metric-compatible in LibreOffice.
const FONT = "Arial";
const COLOR = {
  brand: "1D4ED8",
  ink: "0F172A",
  muted: "475569",
  subtle: "94A3B8",
  line: "E2E8F0",
  panel: "F1F5F9",
  white: "FFFFFF",
} as const;
const TONE_COLOR: Record<AttainmentTone, string> = { green: "15803D", yellow: "F59E0B", red: "DC2626" };
const STATE_STYLE: Record<Verification["state"], { fill: string; text: string }> = {
  verified: { fill: "DCFCE7", text: "166534" },
  pending: { fill: "FEF3C7", text: "92400E" },
  unverified: { fill: COLOR.panel, text: COLOR.muted },
};

// The 16:9 slide in inches and the content frame inside the brand band and the footer.
const LEFT = 0.5;
const CONTENT_W = 9;
const TOP = 0.35;
const BOTTOM = 5.05;
const TILE_W = 2.4;
const TILE_H = 0.78;
const TILE_GAP = 0.12;
const COLUMN_GAP = 0.3;
const BODY_SIZES = [14, 13, 12] as const;
const FOOTER_W = 7.5;
const FOOTER_SIZE = 9;
const MASTER = { title: "QP_TITLE", content: "QP_CONTENT" } as const;
/** The chart stays readable up to this many bars; older periods are left to the PDF and the share page. */
const CHART_MAX_PERIODS = 16;

type Tile = { label: string; value: string };
type Story = {
  eyebrow: string;
  title: string;
  meta: string | null;
  verification: Verification | null;
  tiles: Tile[];
  flow: FlowBlock[];
};

/** The deck as .pptx bytes. */
export async function buildPortfolioDeck(snapshot: PortfolioSnapshot): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_16x9";
  pptx.author = cleanText(snapshot.owner.fullName);
  pptx.company = PRODUCT_NAME;
  pptx.title = `${cleanText(snapshot.owner.fullName)}: verified sales achievements`;
  pptx.theme = { headFontFace: FONT, bodyFontFace: FONT };
  defineMasters(pptx, snapshot);

  addTitleSlide(pptx, snapshot);
  addQuotaSlide(pptx, snapshot);
  for (const achievement of snapshot.achievements) addStory(pptx, achievementStory(achievement));
  for (const deal of snapshot.deals) addStory(pptx, dealStory(deal));
  addVerificationSlides(pptx, snapshot);

  // "STREAM" is the output type that honours `compression` in pptxgenjs 4 (a Node Buffer, which is a Uint8Array).
  return (await pptx.write({ outputType: "STREAM", compression: true })) as Uint8Array;
}

function defineMasters(pptx: PptxGenJS, snapshot: PortfolioSnapshot): void {
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

// ---- Title ----

function addTitleSlide(pptx: PptxGenJS, snapshot: PortfolioSnapshot): void {
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

// ---- Quota ----

/** The headline figures of the title and quota slides. */
function quotaFigures(quota: PortfolioSnapshot["quota"]): Record<"average" | "revenue" | "quota" | "verified", Tile> {
  const any = quota.records.length > 0;
  return {
    average: {
      label: "Average attainment",
      value: quota.averageAttainment ? formatPercent(quota.averageAttainment) : "—",
    },
    revenue: { label: "Revenue closed", value: any ? formatMoney(quota.totalRevenue) : "—" },
    quota: { label: "Total quota", value: any ? formatMoney(quota.totalQuota) : "—" },
    verified: { label: "Verified periods", value: `${quota.verifiedCount} of ${quota.records.length}` },
  };
}

function addQuotaSlide(pptx: PptxGenJS, snapshot: PortfolioSnapshot): void {
  const { quota } = snapshot;
  const slide = pptx.addSlide({ masterName: MASTER.content });
  // Oldest first, like the Quota tab's chart.
  const records = [...quota.records].sort(
    (a, b) => a.year - b.year || (a.quarter ?? 5) - (b.quarter ?? 5) || a.id - b.id,
  );
  const charted = records.slice(-CHART_MAX_PERIODS);
  const top = header(slide, {
    eyebrow: "QUOTA PERFORMANCE",
    title: "Attainment by period",
    meta:
      records.length === 0
        ? null
        : charted.length < records.length
          ? `Percent of quota for the latest ${charted.length} of ${records.length} periods, oldest first`
          : "Percent of quota per period, oldest first",
  });

  const figures = quotaFigures(quota);
  tiles(slide, top, [figures.average, figures.revenue, figures.quota, figures.verified]);

  const chartW = CONTENT_W - TILE_W - COLUMN_GAP;
  if (charted.length === 0) {
    text(slide, "No quota records yet.", { x: LEFT, y: top, w: chartW, h: 0.4, fontSize: 14, color: COLOR.muted });
    return;
  }
  const labels = charted.map((r) => (r.quarter ? `Q${r.quarter} ${r.year}` : `FY ${r.year}`));
  const series = (
    [
      ["green", "100%+ of quota"],
      ["yellow", "80–99%"],
      ["red", "Below 80%"],
    ] as const
  )
    .map(([tone, name]) => ({
      tone,
      name,
      labels,
      // One series per colour, stacked: each bar has its value in the series of its colour and 0 elsewhere.
      values: charted.map((r) => (attainmentTone(r.attainmentPercent) === tone ? Number(r.attainmentPercent) : 0)),
    }))
    .filter((s) => s.values.some((v) => v > 0));
  slide.addChart(
    pptx.ChartType.bar,
    series.map(({ name, labels, values }) => ({ name, labels, values })),
    {
      x: LEFT,
      y: top,
      w: chartW,
      h: BOTTOM - top,
      barDir: "col",
      barGrouping: "stacked",
      barGapWidthPct: 60,
      chartColors: series.map((s) => TONE_COLOR[s.tone]),
      showValue: true,
      // Zero segments of the other colours carry no label.
      dataLabelFormatCode: '0"%";;;',
      dataLabelPosition: "inEnd",
      dataLabelFontSize: 8,
      dataLabelFontFace: FONT,
      dataLabelColor: COLOR.white,
      valAxisMinVal: 0,
      valAxisLabelFormatCode: '0"%"',
      valAxisLabelFontSize: 9,
      valAxisLabelFontFace: FONT,
      valAxisLabelColor: COLOR.muted,
      valGridLine: { color: COLOR.line, size: 0.5 },
      catAxisLabelFontSize: charted.length > 10 ? 8 : 9,
      catAxisLabelFontFace: FONT,
      catAxisLabelColor: COLOR.muted,
      catAxisLineShow: true,
      catGridLine: { style: "none" },
      showLegend: true,
      legendPos: "b",
      legendFontSize: 9,
      legendFontFace: FONT,
      legendColor: COLOR.muted,
      showTitle: false,
    },
  );
}

// ---- Achievements and deals ----

function achievementStory(achievement: SnapshotAchievement): Story {
  const category = categoryLabel(achievement.category);
  const meta = [
    achievement.timeframe,
    achievement.dateReceived ? formatDate(achievement.dateReceived) : null,
    achievement.tags.join(", "),
  ]
    .map((v) => cleanText(v ?? ""))
    .filter(Boolean)
    .join(" · ");
  const metrics = Object.entries(achievement.metrics ?? {})
    .filter(([, value]) => cleanText(String(value)) !== "")
    .map(([key, value]) => ({ label: METRIC_LABELS[key] ?? humanize(key), value: metricValue(key, String(value)) }));
  return {
    eyebrow: `ACHIEVEMENT · ${category.toUpperCase()}`,
    title: achievement.title,
    meta: meta || null,
    verification: achievement.verification,
    tiles: metrics,
    flow: [
      { kind: "body", text: achievement.aiEnhanced?.trim() || achievement.description },
      ...section("Impact", achievement.impact),
      ...section("Customer story", achievement.customerStory),
    ],
  };
}

function dealStory(deal: SnapshotDeal): Story {
  const stakeholders = deal.stakeholders.map((s) => [s.name, s.salesCycleRole].filter(Boolean).join(", ")).join("; ");
  return {
    eyebrow: "DEAL WIN",
    title: deal.title,
    meta: null,
    verification: null,
    tiles: [
      ...(deal.arrValue ? [{ label: "ARR", value: formatMoney(deal.arrValue) }] : []),
      ...(deal.cycleLength ? [{ label: "Sales cycle", value: `${deal.cycleLength} days` }] : []),
      ...(deal.revenueImpact ? [{ label: "Revenue impact", value: deal.revenueImpact }] : []),
    ],
    flow: [
      { kind: "body", text: deal.description },
      ...section("Why change", deal.whyChange),
      ...section("Why now", deal.whyNow),
      ...section("Why us", deal.whyUs),
      ...section("Competition", deal.competition),
      ...section("Stakeholders", stakeholders),
    ],
  };
}

const section = (heading: string, body: string | null | undefined): FlowBlock[] =>
  body?.trim()
    ? [
        { kind: "heading", text: heading },
        { kind: "body", text: body },
      ]
    : [];

const METRIC_LABELS: Record<string, string> = {
  dealValue: "Deal value",
  revenue: "Revenue",
  seats: "Seats",
  teamSize: "Team size",
  salesCycle: "Sales cycle",
  timeframe: "Timeframe",
  quotaAttainment: "Quota attainment",
};

/** Amounts typed by hand ("250000", "$250,000") read as $250K; anything else as written. */
function metricValue(key: string, value: string): string {
  const number = value.replace(/[$,%\s]/g, "");
  const numeric = number !== "" && Number.isFinite(Number(number));
  if (numeric && (key === "dealValue" || key === "revenue")) return formatMoney(number);
  if (numeric && key === "quotaAttainment") return formatPercent(number);
  return cleanText(value);
}

/** "salesCycle" / "sales_cycle" → "Sales cycle". */
function humanize(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One story over as many slides as its text needs. Metrics that fit a tile sit beside the text on the first slide;
 * the rest (too many or too long for a tile) join the text.
 */
function addStory(pptx: PptxGenJS, story: Story): void {
  const titleOf = (page: number) => (page === 0 ? story.title : `${story.title} (continued)`);
  const contentTop = (page: number) => TOP + headerHeight({ ...story, title: titleOf(page) });
  const roomForTiles = Math.floor((BOTTOM - contentTop(0) + TILE_GAP) / (TILE_H + TILE_GAP));
  const shown = story.tiles
    .filter((t) => wrapLines(t.value, TILE_W - 0.3, { sizePt: 14, bold: true }).length === 1)
    .slice(0, roomForTiles);
  const spilled = story.tiles.filter((t) => !shown.includes(t));
  const flow: FlowBlock[] = [
    ...story.flow,
    ...(spilled.length > 0 ? [{ kind: "heading" as const, text: "Key figures" }] : []),
    ...spilled.map((t) => ({ kind: "body" as const, text: `${t.label}: ${t.value}` })),
  ];
  const firstW = shown.length > 0 ? CONTENT_W - TILE_W - COLUMN_GAP : CONTENT_W;

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

// ---- Verification ----

type VerifiedRow = { item: string; method: string; date: string; signer: string; domain: string };

function verifiedRows(snapshot: PortfolioSnapshot): VerifiedRow[] {
  const row = (item: string, v: Verification): VerifiedRow[] =>
    v.state === "verified"
      ? [
          {
            item,
            method: methodLabel(v),
            date: formatDate(v.date),
            signer: [v.signerName, v.signerTitle].filter(Boolean).join(", ") || "—",
            domain: v.domain ?? "—",
          },
        ]
      : [];
  return [
    ...snapshot.quota.records.flatMap((r) =>
      row(
        `${periodLabel(r.year, r.quarter)} quota: ${formatPercent(r.attainmentPercent)} of ${formatMoney(r.quota)}`,
        r.verification,
      ),
    ),
    ...snapshot.achievements.flatMap((a) => row(a.title, a.verification)),
    ...snapshot.references.flatMap((r) =>
      row(
        `Reference: ${[r.referenceName, r.referenceTitle, r.referenceCompany].filter(Boolean).join(", ")}`,
        r.verification,
      ),
    ),
  ];
}

const TABLE_COLUMNS = [
  { key: "item", label: "Item", w: 2.9 },
  { key: "method", label: "Method", w: 2.2 },
  { key: "date", label: "Verified on", w: 1.1 },
  { key: "signer", label: "Signed by", w: 1.6 },
  { key: "domain", label: "E-mail domain", w: 1.2 },
] as const;
const TABLE_SIZE = 10;
const CELL_PAD_X = 0.08;
const CELL_PAD_Y = 0.05;

function addVerificationSlides(pptx: PptxGenJS, snapshot: PortfolioSnapshot): void {
  const states = [
    ...snapshot.quota.records.map((r) => r.verification.state),
    ...snapshot.achievements.map((a) => a.verification.state),
    ...snapshot.references.map((r) => r.verification.state),
  ];
  const count = (state: Verification["state"]) => states.filter((s) => s === state).length;
  const meta = `${count("verified")} verified · ${count("pending")} pending · ${count("unverified")} unverified, across quota records, achievements and references. Proof files stay private.`;
  const rows = verifiedRows(snapshot);
  const story = { eyebrow: "VERIFICATION RECORD", meta };
  const title = (i: number) =>
    i === 0 ? "How these figures are verified" : "How these figures are verified (continued)";

  if (rows.length === 0) {
    const slide = pptx.addSlide({ masterName: MASTER.content });
    const top = header(slide, { ...story, title: title(0) });
    text(
      slide,
      "No item is verified yet. Quota records are verified by a manager's e-signature or a reviewed dashboard export or e-mail, achievements by a reviewed document, references by their own confirmation.",
      {
        x: LEFT,
        y: top,
        w: CONTENT_W,
        h: 1,
        fontSize: 13,
        color: COLOR.muted,
      },
    );
    return;
  }

  const rowHeight = (cells: readonly string[], bold = false) =>
    Math.max(
      ...cells.map(
        (cell, i) => wrapLines(cell, TABLE_COLUMNS[i]!.w - 2 * CELL_PAD_X, { sizePt: TABLE_SIZE, bold }).length,
      ),
    ) *
      linesHeightIn(1, TABLE_SIZE) +
    2 * CELL_PAD_Y;
  const headCells = TABLE_COLUMNS.map((c) => c.label);
  const headH = rowHeight(headCells, true);
  const room = (i: number) => BOTTOM - TOP - headerHeight({ ...story, title: title(i) }) - headH;
  const pages: VerifiedRow[][] = [[]];
  let used = 0;
  for (const r of rows) {
    const h = rowHeight(TABLE_COLUMNS.map((c) => r[c.key]));
    if (pages.at(-1)!.length > 0 && used + h > room(pages.length - 1)) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(r);
    used += h;
  }

  pages.forEach((pageRows, i) => {
    const slide = pptx.addSlide({ masterName: MASTER.content });
    const top = header(slide, { ...story, title: title(i) });
    const cell = (value: string, options: PptxGenJS.TableCellProps) => ({ text: cleanText(value), options });
    slide.addTable(
      [
        headCells.map((c) => cell(c, { bold: true, color: COLOR.white, fill: { color: COLOR.brand } })),
        ...pageRows.map((r, n) =>
          TABLE_COLUMNS.map((c) =>
            cell(r[c.key], { color: COLOR.ink, fill: { color: n % 2 ? COLOR.panel : COLOR.white } }),
          ),
        ),
      ],
      {
        x: LEFT,
        y: top,
        w: CONTENT_W,
        colW: TABLE_COLUMNS.map((c) => c.w),
        rowH: [headH, ...pageRows.map((r) => rowHeight(TABLE_COLUMNS.map((c) => r[c.key])))],
        fontFace: FONT,
        fontSize: TABLE_SIZE,
        margin: [CELL_PAD_Y, CELL_PAD_X, CELL_PAD_Y, CELL_PAD_X],
        valign: "middle",
        border: { type: "solid", pt: 0.5, color: COLOR.line },
      },
    );
  });
}

// ---- Shared pieces ----

type Header = { eyebrow: string; title: string; meta?: string | null; verification?: Verification | null };

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
function headerHeight(h: Header): number {
  const l = headerLayout(h);
  return 0.3 + l.titleH + (l.metaH ? l.metaH + 0.06 : 0) + (l.pillH ? l.pillH + 0.1 : 0) + 0.2;
}

/** Draws eyebrow, title, meta line and verification pill; returns where the content starts. */
function header(slide: Slide, h: Header): number {
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
    const style = STATE_STYLE[h.verification.state];
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
function tiles(slide: Slide, top: number, items: readonly Tile[]): void {
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
function pill(
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

function text(slide: Slide, value: string, o: TextOptions): void {
  slide.addText(cleanText(value), {
    ...o,
    fontFace: FONT,
    margin: 0,
    valign: "top",
    fit: "none",
    lineSpacingMultiple: 1,
  });
}
