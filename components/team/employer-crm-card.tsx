"use client";
// The organisation's own CRM, for owners and admins of an Enterprise organisation: each connection (who made it, the
// CRM account, the last sync with what it found, a reconnect warning, the last error), a progress bar while a sync
// runs, the connect, sync and disconnect buttons, and the CRM users and sellers a sync could not match to each
// other. The figures it reads are reviewed and signed off in the table below it (employer-signoff-table.tsx).
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FactList } from "@/components/ui/fact-list";
import { DialogActions, TitledDialog } from "@/components/ui/form-dialog";
import { PendingButton } from "@/components/ui/pending-button";
import { Progress } from "@/components/ui/progress";
import { DEAL_SOURCE_PROVIDERS, dealSourceProviderName, type DealSourceProviderName } from "@/lib/deal-source";
import { formatDate } from "@/lib/format";
import { employerConnectNotice } from "@/lib/integrations";
import { toast } from "@/lib/toast";
import { QuerySection } from "./query-section";
import type { OrgSummary } from "./types";
import {
  isSyncing,
  useConnectEmployerCrm,
  useDisconnectEmployerCrm,
  useEmployerCrm,
  useSyncEmployerCrm,
  type CrmConnection,
  type EmployerCrmStatus,
} from "./use-employer-crm";

/** The status lists at most this many unmatched people of each kind. */
const UNMATCHED_LIST_MAX = 500;

/**
 * The outcome of an organisation's CRM connect, which the CRM's callback sends back as `/team?crm=<provider>` (and
 * `&error=<state|denied|failed>`): a toast, then the address without it, so a reload does not say it again.
 */
export function useEmployerConnectNotice(): void {
  const router = useRouter();
  const searchParams = useSearchParams();
  const crm = searchParams.get("crm");
  const error = searchParams.get("error");
  // Development runs each effect twice: one toast per outcome.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const notice = employerConnectNotice({ crm, error });
    if (!notice || shown.current === `${crm}|${error}`) return;
    shown.current = `${crm}|${error}`;
    (notice.kind === "success" ? toast.success : toast.error)(notice.title, { description: notice.description });
    router.replace("/team", { scroll: false });
  }, [crm, error, router]);
}

/** "Mar 7, 2025, 2:05 PM UTC". */
function dateTime(value: string | null): string {
  if (!value) return "";
  const time = new Date(value).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  return `${formatDate(value)}, ${time}`;
}

function lastSyncText({ state, startedAt, finishedAt }: CrmConnection["lastSync"]): string {
  if (state === "running") return `Running since ${dateTime(startedAt)}`;
  if (state === "done") return `Finished ${dateTime(finishedAt)}`;
  if (state === "failed") return `Failed ${dateTime(finishedAt)}`;
  return "Never synced";
}

const count = (n: number) => n.toLocaleString("en-US");

function SyncProgress({ name, progress }: { name: string; progress: number }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span>Syncing {name}…</span>
        <span className="text-muted-foreground tabular-nums" aria-hidden="true">
          {progress}%
        </span>
      </div>
      <Progress value={progress} aria-label={`Sync of ${name}`} />
    </div>
  );
}

type ConnectionItemProps = {
  connection: CrmConnection;
  onDisconnect: () => void;
  reconnect: ReactNode;
};

function ConnectionItem({ connection, onDisconnect, reconnect }: ConnectionItemProps) {
  const name = dealSourceProviderName(connection.provider);
  const { lastSync, counts } = connection;
  const headingId = `crm-connection-${connection.provider}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <span id={headingId}>{name}</span>
          {connection.needsReconnect ? (
            <Badge variant="warning">Reconnect needed</Badge>
          ) : (
            <Badge variant="success">Connected</Badge>
          )}
        </h3>
        <Button variant="outline" size="sm" onClick={onDisconnect}>
          Disconnect<span className="sr-only"> {name}</span>
        </Button>
      </div>
      <FactList
        className="grid gap-3 text-sm sm:grid-cols-2"
        facts={[
          {
            label: "Connected by",
            value: connection.connectedBy ? (connection.connectedBy.name ?? "A former member") : null,
          },
          { label: "Connected on", value: formatDate(connection.connectedAt) },
          {
            label: connection.provider === "salesforce" ? "Salesforce org" : "HubSpot account",
            value: connection.accountId,
          },
          { label: "Instance", value: connection.instanceUrl },
          { label: "Last sync", value: lastSyncText(lastSync) },
        ]}
      />
      {lastSync.state === "running" ? <SyncProgress name={name} progress={lastSync.progress} /> : null}
      {counts ? (
        <FactList
          className="grid grid-cols-2 gap-3 rounded-md bg-muted/50 p-3 text-sm sm:grid-cols-5"
          facts={[
            { label: "CRM users", value: count(counts.crmUsers) },
            { label: "Sellers matched", value: count(counts.matchedSellers) },
            { label: "Figures", value: count(counts.rows) },
            { label: "Flagged", value: count(counts.flagged) },
            { label: "Won deals", value: count(counts.deals) },
          ]}
        />
      ) : null}
      {connection.needsReconnect ? (
        <Alert variant="warning" role="status">
          <AlertTitle>Connect {name} again</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>{name} no longer accepts this connection, so it cannot sync. Connect it again to carry on.</p>
            <div>{reconnect}</div>
          </AlertDescription>
        </Alert>
      ) : null}
      {lastSync.state === "failed" && lastSync.error ? (
        <Alert variant="destructive">
          <AlertTitle>The last sync failed</AlertTitle>
          <AlertDescription className="break-words">{lastSync.error}</AlertDescription>
        </Alert>
      ) : null}
    </li>
  );
}

/** A collapsed list with its count in the summary; nothing when the list is empty. */
function PeopleList({ title, hint, items }: { title: string; hint: string; items: { key: string; text: string }[] }) {
  if (items.length === 0) return null;
  const shown = items.length >= UNMATCHED_LIST_MAX ? `${count(UNMATCHED_LIST_MAX)}+` : count(items.length);
  return (
    <details className="rounded-md border border-border px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">
        {title} ({shown})
      </summary>
      <p className="mt-2 text-xs text-muted-foreground">{hint}</p>
      <ul className="mt-2 grid gap-1">
        {items.map((item) => (
          <li key={item.key} className="break-words">
            {item.text}
          </li>
        ))}
      </ul>
    </details>
  );
}

function Unmatched({ unmatched }: { unmatched: EmployerCrmStatus["unmatched"] }) {
  return (
    <>
      <PeopleList
        title="CRM users not matched to a seller"
        hint="Their e-mail address in the CRM is no seller's confirmed address at your verified domain, so their figures are not listed for sign-off."
        items={unmatched.crmUsers.map((user) => ({
          key: `${user.provider}-${user.crmUserId}`,
          text: `${user.name ?? "Unnamed CRM user"} · ${user.email ?? "no e-mail address in the CRM"} · ${dealSourceProviderName(user.provider)}`,
        }))}
      />
      <PeopleList
        title="Sellers not found in the CRM"
        hint="Sellers of this organisation whose confirmed work address matches no CRM user."
        items={unmatched.members.map((member) => ({
          key: String(member.userId),
          text: `${member.fullName} · ${member.email}`,
        }))}
      />
    </>
  );
}

function DisconnectDialog({
  orgId,
  provider,
  onClose,
}: {
  orgId: number;
  provider: DealSourceProviderName | null;
  onClose: () => void;
}) {
  const disconnect = useDisconnectEmployerCrm(orgId);
  const name = provider ? dealSourceProviderName(provider) : "the CRM";
  return (
    <TitledDialog
      open={provider !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Disconnect ${name}?`}
      description="Its synced figures leave the sign-off list and no new ones arrive. Records already signed off stay in each seller's book."
    >
      <DialogActions
        onCancel={onClose}
        variant="destructive"
        pending={disconnect.isPending}
        pendingLabel="Disconnecting..."
        onAction={() => provider && disconnect.mutate(provider, { onSuccess: onClose })}
      >
        Disconnect
      </DialogActions>
    </TitledDialog>
  );
}

export function EmployerCrmCard({ org }: { org: OrgSummary }) {
  const status = useEmployerCrm(org.id);
  const sync = useSyncEmployerCrm(org.id);
  const connect = useConnectEmployerCrm(org.id);
  const [disconnecting, setDisconnecting] = useState<DealSourceProviderName | null>(null);
  const connectButton = (provider: DealSourceProviderName, label: string) => (
    <PendingButton
      key={provider}
      variant="outline"
      pending={connect.isPending && connect.variables === provider}
      pendingLabel={`Opening ${dealSourceProviderName(provider)}...`}
      disabled={connect.isPending}
      onClick={() => connect.mutate(provider)}
    >
      {label}
    </PendingButton>
  );
  return (
    <>
      <QuerySection
        title="Employer CRM"
        description="Connect your organisation's Salesforce or HubSpot to read each seller's quota and closed amount from it. Figures you sign off show as Employer-verified in the seller's book."
        query={status}
        loadingLabel="Loading the CRM connections"
      >
        {(data) => {
          const connected = new Set(data.connections.map((connection) => connection.provider));
          const syncing = isSyncing(data);
          const canSync = data.connections.some((connection) => !connection.needsReconnect);
          return (
            <div className="grid gap-4">
              {!org.domainVerified ? (
                <Alert variant="info" role="status">
                  <AlertDescription>
                    Verify your organisation&apos;s domain first: sellers are matched to CRM users by their confirmed
                    address at it.
                  </AlertDescription>
                </Alert>
              ) : null}
              {data.connections.length === 0 ? (
                <p className="text-sm text-muted-foreground">No CRM is connected yet.</p>
              ) : (
                <ul className="grid gap-3">
                  {data.connections.map((connection) => (
                    <ConnectionItem
                      key={connection.provider}
                      connection={connection}
                      onDisconnect={() => setDisconnecting(connection.provider)}
                      reconnect={connectButton(
                        connection.provider,
                        `Reconnect ${dealSourceProviderName(connection.provider)}`,
                      )}
                    />
                  ))}
                </ul>
              )}
              <div className="flex flex-wrap gap-2">
                {data.connections.length > 0 ? (
                  <PendingButton
                    pending={sync.isPending || syncing}
                    pendingLabel={syncing ? "Syncing..." : "Starting..."}
                    disabled={!canSync}
                    onClick={() => sync.mutate()}
                  >
                    Sync now
                  </PendingButton>
                ) : null}
                {DEAL_SOURCE_PROVIDERS.filter((provider) => !connected.has(provider)).map((provider) =>
                  connectButton(provider, `Connect ${dealSourceProviderName(provider)}`),
                )}
              </div>
              <Unmatched unmatched={data.unmatched} />
            </div>
          );
        }}
      </QuerySection>
      <DisconnectDialog orgId={org.id} provider={disconnecting} onClose={() => setDisconnecting(null)} />
    </>
  );
}
