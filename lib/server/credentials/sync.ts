import "server-only";
// Keeps a rep's credentials in line with their portfolio. Whatever path verified, voided or changed an item (a
// signature, a review, an attestation withdrawn, an award revoked, an edit, a deletion), the portfolio version moves
// (database triggers raise it); right after that request, or in the credentials job (stale.ts), the item's claim is
// compared with its active credential: a new verified item gets one, a changed claim revokes the old one and issues a
// new one, an item no longer verified has its credential revoked. One transaction per rep, with the user's row locked.
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { credentials, users } from "../db/schema";
import { claimHash, credentialBody, newCredentialId, type Claim } from "./content";
import { issuerDid } from "./did";
import { recordSigningKey } from "./keys";
import { openBadgeSigner } from "./sign";
import { allocateStatusSlot } from "./status-list";

const itemKey = (itemType: string, itemId: number) => `${itemType}:${itemId}`;

/**
 * Brings the rep's credentials in line with `claims` (every verified item, computed from portfolio version
 * `version`). Answers the status lists where it revoked or issued a credential (their signed copies are to be
 * brought up to date).
 */
export async function syncCredentials(options: {
  userId: number;
  version: number;
  credentialsVersion: number;
  claims: readonly Claim[];
}): Promise<{ revokedOnLists: number[] }> {
  const { userId, version, claims } = options;
  if (options.credentialsVersion === version) return { revokedOnLists: [] };
  const db = await getDb();
  await recordSigningKey();
  const sign = await openBadgeSigner();
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
        statusListId: credentials.statusListId,
      })
      .from(credentials)
      .where(and(eq(credentials.userId, userId), eq(credentials.status, "active")));
    const byItem = new Map(active.map((c) => [itemKey(c.itemType, c.itemId), c]));
    const revokedOnLists = new Set<number>();
    // Another request got here first with the same or newer data.
    if (!user || user.synced >= version) return { revokedOnLists: [] };
    const wanted = new Map(claims.map((c) => [itemKey(c.itemType, c.itemId), c]));
    const revoke = async (credential: (typeof active)[number], reason: string) => {
      revokedOnLists.add(credential.statusListId);
      await tx
        .update(credentials)
        .set({ status: "revoked", revokedAt: new Date(), revokedReason: reason })
        .where(eq(credentials.id, credential.id));
    };
    for (const [key, credential] of byItem) {
      if (!wanted.has(key)) await revoke(credential, "The item is no longer verified.");
    }
    const issuer = issuerDid();
    for (const [key, claim] of wanted) {
      const hash = claimHash(claim);
      const current = byItem.get(key);
      if (current?.claimHash === hash) continue;
      if (current) await revoke(current, "The verified details changed; a new credential replaces this one.");
      const id = newCredentialId();
      const slot = await allocateStatusSlot(tx);
      // Its list is signed and stored after the transaction too (a new list has no signed copy yet).
      revokedOnLists.add(slot.listId);
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
    }
    await tx.update(users).set({ credentialsVersion: version }).where(eq(users.id, userId));
    return { revokedOnLists: [...revokedOnLists] };
  });
}
