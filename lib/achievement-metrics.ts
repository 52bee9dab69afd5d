// The metric chips of an achievement card: money, people, timing and quota attainment, read out of the
// template fields the rep typed by hand. The card on screen and the PDF report both show these.
import { formatMoney, formatPercent } from "@/lib/format";
import type { Achievement } from "@/lib/types";

export type MetricChip = { kind: "money" | "people" | "time" | "quota"; label: string; text: string };

/** Template fields are typed by hand ("$250,000", "146%"): read the number out of them when there is one. */
function cleanNumber(value: string, strip: RegExp): string | undefined {
  const cleaned = value.replace(strip, "");
  return cleaned !== "" && Number.isFinite(Number(cleaned)) ? cleaned : undefined;
}

const money = (value: string) => {
  const amount = cleanNumber(value, /[$,\s]/g);
  return amount === undefined ? value : formatMoney(amount);
};

const percent = (value: string) => {
  const amount = cleanNumber(value, /[%\s]/g);
  return amount === undefined ? value : formatPercent(amount);
};

export function achievementMetricChips(achievement: Pick<Achievement, "metrics" | "timeframe">): MetricChip[] {
  const metrics = achievement.metrics ?? {};
  const chips: MetricChip[] = [];
  if (metrics.dealValue) chips.push({ kind: "money", label: "Deal value", text: money(metrics.dealValue) });
  else if (metrics.revenue) chips.push({ kind: "money", label: "Revenue", text: money(metrics.revenue) });

  if (metrics.seats) chips.push({ kind: "people", label: "Seats", text: `${metrics.seats} seats` });
  else if (metrics.teamSize) chips.push({ kind: "people", label: "Team size", text: `Team of ${metrics.teamSize}` });

  if (metrics.salesCycle) chips.push({ kind: "time", label: "Sales cycle", text: metrics.salesCycle });
  else if (metrics.timeframe || achievement.timeframe) {
    chips.push({ kind: "time", label: "Timeframe", text: (metrics.timeframe || achievement.timeframe) ?? "" });
  }

  if (metrics.quotaAttainment) {
    chips.push({ kind: "quota", label: "Quota attainment", text: `${percent(metrics.quotaAttainment)} of quota` });
  }
  return chips;
}
