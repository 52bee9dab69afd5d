"use client";
// The seller's side of attestation: their own quota records, each not yet verified with a button to ask their
// manager in this organisation to confirm it, and the requests still waiting.
import { Clock, Send } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatMoney, formatPercent } from "@/lib/format";
import { useQuotaRecords } from "@/lib/hooks/use-portfolio";
import { QuerySection } from "./query-section";
import { periodLabel, type Attestation } from "./types";
import { useRequestAttestation } from "./use-org-api";

type Props = {
  orgId: number;
  managerName: string | null;
  /** The line was set before setters were recorded: it carries no attestation until an admin sets it again. */
  lineUnrecorded?: boolean;
  myRequests: Attestation[];
};

export function AttestationRequests({ orgId, managerName, lineUnrecorded = false, myRequests }: Props) {
  const records = useQuotaRecords();
  const request = useRequestAttestation(orgId);
  const waiting = new Set(myRequests.map((r) => r.quotaRecordId));
  return (
    <QuerySection
      title="Ask your manager to attest"
      description={
        lineUnrecorded
          ? "Your reporting line was set before we recorded who sets reporting lines: ask an owner or admin of your organisation to set your manager again, then ask for an attestation."
          : `${managerName ?? "Your manager"} can confirm your quota figures here; an attested record shows as verified on your book.`
      }
      query={records}
      loadingLabel="Loading your quota records"
      empty="You have no quota records yet. Add them on your dashboard first."
    >
      {(list) => (
        <ul className="grid gap-2">
          {list.map((record) => {
            const period = periodLabel(record.year, record.quarter);
            const busy = request.isPending && request.variables === record.id;
            return (
              <li
                key={record.id}
                aria-label={period}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border px-4 py-3"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium">{period}</span>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    {formatMoney(record.attainment)} of {formatMoney(record.quota)} ·{" "}
                    {formatPercent(record.attainmentPercent)}
                  </span>
                </div>
                {record.isVerified ? (
                  <Badge variant="success">Verified</Badge>
                ) : waiting.has(record.id) ? (
                  <Badge variant="warning">
                    <Clock aria-hidden="true" />
                    Waiting for your manager
                  </Badge>
                ) : (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => request.mutate(record.id)}>
                    <Send aria-hidden="true" />
                    {busy ? "Requesting..." : "Request attestation"}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </QuerySection>
  );
}
