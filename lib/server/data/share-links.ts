import "server-only";
// Shareable portfolio links. The owner's calls take their user id (a foreign or unknown link is "not found");
// the public page finds a live link by its unguessable slug alone, which is the point of the slug.
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import type { ShareLink } from "@/lib/validators/share-link";
import { getDb } from "../db/client";
import { shareLinks } from "../db/schema";
import { ApiError, notFound } from "../errors";

type ShareLinkRow = typeof shareLinks.$inferSelect;

/** 16 random bytes: 128 bits, 22 base64url characters. */
const SLUG_BYTES = 16;
const SLUG_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const LABEL = "Share link";

function requireUserId(userId: number): number {
  if (!Number.isInteger(userId) || userId <= 0)
    throw new Error(`A data call needs the caller's user id, got ${userId}`);
  return userId;
}

/** The public page of a link. */
export function shareUrl(slug: string): string {
  return new URL(`/p/${slug}`, env().APP_URL).toString();
}

function toShareLink(row: ShareLinkRow): ShareLink {
  return {
    id: row.id,
    slug: row.slug,
    url: shareUrl(row.slug),
    achievementCount: row.achievementIds.length,
    allowIndexing: row.allowIndexing,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

const owned = (userId: number, id: number) => and(eq(shareLinks.userId, requireUserId(userId)), eq(shareLinks.id, id));

/** A new link to the given achievements (already checked to be the owner's). */
export async function createShareLink(
  userId: number,
  input: { achievementIds: readonly number[]; allowIndexing: boolean },
): Promise<ShareLink> {
  const db = await getDb();
  const [row] = await db
    .insert(shareLinks)
    .values({
      userId: requireUserId(userId),
      slug: randomBytes(SLUG_BYTES).toString("base64url"),
      achievementIds: [...input.achievementIds],
      allowIndexing: input.allowIndexing,
    })
    .returning();
  return toShareLink(row!);
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

/** Lets search engines index a live link's page, or stops them. A revoked link cannot change (409). */
export async function setShareLinkIndexing(userId: number, id: number, allowIndexing: boolean): Promise<ShareLink> {
  const db = await getDb();
  const [row] = await db
    .update(shareLinks)
    .set({ allowIndexing })
    .where(and(owned(userId, id), isNull(shareLinks.revokedAt)))
    .returning();
  if (row) return toShareLink(row);
  const [existing] = await db.select({ id: shareLinks.id }).from(shareLinks).where(owned(userId, id));
  if (!existing) throw notFound(LABEL);
  throw new ApiError(409, "conflict", "This link has been revoked and can no longer be changed");
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
  return toShareLink(row);
}

export type LiveShareLink = Pick<ShareLinkRow, "id" | "userId" | "slug" | "achievementIds" | "allowIndexing">;

const LIVE_COLUMNS = {
  id: shareLinks.id,
  userId: shareLinks.userId,
  slug: shareLinks.slug,
  achievementIds: shareLinks.achievementIds,
  allowIndexing: shareLinks.allowIndexing,
};

/** The live (not revoked) link with this slug, or null: the public page's lookup, no account needed. */
export async function findLiveShareLink(slug: string): Promise<LiveShareLink | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const db = await getDb();
  const [row] = await db
    .select(LIVE_COLUMNS)
    .from(shareLinks)
    .where(and(eq(shareLinks.slug, slug), isNull(shareLinks.revokedAt)));
  return row ?? null;
}

/** Counts one view of the page, in one atomic update, unless the viewer is the link's owner. */
export async function recordShareLinkView(
  link: Pick<LiveShareLink, "id" | "userId">,
  viewerUserId: number | null,
): Promise<void> {
  if (viewerUserId === link.userId) return;
  const db = await getDb();
  await db
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: new Date() })
    .where(and(eq(shareLinks.id, link.id), isNull(shareLinks.revokedAt)));
}

/** The newest live link of a user (the demo's, for /sample), or null. */
export async function findNewestLiveShareLink(userId: number): Promise<LiveShareLink | null> {
  const db = await getDb();
  const [row] = await db
    .select(LIVE_COLUMNS)
    .from(shareLinks)
    .where(and(eq(shareLinks.userId, requireUserId(userId)), isNull(shareLinks.revokedAt)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(1);
  return row ?? null;
}

/** True while the user has a share link that has not been revoked: their picture may be shown to its visitors. */
export async function hasLiveShareLink(userId: number): Promise<boolean> {
  return (await findNewestLiveShareLink(userId)) !== null;
}
