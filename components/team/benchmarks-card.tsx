"use client";
// Benchmarks: the band (top 10%, 25%, 50%, lower half) the member's own verified attainment falls in, in each cohort
// of the organisation, per year, as of the day's snapshot (owners and admins can take it again now). A cohort too small to hide anyone says so; no cohort ever
// shows how many people are in it or anyone's figure.
import { BarChart3, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { BENCHMARK_BAND_LABELS } from "@/lib/benchmark-bands";
import { formatDate, formatPercent } from "@/lib/format";
import { ORG_ROLE_LABELS, ORG_ROLES, type OrgRole } from "@/lib/validators/org";
import { QuerySection } from "./query-section";
import type { Benchmark } from "./types";
import { useBenchmarks, useRefreshBenchmarks } from "./use-org-api";

export const TOO_SMALL = "Not enough people in this cohort to compare yet";

const isRole = (value: string): value is OrgRole => (ORG_ROLES as readonly string[]).includes(value);

function cohortName({ cohort, label }: Benchmark): string {
  if (cohort === "organisation") return `Everyone in ${label}`;
  if (cohort === "role") return `Role: ${isRole(label) ? ORG_ROLE_LABELS[label] : label}`;
  return `Segment: ${label}`;
}

/** The benchmarks grouped by year, newest first. */
function byYear(benchmarks: Benchmark[]): [number, Benchmark[]][] {
  const years = new Map<number, Benchmark[]>();
  for (const b of benchmarks) years.set(b.year, [...(years.get(b.year) ?? []), b]);
  return [...years].sort(([a], [b]) => b - a);
}

export function BenchmarksList({ benchmarks }: { benchmarks: Benchmark[] }) {
  if (benchmarks.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <BarChart3 className="size-4" aria-hidden="true" />
        Benchmarks compare verified figures only: once a quota record of yours is verified, you will see where it stands
        from the next day&apos;s snapshot.
      </p>
    );
  }
  return (
    <div className="grid gap-5">
      {byYear(benchmarks).map(([year, rows]) => (
        <section key={year} aria-labelledby={`benchmarks-${year}`} className="grid gap-2">
          <h3 id={`benchmarks-${year}`} className="flex flex-wrap items-baseline gap-x-2 font-semibold">
            {year}
            <span className="text-sm font-normal text-muted-foreground">
              Your verified attainment: {formatPercent(rows[0]!.attainmentPercent)}
            </span>
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((row) => (
              <li key={`${row.cohort}-${row.label}`} className="grid gap-1 rounded-lg border border-border p-3">
                <span className="text-sm text-muted-foreground">{cohortName(row)}</span>
                {row.band === null ? (
                  <span className="text-sm">{TOO_SMALL}</span>
                ) : (
                  <span className="text-lg font-semibold">{BENCHMARK_BAND_LABELS[row.band]}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function BenchmarksCard({ orgId, canRefresh = false }: { orgId: number; canRefresh?: boolean }) {
  const refresh = useRefreshBenchmarks(orgId);
  return (
    <QuerySection
      title="Benchmarks"
      description="Where your own verified attainment stands in your organisation, from a snapshot taken once a day. Nobody else's figures are shown."
      query={useBenchmarks(orgId)}
      loadingLabel="Loading benchmarks"
    >
      {(data) => (
        <div className="grid gap-3">
          <BenchmarksList benchmarks={data.benchmarks} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-muted-foreground">
              {data.asOf ? `As of ${formatDate(data.asOf)}` : "The first snapshot is taken today."}
            </p>
            {canRefresh ? (
              <Button
                variant="outline"
                size="sm"
                disabled={refresh.isPending}
                onClick={() => refresh.mutate(undefined)}
              >
                <RefreshCw aria-hidden="true" />
                {refresh.isPending ? "Refreshing..." : "Refresh now"}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </QuerySection>
  );
}
