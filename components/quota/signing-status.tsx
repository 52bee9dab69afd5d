"use client";
// A manager e-sign record's request, as the rep follows it: requested (with a failed e-mail shown), signed,
// declined with the reason, expired or canceled; Resend and Cancel; and the record's verification history.
import { useState } from "react";
import { BadgeCheck, CircleX, Clock, History, MailWarning, RotateCw, X } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ApiRequestError } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import {
  useRecordHistory,
  useSigningRequestAction,
  useSigningState,
  type RecordHistoryEntry,
  type SigningRequestState,
} from "@/lib/hooks/use-signing";
import type { QuotaRecord } from "@/lib/types";

const HISTORY_LABELS: Record<string, string> = {
  created: "Record created",
  requested: "Signature requested",
  resent: "Signature request resent",
  emailed: "E-mail sent",
  email_failed: "E-mail delivery failed",
  viewed: "Signing page viewed",
  signed: "Signed",
  signed_from_rep_device: "Signed from your own device: waiting for a reviewer",
  declined: "Declined",
  canceled: "Request canceled",
  expired: "Request expired",
  voided: "Verification voided",
  figures_changed: "Figures changed",
  approved: "Proof approved",
  rejected: "Proof rejected",
};

function StateLine({ state }: { state: SigningRequestState }) {
  if (state.status === "signed" && state.signedFromRepDevice) {
    return (
      <p className="flex items-start gap-1.5 text-muted-foreground">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Signed by {state.signerName ?? state.managerName} from a device you use, so a reviewer checks it before it
          counts as verified.
        </span>
      </p>
    );
  }
  if (state.status === "signed") {
    return (
      <p className="flex items-center gap-1.5 font-medium">
        <BadgeCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
        Verified: signed by {state.signerName ?? state.managerName}
        {state.signedAt ? ` on ${formatDate(state.signedAt)}` : ""}
      </p>
    );
  }
  if (state.status === "declined") {
    return (
      <p className="flex items-start gap-1.5 text-destructive">
        <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="break-words">Declined: {state.declineReason ?? "no reason given"}</span>
      </p>
    );
  }
  if (state.status === "expired") {
    return (
      <p className="flex flex-wrap items-center gap-x-1.5 text-muted-foreground">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        <span className="font-medium text-foreground">Expired</span>
        <span className="text-xs">
          (the link to {state.managerName} expired on {formatDate(state.expiresAt)}: resend to e-mail a new one)
        </span>
      </p>
    );
  }
  if (state.status === "canceled") {
    return (
      <p className="flex items-center gap-1.5 text-muted-foreground">
        <X className="size-4 shrink-0" aria-hidden="true" />
        Signature request to {state.managerName} canceled
      </p>
    );
  }
  return (
    <div className="grid gap-0.5">
      <p className="flex items-center gap-1.5">
        <Clock className="size-4 shrink-0 text-warning" aria-hidden="true" />
        Signature requested from {state.managerName}
      </p>
      {state.mailStatus === "failed" ? (
        <p className="flex items-start gap-1.5 text-destructive">
          <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">
            The e-mail to {state.managerEmail} could not be delivered{state.mailError ? `: ${state.mailError}` : ""}.
            Check the address, then resend.
          </span>
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          E-mailed to {state.managerEmail}
          {state.mailStatus === "queued" ? " (sending)" : ""}
        </p>
      )}
    </div>
  );
}

const formatTime = (value: string) =>
  new Date(value).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });

/** The part of an event's details worth reading: to whom an e-mail went, why something was declined or voided. */
function entryDetail({ details }: RecordHistoryEntry): string | null {
  const text = (key: string) => (typeof details[key] === "string" ? (details[key] as string) : null);
  const parts = [text("to") ? `to ${text("to")}` : null, text("reason"), text("error")].filter(Boolean);
  return parts.length > 0 ? parts.join(": ") : null;
}

function HistoryList({ entries }: { entries: RecordHistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No events yet.</p>;
  return (
    <ol className="grid gap-2 text-sm" aria-label="Verification history">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-0.5 rounded-md border border-border px-3 py-2">
          <span className="font-medium">{HISTORY_LABELS[entry.action] ?? entry.action.replace(/_/g, " ")}</span>
          {entryDetail(entry) ? <span className="break-words">{entryDetail(entry)}</span> : null}
          <span className="text-xs text-muted-foreground">
            {entry.actor} ·{" "}
            <time dateTime={entry.createdAt}>{`${formatDate(entry.createdAt)}, ${formatTime(entry.createdAt)}`}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function RecordHistoryButton({ record, label }: { record: QuotaRecord; label: string }) {
  const [open, setOpen] = useState(false);
  const history = useRecordHistory(record.id, open);
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`History of ${label}`}>
        <History aria-hidden="true" />
        History
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85dvh] max-w-lg overflow-y-auto">
          <DialogHeader>
            <DialogTitle>History: {label}</DialogTitle>
            <DialogDescription>
              Every verification event of this record: what happened, who did it and when.
            </DialogDescription>
          </DialogHeader>
          {history.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading history...
            </p>
          ) : history.isError ? (
            <p className="text-sm text-destructive">The history could not be loaded. Please try again.</p>
          ) : (
            <HistoryList entries={history.data} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The record's signing request with its actions; nothing for a record that never asked a manager. */
export function SigningStatus({ record, label }: { record: QuotaRecord; label: string }) {
  const state = useSigningState(record.id);
  const resend = useSigningRequestAction("resend");
  const cancel = useSigningRequestAction("cancel");
  if (!state || record.proofType !== "manager_esign") return null;
  const busy = resend.isPending || cancel.isPending;

  const onResend = () =>
    resend.mutate(state.id, {
      onSuccess: () =>
        toast.success("E-signature request sent!", { description: `A new link was e-mailed to ${state.managerName}.` }),
      onError: (error) =>
        toast.error("Failed to send e-signature request", {
          description: error instanceof ApiRequestError ? error.message : "Please try again or contact support",
        }),
    });
  const onCancel = () =>
    cancel.mutate(state.id, {
      onSuccess: () =>
        toast.success("Signature request canceled", {
          description: `The link e-mailed to ${state.managerName} no longer works.`,
        }),
      onError: (error) =>
        toast.error("Failed to cancel the request", {
          description: error instanceof ApiRequestError ? error.message : "Please try again.",
        }),
    });

  return (
    <section
      aria-label={`Manager e-signature for ${label}`}
      className="grid gap-2 rounded-md bg-muted/50 px-3 py-2 text-sm"
    >
      <StateLine state={state} />
      <div className="flex flex-wrap gap-2">
        {state.status !== "signed" ? (
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onResend}>
            <RotateCw aria-hidden="true" />
            {resend.isPending ? "Sending..." : "Resend"}
          </Button>
        ) : null}
        {state.status === "sent" ? (
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onCancel}>
            <X aria-hidden="true" />
            {cancel.isPending ? "Canceling..." : "Cancel request"}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
