"use client";
// The manager's queue: each seller's request with exactly the figures they asked about, to approve or to decline
// with a reason. Approving verifies the record on the seller's book.
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Inbox, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogActions, TitledDialog } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { formatDate } from "@/lib/format";
import { declineSchema } from "@/lib/validators/org";
import { exactMoney, exactPercent } from "./format";
import { Section } from "./team-ui";
import { periodLabel, type Attestation } from "./types";
import { useDecideAttestation } from "./use-org-api";

type QueueProps = { orgId: number; me: number; requests: Attestation[] };

export function AttestationQueue({ orgId, me, requests }: QueueProps) {
  const [declining, setDeclining] = useState<Attestation | null>(null);
  const { approve } = useDecideAttestation(orgId);
  return (
    <Section
      title="Attestation requests"
      description="Your sellers ask you to confirm their quota figures. Approving verifies the record on their book; only the seller's own manager can approve."
    >
      {requests.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Inbox className="size-4" aria-hidden="true" />
          No attestation requests waiting
        </p>
      ) : (
        <ul className="grid gap-3">
          {requests.map((request) => {
            const { figures } = request;
            const period = periodLabel(figures.year, figures.quarter);
            const busy = approve.isPending && approve.variables === request.id;
            return (
              <li
                key={request.id}
                className="grid gap-3 rounded-lg border border-border p-4"
                aria-label={`${request.seller.fullName}, ${period}`}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <h3 className="font-semibold">{request.seller.fullName}</h3>
                  <span className="text-xs text-muted-foreground">Asked {formatDate(request.createdAt)}</span>
                </div>
                {request.seller.title ? (
                  <p className="-mt-2 text-sm text-muted-foreground">{request.seller.title}</p>
                ) : null}
                <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                  <Figure label="Period" value={period} />
                  <Figure label="Quota" value={exactMoney(figures.quota)} />
                  <Figure label="Attainment" value={exactMoney(figures.attainment)} />
                  <Figure label="Attainment %" value={exactPercent(figures.attainmentPercent)} />
                </dl>
                <div className="flex flex-wrap items-center gap-2">
                  {request.managerId === me ? (
                    <Button size="sm" disabled={busy} onClick={() => approve.mutate(request.id)}>
                      <Check aria-hidden="true" />
                      {busy ? "Approving..." : "Approve"}
                    </Button>
                  ) : (
                    <span className="text-sm text-muted-foreground">Waiting for the seller&apos;s manager</span>
                  )}
                  <Button size="sm" variant="outline" onClick={() => setDeclining(request)}>
                    <X aria-hidden="true" />
                    Decline
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <DeclineDialog orgId={orgId} request={declining} onClose={() => setDeclining(null)} />
    </Section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words tabular-nums">{value}</dd>
    </div>
  );
}

function DeclineDialog({
  orgId,
  request,
  onClose,
}: {
  orgId: number;
  request: Attestation | null;
  onClose: () => void;
}) {
  const form = useForm({ resolver: zodResolver(declineSchema), defaultValues: { reason: "" } });
  const { decline } = useDecideAttestation(orgId, form);
  const error = form.formState.errors.reason?.message;
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(({ reason }) => {
    if (request) decline.mutate({ id: request.id, reason }, { onSuccess: close });
  });
  return (
    <TitledDialog
      open={request !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Decline attestation"
      description={
        request
          ? `Tell ${request.seller.fullName} why you cannot confirm their ${periodLabel(request.figures.year, request.figures.quarter)} figures.`
          : null
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="decline-reason" label="Reason" error={error}>
          <Textarea
            id="decline-reason"
            required
            {...fieldErrorProps("decline-reason", error)}
            {...form.register("reason")}
          />
        </FormField>
        <DialogActions onCancel={close} variant="destructive" pending={decline.isPending} pendingLabel="Declining...">
          Decline
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
