import "server-only";
// What a shared portfolio (/p/<slug>) shows, for the page, its metadata, the preview image, the badge and the PDF.
// The link is read on every request (a revoked or expired link stops at once); the portfolio comes from the
// framework's data cache, keyed by the link and its owner's portfolio version, which database triggers raise with
// every change to what the page shows (content, verification, profile, plan). A new version is a new key, so no
// instance can serve an old page; the link's write path also drops its entries by tag (sharedPortfolioTag).
import { unstable_cache } from "next/cache";
import { cookies } from "next/headers";
import { cache } from "react";
import { findProfilePicture } from "./data/profile";
import { shareLinkState, sharedPortfolioTag, toSections, type LiveShareLink } from "./data/share-links";
import { loadPortfolioSnapshot, withSections, type PortfolioSnapshot } from "./export/snapshot";
import { closedLinkError, isUnlocked } from "./share-unlock";

export type SharedPortfolioView = { link: LiveShareLink; snapshot: PortfolioSnapshot; pictureUrl: string | null };

type CachedPortfolio = { snapshot: PortfolioSnapshot; pictureUrl: string | null };

async function readPortfolio(link: LiveShareLink): Promise<CachedPortfolio> {
  const snapshot = await loadPortfolioSnapshot(link.userId, link.achievementIds, { missingAchievements: "skip" });
  // The picture's bytes stay out of the cache: the page shows it by address; `withPicture` adds them for images.
  return {
    snapshot: withSections({ ...snapshot, owner: { ...snapshot.owner, picture: null } }, toSections(link.sections)),
    pictureUrl: snapshot.owner.pictureUrl,
  };
}

/** The link's portfolio as its page shows it, from the data cache. */
function cachedPortfolio(link: LiveShareLink): Promise<CachedPortfolio> {
  // unstable_cache keys an entry by its arguments: the slug (random, so a reset database never meets an old
  // entry), the owner's portfolio version, the version their credentials were brought in line with (the credentials
  // follow a change right after its request: a page read in between is not kept past that), and the link's own
  // choices. The link itself is passed whole because readPortfolio needs it; every field of it that the result
  // depends on is in that key.
  const load = unstable_cache(
    (_slug: string, _version: number, _credentials: number, _sections: string, _achievements: string) =>
      readPortfolio(link),
    ["shared-portfolio", String(link.userId)],
    { tags: [sharedPortfolioTag(link.slug)] },
  );
  return load(
    link.slug,
    link.portfolioVersion,
    link.credentialsVersion,
    link.sections.join(","),
    link.achievementIds.join(","),
  );
}

/** The view of a live link (already looked up by the caller). Once per request. */
export const sharedPortfolioOf = cache(async (link: LiveShareLink): Promise<SharedPortfolioView> => ({
  link,
  ...(await cachedPortfolio(link)),
}));

/**
 * The portfolio behind a shared page's file (the PDF, the badge, the preview image) for this visitor, checked here
 * and not left to the proxy, which sees the address as it was sent (a slug can be spelled with percent-escapes that
 * the router decodes): null for an unknown or revoked slug (the file's own 404); an expired link or one whose
 * password this visitor has not given throws what the proxy answers for it (410, 401). Only the link's sections
 * show; deleted achievements drop out.
 */
export async function openSharedPortfolio(slug: string): Promise<SharedPortfolioView | null> {
  const access = await sharedPageAccess(slug);
  if (access.state === "missing") return null;
  if (access.state !== "open") throw closedLinkError(access.state);
  return sharedPortfolioOf(access.link);
}

/** What the page at /p/<slug> shows this visitor. The proxy decided the status; the page decides again itself. */
export type SharedPageAccess =
  { state: "missing" } | { state: "expired" } | { state: "locked" } | { state: "open"; link: LiveShareLink };

export const sharedPageAccess = cache(async (slug: string): Promise<SharedPageAccess> => {
  const access = await shareLinkState(slug);
  if (access.state !== "open") return access;
  const { link, passwordHash } = access;
  if (passwordHash && !isUnlocked(await cookies(), { id: link.id, slug: link.slug, passwordHash })) {
    return { state: "locked" };
  }
  return { state: "open", link };
});

/** The view with the owner's picture bytes, for what draws it (the preview image, the PDF). */
export async function withPicture(view: SharedPortfolioView): Promise<SharedPortfolioView> {
  const picture = await findProfilePicture(view.link.userId);
  const owner = {
    ...view.snapshot.owner,
    picture: picture ? { data: picture.data, contentType: picture.file.contentType } : null,
  };
  return { ...view, snapshot: { ...view.snapshot, owner } };
}
