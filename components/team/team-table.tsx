"use client";
// Team performance: the members the viewer may see (a manager: their reports; owners and admins: everyone), a page
// at a time, filtered and sorted by the API, with totals over all of them; each member's portfolio completion and
// every period's attainment with how it is verified. The table scrolls inside its own box on a phone, never the page.
import { Download, Users } from "lucide-react";
import { useState } from "react";
import { ColumnHeaders } from "@/components/ui/column-headers";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { routeUrl } from "@/lib/api/client";
import { formatPercent } from "@/lib/format";
import { ORG_ROLE_LABELS } from "@/lib/validators/org";
import { QuerySection } from "./query-section";
import { periodLabel, type Member, type TeamMember, type TeamRecord, type TeamTotals } from "./types";
import { useTeam, type TeamFilters } from "./use-org-api";
import { ScrollTable } from "@/components/ui/scroll-table";

const BADGES: Record<"attested" | TeamRecord["verification"], { label: string; variant: BadgeProps["variant"] }> = {
  attested: { label: "Attested", variant: "success" },
  verified: { label: "Verified", variant: "success" },
  pending: { label: "Pending", variant: "warning" },
  unverified: { label: "Unverified", variant: "outline" },
};

export function verificationBadge(record: Pick<TeamRecord, "verification" | "attested">) {
  return BADGES[record.attested ? "attested" : record.verification];
}

type Choice = { value: string; label: string };

const SORT_CHOICES: readonly Choice[] = [
  { value: "name", label: "Name (A to Z)" },
  { value: "attainment", label: "Average attainment (highest first)" },
];

const VERIFICATION_CHOICES: readonly Choice[] = [
  { value: "", label: "Any verification" },
  { value: "verified", label: "Has verified figures" },
  { value: "attested", label: "Has attested figures" },
  { value: "pending", label: "Has figures pending" },
  { value: "unverified", label: "Has unverified figures" },
];

/** The team report's two downloads (the same rows, as a workbook or as CSV). */
const REPORTS = [
  { route: "GET /api/orgs/[id]/report.xlsx", label: "Download Excel" },
  { route: "GET /api/orgs/[id]/report.csv", label: "Download CSV" },
] as const;

const NO_FILTERS: TeamFilters = { segment: "", managerId: "", verification: "", sort: "name" };

type TeamTableProps = {
  orgId: number;
  /** The organisation's members, for the segment and manager choices (managers are offered to admins only). */
  members?: Member[];
  canFilterByManager?: boolean;
};

export function TeamTable({ orgId, members = [], canFilterByManager = false }: TeamTableProps) {
  const [filters, setFilters] = useState<TeamFilters>(NO_FILTERS);
  const team = useTeam(orgId, filters, true);
  const segments = [...new Set(members.flatMap((m) => (m.segment ? [m.segment] : [])))].sort();
  const managerIds = new Set(members.flatMap((m) => (m.managerId ? [m.managerId] : [])));
  const managers = members.filter((m) => managerIds.has(m.userId));
  const filtered = filters.segment !== "" || filters.managerId !== "" || filters.verification !== "";
  const set = (change: Partial<TeamFilters>) => setFilters((current) => ({ ...current, ...change }));
  const downloads = (
    <div className="flex flex-wrap gap-2">
      {REPORTS.map(({ route, label }) => (
        <Button key={label} asChild variant="outline" size="sm">
          <a href={routeUrl(route, { id: orgId })} download>
            <Download aria-hidden="true" />
            {label}
          </a>
        </Button>
      ))}
    </div>
  );
  const filterControls = (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {segments.length > 0 ? (
        <FilterSelect
          id="team-segment"
          label="Segment"
          value={filters.segment}
          onChange={(segment) => set({ segment })}
          choices={[
            { value: "", label: "All segments" },
            ...segments.map((segment) => ({ value: segment, label: segment })),
          ]}
        />
      ) : null}
      {canFilterByManager && managers.length > 0 ? (
        <FilterSelect
          id="team-manager"
          label="Manager"
          value={filters.managerId}
          onChange={(managerId) => set({ managerId })}
          choices={[
            { value: "", label: "All managers" },
            ...managers.map((m) => ({ value: String(m.userId), label: m.fullName })),
          ]}
        />
      ) : null}
      <FilterSelect
        id="team-verification"
        label="Verification"
        value={filters.verification}
        onChange={(verification) => set({ verification })}
        choices={VERIFICATION_CHOICES}
      />
      <FilterSelect
        id="team-sort"
        label="Sort by"
        value={filters.sort}
        onChange={(sort) => set({ sort: sort === "attainment" ? "attainment" : "name" })}
        choices={SORT_CHOICES}
      />
    </div>
  );
  return (
    <QuerySection
      title="Team performance"
      description="Attainment per period and how each figure is verified."
      action={downloads}
      query={team}
      loadingLabel="Loading the team"
      before={filterControls}
    >
      {({ pages }) => {
        const shown = pages.flatMap((page) => page.members);
        const totals = pages[0]?.totals;
        if (shown.length === 0) {
          return filtered ? (
            <p className="text-sm text-muted-foreground">No member matches these filters.</p>
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Users className="size-4" aria-hidden="true" />
              Nobody reports to you yet. An admin sets each member&apos;s manager.
            </p>
          );
        }
        return (
          <div className="grid gap-4">
            {totals ? <TeamTotalsLine totals={totals} shown={shown.length} /> : null}
            <TeamRows members={shown} />
            {team.hasNextPage ? (
              <div className="flex justify-center">
                <Button variant="outline" disabled={team.isFetchingNextPage} onClick={() => void team.fetchNextPage()}>
                  {team.isFetchingNextPage ? "Loading..." : "Load more"}
                </Button>
              </div>
            ) : null}
          </div>
        );
      }}
    </QuerySection>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  choices,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** What the totals say: over every member that matches, not only the ones loaded so far. */
function TeamTotalsLine({ totals, shown }: { totals: TeamTotals; shown: number }) {
  const members = totals.members === 1 ? "1 member" : `${totals.members.toLocaleString("en-US")} members`;
  return (
    <p className="text-sm text-muted-foreground" data-testid="team-totals">
      Showing {shown.toLocaleString("en-US")} of {members} · {totals.records.toLocaleString("en-US")} quota{" "}
      {totals.records === 1 ? "record" : "records"}: {totals.verified.toLocaleString("en-US")} verified (
      {totals.attested.toLocaleString("en-US")} attested), {totals.pending.toLocaleString("en-US")} pending
      {totals.averageAttainmentPercent !== null
        ? ` · average attainment ${formatPercent(totals.averageAttainmentPercent)}`
        : ""}
    </p>
  );
}

function TeamRows({ members }: { members: TeamMember[] }) {
  return (
    <ScrollTable
      label="Team performance table"
      minWidth="min-w-[36rem]"
      head={
        <tr>
          <ColumnHeaders
            names={["Name", "Role", "Completion", "Attainment by period"]}
            className="px-3 py-2 font-medium"
          />
        </tr>
      }
    >
      {members.map((member) => (
        <tr key={member.userId} className="border-t border-border align-top">
          <th scope="row" className="px-3 py-2 font-medium">
            {member.fullName}
            {member.title ? (
              <span className="block text-xs font-normal text-muted-foreground">{member.title}</span>
            ) : null}
          </th>
          <td className="px-3 py-2">{ORG_ROLE_LABELS[member.role]}</td>
          <td className="px-3 py-2 tabular-nums">{member.completion}%</td>
          <td className="px-3 py-2">
            {member.records.length === 0 ? (
              <span className="text-muted-foreground">No quota records</span>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {member.records.map((record) => {
                  const badge = verificationBadge(record);
                  return (
                    <li key={record.id} className="flex items-center gap-1.5 rounded-md border border-border px-2 py-1">
                      <span className="text-xs text-muted-foreground">{periodLabel(record.year, record.quarter)}</span>
                      <span className="font-medium tabular-nums">{formatPercent(record.attainmentPercent)}</span>
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    </li>
                  );
                })}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
