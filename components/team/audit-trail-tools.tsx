"use client";
// What an owner or admin of an Enterprise organisation does with the whole audit trail: verify its hash chain (the
// answer says it is intact, or names the first broken event) and export it, all of it or a range of days, as CSV or
// JSON Lines that anyone can re-verify offline.
import { Download, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PendingButton } from "@/components/ui/pending-button";
import { formatDate } from "@/lib/format";
import { auditExportUrl, useVerifyAudit, type AuditVerification } from "./use-audit-trail";

/** Why a chain breaks at an event, in words. */
const REASONS: Record<NonNullable<AuditVerification["firstBroken"]>["reason"], string> = {
  seq_gap: "an event before it is missing",
  seq_mismatch: "its place in the chain was changed",
  prev_hash_mismatch: "its link to the event before it was changed",
  checkpoint_mismatch: "it does not match the retention checkpoint",
  hash_mismatch: "its content or its hash was changed",
  head_mismatch: "the newest events are missing, or the record of the chain's end was changed",
  unchained: "it was written outside the chain",
};

const events = (n: number) => (n === 1 ? "1 event" : `${n.toLocaleString("en-US")} events`);

function VerificationResult({ result }: { result: AuditVerification }) {
  const broken = result.firstBroken;
  if (!broken) {
    const start = result.checkpoint
      ? `event ${result.checkpoint.seq + 1} (events before it expired on ${formatDate(result.checkpoint.createdAt)})`
      : "the first event";
    return (
      <Alert variant="success" role="status">
        <ShieldCheck aria-hidden="true" />
        <AlertTitle>The audit trail is intact</AlertTitle>
        <AlertDescription>
          {events(result.checked)} checked, from {start} to event {result.head.seq}: every event follows the one before
          it and matches its hash.
        </AlertDescription>
      </Alert>
    );
  }
  const where = broken.seq === null ? "An event with no place in the chain" : `Event ${broken.seq}`;
  return (
    <Alert variant="destructive">
      <AlertTitle>The audit trail is broken</AlertTitle>
      <AlertDescription>
        {where}
        {broken.id === null ? "" : ` (row ${broken.id})`}: {REASONS[broken.reason]}. {events(result.checked)} before it
        checked out.
      </AlertDescription>
    </Alert>
  );
}

export function AuditTrailTools({ orgId }: { orgId: number }) {
  const verify = useVerifyAudit(orgId);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const fromId = useId();
  const toId = useId();
  return (
    <div className="mb-4 grid gap-4 border-b border-border pb-4">
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton
          variant="outline"
          size="sm"
          pending={verify.isPending}
          pendingLabel="Verifying..."
          onClick={() => verify.mutate()}
        >
          <ShieldCheck aria-hidden="true" />
          Verify
        </PendingButton>
        <p className="text-sm text-muted-foreground">Checks every event&apos;s hash and its link to the one before.</p>
      </div>
      {verify.data ? <VerificationResult result={verify.data} /> : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor={fromId}>From</Label>
          <Input id={fromId} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={toId}>To</Label>
          <Input id={toId} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </div>
        {(["csv", "jsonl"] as const).map((format) => (
          <Button key={format} asChild variant="outline" size="sm">
            <a href={auditExportUrl(orgId, format, from, to)} download>
              <Download aria-hidden="true" />
              {format === "csv" ? "Export CSV" : "Export JSONL"}
            </a>
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Leave the days empty for the whole trail (days are UTC). Each line holds the event&apos;s place, the hash before
        it and its own, so the file can be checked without us. Exports are recorded in the trail.
      </p>
    </div>
  );
}
