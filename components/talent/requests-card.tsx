"use client";
// Requests recruiters sent through the product: the organisation and its message; the rep accepts (sharing the
// address they choose, their account's by default) or declines. Only after accepting do both sides see each other.
import { useState, type FormEvent } from "react";
import { QuerySection } from "@/components/team/query-section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { formatDate } from "@/lib/format";
import { talentAcceptSchema } from "@/lib/validators/talent";
import { REQUEST_STATUS_LABELS, type RepTalentRequest } from "./types";
import { useAnswerRequest, useTalentRequests } from "./use-talent-api";

const STATUS_VARIANT = { pending: "warning", accepted: "success", declined: "outline" } as const;

function AnswerForm({ request, accountEmail }: { request: RepTalentRequest; accountEmail: string }) {
  const { accept, decline } = useAnswerRequest();
  const [contactEmail, setContactEmail] = useState("");
  const [error, setError] = useState<string>();
  const id = `talent-request-${request.id}-email`;
  const busy = accept.isPending || decline.isPending;

  const onAccept = (event: FormEvent) => {
    event.preventDefault();
    const parsed = talentAcceptSchema.safeParse({ contactEmail: contactEmail.trim() || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    accept.mutate({ id: request.id, contactEmail: parsed.data.contactEmail });
  };

  return (
    <form noValidate onSubmit={onAccept} className="grid gap-3">
      <FormField
        id={id}
        label={`Address to share with ${request.organisation}`}
        error={error}
        hint={`Optional: leave it empty to share ${accountEmail}.`}
      >
        <Input
          id={id}
          type="email"
          autoComplete="email"
          placeholder={accountEmail}
          value={contactEmail}
          onChange={(event) => setContactEmail(event.target.value)}
          {...fieldErrorProps(id, error)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {accept.isPending ? "Accepting..." : "Accept"}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => decline.mutate(request.id)}>
          {decline.isPending ? "Declining..." : "Decline"}
        </Button>
      </div>
    </form>
  );
}

function RequestItem({ request, accountEmail }: { request: RepTalentRequest; accountEmail: string }) {
  return (
    <li
      aria-label={`${request.organisation}, ${formatDate(request.createdAt)}`}
      className="grid min-w-0 gap-3 rounded-lg border border-border p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="font-semibold break-words">{request.organisation}</h3>
          <p className="text-sm text-muted-foreground">{formatDate(request.createdAt)}</p>
        </div>
        <Badge variant={STATUS_VARIANT[request.status]}>{REQUEST_STATUS_LABELS[request.status]}</Badge>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{request.message}</p>
      {request.status === "pending" ? <AnswerForm request={request} accountEmail={accountEmail} /> : null}
      {request.recruiter ? (
        <p className="text-sm break-words">
          Recruiter: <strong>{request.recruiter.name}</strong>,{" "}
          <a href={`mailto:${request.recruiter.email}`} className="underline underline-offset-4">
            {request.recruiter.email}
          </a>
        </p>
      ) : null}
    </li>
  );
}

export function RequestsCard({ accountEmail }: { accountEmail: string }) {
  return (
    <QuerySection
      title="Requests"
      description="Recruiters write to you here, never to your address. Accept to exchange addresses with the recruiter who wrote; decline and they learn nothing more."
      query={useTalentRequests()}
      loadingLabel="Loading requests"
      empty="No requests yet."
    >
      {(list) => (
        <ul className="grid gap-3">
          {list.map((request) => (
            <RequestItem key={request.id} request={request} accountEmail={accountEmail} />
          ))}
        </ul>
      )}
    </QuerySection>
  );
}
