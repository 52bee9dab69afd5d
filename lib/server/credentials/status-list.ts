import "server-only";
// Revocation through W3C Bitstring Status Lists. Each credential takes the next slot of the current list; a slot is
// "revoked" unless an active credential holds it, so a revoked credential, and one whose account was deleted,
// reads as revoked. The list is served as a signed BitstringStatusListCredential, signed again only when its bits
// change (the fingerprint of the revoked slots is kept with it).
import { createHash } from "node:crypto";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { createCredential, createList } from "@digitalbazaar/vc-bitstring-status-list";
import { getDb, type Tx } from "../db/client";
import { credentials, credentialStatusLists } from "../db/schema";
import { issuerDid, statusListUrl } from "./did";
import { recordSigningKey } from "./keys";
import { credentialSigner } from "./sign";

/** 131,072 slots: the smallest list the Bitstring Status List standard allows (16 KB before compression). */
export const STATUS_LIST_SIZE = 131_072;

/** The next free slot (in the newest list that has one; a new list when all are full), in one statement. */
export async function allocateStatusSlot(tx: Tx): Promise<{ listId: number; index: number; listUrl: string }> {
  const take = () =>
    tx
      .update(credentialStatusLists)
      .set({ nextIndex: sql`${credentialStatusLists.nextIndex} + 1` })
      .where(
        and(
          eq(
            credentialStatusLists.id,
            tx
              .select({ id: credentialStatusLists.id })
              .from(credentialStatusLists)
              .where(lt(credentialStatusLists.nextIndex, credentialStatusLists.size))
              .orderBy(desc(credentialStatusLists.id))
              .limit(1),
          ),
          // Checked again on the locked row: a list another request just filled is not overrun.
          lt(credentialStatusLists.nextIndex, credentialStatusLists.size),
        ),
      )
      .returning({ listId: credentialStatusLists.id, next: credentialStatusLists.nextIndex });
  let [slot] = await take();
  if (!slot) {
    await tx.insert(credentialStatusLists).values({ size: STATUS_LIST_SIZE });
    [slot] = await take();
  }
  return { listId: slot!.listId, index: slot!.next - 1, listUrl: statusListUrl(slot!.listId) };
}

/** The list's id when `url` is one of our status list addresses. */
export function statusListIdFromUrl(url: string): number | null {
  const match = /\/credentials\/status\/([1-9]\d{0,8})$/.exec(url);
  if (!match) return null;
  const id = Number(match[1]);
  return statusListUrl(id) === url ? id : null;
}

/**
 * The signed status list credential, or null for a list that does not exist. The stored copy when it is current;
 * else a new one is signed, and stored only with `store` (the credentials run after a write, and the job): a read
 * (the list's URL, a verification) signs it in memory and writes nothing.
 */
export async function statusListCredential(
  listId: number,
  { store = false }: { store?: boolean } = {},
): Promise<Record<string, unknown> | null> {
  const db = await getDb();
  const [list] = await db.select().from(credentialStatusLists).where(eq(credentialStatusLists.id, listId));
  if (!list) return null;
  const active = await db
    .select({ index: credentials.statusIndex })
    .from(credentials)
    .where(and(eq(credentials.statusListId, listId), eq(credentials.status, "active")));
  const activeSlots = new Set(active.map((r) => r.index));
  const revoked: number[] = [];
  for (let i = 0; i < list.nextIndex; i++) if (!activeSlots.has(i)) revoked.push(i);
  const bitsHash = createHash("sha256")
    .update(`${list.size}:${revoked.join(",")}`)
    .digest("hex");
  if (list.document && list.bitsHash === bitsHash) return list.document as Record<string, unknown>;

  const bits = await createList({ length: list.size });
  for (const index of revoked) bits.setStatus(index, true);
  const unsigned = await createCredential({ id: statusListUrl(listId), list: bits, statusPurpose: "revocation" });
  const sign = await credentialSigner();
  const signed = await sign({
    ...unsigned,
    issuer: issuerDid(),
    validFrom: new Date().toISOString(),
  });
  if (store) {
    await recordSigningKey();
    await db
      .update(credentialStatusLists)
      .set({ document: signed, bitsHash })
      .where(eq(credentialStatusLists.id, listId));
  }
  return signed;
}
