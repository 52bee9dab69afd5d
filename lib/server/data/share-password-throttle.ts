import "server-only";
// Share-page password attempts, counted before the password is checked: one counter per link (whoever guesses) and
// one per address (whatever link it guesses at), both limiters listed in rate-limits.ts. Both are counted in one
// transaction, each in one atomic upsert whose row stays locked until it ends, and a refusal undoes both, so parallel
// guesses are counted one by one and none is checked past a limit. Only wrong passwords stay counted: a right one
// gives both counters their attempt back, so a link's visitors never use up its allowance. A visitor's typos on a
// portfolio never touch anyone's sign-in limits.
import { getDb } from "../db/client";
import { countOne, dropExpiredNowAndThen, giveBack } from "./rate-limit-store";
import { SHARE_PASSWORD_ADDRESS, SHARE_PASSWORD_LINK } from "./rate-limits";

export const SHARE_PASSWORD_WINDOW_SECONDS = SHARE_PASSWORD_LINK.duration;
/** Wrong passwords per link, and per address, in a window. */
export const MAX_SHARE_PASSWORD_FAILURES = SHARE_PASSWORD_LINK.points;

export type SharePasswordAttempt = { linkKey: string; addressKey: string };
export type SharePasswordGate =
  { allowed: true; attempt: SharePasswordAttempt } | { allowed: false; retryAfterSeconds: number };

/** Thrown inside the counting transaction to undo both counts. */
class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("share password attempt refused");
  }
}

/**
 * Admits one password attempt on a link from an address, counted before the password is checked, or refuses it
 * with the seconds to wait (nothing counted). The address is counted first, then the link: parallel attempts lock the
 * counters in one order.
 */
export async function beginSharePasswordAttempt(linkId: number, ip: string): Promise<SharePasswordGate> {
  const attempt = { linkKey: String(linkId), addressKey: ip.slice(0, 300) };
  try {
    await (
      await getDb()
    ).transaction(async (tx) => {
      const byAddress = await countOne(tx, SHARE_PASSWORD_ADDRESS, attempt.addressKey);
      if (byAddress.over) throw new Refused(byAddress.retryAfter);
      const byLink = await countOne(tx, SHARE_PASSWORD_LINK, attempt.linkKey);
      if (byLink.over) throw new Refused(byLink.retryAfter);
    });
  } catch (error) {
    if (error instanceof Refused) return { allowed: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  return { allowed: true, attempt };
}

/** The password was right: neither the link nor the address is charged for it. */
export async function sharePasswordAttemptSucceeded(attempt: SharePasswordAttempt): Promise<void> {
  const db = await getDb();
  await giveBack(db, SHARE_PASSWORD_ADDRESS, attempt.addressKey);
  await giveBack(db, SHARE_PASSWORD_LINK, attempt.linkKey);
}

/** A wrong password stays counted; now and then, counters idle for a day are dropped to keep the table small. */
export async function sharePasswordAttemptFailed(): Promise<void> {
  await dropExpiredNowAndThen(await getDb());
}
