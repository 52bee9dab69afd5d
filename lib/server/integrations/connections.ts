import "server-only";
// Every user's OAuth connections (the CRMs and Google Drive), one table for all: what GET /api/integrations shows
// (never a token), storing a completed connect, the disconnect (revoked at the provider where it can be, forgotten
// here whatever it answers), and the stored grant a usable access token is made from (access-token.ts). Each
// provider's tokens are sealed with its own key.
import { and, eq } from "drizzle-orm";
import type { IntegrationStatus } from "@/lib/integrations";
import { getDb, type Tx } from "../db/client";
import { integrationConnections } from "../db/schema";
import { requireUserId } from "../data/user-scope";
import { revocableToken, sealedTokenColumns, tableGrant, usableAccessToken, type StoredGrant } from "./access-token";
import { reconnectMessage } from "./integration-error";
import type {
  CrmConfig,
  CrmIdentity,
  CrmProvider,
  CrmProviderName,
  OAuthConfig,
  OAuthProviderName,
  OAuthTokens,
} from "./provider";
import { crmConfig, CRM_PROVIDERS, oauthProvider } from "./registry";

type Row = typeof integrationConnections.$inferSelect;

const scoped = (userId: number, provider: OAuthProviderName) =>
  and(eq(integrationConnections.userId, requireUserId(userId)), eq(integrationConnections.provider, provider));

const sealer = (provider: OAuthProviderName) => oauthProvider(provider).sealer;

function status(provider: CrmProviderName, row: Row | undefined): IntegrationStatus {
  const config = crmConfig(provider);
  const connected = Boolean(config && row);
  return {
    provider,
    configured: config !== null,
    connected,
    accountId: connected ? row!.accountId : null,
    instanceUrl: connected ? row!.instanceUrl : null,
    user:
      connected && row!.providerUserId
        ? { id: row!.providerUserId, name: row!.providerUserName, email: row!.providerUserEmail }
        : null,
    connectedAt: connected ? row!.connectedAt.toISOString() : null,
    lastSyncAt: connected ? (row!.lastSyncAt?.toISOString() ?? null) : null,
    needsReconnect: connected && row!.reconnectReason !== null,
    message: connected && row!.reconnectReason ? reconnectMessage(config!.name) : null,
  };
}

/** The CRMs, each with the user's connection to it (the list GET /api/integrations documents). */
export async function listIntegrations(userId: number): Promise<IntegrationStatus[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(integrationConnections)
    .where(eq(integrationConnections.userId, requireUserId(userId)));
  return CRM_PROVIDERS.map((provider) =>
    status(
      provider,
      rows.find((r) => r.provider === provider),
    ),
  );
}

export async function integrationStatus(userId: number, provider: CrmProviderName): Promise<IntegrationStatus> {
  return status(provider, await getConnection(userId, provider));
}

export async function getConnection(userId: number, provider: OAuthProviderName): Promise<Row | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(integrationConnections).where(scoped(userId, provider));
  return row;
}

/** Whether the user has a connection to the provider that still works (none waiting for a new connect). */
export async function isConnected(userId: number, provider: OAuthProviderName): Promise<boolean> {
  const row = await getConnection(userId, provider);
  return Boolean(row && !row.reconnectReason);
}

/** The refresh token stored for the connection, opened; null when there is none or it cannot be read. */
export async function storedRefreshToken(userId: number, provider: OAuthProviderName): Promise<string | null> {
  const row = await getConnection(userId, provider);
  return row?.refreshTokenEncrypted ? sealer(provider).open(row.refreshTokenEncrypted) : null;
}

/**
 * Stores a completed connect (a reconnect replaces the account, user and tokens, and counts as a new connection).
 * `identity` is who connected, for a provider that says (null: Google Drive, whose connection names no one).
 */
export async function saveConnection(
  userId: number,
  provider: OAuthProviderName,
  tokens: OAuthTokens,
  identity: CrmIdentity | null,
): Promise<void> {
  const db = await getDb();
  const seal = sealer(provider);
  const values = {
    accountId: identity?.accountId.slice(0, 100) ?? null,
    instanceUrl: identity?.instanceUrl ?? null,
    providerUserId: identity?.userId.slice(0, 100) ?? null,
    providerUserName: identity?.name?.slice(0, 200) ?? null,
    providerUserEmail: identity?.email?.slice(0, 320) ?? null,
    ...sealedTokenColumns(seal, tokens),
    connectedAt: new Date(),
  };
  await db
    .insert(integrationConnections)
    .values({ userId: requireUserId(userId), provider, ...values })
    .onConflictDoUpdate({ target: [integrationConnections.userId, integrationConnections.provider], set: values });
}

/** A completed connect of a CRM: who connected, read with the new tokens, then the connection stored. */
export async function connectCrm(
  provider: CrmProvider,
  userId: number,
  config: CrmConfig,
  tokens: OAuthTokens,
): Promise<boolean> {
  await saveConnection(userId, config.provider, tokens, await provider.identity(config, tokens));
  return true;
}

/** Revokes the grant at the provider; false when it could not (the caller forgets the tokens anyway). */
export async function revokeGrant(provider: OAuthProviderName, token: string): Promise<boolean> {
  const { revoke, config } = oauthProvider(provider);
  const client = config();
  if (!revoke || !client?.revokeUrl) return false;
  try {
    const { ok, status } = await revoke(client, token);
    if (!ok) console.warn(`[integrations] ${provider}: revoke answered ${status}`);
    return ok;
  } catch (error) {
    console.warn(`[integrations] ${provider}: revoke failed: ${(error as Error).name}`);
    return false;
  }
}

/** Disconnect: the grant is revoked at the provider when it can be, and the connection is deleted either way. */
export async function disconnect(userId: number, provider: OAuthProviderName): Promise<void> {
  const db = await getDb();
  const [row] = await db.delete(integrationConnections).where(scoped(userId, provider)).returning();
  if (!row) return;
  const token = revocableToken(sealer(provider), row);
  if (token) await revokeGrant(provider, token);
}

/** Records a sync's time, in the transaction that wrote its deals. */
export async function markSynced(tx: Tx, userId: number, provider: CrmProviderName, at: Date): Promise<void> {
  await tx.update(integrationConnections).set({ lastSyncAt: at }).where(scoped(userId, provider));
}

/** The user's stored grant for the provider, as the token refresh reads and writes it. */
export const userGrant = (userId: number, provider: OAuthProviderName): StoredGrant =>
  tableGrant(integrationConnections, scoped(userId, provider), `user ${userId}`, sealer(provider));

/** A usable access token for the user's connection (see usableAccessToken). */
export const accessToken = (userId: number, config: OAuthConfig, options: { refresh?: boolean } = {}) =>
  usableAccessToken(userGrant(userId, config.provider), config, options);
