import "server-only";
// Sign-ins in flight and assertions already used, in the database (any instance finishes what another started; no
// process memory, no timer). A pending sign-in is stored by the SHA-256 of its key (a SAML AuthnRequest's ID, an OIDC
// state), for one organisation, for ten minutes; finishing it deletes the row in one statement, so it works once even
// when two requests race. Expired rows are dropped by the writes that add new ones.
import { createHash } from "node:crypto";
import type { CacheItem, CacheProvider } from "@node-saml/node-saml";
import { and, eq, gt, lt } from "drizzle-orm";
import { getDb } from "../db/client";
import { ssoPendingSignIns, ssoUsedAssertions, type SsoType } from "../db/schema";

/** How long a started sign-in may take at the identity provider. */
export const PENDING_TTL_MS = 10 * 60_000;

export const hashKey = (key: string): string => createHash("sha256").update(key, "utf8").digest("hex");

export type PendingSignIn = typeof ssoPendingSignIns.$inferSelect;

/** Keeps a started sign-in (and drops the expired ones). */
export async function savePending(
  orgId: number,
  type: SsoType,
  key: string,
  extra: { secretsSealed?: string; nextPath?: string | null } = {},
): Promise<Date> {
  const db = await getDb();
  const now = new Date();
  await db.delete(ssoPendingSignIns).where(lt(ssoPendingSignIns.expiresAt, now));
  const [row] = await db
    .insert(ssoPendingSignIns)
    .values({
      orgId,
      type,
      keyHash: hashKey(key),
      secretsSealed: extra.secretsSealed ?? null,
      nextPath: extra.nextPath ?? null,
      expiresAt: new Date(now.getTime() + PENDING_TTL_MS),
    })
    .returning({ createdAt: ssoPendingSignIns.createdAt });
  return row!.createdAt;
}

const live = (type: SsoType, key: string) =>
  and(
    eq(ssoPendingSignIns.type, type),
    eq(ssoPendingSignIns.keyHash, hashKey(key)),
    gt(ssoPendingSignIns.expiresAt, new Date()),
  );

/** When the organisation's unexpired sign-in was started, or null (unknown, used, expired, another organisation's). */
export async function pendingStartedAt(orgId: number, type: SsoType, key: string): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ createdAt: ssoPendingSignIns.createdAt })
    .from(ssoPendingSignIns)
    .where(and(live(type, key), eq(ssoPendingSignIns.orgId, orgId)));
  return row?.createdAt ?? null;
}

/**
 * Uses up a started sign-in: the row is deleted and answered when it was live (and, with `orgId`, that
 * organisation's); null otherwise. One statement, so of two racing requests only one gets it.
 */
export async function consumePending(type: SsoType, key: string, orgId?: number): Promise<PendingSignIn | null> {
  if (!key || key.length > 512) return null;
  const db = await getDb();
  const [row] = await db
    .delete(ssoPendingSignIns)
    .where(and(live(type, key), orgId === undefined ? undefined : eq(ssoPendingSignIns.orgId, orgId)))
    .returning();
  return row ?? null;
}

/**
 * node-saml's store of AuthnRequest IDs (its `cacheProvider`), on the table above for one organisation, in place of
 * its default in-process map. It remembers which IDs this request used up, so the caller can require that the
 * response's request was used up by this request and no other.
 */
export class SamlRequestStore implements CacheProvider {
  private readonly usedHere = new Set<string>();

  constructor(private readonly orgId: number) {}

  async saveAsync(key: string, value: string): Promise<CacheItem | null> {
    const createdAt = await savePending(this.orgId, "saml", key);
    return { value, createdAt: createdAt.getTime() };
  }

  /** node-saml checks the answer is an instant within its expiry period: the time the request was made. */
  async getAsync(key: string): Promise<string | null> {
    if (!key || key.length > 512) return null;
    return (await pendingStartedAt(this.orgId, "saml", key))?.toISOString() ?? null;
  }

  async removeAsync(key: string | null): Promise<string | null> {
    if (!key) return null;
    const used = await consumePending("saml", key, this.orgId);
    if (!used) return null;
    this.usedHere.add(key);
    return key;
  }

  /** Uses the request up now unless this request already did; false when it is not (or no longer) live. */
  async useUp(key: string): Promise<boolean> {
    if (this.usedHere.has(key)) return true;
    return (await this.removeAsync(key)) !== null;
  }
}

/**
 * Records that an assertion signed someone in, until it expires; false when it was recorded before (a replay). The
 * primary key decides, so two copies posted at once cannot both pass.
 */
export async function recordAssertionUse(orgId: number, assertionId: string, expiresAt: Date): Promise<boolean> {
  const db = await getDb();
  await db.delete(ssoUsedAssertions).where(lt(ssoUsedAssertions.expiresAt, new Date()));
  const inserted = await db
    .insert(ssoUsedAssertions)
    .values({ orgId, assertionIdHash: hashKey(assertionId), expiresAt })
    .onConflictDoNothing()
    .returning({ orgId: ssoUsedAssertions.orgId });
  return inserted.length === 1;
}
