import "server-only";
// The background jobs: delivering the outbox (what the delivery right after each request left: failures to retry,
// messages queued outside a request), the admins' digest, the sweep of never-attached uploads, the daily benchmark
// snapshots, and bringing credentials in line with portfolios that changed (what the sync right after each request
// left). A long-lived server runs them on timers from boot (a snapshot is also taken by the day's first read); a
// serverless host, which keeps no process between requests, runs them when its scheduler calls /api/cron/<job>
// (vercel.json); BACKGROUND_JOBS overrides the choice. Each job is safe to run from both at once.
import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { endLapsedSubscriptions } from "./billing/webhook";
import { JOB_BATCH, syncStaleCredentials } from "./credentials/stale";
import { sendAdminDigestIfDue, startAdminDigest } from "./data/admin-digest";
import { mailAssuranceNotices } from "./data/assurance-notices";
import { takeDueBenchmarkSnapshots } from "./data/orgs/benchmarks";
import { deliverDueMail, retireExpiredLinks, startMailWorker } from "./mail";
import { startUploadSweep, sweepUnattachedFiles, UNATTACHED_FILE_TTL_MS } from "./storage";
import { processSingleton } from "./process-singleton";

export const JOBS = {
  /** Delivers the mail that is due, the admins' digest when one is due, and takes expired links out of the outbox. */
  mail: async () => ({
    delivered: await deliverDueMail(),
    digestSent: await sendAdminDigestIfDue(),
    expiredLinksRemoved: await retireExpiredLinks(),
  }),
  /** Deletes uploads never attached to anything within a day. */
  "sweep-uploads": async () => ({
    deleted: await sweepUnattachedFiles({ olderThan: new Date(Date.now() - UNATTACHED_FILE_TTL_MS) }),
  }),
  /** Takes the day's benchmark snapshot of each Enterprise organisation (a first read of the day does it too). */
  benchmarks: async () => ({ organisations: await takeDueBenchmarkSnapshots() }),
  /** Tells reps what changed in their items' assurance levels (one e-mail each). */
  "assurance-notices": async () => ({ reps: await mailAssuranceNotices() }),
  /** Moves card subscriptions past their payment grace period to Starter. */
  billing: async () => ({ downgraded: await endLapsedSubscriptions() }),
  /** Issues and revokes the credentials of reps whose portfolio changed since their last sync. */
  credentials: async () => syncStaleCredentials({ limit: JOB_BATCH }),
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
  startCredentialsSweep();
}

const jobTimers = processSingleton(
  "job-timers",
  (): {
    __quotaproofBillingSweep?: ReturnType<typeof setInterval>;
    __quotaproofCredentialsSweep?: ReturnType<typeof setInterval>;
  } => ({}),
);

/** Every minute (and at boot): credentials the sync after a request missed (a write by a script, a stopped run). */
function startCredentialsSweep(): void {
  if (jobTimers.__quotaproofCredentialsSweep) return;
  const sweep = () =>
    JOBS.credentials().catch((error: unknown) =>
      console.error("[credentials] bringing stale credentials in line failed:", error),
    );
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
