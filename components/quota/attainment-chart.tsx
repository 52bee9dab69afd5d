"use client";
// Attainment percent per period, oldest first, as a hand-written SVG bar chart (no chart library: the
// dashboard's bundle stays small) with a dashed 100% line. Screen readers get the same figures as a table.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ColumnHeaders } from "@/components/ui/column-headers";
import { formatPercent } from "@/lib/format";
import { attainmentTone, periodLabel } from "@/lib/quota";
import type { QuotaRecord } from "@/lib/types";
import { TONE_FILL } from "./attainment-tone";
import { useElementWidth } from "./use-element-width";
import { chronological, exceedsQuota } from "./quota-summary";

/** Each period gets a slot between these widths; past the card's width the chart scrolls sideways. */
const MIN_SLOT = 52;
const MAX_SLOT = 96;
const LEFT = 44;
const RIGHT = 12;
const TOP = 24;
const PLOT = 200;
const BOTTOM = 32;
const HEIGHT = TOP + PLOT + BOTTOM;

/** The top of the scale: the largest percent with some headroom, rounded up to a whole tick step. */
function scale(maxPercent: number): { max: number; step: number } {
  const top = Math.max(100, maxPercent) * 1.1;
  const step = top <= 200 ? 50 : top <= 500 ? 100 : 200;
  return { max: Math.ceil(top / step) * step, step };
}

/** "Q3 '25" or "FY '25" under a bar; the full label is in the bar's title and the table. */
const shortLabel = (r: QuotaRecord) => `${r.quarter ? `Q${r.quarter}` : "FY"} '${String(r.year).slice(-2)}`;

/** Slots fill the available width (within limits); the grid lines run the full width. */
function layout(count: number, available: number | undefined) {
  const room = (available ?? 0) - LEFT - RIGHT;
  const slot = Math.min(MAX_SLOT, Math.max(MIN_SLOT, Math.floor(room / count)));
  const bar = Math.round(slot * 0.6);
  return { slot, bar, width: Math.max(LEFT + count * slot + RIGHT, available ?? 0) };
}

export function AttainmentChart({ records }: { records: readonly QuotaRecord[] }) {
  const series = chronological(records);
  const [containerRef, available] = useElementWidth<HTMLDivElement>();
  const { max, step } = scale(Math.max(...series.map((r) => Number(r.attainmentPercent))));
  const { slot, bar, width } = layout(series.length, available);
  const y = (percent: number) => TOP + PLOT - (Math.min(percent, max) / max) * PLOT;
  const ticks = Array.from({ length: max / step + 1 }, (_, i) => i * step).filter((t) => t !== 100);

  return (
    <Card>
      <CardHeader>
        <CardTitle id="attainment-chart-title">Attainment by Period</CardTitle>
        <CardDescription>Percent of quota per period, oldest first. The dashed line marks 100%.</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          ref={containerRef}
          role="region"
          aria-labelledby="attainment-chart-title"
          tabIndex={0}
          className="overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <svg
            aria-hidden="true"
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="block text-[11px]"
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={LEFT} x2={width - RIGHT} y1={y(tick)} y2={y(tick)} className="stroke-border" />
                <text x={LEFT - 6} y={y(tick)} dy="0.35em" textAnchor="end" className="fill-muted-foreground">
                  {tick}%
                </text>
              </g>
            ))}
            {series.map((record, i) => {
              const percent = Number(record.attainmentPercent);
              const tone = attainmentTone(record.attainmentPercent);
              const x = LEFT + i * slot + (slot - bar) / 2;
              const top = y(percent);
              return (
                <g key={record.id}>
                  <rect
                    data-chart-bar=""
                    data-period={periodLabel(record.year, record.quarter)}
                    data-tone={tone}
                    x={x}
                    y={top}
                    width={bar}
                    height={Math.max(TOP + PLOT - top, 1)}
                    rx={3}
                    className={TONE_FILL[tone]}
                  >
                    <title>{`${periodLabel(record.year, record.quarter)}: ${formatPercent(record.attainmentPercent)}`}</title>
                  </rect>
                  <text
                    x={x + bar / 2}
                    y={top - 6}
                    textAnchor="middle"
                    // A halo in the card's colour keeps the value readable where it crosses the 100% line.
                    className="fill-foreground stroke-card font-medium [paint-order:stroke] [stroke-width:3px]"
                  >
                    {formatPercent(record.attainmentPercent)}
                  </text>
                  <text x={x + bar / 2} y={TOP + PLOT + 18} textAnchor="middle" className="fill-muted-foreground">
                    {shortLabel(record)}
                  </text>
                </g>
              );
            })}
            <line
              x1={LEFT}
              x2={width - RIGHT}
              y1={y(100)}
              y2={y(100)}
              strokeDasharray="6 4"
              strokeWidth={1.5}
              className="stroke-foreground"
            />
            <text x={LEFT - 6} y={y(100)} dy="0.35em" textAnchor="end" className="fill-foreground font-semibold">
              100%
            </text>
          </svg>
          <table className="sr-only">
            <caption>Attainment by period, oldest first</caption>
            <thead>
              <tr>
                <ColumnHeaders names={["Period", "Attainment", "Against quota"]} />
              </tr>
            </thead>
            <tbody>
              {series.map((record) => (
                <tr key={record.id}>
                  <th scope="row">{periodLabel(record.year, record.quarter)}</th>
                  <td>{formatPercent(record.attainmentPercent)}</td>
                  <td>{exceedsQuota(record.attainmentPercent) ? "At or above quota" : "Below quota"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
