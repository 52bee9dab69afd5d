import "server-only";
// The `state` of a connect in flight, in the database (any instance may serve the callback): only its SHA-256 is
// stored, with the PKCE verifier sealed, the user who started it and an expiry. The callback consumes it once.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import { getDb } from "../db/client";
import { crmOAuthStates } from "../db/schema";
import { requireUserId } from "../data/user-scope";
import { pkcePair } from "./oauth";
import { sealers } from "../sealed-tokens";
import type { OAuthProviderName } from "./provider";

const STATE_TTL_MS = 10 * 60_000;

const hashState = (state: string) => createHash("sha256").update(state).digest("hex");

/**
 * A new state and PKCE challenge for the user's connect (with `orgId`: an owner or admin connecting the
 * organisation's CRM); the user's expired states are dropped.
 */
export async function startAuthorization(
  userId: number,
  provider: OAuthProviderName,
  orgId: number | null = null,
): Promise<{ state: string; challenge: string }> {
  const id = requireUserId(userId);
  const state = randomBytes(32).toString("base64url");
  const { verifier, challenge } = await pkcePair();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(crmOAuthStates).where(and(eq(crmOAuthStates.userId, id), lt(crmOAuthStates.expiresAt, new Date())));
    await tx.insert(crmOAuthStates).values({
      userId: id,
      provider,
      orgId,
      stateHash: hashState(state),
      codeVerifierEncrypted: sealers.crm.seal(verifier),
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
  });
  return { state, challenge };
}

export type StateProblem = "missing" | "unknown" | "used" | "expired" | "other_user" | "other_provider";

/**
 * The PKCE verifier of the user's unused, unexpired state for this provider, marking it used (so a replay finds it
 * used); otherwise what is wrong with it. Another user's state is left as it is.
 */
export async function consumeAuthorization(
  userId: number,
  provider: OAuthProviderName,
  state: string | null,
): Promise<{ verifier: string; orgId: number | null } | { problem: StateProblem }> {
  if (!state || state.length > 200) return { problem: "missing" };
  const id = requireUserId(userId);
  const stateHash = hashState(state);
  const db = await getDb();
  const [claimed] = await db
    .update(crmOAuthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(crmOAuthStates.stateHash, stateHash),
        eq(crmOAuthStates.userId, id),
        eq(crmOAuthStates.provider, provider),
        isNull(crmOAuthStates.usedAt),
      ),
    )
    .returning();
  if (claimed) {
    if (claimed.expiresAt.getTime() <= Date.now()) return { problem: "expired" };
    const verifier = sealers.crm.open(claimed.codeVerifierEncrypted);
    return verifier ? { verifier, orgId: claimed.orgId } : { problem: "unknown" };
  }
  const [row] = await db.select().from(crmOAuthStates).where(eq(crmOAuthStates.stateHash, stateHash));
  if (!row) return { problem: "unknown" };
  if (row.userId !== id) return { problem: "other_user" };
  if (row.provider !== provider) return { problem: "other_provider" };
  return { problem: "used" };
}
