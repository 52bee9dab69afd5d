import "server-only";
// An organisation's connection to its own CRM (one per organisation and provider), made by an owner or admin through
// the same OAuth apps and callback as a rep's: stored with who connected and the CRM account, tokens sealed with the
// provider's key; the grant as the token refresh reads it; the disconnect (revoked at the CRM where it can be, the
// synced figures and deals forgotten with it).
import { and, eq } from "drizzle-orm";
import { getDb, type Tx } from "../db/client";
import { orgCrmConnections, orgCrmDeals, orgCrmFigures } from "../db/schema";
import { revocableToken, sealedTokenColumns, tableGrant, type StoredGrant } from "./access-token";
import { revokeGrant } from "./connections";
import type { CrmConfig, CrmIdentity, CrmProviderName, OAuthTokens } from "./provider";
import { crmProvider } from "./registry";

export type EmployerConnection = typeof orgCrmConnections.$inferSelect;

const scoped = (orgId: number, provider: CrmProviderName) =>
  and(eq(orgCrmConnections.orgId, orgId), eq(orgCrmConnections.provider, provider));

export async function employerConnection(
  orgId: number,
  provider: CrmProviderName,
): Promise<EmployerConnection | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(orgCrmConnections).where(scoped(orgId, provider));
  return row;
}

export async function employerConnections(orgId: number): Promise<EmployerConnection[]> {
  const db = await getDb();
  return db.select().from(orgCrmConnections).where(eq(orgCrmConnections.orgId, orgId));
}

/** The organisation's grant for the provider, as the token refresh reads and writes it. */
export const orgGrant = (orgId: number, provider: CrmProviderName): StoredGrant =>
  tableGrant(orgCrmConnections, scoped(orgId, provider), `organisation ${orgId}`, crmProvider(provider).sealer);

/**
 * Stores the organisation's completed connect. Connecting another account of the CRM than the one connected before
 * forgets what the old one synced (its people and figures are another company's records).
 */
export async function saveEmployerConnection(
  orgId: number,
  adminId: number,
  config: CrmConfig,
  tokens: OAuthTokens,
  identity: CrmIdentity,
): Promise<void> {
  const seal = crmProvider(config.provider).sealer;
  const values = {
    connectedBy: adminId,
    accountId: identity.accountId.slice(0, 100),
    instanceUrl: identity.instanceUrl,
    providerUserId: identity.userId.slice(0, 100),
    providerUserEmail: identity.email?.slice(0, 320) ?? null,
    ...sealedTokenColumns(seal, tokens),
    connectedAt: new Date(),
  };
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(orgCrmConnections).where(scoped(orgId, config.provider)).for("update");
    if (before && before.accountId !== values.accountId) await forgetSynced(tx, orgId, config.provider);
    await tx
      .insert(orgCrmConnections)
      .values({ orgId, provider: config.provider, ...values })
      .onConflictDoUpdate({ target: [orgCrmConnections.orgId, orgCrmConnections.provider], set: values });
  });
}

/** The figures and deals synced from the organisation's account of the provider. Signed records in books stay. */
async function forgetSynced(tx: Tx, orgId: number, provider: CrmProviderName): Promise<void> {
  await tx.delete(orgCrmFigures).where(and(eq(orgCrmFigures.orgId, orgId), eq(orgCrmFigures.provider, provider)));
  await tx.delete(orgCrmDeals).where(and(eq(orgCrmDeals.orgId, orgId), eq(orgCrmDeals.provider, provider)));
}

/** Disconnect: revoked at the CRM where it can be, forgotten here either way; false when there was none. */
export async function disconnectEmployerCrm(orgId: number, provider: CrmProviderName): Promise<boolean> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(orgCrmConnections).where(scoped(orgId, provider)).returning();
    if (deleted) await forgetSynced(tx, orgId, provider);
    return deleted;
  });
  if (!row) return false;
  const token = revocableToken(crmProvider(provider).sealer, row);
  if (token) await revokeGrant(provider, token);
  return true;
}
