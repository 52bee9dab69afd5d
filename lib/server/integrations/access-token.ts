import "server-only";
// A usable access token for a stored OAuth grant, whoever holds it (a rep's own connection, an organisation's): the
// stored token while it is valid (or of unknown lifetime), else a refreshed one; a refused refresh marks the grant as
// needing a new connect. The two tables that hold grants each describe theirs as a StoredGrant.
import type { SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import type { integrationConnections, orgCrmConnections } from "../db/schema";
import type { TokenSealer } from "../sealed-tokens";
import { GrantRefused, reconnectRequired, unavailable } from "./integration-error";
import { refreshTokens } from "./oauth";
import type { OAuthConfig, OAuthTokens } from "./provider";

/** An access token this close to its expiry is refreshed first, so it cannot lapse during a sync or an upload. */
const EXPIRY_MARGIN_MS = 60_000;

type GrantColumns = {
  accessTokenEncrypted: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenEncrypted: string | null;
  reconnectReason: string | null;
};

/** Where a grant is stored: read, write back a refresh, mark it as needing a new connect. */
export type StoredGrant = {
  /** "user 12", "organisation 3": for log lines. */
  label: string;
  sealer: TokenSealer;
  read(): Promise<GrantColumns | undefined>;
  saveRefreshed(values: {
    accessTokenEncrypted: string;
    accessTokenExpiresAt: Date | null;
    refreshTokenEncrypted?: string;
    instanceUrl?: string;
  }): Promise<void>;
  markReconnect(reason: string): Promise<void>;
};

/**
 * `refresh: true` forces a refresh, after the provider refused the stored token. Throws reconnect_required when
 * there is no grant left, integration_error when the provider cannot be reached.
 */
export async function usableAccessToken(
  grant: StoredGrant,
  config: OAuthConfig,
  { refresh = false } = {},
): Promise<string> {
  const row = await grant.read();
  if (!row || row.reconnectReason) throw reconnectRequired(config.name);
  const seal = grant.sealer;
  const stored = row.accessTokenEncrypted ? seal.open(row.accessTokenEncrypted) : null;
  const fresh = !row.accessTokenExpiresAt || row.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now();
  if (stored && fresh && !refresh) return stored;
  const refreshToken = row.refreshTokenEncrypted ? seal.open(row.refreshTokenEncrypted) : null;
  if (!refreshToken) {
    await grant.markReconnect("no usable refresh token");
    throw reconnectRequired(config.name);
  }
  let tokens: OAuthTokens;
  try {
    tokens = await refreshTokens(config, refreshToken);
  } catch (error) {
    if (error instanceof GrantRefused) {
      console.warn(`[integrations] ${config.provider} ${grant.label}: refresh refused (${error.message})`);
      await grant.markReconnect("refresh token refused");
      throw reconnectRequired(config.name);
    }
    console.error(`[integrations] ${config.provider} ${grant.label}: refresh failed: ${(error as Error).message}`);
    throw unavailable(config.name);
  }
  await grant.saveRefreshed({
    accessTokenEncrypted: seal.seal(tokens.accessToken),
    accessTokenExpiresAt: tokens.expiresAt,
    ...(tokens.refreshToken ? { refreshTokenEncrypted: seal.seal(tokens.refreshToken) } : {}),
    ...(tokens.instanceUrl ? { instanceUrl: tokens.instanceUrl } : {}),
  });
  return tokens.accessToken;
}

/** After the provider refused a freshly refreshed token too: the grant is useless, it is connected again. */
export async function refusedAfterRefresh(grant: StoredGrant, config: OAuthConfig): Promise<never> {
  await grant.markReconnect("access token refused after a refresh");
  throw reconnectRequired(config.name);
}

/** The two tables that hold grants: a user's connections and organisations' CRM connections. */
type GrantTable = typeof integrationConnections | typeof orgCrmConnections;

/** The grant in `table`'s row that `where` picks, as the token refresh reads and writes it. */
export function tableGrant(table: GrantTable, where: SQL | undefined, label: string, sealer: TokenSealer): StoredGrant {
  // One of two tables with the same grant columns: written through the first's type.
  const grants = table as typeof integrationConnections;
  return {
    label,
    sealer,
    read: async () => (await (await getDb()).select().from(grants).where(where))[0],
    saveRefreshed: async (values) => {
      await (await getDb()).update(grants).set(values).where(where);
    },
    markReconnect: async (reason) => {
      const db = await getDb();
      await db
        .update(grants)
        .set({ reconnectReason: reason, accessTokenEncrypted: null, accessTokenExpiresAt: null })
        .where(where);
    },
  };
}

/** A completed connect's tokens as a grant's columns: sealed, and the grant usable again. */
export const sealedTokenColumns = (seal: TokenSealer, tokens: OAuthTokens) => ({
  refreshTokenEncrypted: tokens.refreshToken ? seal.seal(tokens.refreshToken) : null,
  accessTokenEncrypted: seal.seal(tokens.accessToken),
  accessTokenExpiresAt: tokens.expiresAt,
  scope: tokens.scope,
  reconnectReason: null,
});

/** The token a disconnect revokes: the refresh token, else the access token; null when neither opens. */
export const revocableToken = (
  seal: TokenSealer,
  row: { refreshTokenEncrypted: string | null; accessTokenEncrypted: string | null },
): string | null =>
  (row.refreshTokenEncrypted && seal.open(row.refreshTokenEncrypted)) ??
  (row.accessTokenEncrypted && seal.open(row.accessTokenEncrypted)) ??
  null;
