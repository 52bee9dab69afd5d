import "server-only";
// The outbox worker of a long-lived server: polls for due messages every few seconds, and delivers at once when
// woken; once a minute it also takes expired links out of the outbox's copies. Serverless hosts never start it
// (their scheduler calls /api/cron/mail instead).
import { deliverDueMail } from "./delivery";
import { retireExpiredLinks } from "./link-retirement";
import { processSingleton } from "../process-singleton";

const POLL_INTERVAL_MS = 3_000;
const EXPIRED_LINKS_INTERVAL_MS = 60_000;

type WorkerState = { timer?: NodeJS.Timeout; running: boolean; again: boolean; linksRetiredAt?: number };
const holder = processSingleton("mail-worker", (): { __quotaproofMailWorker?: WorkerState } => ({}));
const state = (holder.__quotaproofMailWorker ??= { running: false, again: false });

async function runWorker(): Promise<void> {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  try {
    do {
      state.again = false;
      await deliverDueMail();
    } while (state.again);
    if (Date.now() - (state.linksRetiredAt ?? 0) >= EXPIRED_LINKS_INTERVAL_MS) {
      state.linksRetiredAt = Date.now();
      await retireExpiredLinks();
    }
  } catch (error) {
    // The database may be briefly unavailable: the next poll tries again.
    console.error("[mail] outbox worker error:", (error as Error).message);
  } finally {
    state.running = false;
  }
}

/**
 * Wakes this process's worker (after `delayMs`); never throws. Does nothing where no worker runs (a serverless
 * instance, a script): there the message waits for its request's delivery, a cron call or the server's worker.
 */
export function kickMailWorker(delayMs = 0): void {
  if (!state.timer) return;
  setTimeout(() => void runWorker(), delayMs).unref?.();
}

/** Starts polling the outbox once per process (called from boot). */
export function startMailWorker(): void {
  if (state.timer) return;
  state.timer = setInterval(() => void runWorker(), POLL_INTERVAL_MS);
  state.timer.unref?.();
  kickMailWorker();
}
