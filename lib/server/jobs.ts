import "server-only";
// The background jobs: delivering the outbox (what the delivery right after each request left: failures to retry,
// messages queued outside a request), the admins' digest, the sweep of never-attached uploads, the daily benchmark
// snapshots, bringing credentials in line with portfolios that changed and recomputing the talent facts of the
// listings they made stale (what the run right after each writing request left), the daily sync of each
// organisation's CRM, the evaluation of recognition rules (organisations whose facts changed; each one with
// rules once a day), the awards of contests that ended, the weekly recognition nudges near a period's end, the
// delivery of new audit events to the organisations' webhooks and the audit trail's retention.
// Derived state is made here and
// right after writes, never by a read: a GET or a page answers what is stored. A long-lived server runs them on
// timers from boot; a serverless host, which keeps no process between requests, runs them when its scheduler calls
// /api/cron/<job> (vercel.json); BACKGROUND_JOBS overrides the choice. Each job is safe to run from both at once.
import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { endLapsedSubscriptions } from "./billing/webhook";
import { recordSigningKey } from "./credentials/keys";
import { JOB_BATCH, syncStaleCredentials } from "./credentials/stale";
import { sendAdminDigestIfDue, startAdminDigest } from "./data/admin-digest";
import { mailAssuranceNotices } from "./data/assurance-notices";
import { expireOverdueSigningRequests } from "./data/signing/rep-requests";
import { takeDueBenchmarkSnapshots } from "./data/orgs/benchmarks";
import { finishEndedContests } from "./data/orgs/contest-standings";
import { deliverDueMail, retireExpiredLinks, startMailWorker } from "./mail";
import { refreshStaleListings } from "./talent/facts";
import { syncDueEmployerCrms } from "./integrations/employer-sync";
import { evaluateDueOrgs } from "./recognition/evaluate";
import { NUDGES_PER_RUN, sendDueNudges } from "./recognition/nudges";
import { startUploadSweep, sweepUnattachedFiles, UNATTACHED_FILE_TTL_MS } from "./storage";
import { processSingleton } from "./process-singleton";
import { expireAuditTrails } from "./audit/retention";
import { deliverDueAuditWebhooks } from "./audit/webhook-delivery";

/** Organisations one call of the recognition job evaluates (a few seconds each at 5,000 sellers). */
const RECOGNITION_ORGS_PER_RUN = 10;

/** CRM syncs one call of the employer-crm job runs (about 30 s each at 5,000 sellers). */
const EMPLOYER_SYNCS_PER_RUN = 3;
/** Contests one call of the contests job awards (each reads its scope's facts; well under a second apiece). */
const CONTESTS_PER_RUN = 25;
/** Contests the long-lived server awards a day (one pass at the day's turn). */
const CONTESTS_PER_DAY = 1_000;
/** Organisations whose audit webhooks one call of the job serves (each up to 20 messages of 100 events). */
const AUDIT_WEBHOOK_ORGS_PER_RUN = 25;
/** Organisations whose expired audit events one call of the retention job removes. */
const AUDIT_RETENTION_ORGS_PER_RUN = 50;

export const JOBS = {
  /**
   * Delivers the mail that is due, the admins' digest when one is due, takes expired links out of the outbox and
   * marks the signing requests past their expiry as expired.
   */
  mail: async () => ({
    delivered: await deliverDueMail(),
    digestSent: await sendAdminDigestIfDue(),
    expiredLinksRemoved: await retireExpiredLinks(),
    signingRequestsExpired: await expireOverdueSigningRequests(),
  }),
  /** Deletes uploads never attached to anything within a day. */
  "sweep-uploads": async () => ({
    deleted: await sweepUnattachedFiles({ olderThan: new Date(Date.now() - UNATTACHED_FILE_TTL_MS) }),
  }),
  /** Takes the day's benchmark snapshot of each Enterprise organisation (reads answer the latest one taken). */
  benchmarks: async () => ({ organisations: await takeDueBenchmarkSnapshots() }),
  /** Tells reps what changed in their items' assurance levels (one e-mail each). */
  "assurance-notices": async () => ({ reps: await mailAssuranceNotices() }),
  /** Moves card subscriptions past their payment grace period to Starter. */
  billing: async () => ({ downgraded: await endLapsedSubscriptions() }),
  /** Issues and revokes the credentials of reps whose portfolio changed since their last sync. */
  credentials: async () => syncStaleCredentials({ limit: JOB_BATCH }),
  /** Recomputes the talent facts of listings whose portfolio changed (a search leaves them out until then). */
  talent: async () => ({ refreshed: await refreshStaleListings() }),
  /** Syncs the organisations' CRMs that were not synced for a day, a few per call. */
  "employer-crm": async () => ({ synced: await syncDueEmployerCrms({ limit: EMPLOYER_SYNCS_PER_RUN }) }),
  /**
   * Evaluates the recognition rules of organisations whose facts changed (what the run after a request left) and of
   * every organisation with rules once a day, when periods close; a few per call.
   */
  recognition: async () => evaluateDueOrgs({ limit: RECOGNITION_ORGS_PER_RUN }),
  /** Awards the winners of contests that ended before today (UTC), a few per call. */
  contests: async () => finishEndedContests({ limit: CONTESTS_PER_RUN }),
  /**
   * E-mails each member of a vetted organisation their standing against its rules in a period's last three weeks,
   * once a week (a member nudged this week is skipped), a bounded number per call.
   */
  nudges: async () => sendDueNudges({ limit: NUDGES_PER_RUN }),
  /** Delivers new audit events to the organisations' webhooks, and the failed deliveries whose next attempt is due. */
  "audit-webhooks": async () => deliverDueAuditWebhooks({ limit: AUDIT_WEBHOOK_ORGS_PER_RUN }),
  /**
   * Removes audit events past the retention period (13 months) from the start of each organisation's chain,
   * recording a checkpoint that verification starts from.
   */
  "audit-retention": async () => expireAuditTrails({ limit: AUDIT_RETENTION_ORGS_PER_RUN }),
} satisfies Record<string, () => Promise<Record<string, unknown>>>;

export type JobName = keyof typeof JOBS;

export const isJobName = (name: string): name is JobName => Object.hasOwn(JOBS, name);

/** True when the request carries `Authorization: Bearer <CRON_SECRET>` (compared in constant time). */
export function isCronCall(authorization: string | null): boolean {
  const secret = env().CRON_SECRET;
  if (!secret || !authorization?.startsWith("Bearer ")) return false;
  const given = Buffer.from(authorization.slice("Bearer ".length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The timers of a long-lived server (called once from boot). */
export function startBackgroundJobs(): void {
  startMailWorker();
  startUploadSweep();
  startAdminDigest();
  startBillingSweep();
  void mailAssuranceNotices().catch((error: unknown) => console.error("[assurance] notices failed:", error));
  void recordSigningKey().catch((error: unknown) => console.error("[credentials] recording the key failed:", error));
  startCredentialsSweep();
}

const jobTimers = processSingleton(
  "job-timers",
  (): {
    __quotaproofBillingSweep?: ReturnType<typeof setInterval>;
    __quotaproofCredentialsSweep?: ReturnType<typeof setInterval>;
  } => ({}),
);

/**
 * Every minute (and at boot): credentials and talent facts the run after a request missed (a write by a script, a
 * stopped run); at boot and once the UTC day has turned, the organisations' CRM syncs that are due, the winners of
 * the contests that ended before today (awarded after the syncs, on the day's deals), the day's benchmark
 * snapshots (as the daily cron call does: an organisation that moves to Enterprise during the day gets its first one
 * the next day, or when its owner refreshes) and the recognition nudges due (once a week per member: the days
 * after the first of a week send none again). Every minute too: the audit webhooks' due deliveries; once a day, the
 * audit trail's retention.
 */
function startCredentialsSweep(): void {
  if (jobTimers.__quotaproofCredentialsSweep) return;
  let snapshotDay = "";
  const sweep = async () => {
    await JOBS.credentials().catch((error: unknown) =>
      console.error("[credentials] bringing stale credentials in line failed:", error),
    );
    await JOBS.talent().catch((error: unknown) => console.error("[talent] refreshing stale listings failed:", error));
    await evaluateDueOrgs({ limit: Infinity }).catch((error: unknown) =>
      console.error("[recognition] evaluating rules failed:", error),
    );
    await deliverDueAuditWebhooks({ limit: Infinity }).catch((error: unknown) =>
      console.error("[audit webhook] delivering events failed:", error),
    );
    const day = new Date().toISOString().slice(0, 10);
    if (day === snapshotDay) return;
    snapshotDay = day;
    await JOBS.benchmarks().catch((error: unknown) => console.error("[benchmarks] snapshots failed:", error));
    await syncDueEmployerCrms({ limit: Infinity }).catch((error: unknown) =>
      console.error("[employer-crm] daily sync failed:", error),
    );
    await finishEndedContests({ limit: CONTESTS_PER_DAY }).catch((error: unknown) =>
      console.error("[contests] awarding ended contests failed:", error),
    );
    await sendDueNudges({ limit: Infinity }).catch((error: unknown) =>
      console.error("[nudges] sending recognition nudges failed:", error),
    );
    await expireAuditTrails({ limit: Infinity }).catch((error: unknown) =>
      console.error("[audit retention] expiring events failed:", error),
    );
  };
  jobTimers.__quotaproofCredentialsSweep = setInterval(() => void sweep(), 60_000);
  jobTimers.__quotaproofCredentialsSweep.unref();
  void sweep();
}

/** Hourly: the grace period of a failed payment ends within the hour. */
function startBillingSweep(): void {
  if (jobTimers.__quotaproofBillingSweep) return;
  const sweep = () =>
    endLapsedSubscriptions().catch((error: unknown) =>
      console.error("[billing] ending lapsed subscriptions failed:", error),
    );
  jobTimers.__quotaproofBillingSweep = setInterval(() => void sweep(), 3_600_000);
  jobTimers.__quotaproofBillingSweep.unref();
  void sweep();
}
