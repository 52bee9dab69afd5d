import "server-only";
// A user's CRM connections: what GET /api/integrations shows (never a token), storing a completed connect, the
// disconnect (revoked at the provider, forgotten here whatever it answers), and a usable access token: refreshed
// when it has expired or was refused; a refused refresh marks the connection as needing a new connect.
import { and, eq } from "drizzle-orm";
import type { IntegrationStatus } from "@/lib/integrations";
import { getDb } from "../db/client";
import { crmConnections } from "../db/schema";
import { requireUserId } from "../data/user-scope";
import { CrmGrantRefused, reconnectMessage, reconnectRequired, unavailable } from "./crm-error";
import { sealers } from "../sealed-tokens";
import { refreshTokens } from "./oauth";
import type { CrmConfig, CrmIdentity, CrmProvider, CrmProviderName, CrmTokens } from "./provider";
import { crmConfig, crmProvider, CRM_PROVIDERS } from "./registry";

const crmSealer = sealers.crm;

/** An access token this close to its expiry is refreshed first, so it cannot lapse during a sync. */
const EXPIRY_MARGIN_MS = 60_000;

type Row = typeof crmConnections.$inferSelect;

const scoped = (userId: number, provider: CrmProviderName) =>
  and(eq(crmConnections.userId, requireUserId(userId)), eq(crmConnections.provider, provider));

function status(provider: CrmProviderName, row: Row | undefined): IntegrationStatus {
  const config = crmConfig(provider);
  const connected = Boolean(config && row);
  return {
    provider,
    configured: config !== null,
    connected,
    accountId: connected ? row!.accountId : null,
    instanceUrl: connected ? row!.instanceUrl : null,
    user: connected ? { id: row!.providerUserId, name: row!.providerUserName, email: row!.providerUserEmail } : null,
    connectedAt: connected ? row!.connectedAt.toISOString() : null,
    lastSyncAt: connected ? (row!.lastSyncAt?.toISOString() ?? null) : null,
    needsReconnect: connected && row!.reconnectReason !== null,
    message: connected && row!.reconnectReason ? reconnectMessage(config!.name) : null,
  };
}

export async function listIntegrations(userId: number): Promise<IntegrationStatus[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(crmConnections)
    .where(eq(crmConnections.userId, requireUserId(userId)));
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

export async function getConnection(userId: number, provider: CrmProviderName): Promise<Row | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(crmConnections).where(scoped(userId, provider));
  return row;
}

/** Stores a completed connect (a reconnect replaces the account, user and tokens, and counts as a new connection). */
export async function saveConnection(
  userId: number,
  provider: CrmProviderName,
  tokens: CrmTokens,
  identity: CrmIdentity,
): Promise<void> {
  const db = await getDb();
  const values = {
    accountId: identity.accountId.slice(0, 100),
    instanceUrl: identity.instanceUrl,
    providerUserId: identity.userId.slice(0, 100),
    providerUserName: identity.name?.slice(0, 200) ?? null,
    providerUserEmail: identity.email?.slice(0, 320) ?? null,
    refreshTokenEncrypted: tokens.refreshToken ? crmSealer.seal(tokens.refreshToken) : null,
    accessTokenEncrypted: crmSealer.seal(tokens.accessToken),
    accessTokenExpiresAt: tokens.expiresAt,
    scope: tokens.scope,
    reconnectReason: null,
    connectedAt: new Date(),
  };
  await db
    .insert(crmConnections)
    .values({ userId: requireUserId(userId), provider, ...values })
    .onConflictDoUpdate({ target: [crmConnections.userId, crmConnections.provider], set: values });
}

/** A completed connect of a CRM: who connected, read with the new tokens, then the connection stored. */
export async function connectCrm(
  provider: CrmProvider,
  userId: number,
  config: CrmConfig,
  tokens: CrmTokens,
): Promise<boolean> {
  await saveConnection(userId, config.provider, tokens, await provider.identity(config, tokens));
  return true;
}

/** Revokes the grant at the provider; false when it could not (the caller forgets the tokens anyway). */
async function revokeGrant(config: CrmConfig, token: string): Promise<boolean> {
  try {
    const { ok, status } = await crmProvider(config.provider).revoke(config, token);
    if (!ok) console.warn(`[integrations] ${config.provider}: revoke answered ${status}`);
    return ok;
  } catch (error) {
    console.warn(`[integrations] ${config.provider}: revoke failed: ${(error as Error).name}`);
    return false;
  }
}

/** Disconnect: the grant is revoked at the provider when it can be, and the connection is deleted either way. */
export async function disconnect(userId: number, config: CrmConfig): Promise<void> {
  const db = await getDb();
  const [row] = await db.delete(crmConnections).where(scoped(userId, config.provider)).returning();
  if (!row) return;
  const token =
    (row.refreshTokenEncrypted && crmSealer.open(row.refreshTokenEncrypted)) ??
    (row.accessTokenEncrypted && crmSealer.open(row.accessTokenEncrypted));
  if (token) await revokeGrant(config, token);
}

async function markReconnect(userId: number, provider: CrmProviderName, reason: string): Promise<void> {
  const db = await getDb();
  await db
    .update(crmConnections)
    .set({ reconnectReason: reason, accessTokenEncrypted: null, accessTokenExpiresAt: null })
    .where(scoped(userId, provider));
}

/**
 * A usable access token for the connection: the stored one while it is valid (or of unknown lifetime), else a
 * refreshed one (`refresh: true` forces that, after the provider refused the stored one). Throws reconnect_required
 * when there is no grant left, integration_error when the provider cannot be reached.
 */
export async function accessToken(userId: number, config: CrmConfig, { refresh = false } = {}): Promise<string> {
  const row = await getConnection(userId, config.provider);
  if (!row || row.reconnectReason) throw reconnectRequired(config.name);
  const stored = row.accessTokenEncrypted ? crmSealer.open(row.accessTokenEncrypted) : null;
  const fresh = !row.accessTokenExpiresAt || row.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now();
  if (stored && fresh && !refresh) return stored;
  const refreshToken = row.refreshTokenEncrypted ? crmSealer.open(row.refreshTokenEncrypted) : null;
  if (!refreshToken) {
    await markReconnect(userId, config.provider, "no usable refresh token");
    throw reconnectRequired(config.name);
  }
  let tokens: CrmTokens;
  try {
    tokens = await refreshTokens(config, refreshToken);
  } catch (error) {
    if (error instanceof CrmGrantRefused) {
      console.warn(`[integrations] ${config.provider} user ${userId}: refresh refused (${error.message})`);
      await markReconnect(userId, config.provider, "refresh token refused");
      throw reconnectRequired(config.name);
    }
    console.error(`[integrations] ${config.provider} user ${userId}: refresh failed: ${(error as Error).message}`);
    throw unavailable(config.name);
  }
  const db = await getDb();
  await db
    .update(crmConnections)
    .set({
      accessTokenEncrypted: crmSealer.seal(tokens.accessToken),
      accessTokenExpiresAt: tokens.expiresAt,
      ...(tokens.refreshToken ? { refreshTokenEncrypted: crmSealer.seal(tokens.refreshToken) } : {}),
      ...(tokens.instanceUrl ? { instanceUrl: tokens.instanceUrl } : {}),
    })
    .where(scoped(userId, config.provider));
  return tokens.accessToken;
}

/** After the provider refused a freshly refreshed token too: the grant is useless, the user connects again. */
export async function refusedAfterRefresh(userId: number, config: CrmConfig): Promise<never> {
  await markReconnect(userId, config.provider, "access token refused after a refresh");
  throw reconnectRequired(config.name);
}
