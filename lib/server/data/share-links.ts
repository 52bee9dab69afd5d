import "server-only";
// Shareable portfolio links. The owner's calls take their user id (a foreign or unknown link is "not found");
// the public page finds a live link by its unguessable slug alone, which is the point of the slug.
import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { env } from "@/lib/env";
import { PLANS } from "@/lib/plans";
import { SHARE_SECTIONS, type ShareSection } from "@/lib/export-content";
import type { ShareLink, ShareLinkOptions, ShareLinkUpdate } from "@/lib/validators/share-link";
import { sharedPortfolioTag } from "../cache";
import { getDb } from "../db/client";
import { shareLinkEvents, shareLinks, users } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { requireUserId } from "./user-scope";
import { effectiveTier } from "./orgs/access";

type ShareLinkRow = typeof shareLinks.$inferSelect;

/** 16 random bytes: 128 bits, 22 base64url characters. */
const SLUG_BYTES = 16;
const SLUG_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const LABEL = "Share link";

/** The public page of a link. */
export function shareUrl(slug: string): string {
  return new URL(`/p/${slug}`, env().APP_URL).toString();
}

function toShareLink(row: ShareLinkRow): ShareLink {
  return {
    id: row.id,
    slug: row.slug,
    url: shareUrl(row.slug),
    name: row.name,
    achievementCount: row.achievementIds.length,
    sections: toSections(row.sections),
    allowIndexing: row.allowIndexing,
    passwordProtected: row.passwordHash !== null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= Date.now(),
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The stored sections, in page order (anything unknown is dropped). */
export function toSections(stored: readonly string[]): ShareSection[] {
  return SHARE_SECTIONS.filter((section) => stored.includes(section));
}

const owned = (userId: number, id: number) => and(eq(shareLinks.userId, requireUserId(userId)), eq(shareLinks.id, id));

/** Live: not revoked and not past its expiry. */
const live = () =>
  and(isNull(shareLinks.revokedAt), or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, sql`now()`)));

/**
 * A new link to the given achievements (already checked to be the owner's). Under the owner's row lock, so the
 * plan's number of live links holds (Starter: one; 402 past it).
 */
export async function createShareLink(
  userId: number,
  input: { achievementIds: readonly number[]; allowIndexing: boolean } & Partial<
    Omit<ShareLinkOptions, "allowIndexing">
  >,
): Promise<ShareLink> {
  const db = await getDb();
  const passwordHash = input.password ? await hash(input.password) : null;
  const row = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ tier: effectiveTier })
      .from(users)
      .where(eq(users.id, requireUserId(userId)))
      .for("update");
    if (!owner) throw notFound("User");
    const limit = PLANS[owner.tier].liveShareLinks;
    if (limit !== null) {
      const [{ count }] = (await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(shareLinks)
        .where(and(eq(shareLinks.userId, userId), live()))) as [{ count: number }];
      if (count >= limit) {
        throw new ApiError(
          "plan_limit",
          `The ${PLANS[owner.tier].name} plan includes ${limit} live share link. Revoke it or upgrade to Pro Seller for unlimited portfolios.`,
        );
      }
    }
    const [created] = await tx
      .insert(shareLinks)
      .values({
        userId,
        slug: randomBytes(SLUG_BYTES).toString("base64url"),
        achievementIds: [...input.achievementIds],
        allowIndexing: input.allowIndexing,
        name: input.name ?? null,
        passwordHash,
        expiresAt: input.expiresAt ?? null,
        sections: input.sections ?? [...SHARE_SECTIONS],
      })
      .returning();
    return created!;
  });
  return toShareLink(row);
}

/** The achievements one of the owner's links was made with (404 for another user's link). */
export async function shareLinkAchievementIds(userId: number, id: number): Promise<number[]> {
  const db = await getDb();
  const [row] = await db
    .select({ achievementIds: shareLinks.achievementIds })
    .from(shareLinks)
    .where(owned(userId, id));
  if (!row) throw notFound(LABEL);
  return row.achievementIds;
}

/** The owner's links, newest first, revoked ones included (they show as revoked). */
export async function listShareLinks(userId: number): Promise<ShareLink[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.userId, requireUserId(userId)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map(toShareLink);
}

/** The cache tag of what a link's page shows (named in the cache list). */
export { sharedPortfolioTag };

/**
 * Drops the cached page data of a link whose options changed or which was revoked. The cache keys already hold
 * everything the page depends on, so this frees entries nobody will ask for again rather than fixing stale ones;
 * `expire: 0` makes the next visit wait for fresh data instead of getting the old entry once more.
 */
function forgetSharedPortfolio(slug: string): void {
  revalidateTag(sharedPortfolioTag(slug), { expire: 0 });
}

/** Changes a link's options (indexing, name, password, expiry, sections). A revoked link cannot change (409). */
export async function updateShareLink(userId: number, id: number, update: ShareLinkUpdate): Promise<ShareLink> {
  const db = await getDb();
  const values: Partial<typeof shareLinks.$inferInsert> = {};
  if (update.allowIndexing !== undefined) values.allowIndexing = update.allowIndexing;
  if (update.name !== undefined) values.name = update.name;
  if (update.expiresAt !== undefined) values.expiresAt = update.expiresAt;
  if (update.sections !== undefined) values.sections = update.sections;
  if (update.password !== undefined) values.passwordHash = update.password ? await hash(update.password) : null;
  const [row] = await db
    .update(shareLinks)
    .set(values)
    .where(and(owned(userId, id), isNull(shareLinks.revokedAt)))
    .returning();
  if (row) {
    forgetSharedPortfolio(row.slug);
    return toShareLink(row);
  }
  const [existing] = await db.select({ id: shareLinks.id }).from(shareLinks).where(owned(userId, id));
  if (!existing) throw notFound(LABEL);
  throw new ApiError("conflict", "This link has been revoked and can no longer be changed");
}

/** Revokes a link for good: its page answers 404 from now on. Revoking twice keeps the first time. */
export async function revokeShareLink(userId: number, id: number): Promise<ShareLink> {
  const db = await getDb();
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, now())` })
    .where(owned(userId, id))
    .returning();
  if (!row) throw notFound(LABEL);
  forgetSharedPortfolio(row.slug);
  return toShareLink(row);
}

/**
 * A live link, with its owner's portfolio version and the version their credentials were last brought in line with
 * (what a cached page of it is keyed by: the page shows each verified item's credential link).
 */
export type LiveShareLink = Pick<
  ShareLinkRow,
  "id" | "userId" | "slug" | "achievementIds" | "allowIndexing" | "sections"
> & {
  portfolioVersion: number;
  credentialsVersion: number;
};

const LIVE_COLUMNS = {
  id: shareLinks.id,
  userId: shareLinks.userId,
  slug: shareLinks.slug,
  achievementIds: shareLinks.achievementIds,
  allowIndexing: shareLinks.allowIndexing,
  sections: shareLinks.sections,
  portfolioVersion: users.portfolioVersion,
  credentialsVersion: users.credentialsVersion,
};

/** What a visitor of /p/<slug> meets: nothing (unknown or revoked), an expired link, or the live link. */
export type ShareLinkState =
  { state: "missing" } | { state: "expired" } | { state: "open"; link: LiveShareLink; passwordHash: string | null };

/** The state of a slug in one query: the proxy's status check and the page's own. */
export async function shareLinkState(slug: string): Promise<ShareLinkState> {
  if (!SLUG_PATTERN.test(slug)) return { state: "missing" };
  const db = await getDb();
  const [row] = await db
    .select({
      ...LIVE_COLUMNS,
      revokedAt: shareLinks.revokedAt,
      expiresAt: shareLinks.expiresAt,
      passwordHash: shareLinks.passwordHash,
    })
    .from(shareLinks)
    .innerJoin(users, eq(users.id, shareLinks.userId))
    .where(eq(shareLinks.slug, slug));
  if (!row || row.revokedAt) return { state: "missing" };
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return { state: "expired" };
  const { revokedAt: _revoked, expiresAt: _expires, passwordHash, ...link } = row;
  return { state: "open", link, passwordHash };
}

/**
 * Counts one view of the page (and records it for Insights), unless the viewer is the link's owner. Call it through
 * `countAfterResponse`: a read records what it counted once its answer is out, never before it renders.
 */
export async function recordShareLinkView(
  link: Pick<LiveShareLink, "id" | "userId">,
  viewerUserId: number | null,
): Promise<void> {
  if (viewerUserId === link.userId) return;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [counted] = await tx
      .update(shareLinks)
      .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: new Date() })
      .where(and(eq(shareLinks.id, link.id), live()))
      .returning({ id: shareLinks.id });
    if (counted) await tx.insert(shareLinkEvents).values({ shareLinkId: link.id, userId: link.userId, kind: "view" });
  });
}

/** Records a visitor's download of the page's PDF for Insights (not the owner's own). */
export async function recordShareLinkDownload(
  link: Pick<LiveShareLink, "id" | "userId">,
  viewerUserId: number | null,
): Promise<void> {
  if (viewerUserId === link.userId) return;
  const db = await getDb();
  await db.insert(shareLinkEvents).values({ shareLinkId: link.id, userId: link.userId, kind: "pdf" });
}

/**
 * Runs a view or download count once the response is out (Next's `after()`): the page and the file are answered
 * first, and a failed count is logged, never shown to the visitor. Outside a request (a script) it runs at once.
 */
export function countAfterResponse(count: () => Promise<void>): void {
  const run = () =>
    count().catch((error: unknown) => console.error("[share] counting a visit failed:", (error as Error).message));
  try {
    after(run);
  } catch {
    void run();
  }
}

/** The newest live link of a user (the demo's, for /sample), or null. */
export async function findNewestLiveShareLink(userId: number): Promise<LiveShareLink | null> {
  const db = await getDb();
  const [row] = await db
    .select(LIVE_COLUMNS)
    .from(shareLinks)
    .innerJoin(users, eq(users.id, shareLinks.userId))
    .where(and(eq(shareLinks.userId, requireUserId(userId)), live(), isNull(shareLinks.passwordHash)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(1);
  return row ?? null;
}

/** True while the user has a share link that has not been revoked: their picture may be shown to its visitors. */
export async function hasLiveShareLink(userId: number): Promise<boolean> {
  return (await findNewestLiveShareLink(userId)) !== null;
}
