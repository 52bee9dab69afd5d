"use client";
// One CRM on the integrations page: not set up on this server, not connected (Connect), or connected (account,
// user, when, last sync) with "Sync closed-won deals" and "Disconnect".
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link2, RefreshCw, Unlink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { callApi, routeUrl } from "@/lib/api/client";
import { integrationKeys, PORTFOLIO_LISTS, portfolioKeys } from "@/lib/api/keys";
import { dealSourceProviderName } from "@/lib/deal-source";
import { formatDate } from "@/lib/format";
import { syncSummary, type IntegrationStatus } from "@/lib/integrations";
import { toastMutationError } from "@/lib/mutation-toast";
import { toast } from "@/lib/toast";

const ACCOUNT_KIND = { salesforce: "Organization", hubspot: "Portal" } as const;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-all">{value}</dd>
    </div>
  );
}

export function CrmCard({ status }: { status: IntegrationStatus }) {
  const queryClient = useQueryClient();
  const name = dealSourceProviderName(status.provider);
  const params = { provider: status.provider };
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.all() });

  const sync = useMutation({
    mutationFn: () => callApi("POST /api/integrations/[provider]/sync", { params }),
    onSuccess: (result) => {
      toast.success(`${name} deals synced`, { description: syncSummary(result) });
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.list(PORTFOLIO_LISTS.dealHighlights.path) });
    },
    onError: (error) =>
      toastMutationError("Sync failed", `Your ${name} deals could not be synced. Please try again.`, error, {
        serverMessages: true,
        upgradePrompt: false,
      }),
    onSettled: refresh,
  });
  const disconnect = useMutation({
    mutationFn: () => callApi("DELETE /api/integrations/[provider]", { params }),
    onSuccess: () =>
      toast.success(`${name} disconnected`, {
        description: "Access was revoked. Deal stories you imported stay in your portfolio.",
      }),
    onError: (error) =>
      toastMutationError("Error", `${name} could not be disconnected. Please try again.`, error, {
        serverMessages: true,
      }),
    onSettled: refresh,
  });

  const connectButton = (label: string) => (
    <Button asChild variant={status.connected ? "outline" : "default"}>
      <a href={routeUrl("GET /api/integrations/[provider]/connect", params)}>
        <Link2 aria-hidden="true" />
        {label}
      </a>
    </Button>
  );

  return (
    <Card role="region" aria-label={name}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3">{name}</CardTitle>
          {status.connected ? (
            <Badge variant={status.needsReconnect ? "warning" : "success"}>
              {status.needsReconnect ? "Needs reconnecting" : "Connected"}
            </Badge>
          ) : null}
        </div>
        <CardDescription>
          {status.configured
            ? `Closed-won deals you own in ${name} become deal stories, marked "Imported from ${name}".`
            : `${name} is not set up on this server.`}
        </CardDescription>
      </CardHeader>
      {status.configured ? (
        <CardContent className="grid gap-4">
          {status.connected ? (
            <dl className="grid gap-3 sm:grid-cols-2">
              <Detail label={ACCOUNT_KIND[status.provider]} value={status.accountId ?? "—"} />
              <Detail
                label="Connected as"
                value={[status.user?.name, status.user?.email].filter(Boolean).join(" · ") || (status.user?.id ?? "—")}
              />
              <Detail label="Connected" value={status.connectedAt ? formatDate(status.connectedAt) : "—"} />
              <Detail label="Last sync" value={status.lastSyncAt ? formatDate(status.lastSyncAt) : "Never"} />
            </dl>
          ) : null}
          {status.message ? (
            <p role="alert" className="text-sm text-warning-foreground">
              {status.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {!status.connected ? connectButton(`Connect ${name}`) : null}
            {status.connected && status.needsReconnect ? connectButton(`Reconnect ${name}`) : null}
            {status.connected && !status.needsReconnect ? (
              <Button type="button" disabled={sync.isPending} onClick={() => sync.mutate()}>
                <RefreshCw aria-hidden="true" />
                {sync.isPending ? "Syncing..." : "Sync closed-won deals"}
              </Button>
            ) : null}
            {status.connected ? (
              <Button
                type="button"
                variant="outline"
                disabled={disconnect.isPending}
                onClick={() => disconnect.mutate()}
              >
                <Unlink aria-hidden="true" />
                {disconnect.isPending ? "Disconnecting..." : "Disconnect"}
              </Button>
            ) : null}
          </div>
        </CardContent>
      ) : null}
    </Card>
  );
}
