import "server-only";
// Delivery right after the response: a request that queued a message sends it as soon as its response has gone out
// (Next's `after()`, kept alive by the platform's waitUntil on Vercel), so a manager's signing link never waits for
// a timer or a scheduler. The row was written first, in the caller's transaction, and the response is sent after
// that transaction committed; if the instance dies before sending, the message is still queued for the worker or
// the next cron call. Delivery claims the row (./claim.ts), so no message goes out twice.
import { after } from "next/server";
import { deliverMessages } from "./delivery";
import { kickMailWorker } from "./worker";

/**
 * Sends message `id` once the current request's response is out. Returns false outside a request (a script, a
 * server timer): the caller falls back to the worker.
 */
export function deliverAfterResponse(id: number): boolean {
  try {
    after(async () => {
      try {
        // Nothing to claim: another sender has it, or (when queued by work that outlived its request) its
        // transaction has not committed yet; a long-lived server's worker looks again shortly.
        if ((await deliverMessages([id])) === 0) kickMailWorker(250);
      } catch (error) {
        // Not lost: the message stays queued for the worker or the next cron call.
        console.error(`[mail] delivery of message ${id} after the response failed:`, (error as Error).message);
      }
    });
    return true;
  } catch {
    // `after` throws when there is no request scope (or the platform offers no waitUntil).
    return false;
  }
}
