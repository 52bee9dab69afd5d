import "server-only";
// Credentials follow a write right after its response (Next's `after()`, kept alive by the platform's waitUntil on
// Vercel): the route frame and the Server Action frame call this for every request that may have written, and the
// run brings every stale rep's credentials in line (stale.ts). The request itself never waits for a signature, and
// nothing read-only signs. If the instance stops first, the credentials job does it.
import { after } from "next/server";

/** Schedules the sync of stale credentials once the current response is out; does nothing outside a request. */
export function syncCredentialsAfterResponse(): void {
  try {
    after(async () => {
      // Loaded here, not with the route frame: the signing libraries stay out of every route's startup.
      const { syncStaleCredentialsSoon } = await import("./stale");
      await syncStaleCredentialsSoon();
    });
  } catch {
    // `after` throws outside a request scope (a script, a unit test): the job brings the credentials in line.
  }
}
