import "server-only";
// The live link behind /p/<slug> and the owner's portfolio as it shows there, for the page, its metadata, the
// preview image, the badge and the PDF. The link is looked up on every request (a revoked or expired link answers
// 404 or 410 at once); the portfolio is kept in memory keyed by the owner's portfolio version, which database
// triggers raise with every change to what the page shows (content, verification, profile, plan).
import { cache } from "react";
import { findProfilePicture } from "@/lib/server/data/profile";
import { findLiveShareLink, toSections, type LiveShareLink } from "@/lib/server/data/share-links";
import { loadPortfolioSnapshot, withSections, type PortfolioSnapshot } from "@/lib/server/export/snapshot";
import { processCache } from "@/lib/server/lru";

export type SharedPortfolioView = { link: LiveShareLink; snapshot: PortfolioSnapshot; pictureUrl: string | null };

const snapshots = processCache<Promise<{ snapshot: PortfolioSnapshot; pictureUrl: string | null }>>(
  "shared-portfolios",
  500,
);

function snapshotOf(link: LiveShareLink) {
  const key = [link.userId, link.portfolioVersion, link.achievementIds.join(","), link.sections.join(",")].join(":");
  let entry = snapshots.get(key);
  if (!entry) {
    // The picture's bytes stay out of memory: the page shows it by address; `withPicture` adds them for images.
    entry = loadPortfolioSnapshot(link.userId, link.achievementIds, { missingAchievements: "skip" }).then(
      (snapshot) => ({
        snapshot: withSections({ ...snapshot, owner: { ...snapshot.owner, picture: null } }, toSections(link.sections)),
        pictureUrl: snapshot.owner.pictureUrl,
      }),
    );
    snapshots.set(key, entry);
    entry.catch(() => snapshots.delete(key)); // a failed load is tried again next time
  }
  return entry;
}

/** null for an unknown, revoked or expired slug. Only the link's sections show; deleted achievements drop out. */
export const loadSharedPortfolio = cache(async (slug: string): Promise<SharedPortfolioView | null> => {
  const link = await findLiveShareLink(slug);
  if (!link) return null;
  return { link, ...(await snapshotOf(link)) };
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
