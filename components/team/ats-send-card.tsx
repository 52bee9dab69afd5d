"use client";
// For recruiters, admins and owners of an Enterprise organisation with an ATS set up: a rep's share link and the
// candidate's name and address, sent to Greenhouse or Lever (a new candidate, or the one with that address) with
// the portfolio's link and PDF. The outcome shows as a toast.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { PendingButton } from "@/components/ui/pending-button";
import { TextField } from "@/components/wizard/text-field";
import { ATS_PROVIDER_LABELS, atsCandidateSchema, type AtsCandidateInput } from "@/lib/validators/ats";
import { Section } from "./team-ui";
import type { OrgSummary } from "./types";
import { useAtsSettings, useSendToAts } from "./use-org-api";

export type CandidatePrefill = Partial<AtsCandidateInput["candidate"]> & { shareUrl?: string };

export function AtsSendForm({
  orgId,
  providerName,
  prefill = {},
  onSent,
}: {
  orgId: number;
  providerName: string;
  prefill?: CandidatePrefill;
  onSent?: () => void;
}) {
  const { shareUrl = "", ...candidate } = prefill;
  const form = useForm<AtsCandidateInput>({
    resolver: zodResolver(atsCandidateSchema),
    defaultValues: { shareUrl, candidate: { firstName: "", lastName: "", email: "", ...candidate } },
  });
  const send = useSendToAts(orgId, form);
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        form.reset();
        onSent?.();
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        form={form}
        name="shareUrl"
        label="Portfolio share link"
        hint="The link the rep shared with you. Links with a password or an expiry date that has passed cannot be sent."
        type="url"
        placeholder="https://…/p/…"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="candidate.firstName" label="First name" autoComplete="off" />
        <TextField form={form} name="candidate.lastName" label="Last name" autoComplete="off" />
      </div>
      <TextField
        form={form}
        name="candidate.email"
        label="Candidate's e-mail address"
        hint={`An existing ${providerName} candidate with this address gets the portfolio instead of a new one.`}
        type="email"
        autoComplete="off"
      />
      <div>
        <PendingButton type="submit" pending={send.isPending} pendingLabel={`Sending to ${providerName}...`}>
          {`Send to ${providerName}`}
        </PendingButton>
      </div>
    </form>
  );
}

export function AtsSendCard({ org }: { org: OrgSummary }) {
  const settings = useAtsSettings(org.id, org.tier === "enterprise");
  const saved = settings.data;
  if (!saved?.configured) return null;
  const name = ATS_PROVIDER_LABELS[saved.provider];
  return (
    <Section
      title={`Send a portfolio to ${name}`}
      description={`A rep's shared portfolio goes to ${name} as a candidate, with its link and the PDF its visitors can download.`}
    >
      {saved.needsCredentials ? (
        <p role="status" className="text-sm text-muted-foreground">
          {saved.message}
        </p>
      ) : (
        <AtsSendForm orgId={org.id} providerName={name} />
      )}
    </Section>
  );
}

/** "Send to Greenhouse" beside a rep the recruiter knows (an accepted talent request): name and address prefilled. */
export function AtsSendDialog({ orgId, contact }: { orgId: number; contact: { name: string; email: string } }) {
  const [open, setOpen] = useState(false);
  const settings = useAtsSettings(orgId, true);
  const saved = settings.data;
  // A connection waiting for new credentials says so on the team page; no button leads to a refusal here.
  if (!saved?.configured || saved.needsCredentials) return null;
  const name = ATS_PROVIDER_LABELS[saved.provider];
  const [firstName = "", ...rest] = contact.name.trim().split(/\s+/);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Send to {name}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Send {contact.name}&apos;s portfolio to {name}
          </DialogTitle>
          <DialogDescription>
            Paste the share link the rep gave you; the rest is filled in from their answer.
          </DialogDescription>
        </DialogHeader>
        <AtsSendForm
          orgId={orgId}
          providerName={name}
          prefill={{ firstName, lastName: rest.join(" "), email: contact.email }}
          onSent={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
