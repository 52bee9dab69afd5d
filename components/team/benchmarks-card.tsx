"use client";
// Benchmarks: where the member's own attainment stands in each anonymised cohort of the organisation, per year.
// A cohort too small to hide anyone says so; no cohort ever shows how many people are in it.
import { BarChart3 } from "lucide-react";
import { formatPercent } from "@/lib/format";
import { ORG_ROLE_LABELS, ORG_ROLES, type OrgRole } from "@/lib/validators/org";
import { percentileText } from "./format";
import { QueryState, Section } from "./team-ui";
import type { Benchmark } from "./types";
import { useBenchmarks } from "./use-org-api";

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
        Add quota records to your book to see how you compare.
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
              Your attainment: {formatPercent(rows[0]!.attainmentPercent)}
            </span>
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((row) => (
              <li key={`${row.cohort}-${row.label}`} className="grid gap-1 rounded-lg border border-border p-3">
                <span className="text-sm text-muted-foreground">{cohortName(row)}</span>
                {row.percentile === null ? (
                  <span className="text-sm">{TOO_SMALL}</span>
                ) : (
                  <span className="text-lg font-semibold">{percentileText(row.percentile)}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function BenchmarksCard({ orgId }: { orgId: number }) {
  const query = useBenchmarks(orgId);
  return (
    <Section
      title="Benchmarks"
      description="Where your own attainment stands in your organisation. Nobody else's figures are shown."
    >
      <QueryState query={query} label="Loading benchmarks">
        {(data) => <BenchmarksList benchmarks={data.benchmarks} />}
      </QueryState>
    </Section>
  );
}
