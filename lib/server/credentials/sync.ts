import "server-only";
// Keeps a rep's credentials in line with their portfolio. Whatever path verified, voided or changed an item (a
// signature, a review, an attestation withdrawn, an award revoked, an edit, a deletion), the portfolio version moves
// (database triggers raise it); the next read of the rep's portfolio or credentials compares the item's claim with
// the active credential: a new verified item gets one, a changed claim revokes the old one and issues a new one, an
// item no longer verified has its credential revoked. One transaction per rep, with the user's row locked.
import { and, eq, sql } from "drizzle-orm";
import type { CredentialLink } from "@/lib/credentials";
import { getDb } from "../db/client";
import { credentials, users } from "../db/schema";
import { claimHash, credentialBody, newCredentialId, type Claim } from "./content";
import { issuerDid, verifyPageUrl } from "./did";
import { credentialSigner } from "./sign";
import { allocateStatusSlot } from "./status-list";

const itemKey = (itemType: string, itemId: number) => `${itemType}:${itemId}`;

/**
 * Brings the rep's credentials in line with `claims` (every verified item, computed from portfolio version
 * `version`) and answers the active credential of each item, by "itemType:itemId".
 */
export async function syncCredentials(options: {
  userId: number;
  version: number;
  credentialsVersion: number;
  claims: readonly Claim[];
}): Promise<Map<string, CredentialLink>> {
  const { userId, version, claims } = options;
  const db = await getDb();
  const link = (id: string): CredentialLink => ({ id, verifyUrl: verifyPageUrl(id) });
  if (options.credentialsVersion === version) {
    const rows = await db
      .select({ id: credentials.id, itemType: credentials.itemType, itemId: credentials.itemId })
      .from(credentials)
      .where(and(eq(credentials.userId, userId), eq(credentials.status, "active")));
    return new Map(rows.map((r) => [itemKey(r.itemType, r.itemId), link(r.id)]));
  }
  const sign = await credentialSigner();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ synced: users.credentialsVersion })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const active = await tx
      .select({
        id: credentials.id,
        itemType: credentials.itemType,
        itemId: credentials.itemId,
        claimHash: credentials.claimHash,
      })
      .from(credentials)
      .where(and(eq(credentials.userId, userId), eq(credentials.status, "active")));
    const byItem = new Map(active.map((c) => [itemKey(c.itemType, c.itemId), c]));
    const links = new Map([...byItem].map(([key, c]) => [key, link(c.id)]));
    // Another request got here first with the same or newer data.
    if (!user || user.synced >= version) return links;
    const wanted = new Map(claims.map((c) => [itemKey(c.itemType, c.itemId), c]));
    const revoke = async (key: string, id: string, reason: string) => {
      links.delete(key);
      await tx
        .update(credentials)
        .set({ status: "revoked", revokedAt: new Date(), revokedReason: reason })
        .where(eq(credentials.id, id));
    };
    for (const [key, credential] of byItem) {
      if (!wanted.has(key)) await revoke(key, credential.id, "The item is no longer verified.");
    }
    const issuer = issuerDid();
    for (const [key, claim] of wanted) {
      const hash = claimHash(claim);
      const current = byItem.get(key);
      if (current?.claimHash === hash) continue;
      if (current) await revoke(key, current.id, "The verified details changed; a new credential replaces this one.");
      const id = newCredentialId();
      const slot = await allocateStatusSlot(tx);
      const document = await sign(credentialBody({ id, claim, issuer, status: slot }));
      await tx.insert(credentials).values({
        id,
        userId,
        itemType: claim.itemType,
        itemId: claim.itemId,
        claimHash: hash,
        document,
        statusListId: slot.listId,
        statusIndex: slot.index,
        issuedAt: new Date(),
      });
      links.set(key, link(id));
    }
    await tx.update(users).set({ credentialsVersion: version }).where(eq(users.id, userId));
    return links;
  });
}

/** Users holding active credentials on a status list whose portfolio changed since their last sync. */
export async function staleHoldersOfList(listId: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ userId: credentials.userId })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .where(
      and(
        eq(credentials.statusListId, listId),
        eq(credentials.status, "active"),
        sql`${users.portfolioVersion} <> ${users.credentialsVersion}`,
      ),
    );
  return rows.map((r) => r.userId);
}

export { itemKey as credentialItemKey };
