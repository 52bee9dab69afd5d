import "server-only";
// Every user's OAuth connections (the CRMs and Google Drive), one table for all: what GET /api/integrations shows
// (never a token), storing a completed connect, the disconnect (revoked at the provider where it can be, forgotten
// here whatever it answers), and a usable access token: refreshed when it has expired or was refused; a refused
// refresh marks the connection as needing a new connect. Each provider's tokens are sealed with its own key.
import { and, eq } from "drizzle-orm";
import type { IntegrationStatus } from "@/lib/integrations";
import { getDb, type Tx } from "../db/client";
import { integrationConnections } from "../db/schema";
import { requireUserId } from "../data/user-scope";
import { GrantRefused, reconnectMessage, reconnectRequired, unavailable } from "./integration-error";
import { refreshTokens } from "./oauth";
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

/** An access token this close to its expiry is refreshed first, so it cannot lapse during a sync or an upload. */
const EXPIRY_MARGIN_MS = 60_000;

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
    refreshTokenEncrypted: tokens.refreshToken ? seal.seal(tokens.refreshToken) : null,
    accessTokenEncrypted: seal.seal(tokens.accessToken),
    accessTokenExpiresAt: tokens.expiresAt,
    scope: tokens.scope,
    reconnectReason: null,
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
async function revokeGrant(provider: OAuthProviderName, token: string): Promise<boolean> {
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
  const seal = sealer(provider);
  const token =
    (row.refreshTokenEncrypted && seal.open(row.refreshTokenEncrypted)) ??
    (row.accessTokenEncrypted && seal.open(row.accessTokenEncrypted));
  if (token) await revokeGrant(provider, token);
}

/** Records a sync's time, in the transaction that wrote its deals. */
export async function markSynced(tx: Tx, userId: number, provider: CrmProviderName, at: Date): Promise<void> {
  await tx.update(integrationConnections).set({ lastSyncAt: at }).where(scoped(userId, provider));
}

async function markReconnect(userId: number, provider: OAuthProviderName, reason: string): Promise<void> {
  const db = await getDb();
  await db
    .update(integrationConnections)
    .set({ reconnectReason: reason, accessTokenEncrypted: null, accessTokenExpiresAt: null })
    .where(scoped(userId, provider));
}

/**
 * A usable access token for the connection: the stored one while it is valid (or of unknown lifetime), else a
 * refreshed one (`refresh: true` forces that, after the provider refused the stored one). Throws reconnect_required
 * when there is no grant left, integration_error when the provider cannot be reached.
 */
export async function accessToken(userId: number, config: OAuthConfig, { refresh = false } = {}): Promise<string> {
  const row = await getConnection(userId, config.provider);
  if (!row || row.reconnectReason) throw reconnectRequired(config.name);
  const seal = sealer(config.provider);
  const stored = row.accessTokenEncrypted ? seal.open(row.accessTokenEncrypted) : null;
  const fresh = !row.accessTokenExpiresAt || row.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now();
  if (stored && fresh && !refresh) return stored;
  const refreshToken = row.refreshTokenEncrypted ? seal.open(row.refreshTokenEncrypted) : null;
  if (!refreshToken) {
    await markReconnect(userId, config.provider, "no usable refresh token");
    throw reconnectRequired(config.name);
  }
  let tokens: OAuthTokens;
  try {
    tokens = await refreshTokens(config, refreshToken);
  } catch (error) {
    if (error instanceof GrantRefused) {
      console.warn(`[integrations] ${config.provider} user ${userId}: refresh refused (${error.message})`);
      await markReconnect(userId, config.provider, "refresh token refused");
      throw reconnectRequired(config.name);
    }
    console.error(`[integrations] ${config.provider} user ${userId}: refresh failed: ${(error as Error).message}`);
    throw unavailable(config.name);
  }
  const db = await getDb();
  await db
    .update(integrationConnections)
    .set({
      accessTokenEncrypted: seal.seal(tokens.accessToken),
      accessTokenExpiresAt: tokens.expiresAt,
      ...(tokens.refreshToken ? { refreshTokenEncrypted: seal.seal(tokens.refreshToken) } : {}),
      ...(tokens.instanceUrl ? { instanceUrl: tokens.instanceUrl } : {}),
    })
    .where(scoped(userId, config.provider));
  return tokens.accessToken;
}

/** After the provider refused a freshly refreshed token too: the grant is useless, the user connects again. */
export async function refusedAfterRefresh(userId: number, config: OAuthConfig): Promise<never> {
  await markReconnect(userId, config.provider, "access token refused after a refresh");
  throw reconnectRequired(config.name);
}
