"use client";
// Team performance: each member the viewer may see (a manager: their reports; owners and admins: everyone), their
// portfolio completion, and every period's attainment with how it is verified. The table scrolls inside its own
// box on a phone, never the page.
import { Download, Users } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatPercent } from "@/lib/format";
import { ORG_ROLE_LABELS } from "@/lib/validators/org";
import { QueryState, Section } from "./team-ui";
import { periodLabel, type TeamRecord } from "./types";
import { useTeam } from "./use-org-api";

const BADGES: Record<"attested" | TeamRecord["verification"], { label: string; variant: BadgeProps["variant"] }> = {
  attested: { label: "Attested", variant: "success" },
  verified: { label: "Verified", variant: "success" },
  pending: { label: "Pending", variant: "warning" },
  unverified: { label: "Unverified", variant: "outline" },
};

export function verificationBadge(record: Pick<TeamRecord, "verification" | "attested">) {
  return BADGES[record.attested ? "attested" : record.verification];
}

export function TeamTable({ orgId }: { orgId: number }) {
  const team = useTeam(orgId, true);
  const downloads = (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={`/api/orgs/${orgId}/report.xlsx`} download>
          <Download aria-hidden="true" />
          Download Excel
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={`/api/orgs/${orgId}/report.csv`} download>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      </Button>
    </div>
  );
  return (
    <Section
      title="Team performance"
      description="Attainment per period and how each figure is verified."
      action={downloads}
    >
      <QueryState query={team} label="Loading the team">
        {(members) =>
          members.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Users className="size-4" aria-hidden="true" />
              Nobody reports to you yet. An admin sets each member&apos;s manager.
            </p>
          ) : (
            // The box scrolls sideways on a narrow screen and is keyboard-focusable, so it can be scrolled without a mouse.
            <div
              className="max-w-full overflow-x-auto rounded-lg border border-border"
              tabIndex={0}
              role="region"
              aria-label="Team performance table"
            >
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead className="bg-muted/50 text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Name
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Role
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Completion
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Attainment by period
                    </th>
                  </tr>
                </thead>
                <tbody>
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
                                <li
                                  key={record.id}
                                  className="flex items-center gap-1.5 rounded-md border border-border px-2 py-1"
                                >
                                  <span className="text-xs text-muted-foreground">
                                    {periodLabel(record.year, record.quarter)}
                                  </span>
                                  <span className="font-medium tabular-nums">
                                    {formatPercent(record.attainmentPercent)}
                                  </span>
                                  <Badge variant={badge.variant}>{badge.label}</Badge>
                                </li>
                              );
                            })}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </Section>
  );
}
