// The quota slide: the headline figures as tiles beside a native stacked bar chart of attainment per period,
// each bar in its attainment colour.
import type PptxGenJS from "pptxgenjs";
import { formatMoney, formatPercent } from "@/lib/format";
import { attainmentTone } from "@/lib/quota";
import type { PortfolioSnapshot } from "../snapshot";
import { header, text, tiles } from "./parts";
import { BOTTOM, COLOR, COLUMN_GAP, CONTENT_W, FONT, LEFT, MASTER, TILE_W, TONE_COLOR, type Tile } from "./theme";

/** The chart stays readable up to this many bars; older periods are left to the PDF and the share page. */
const CHART_MAX_PERIODS = 16;

/** The headline figures of the title and quota slides. */
export function quotaFigures(
  quota: PortfolioSnapshot["quota"],
): Record<"average" | "revenue" | "quota" | "verified", Tile> {
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

export function addQuotaSlide(pptx: PptxGenJS, snapshot: PortfolioSnapshot): void {
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
