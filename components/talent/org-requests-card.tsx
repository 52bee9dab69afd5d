"use client";
// The organisation's requests to reps. The rep's name and chosen address show only to the recruiter who wrote, and
// only once the rep accepted.
import { AtsSendDialog } from "@/components/team/ats-send-card";
import { QuerySection } from "@/components/team/query-section";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { REQUEST_STATUS_LABELS, type OrgTalentRequest } from "./types";
import { useOrgTalentRequests } from "./use-talent-search";

const STATUS_VARIANT = { pending: "warning", accepted: "success", declined: "outline" } as const;

function RequestItem({ orgId, request }: { orgId: number; request: OrgTalentRequest }) {
  return (
    <li
      aria-label={`Request of ${formatDate(request.createdAt)}`}
      className="grid min-w-0 gap-2 rounded-lg border border-border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {formatDate(request.createdAt)} · {request.mine ? "Sent by you" : "Sent by a colleague"}
        </p>
        <Badge variant={STATUS_VARIANT[request.status]}>{REQUEST_STATUS_LABELS[request.status]}</Badge>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{request.message}</p>
      {request.contact ? (
        <p className="text-sm break-words">
          Rep: <strong>{request.contact.name}</strong>,{" "}
          <a href={`mailto:${request.contact.email}`} className="underline underline-offset-4">
            {request.contact.email}
          </a>
        </p>
      ) : null}
      {request.contact ? (
        <div>
          <AtsSendDialog orgId={orgId} contact={request.contact} />
        </div>
      ) : null}
      {!request.contact && request.status === "accepted" ? (
        <p className="text-sm text-muted-foreground">
          Accepted: the rep&apos;s address went to the colleague who wrote.
        </p>
      ) : null}
    </li>
  );
}

export function OrgRequestsCard({ orgId }: { orgId: number }) {
  return (
    <QuerySection
      title="Your requests"
      description="Your organisation's requests to reps. Once a rep accepts yours, their name and address show here."
      query={useOrgTalentRequests(orgId)}
      loadingLabel="Loading requests"
      empty="No requests sent yet."
    >
      {(list) => (
        <ul className="grid gap-3">
          {list.map((request) => (
            <RequestItem key={request.id} orgId={orgId} request={request} />
          ))}
        </ul>
      )}
    </QuerySection>
  );
}
