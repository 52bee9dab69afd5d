// The CRM integrations as the settings page shows them: the API's status of each provider and the texts of a
// connect's outcome (the callback sends ?connected=<provider> or ?provider=<provider>&error=<outcome>).
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
  const description =
    query.error === "state"
      ? "That connection link is no longer valid: it was already used, has expired, or was started from another account. Nothing was connected. Please connect again."
      : query.error === "denied"
        ? `Access was not granted in ${name}, so nothing was connected.`
        : `${name} did not complete the connection, so nothing was connected. Please try again.`;
  return { kind: "error", title: `${name} was not connected`, description };
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
