import "server-only";
// Derived state follows a write right after its response (Next's `after()`, kept alive by the platform's waitUntil on
// Vercel): the route frame and the Server Action frame call this for every request that may have written. The run
// evaluates the recognition rules of organisations whose facts changed (recognition/evaluate.ts), brings every stale
// rep's credentials in line (stale.ts), then recomputes the talent facts the same writes marked
// stale (their mark is set in the writing transaction), and last sends the new audit events of organisations with a
// webhook (at most two, each lease-guarded). The request itself never waits for a signature, and nothing read-only
// signs or recomputes. If the instance stops first, the credentials, talent and audit-webhooks jobs do it.
import { after } from "next/server";

/** Organisations whose recognition rules one run after a request evaluates (the job takes the rest). */
const RECOGNITION_ORGS_AFTER_REQUEST = 2;
/** Organisations whose audit webhooks one run after a request serves (the job takes the rest). */
const AUDIT_WEBHOOK_ORGS_AFTER_REQUEST = 2;

/** Schedules the sync of stale credentials and talent facts once the current response is out; nothing outside one. */
export function syncCredentialsAfterResponse(): void {
  try {
    after(async () => {
      // Recognitions first: the awards a write earned get their credentials in the same run.
      const { evaluateDueOrgs } = await import("../recognition/evaluate");
      await evaluateDueOrgs({ limit: RECOGNITION_ORGS_AFTER_REQUEST, staleOnly: true }).catch((error: unknown) =>
        console.error("[recognition] evaluating stale organisations failed:", (error as Error).message),
      );
      // Loaded here, not with the route frame: the signing libraries stay out of every route's startup.
      const { syncStaleCredentialsSoon } = await import("./stale");
      await syncStaleCredentialsSoon();
      const { refreshStaleListings } = await import("../talent/facts");
      await refreshStaleListings().catch((error: unknown) =>
        console.error("[talent] refreshing stale listings failed:", (error as Error).message),
      );
      const { deliverDueAuditWebhooks } = await import("../audit/webhook-delivery");
      await deliverDueAuditWebhooks({ limit: AUDIT_WEBHOOK_ORGS_AFTER_REQUEST }).catch((error: unknown) =>
        console.error("[audit webhook] delivering events failed:", (error as Error).message),
      );
    });
  } catch {
    // `after` throws outside a request scope (a script, a unit test): the jobs bring them in line.
  }
}
