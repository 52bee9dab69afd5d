// How the Recognition section words rules, scopes, contests and their figures.
import type { RuleKind } from "@/lib/recognition-rules";
import type { ContestMetric } from "@/lib/validators/contests";
import type { Member } from "../types";

export const RULE_KIND_LABELS: Record<RuleKind, string> = {
  attainment_at_least: "Attainment at least",
  streak: "Streak",
  top_percent: "Top percent",
  largest_deal: "Largest deal",
};

export const PERIOD_TYPE_LABELS = { quarter: "Quarter", year: "Year" } as const;

/** The threshold field's label for a kind, or null when the kind takes none. */
export function thresholdLabel(kind: RuleKind | undefined): string | null {
  if (kind === "largest_deal") return null;
  return kind === "top_percent" ? "Top share %" : "Attainment %";
}

type RuleShape = {
  kind: RuleKind;
  threshold: number | null;
  periods: number | null;
  periodType: "quarter" | "year";
};

const periodWord = (type: "quarter" | "year", n = 1) => (n === 1 ? type : `${type}s`);

/** "Attainment at least 120% each year", "4 quarters in a row at 100% or more", "Top 10% each quarter". */
export function ruleSummary({ kind, threshold, periods, periodType }: RuleShape): string {
  if (kind === "attainment_at_least") return `Attainment at least ${threshold}% each ${periodType}`;
  if (kind === "streak") return `${periods} ${periodWord(periodType, periods ?? 2)} in a row at ${threshold}% or more`;
  if (kind === "top_percent") return `Top ${threshold}% of the team each ${periodType}`;
  return `Largest deal each ${periodType}`;
}

type Scope = { managerId: number | null; segment: string | null };

/** "Everyone", "Team of Priya Shah", "Segment: Enterprise", or both. */
export function scopeText(scope: Scope, members: readonly Member[]): string {
  const parts: string[] = [];
  if (scope.managerId !== null) {
    const manager = members.find((m) => m.userId === scope.managerId);
    parts.push(`Team of ${manager?.fullName ?? "a former manager"}`);
  }
  if (scope.segment) parts.push(`Segment: ${scope.segment}`);
  return parts.length > 0 ? parts.join(" · ") : "Everyone";
}

export const CONTEST_METRIC_NAMES: Record<ContestMetric, string> = {
  attainment: "Attainment",
  closed_amount: "Closed-won amount",
  deal_count: "Closed-won deals",
};

export const CONTEST_STATUS_LABELS = {
  upcoming: "Upcoming",
  running: "Running",
  ended: "Ended",
  awarded: "Awarded",
} as const;

const twoDecimals = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A leaderboard figure: "—" when the answer holds none (not the caller's to see, or no value). */
export function contestValue(metric: ContestMetric, value: number | null, currencies: readonly string[]): string {
  if (value === null) return "—";
  if (metric === "attainment") return `${twoDecimals(value)}%`;
  if (metric === "deal_count") return value.toLocaleString("en-US");
  return currencies.length === 1 ? `${twoDecimals(value)} ${currencies[0]}` : twoDecimals(value);
}
