// The CRM integrations as the settings page shows them: the API's status of each provider and the texts of a
// connect's outcome (the callback sends ?connected=<provider> or ?provider=<provider>&error=<outcome>; an
// organisation's connect comes back to the team page with ?crm=<provider>[&error=<outcome>]).
import { dealSourceProviderName, isDealSourceProvider, type DealSourceProviderName } from "./deal-source";

/** One provider in GET /api/integrations (never a token). */
export type IntegrationStatus = {
  provider: DealSourceProviderName;
  configured: boolean;
  connected: boolean;
  accountId: string | null;
  instanceUrl: string | null;
  user: { id: string; name: string | null; email: string | null } | null;
  connectedAt: string | null;
  lastSyncAt: string | null;
  needsReconnect: boolean;
  message: string | null;
};

export type SyncResult = { created: number; updated: number; skipped: number };

export type ConnectNotice = { kind: "success" | "error"; title: string; description: string };

/** Why a connect came back without a connection, from the callback's outcome. */
function notConnectedReason(name: string, error: string): string {
  if (error === "state") {
    return "That connection link is no longer valid: it was already used, has expired, or was started from another account. Nothing was connected. Please connect again.";
  }
  if (error === "denied") return `Access was not granted in ${name}, so nothing was connected.`;
  return `${name} did not complete the connection, so nothing was connected. Please try again.`;
}

/** The toast for the page's query after a connect, or null when it carries none. */
export function connectNotice(query: { connected?: string; provider?: string; error?: string }): ConnectNotice | null {
  if (isDealSourceProvider(query.connected)) {
    const name = dealSourceProviderName(query.connected);
    return {
      kind: "success",
      title: `${name} connected`,
      description: `Sync your closed-won deals to add them to your portfolio as deal stories.`,
    };
  }
  if (!query.error) return null;
  const name = isDealSourceProvider(query.provider) ? dealSourceProviderName(query.provider) : "The CRM";
  return { kind: "error", title: `${name} was not connected`, description: notConnectedReason(name, query.error) };
}

/**
 * The toast on the team page after an organisation's CRM connect (`?crm=<provider>`, with `&error=<outcome>` when it
 * failed), or null when the query carries none.
 */
export function employerConnectNotice(query: { crm?: string | null; error?: string | null }): ConnectNotice | null {
  if (!isDealSourceProvider(query.crm)) return null;
  const name = dealSourceProviderName(query.crm);
  if (query.error) {
    return { kind: "error", title: `${name} was not connected`, description: notConnectedReason(name, query.error) };
  }
  return {
    kind: "success",
    title: `${name} connected`,
    description: "Sync now to read your sellers' quotas and closed amounts, then review and sign them off.",
  };
}

/** "2 new deal stories, 1 updated, 3 skipped" for the sync's toast. */
export function syncSummary(result: SyncResult): string {
  const parts = [
    `${result.created} new ${result.created === 1 ? "deal story" : "deal stories"}`,
    `${result.updated} updated`,
  ];
  if (result.skipped > 0) parts.push(`${result.skipped} skipped (edited by you, or past your plan's limit)`);
  return parts.join(", ");
}
