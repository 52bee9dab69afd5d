import "server-only";
// Sign-up limits, counted in throttle_buckets like the sign-in limits: per IP address (an hour) and per network (its
// /24 for IPv4, /64 for IPv6, a day), so one machine, or one host's block of addresses, cannot make accounts by the
// hundred. Both buckets are counted in one transaction before any work (one atomic statement each, the bucket's row
// locked), so parallel sign-ups cannot slip past a limit; a sign-up that made no account (a taken address or
// username) gives its place back, as a right password does at sign-in. Addresses named in SIGNUP_LIMIT_EXEMPT_IPS
// (an office on an onboarding day, the test suite's own client) are not counted.
import { networkOf } from "@/lib/client-network";
import { env } from "@/lib/env";
import { getDb } from "../db/client";
import { ApiError } from "../errors";
import { normalizeIp } from "../request-origin";
import { givePlacesBack, secondsUntilOpen, takePlace } from "./throttle-window";

type Limit = { prefix: string; limit: number; windowSeconds: number };

/** Sign-ups per IP address per hour. */
export const SIGN_UPS_PER_ADDRESS: Limit = { prefix: "signup-ip", limit: 5, windowSeconds: 3_600 };
/** Sign-ups per network per day. */
export const SIGN_UPS_PER_NETWORK: Limit = { prefix: "signup-net", limit: 20, windowSeconds: 24 * 3_600 };

const TOO_MANY = "Too many accounts were created from this network. Please try again later.";

/** Thrown inside the counting transaction to undo the other bucket's count. */
class Refused extends Error {
  constructor(readonly key: string) {
    super("sign-up refused");
  }
}

/** The buckets one sign-up from `ip` counts in (none for an exempt address). */
function signUpBuckets(ip: string): { key: string; limit: Limit }[] {
  const address = normalizeIp(ip);
  if (address && env().SIGNUP_LIMIT_EXEMPT_IPS.includes(address)) return [];
  // An address that cannot be read (no trusted proxy told it) shares one bucket with every other such caller.
  const network = networkOf(address) ?? "unknown";
  return [
    { key: `${SIGN_UPS_PER_ADDRESS.prefix}:${address ?? "unknown"}`, limit: SIGN_UPS_PER_ADDRESS },
    { key: `${SIGN_UPS_PER_NETWORK.prefix}:${network}`, limit: SIGN_UPS_PER_NETWORK },
  ];
}

/** Takes a place for one sign-up from `ip` in every bucket, all or none; 429 with Retry-After past a limit. */
async function admitSignUp(ip: string): Promise<{ key: string }[]> {
  const buckets = signUpBuckets(ip);
  if (buckets.length === 0) return [];
  const db = await getDb();
  try {
    // Always the address first, then the network: parallel sign-ups lock the rows in one order.
    await db.transaction(async (tx) => {
      for (const { key, limit } of buckets) if (!(await takePlace(tx, key, limit))) throw new Refused(key);
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const refused = buckets.find((bucket) => bucket.key === error.key)!;
    const retryAfter = await secondsUntilOpen(refused.key, refused.limit.windowSeconds);
    throw new ApiError("too_many_requests", TOO_MANY, undefined, { "Retry-After": String(retryAfter) });
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
    if (error instanceof ApiError) await givePlacesBack(buckets.map((bucket) => bucket.key));
    throw error;
  }
}
