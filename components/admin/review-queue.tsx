"use client";
// The admin review queue: each pending proof with its rep and claimed figures, the proof viewable inline, and
// approve / reject (a rejection needs a reason, which the rep sees).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Download, ExternalLink, X } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/api-client";
import { callApi } from "@/lib/api/client";
import { adminKeys } from "@/lib/api/keys";
import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import { PROOF_TYPE_LABELS } from "@/lib/options";
import { PRODUCT_NAME } from "@/lib/product";
import { isInlineViewable } from "@/lib/proof-files";
import {
  REJECT_REASON_REQUIRED,
  type EmailProofConditions,
  type PendingReview,
  type ReviewDecision,
} from "@/lib/validators/review";

/** Why the item waits, and what was established automatically: the reviewer's starting point. */
function ReviewNotes({ item }: { item: PendingReview }) {
  const notes: string[] = [];
  if (item.flag) notes.push(item.flag);
  if (item.signature) {
    const who = [item.signature.signerName, item.signature.signerTitle].filter(Boolean).join(", ");
    const when = item.signature.signedAt ? ` on ${formatDate(item.signature.signedAt)}` : "";
    notes.push(
      `E-signed by ${who || "the manager"}${item.signature.signerDomain ? ` through ${item.signature.signerDomain}` : ""}${when}.`,
    );
  }
  const check = item.emailCheck;
  if (check) {
    notes.push(check.result === "pass" ? `DKIM verified for ${check.domain}.` : `DKIM: ${check.detail}`);
  }
  if (notes.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <ul className="grid gap-1" aria-label="Review notes">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {check?.conditions ? <EmailConditions conditions={check.conditions} /> : null}
    </div>
  );
}

const CONDITION_LABELS = {
  employer: "Sent by the rep's employer",
  addressed: "Addressed to the rep's confirmed work address",
  figures: "States the figures and period",
} as const;

/** The three conditions an e-mail must meet to verify a record by itself, each met or not, with what was found. */
function EmailConditions({ conditions }: { conditions: EmailProofConditions }) {
  return (
    <ul className="grid gap-1" aria-label="E-mail proof conditions">
      {(Object.keys(CONDITION_LABELS) as (keyof typeof CONDITION_LABELS)[]).map((key) => {
        const condition = conditions[key];
        const Icon = condition.met ? Check : X;
        return (
          <li key={key} className="flex gap-2">
            <Icon
              aria-hidden="true"
              className={condition.met ? "mt-0.5 size-4 text-emerald-700" : "mt-0.5 size-4 text-destructive"}
            />
            <span>
              <span className="font-medium">
                {CONDITION_LABELS[key]}: {condition.met ? "yes" : "no"}.
              </span>{" "}
              {condition.detail}.
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ProofPreview({ item }: { item: PendingReview }) {
  const file = item.file;
  if (!file && item.signature) return null;
  if (!file) return <p className="text-sm text-destructive">The proof file is missing.</p>;
  const image = file.contentType === "image/png" || file.contentType === "image/jpeg";
  return (
    <div className="grid gap-2">
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private, per-request file, not a static asset
        <img
          src={file.inlineUrl}
          alt={`Proof uploaded by ${item.rep.fullName}: ${file.originalName}`}
          className="max-h-96 w-auto rounded-md border border-border object-contain"
        />
      ) : null}
      <div className="flex flex-wrap gap-2 text-sm">
        {isInlineViewable(file.contentType) ? (
          <Button asChild variant="outline" size="sm">
            <a href={file.inlineUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              View {file.originalName}
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <a href={file.url}>
            <Download aria-hidden="true" />
            Download {file.originalName}
          </a>
        </Button>
      </div>
    </div>
  );
}

function Figures({ item }: { item: PendingReview }) {
  const rows: [string, string][] =
    item.kind === "quota-record"
      ? [
          ["Period", item.period],
          ["Quota", formatMoney(item.quota)],
          ["Attainment", formatMoney(item.attainment)],
          ["Attainment %", formatPercent(item.attainmentPercent)],
          ["Stack Rank", item.stackRank ?? "Not specified"],
          ["Proof", PROOF_TYPE_LABELS[item.proofType as keyof typeof PROOF_TYPE_LABELS] ?? item.proofType],
        ]
      : [
          ["Title", item.title],
          ["Date Received", item.dateReceived ? formatDate(item.dateReceived) : "Not specified"],
          ["Description", item.description],
        ];
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReviewCard({ item }: { item: PendingReview }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const title = item.kind === "quota-record" ? `${PRODUCT_NAME} ${item.period}` : `Recognition: ${item.title}`;
  const decide = useMutation({
    mutationFn: (decision: ReviewDecision) =>
      callApi("POST /api/admin/reviews/[kind]/[id]", {
        params: { kind: item.kind, id: item.id },
        body: { ...decision, version: item.version },
      }),
    onSuccess: (_data, decision) => {
      toast.success(decision.decision === "approve" ? "Proof approved" : "Proof rejected", {
        description: `${item.rep.fullName} has been e-mailed.`,
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.queueCounts() });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.fields?.reason) setReasonError(error.fields.reason);
      // Changed since it was loaded: show the new version instead.
      if (error instanceof ApiRequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: adminKeys.reviews() });
      toast.error("Review failed", { description: error instanceof Error ? error.message : "Please try again." });
    },
  });
  const reasonId = `reason-${item.kind}-${item.id}`;
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>
          {item.rep.fullName} ({item.rep.email}), submitted {formatDate(item.submittedAt)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ReviewNotes item={item} />
        <Figures item={item} />
        <ProofPreview item={item} />
        <div className="grid gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium">
            Reason (required to reject)
          </label>
          <Textarea
            id={reasonId}
            rows={2}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
          {reasonError ? <p className="text-sm text-destructive">{reasonError}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ decision: "approve", reason: null })}
          >
            <Check aria-hidden="true" />
            Approve
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={decide.isPending}
            onClick={() => {
              if (!reason.trim()) {
                setReasonError(REJECT_REASON_REQUIRED);
                return;
              }
              decide.mutate({ decision: "reject", reason: reason.trim() });
            }}
          >
            <X aria-hidden="true" />
            Reject
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function ReviewQueue() {
  const { data, isPending, error } = useQuery<PendingReview[]>({ queryKey: adminKeys.reviews() });
  if (isPending) return <p className="text-muted-foreground">Loading the review queue...</p>;
  if (error) return <p className="text-destructive">Could not load the review queue: {error.message}</p>;
  if (data.length === 0) return <p className="text-muted-foreground">No proofs are waiting for review.</p>;
  return (
    <ul className="grid gap-4" aria-label="Pending proofs">
      {data.map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <ReviewCard item={item} />
        </li>
      ))}
    </ul>
  );
}
