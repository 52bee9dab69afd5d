import "server-only";
// The administrators' digest: when proofs or upgrade requests arrive in the queues, every admin is e-mailed the
// queue counts, at most once an hour. The queues themselves decide what is new (every pending item and version is
// remembered once told of), so every way an item enters a queue is covered without a hook at each of them.
import { count, eq } from "drizzle-orm";
import { env } from "@/lib/env";
import { getDb, type Tx } from "../db/client";
import { achievements, adminDigest, quotaRecords, upgradeRequests, users } from "../db/schema";
import { enqueueMail } from "../mail";
import { adminDigestMail } from "../mail/messages";
import { requireAdmin } from "../roles";
import type { PublicUser } from "./users";
import { processSingleton } from "../process-singleton";

export const ADMIN_DIGEST_INTERVAL_MS = 3_600_000;
const CHECK_EVERY_MS = 30_000;
const DIGEST_ROW = 1;

export type AdminQueueCounts = { reviews: number; upgrades: number };

/** One key per queue item and version: an edited proof is a new item for the reviewers. */
async function queueKeys(tx: Tx): Promise<{ reviews: string[]; upgrades: string[] }> {
  const quota = await tx
    .select({ id: quotaRecords.id, version: quotaRecords.version })
    .from(quotaRecords)
    .where(eq(quotaRecords.reviewStatus, "pending"));
  const recognitions = await tx
    .select({ id: achievements.id, version: achievements.version })
    .from(achievements)
    .where(eq(achievements.reviewStatus, "pending"));
  const upgrades = await tx
    .select({ id: upgradeRequests.id })
    .from(upgradeRequests)
    .where(eq(upgradeRequests.status, "open"));
  return {
    reviews: [
      ...quota.map((q) => `quota:${q.id}:${q.version}`),
      ...recognitions.map((a) => `achievement:${a.id}:${a.version}`),
    ],
    upgrades: upgrades.map((u) => `upgrade:${u.id}`),
  };
}

/**
 * Sends the digest when the queues hold something no digest told of and the last one is an hour old. The digest
 * row is locked, so two checks (or two servers) cannot both send. Returns whether a digest went out.
 */
export async function sendAdminDigestIfDue(now = new Date()): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.insert(adminDigest).values({ id: DIGEST_ROW }).onConflictDoNothing();
    const [state] = await tx.select().from(adminDigest).where(eq(adminDigest.id, DIGEST_ROW)).for("update");
    if (state?.lastSentAt && now.getTime() - state.lastSentAt.getTime() < ADMIN_DIGEST_INTERVAL_MS) return false;
    const keys = await queueKeys(tx);
    const told = new Set(state?.notifiedKeys ?? []);
    const fresh = {
      reviews: keys.reviews.filter((k) => !told.has(k)).length,
      upgrades: keys.upgrades.filter((k) => !told.has(k)).length,
    };
    if (fresh.reviews + fresh.upgrades === 0) return false;
    const admins = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, "admin"));
    if (admins.length === 0) return false;
    const mail = await adminDigestMail({
      counts: { reviews: keys.reviews.length, upgrades: keys.upgrades.length },
      fresh,
      appUrl: env().APP_URL,
    });
    for (const admin of admins)
      await enqueueMail(mail, { userId: admin.id, to: admin.email, about: { type: "admin_digest" } }, tx);
    await tx
      .update(adminDigest)
      .set({ lastSentAt: now, notifiedKeys: [...keys.reviews, ...keys.upgrades] })
      .where(eq(adminDigest.id, DIGEST_ROW));
    return true;
  });
}

/** The queue counts for the admin pages' navigation. Admins only. */
export async function adminQueueCounts(admin: PublicUser): Promise<AdminQueueCounts> {
  requireAdmin(admin);
  const db = await getDb();
  const [quota] = await db.select({ n: count() }).from(quotaRecords).where(eq(quotaRecords.reviewStatus, "pending"));
  const [recognitions] = await db
    .select({ n: count() })
    .from(achievements)
    .where(eq(achievements.reviewStatus, "pending"));
  const [upgrades] = await db.select({ n: count() }).from(upgradeRequests).where(eq(upgradeRequests.status, "open"));
  return { reviews: Number(quota?.n ?? 0) + Number(recognitions?.n ?? 0), upgrades: Number(upgrades?.n ?? 0) };
}

type DigestWorker = { timer?: NodeJS.Timeout };
const holder = processSingleton("admin-digest", (): { __quotaproofAdminDigest?: DigestWorker } => ({}));
const worker = (holder.__quotaproofAdminDigest ??= {});

const runCheck = () =>
  void sendAdminDigestIfDue().catch((error: unknown) =>
    console.error("[admin-digest] check failed:", (error as Error).message),
  );

/** Checks the queues soon (after something entered one); never throws. */
export function kickAdminDigest(): void {
  setTimeout(runCheck, 0).unref?.();
}

/** Checks the queues every 30 seconds, once per process (called from boot). */
export function startAdminDigest(): void {
  if (worker.timer) return;
  worker.timer = setInterval(runCheck, CHECK_EVERY_MS);
  worker.timer.unref?.();
  kickAdminDigest();
}
