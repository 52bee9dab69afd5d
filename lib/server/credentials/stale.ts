import "server-only";
// Issuing and revoking happen off the read paths: a rep whose portfolio version moved past the version their
// credentials were last brought in line with is "stale". Right after any request that wrote (the route frame and the
// Server Action frame schedule it with after()), and in the credentials job for whatever that missed (an instance that
// stopped, a write made by a script or a timer), every stale rep's claims are computed from their portfolio and the
// sync signs and revokes what changed. Reads (a shared page, an export, the rep's list, a credential's address) only
// read the credentials as they are.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { achievements, users } from "../db/schema";
import { loadPortfolioSnapshot } from "../export/snapshot";
import { achievementClaim, quotaClaim, referenceClaim, type Claim } from "./content";
import { statusListCredential } from "./status-list";
import { syncCredentials } from "./sync";
import { processSingleton } from "../process-singleton";

/** Reps one run after a request brings in line; the job takes more, and whatever is left waits for the next run. */
export const AFTER_REQUEST_BATCH = 50;
export const JOB_BATCH = 500;
/**
 * Reps one run after a request brings in line by name at most (a sign-off's 500 sellers; a recognition run can name
 * thousands): the run stays within a serverless call's time, and the credentials job takes the rest, stale as they are.
 */
const MAX_NAMED_REPS = 500;
/** Reps read per query while walking the stale ones. */
const PAGE = 50;

/**
 * What the rep's credentials should state now: the claim of every verified item, from the portfolio as a shared page
 * shows it (without credentials attached), and the portfolio version it was read at (read first, so the items are at
 * least that new). null for a user that does not exist.
 */
export async function portfolioClaims(
  userId: number,
): Promise<{ version: number; credentialsVersion: number; claims: Claim[] } | null> {
  const db = await getDb();
  const [user] = await db
    .select({
      fullName: users.fullName,
      email: users.email,
      version: users.portfolioVersion,
      credentialsVersion: users.credentialsVersion,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const ids = await db.select({ id: achievements.id }).from(achievements).where(eq(achievements.userId, userId));
  const snapshot = await loadPortfolioSnapshot(
    userId,
    ids.map((a) => a.id),
    { missingAchievements: "skip", picture: false, credentials: false },
  );
  const holder = { fullName: user.fullName, email: user.email };
  const claims = [
    ...snapshot.quota.records.map((r) => quotaClaim(r, holder)),
    ...snapshot.achievements.map((a) => achievementClaim(a, holder)),
    ...snapshot.references.map((r) => referenceClaim(r, holder)),
  ].filter((claim) => claim !== null);
  return { version: user.version, credentialsVersion: user.credentialsVersion, claims };
}

/** Brings one rep's credentials in line with their portfolio; the status lists it revoked on are signed again. */
export async function syncUserCredentials(userId: number): Promise<void> {
  const portfolio = await portfolioClaims(userId);
  if (!portfolio || portfolio.version === portfolio.credentialsVersion) return;
  const { revokedOnLists } = await syncCredentials({ userId, ...portfolio });
  // Signed here, after the write, so that a verifier reading the list does not have to wait for its signature.
  for (const listId of revokedOnLists) await statusListCredential(listId, { store: true });
}

/** Brings one rep in line; a failure is logged and answered as false (the next run or the job tries again). */
async function syncLogged(userId: number): Promise<boolean> {
  try {
    await syncUserCredentials(userId);
    return true;
  } catch (error) {
    console.error(`[credentials] bringing user ${userId}'s credentials in line failed:`, (error as Error).message);
    return false;
  }
}

/**
 * Brings up to `limit` stale reps in line, lowest id first, and answers how many were synced and how many failed. A
 * rep whose sync fails is logged and passed over (the walk goes on by id), so one broken portfolio never holds up
 * the others; the next run tries it again.
 */
export async function syncStaleCredentials({ limit }: { limit: number }): Promise<{ synced: number; failed: number }> {
  const db = await getDb();
  let synced = 0;
  let failed = 0;
  let lastId = 0;
  while (synced + failed < limit) {
    // Served by the partial index of stale users (users_credentials_stale_idx): cheap when nobody is stale.
    const page = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`${users.portfolioVersion} <> ${users.credentialsVersion}`, gt(users.id, lastId)))
      .orderBy(asc(users.id))
      .limit(Math.min(PAGE, limit - synced - failed));
    if (page.length === 0) break;
    for (const { id } of page) {
      if (await syncLogged(id)) synced += 1;
      else failed += 1;
    }
    lastId = page.at(-1)!.id;
  }
  return { synced, failed };
}

type RunState = { running: Promise<void> | null; again: boolean; named: Set<number> };
const holder = processSingleton("credential-sync", (): { __quotaproofCredentialSync?: RunState } => ({}));
const state = (holder.__quotaproofCredentialSync ??= { running: null, again: false, named: new Set() });

/**
 * A write that made many reps stale at once (a sign-off writes into up to 500 books) names them: the run after its
 * response brings exactly those in line, before its usual batch of whichever reps are stale (lowest id first), so
 * other stale reps cannot crowd them out until the job's next pass.
 */
export function nameRepsForNextCredentialRun(userIds: Iterable<number>): void {
  for (const id of userIds) {
    if (state.named.size >= MAX_NAMED_REPS) return;
    state.named.add(id);
  }
}

/**
 * The run after a request: one at a time per process. A request that ends while a run is under way asks for one
 * more pass instead of starting a second run beside it (which would compute the same reps' claims twice); the
 * promise it gets ends with the run, so a serverless platform keeps the instance alive until then.
 */
export function syncStaleCredentialsSoon(): Promise<void> {
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        const named = [...state.named];
        state.named.clear();
        for (const id of named) await syncLogged(id);
        await syncStaleCredentials({ limit: AFTER_REQUEST_BATCH });
        // Another pass only when a request ended during this one: its write may have committed after this pass
        // looked (a rep that keeps failing is tried once per such request, and by the job).
      } while (state.again);
    } catch (error) {
      // The database may be briefly unavailable: the next request or the job runs again.
      console.error("[credentials] sync after the response failed:", (error as Error).message);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}
