import "server-only";
// Sign-up limits (listed in rate-limits.ts): per IP address (an hour) and per network (its /24 for IPv4, /64 for IPv6,
// a day), so one machine, or one host's block of addresses, cannot make accounts by the hundred. Both are counted in
// one transaction before any work (one atomic upsert each, the counter's row locked until the transaction ends), and
// a refusal undoes both, so parallel sign-ups cannot slip past a limit; a sign-up that made no account (a taken
// address or username) gives its place back, as a right password does at sign-in. Addresses named in
// SIGNUP_LIMIT_EXEMPT_IPS (an office on an onboarding day, the test suite's own client) are not counted.
import { networkOf } from "@/lib/client-network";
import { env } from "@/lib/env";
import { getDb } from "../db/client";
import { ApiError } from "../errors";
import { normalizeIp } from "../request-origin";
import { countOne, giveBack, tooManyRequests, type Limit } from "./rate-limit-store";
import { SIGN_UP_ADDRESS, SIGN_UP_NETWORK } from "./rate-limits";

const TOO_MANY = "Too many accounts were created from this network. Please try again later.";

/** Thrown inside the counting transaction to undo both counts. */
class Refused extends Error {
  constructor(readonly retryAfter: number) {
    super("sign-up refused");
  }
}

/** The counters one sign-up from `ip` counts in (none for an exempt address). */
function signUpBuckets(ip: string): { key: string; limit: Limit }[] {
  const address = normalizeIp(ip);
  if (address && env().SIGNUP_LIMIT_EXEMPT_IPS.includes(address)) return [];
  // An address that cannot be read (no trusted proxy told it) shares one counter with every other such caller.
  return [
    { key: address ?? "unknown", limit: SIGN_UP_ADDRESS },
    { key: networkOf(address) ?? "unknown", limit: SIGN_UP_NETWORK },
  ];
}

/** Counts one sign-up from `ip` in every counter, all or none; 429 with Retry-After past a limit. */
async function admitSignUp(ip: string): Promise<{ key: string; limit: Limit }[]> {
  const buckets = signUpBuckets(ip);
  if (buckets.length === 0) return [];
  const db = await getDb();
  try {
    // Always the address first, then the network: parallel sign-ups lock the rows in one order.
    await db.transaction(async (tx) => {
      for (const { key, limit } of buckets) {
        const count = await countOne(tx, limit, key);
        if (count.over) throw new Refused(count.retryAfter);
      }
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    throw tooManyRequests(TOO_MANY, error.retryAfter);
  }
  return buckets;
}

/**
 * Runs `createAccount` for a sign-up from `ip` under the sign-up limits: counted before it starts (429 with
 * Retry-After past a limit), given back when it is refused (a taken address or username).
 */
export async function withSignUpLimits<T>(ip: string, createAccount: () => Promise<T>): Promise<T> {
  const buckets = await admitSignUp(ip);
  try {
    return await createAccount();
  } catch (error) {
    if (error instanceof ApiError) {
      const db = await getDb();
      for (const { key, limit } of buckets) await giveBack(db, limit, key);
    }
    throw error;
  }
}
