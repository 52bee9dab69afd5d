import "server-only";
// The files a shared portfolio offers anonymous visitors (its PDF, its preview image, its LinkedIn badge) are
// rendered once per link and portfolio version, in the export worker pool, and kept in memory bounded in bytes.
// The version (users.portfolio_version, raised by database triggers on every change to what the page shows) and
// the link's own options are in the key, so an edit makes a new file and a stale one is never asked for again.
// Several visitors asking at once share one render. A render counts against the link and the visitor's address
// in the export queue: a burst of anonymous requests cannot fill the queue for everyone.
import { processCache } from "../cache";
import type { LiveShareLink } from "../data/share-links";
import { withQueueSlot } from "../work-queue";
import { EXPORT_QUEUE, renderInWorker } from "./render-in-worker";
import type { PortfolioSnapshot } from "./snapshot";
import type { SnapshotKind } from "./worker-entry";
import { processSingleton } from "../process-singleton";

// At most 500 files and 64 MB; a file bigger than that is served but not kept (it would push out all others).
const rendered = processCache("shared-renders");
const holder = processSingleton(
  "shared-renders-in-flight",
  (): { __quotaproofSharedRenders?: Map<string, Promise<Uint8Array>> } => ({}),
);
const inFlight = (holder.__quotaproofSharedRenders ??= new Map<string, Promise<Uint8Array>>());

export type SharedRender = { bytes: Uint8Array; fromCache: boolean };

/** The link's file of this kind: from the cache, or rendered now (joining a render already under way). */
export async function sharedRender(
  kind: Extract<SnapshotKind, "pdf" | "share-preview" | "linkedin-badge">,
  link: Pick<LiveShareLink, "id" | "portfolioVersion" | "credentialsVersion" | "sections" | "achievementIds">,
  snapshot: () => Promise<PortfolioSnapshot>,
  visitorIp: string | null,
): Promise<SharedRender> {
  // The PDF prints each verified item's credential address: keyed by the credentials' version too.
  const key = [
    kind,
    link.id,
    link.portfolioVersion,
    link.credentialsVersion,
    link.sections.join(","),
    link.achievementIds.join(","),
  ].join(":");
  const cached = rendered.get(key);
  if (cached) return { bytes: cached, fromCache: true };
  let render = inFlight.get(key);
  if (!render) {
    const callers = [`link:${link.id}`, ...(visitorIp && visitorIp !== "unknown" ? [`ip:${visitorIp}`] : [])];
    render = withQueueSlot(EXPORT_QUEUE, callers, async () => renderInWorker({ kind, snapshot: await snapshot() }));
    inFlight.set(key, render);
    render
      .then((bytes) => rendered.set(key, bytes))
      .catch(() => undefined)
      .finally(() => inFlight.delete(key));
  }
  return { bytes: await render, fromCache: false };
}
