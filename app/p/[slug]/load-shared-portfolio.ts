import "server-only";
// The live link behind /p/<slug> and the owner's portfolio as it shows there, loaded once per request for
// the page and its metadata (React cache), and again by the preview image.
import { cache } from "react";
import { findLiveShareLink, toSections, type LiveShareLink } from "@/lib/server/data/share-links";
import { findUserById } from "@/lib/server/data/users";
import { loadPortfolioSnapshot, withSections, type PortfolioSnapshot } from "@/lib/server/export/snapshot";

export type SharedPortfolioView = { link: LiveShareLink; snapshot: PortfolioSnapshot; pictureUrl: string | null };

/**
 * null for an unknown or revoked slug. Only the link's sections show; achievements deleted since the link was made
 * are left out.
 */
export const loadSharedPortfolio = cache(async (slug: string): Promise<SharedPortfolioView | null> => {
  const link = await findLiveShareLink(slug);
  if (!link) return null;
  const [snapshot, owner] = await Promise.all([
    loadPortfolioSnapshot(link.userId, link.achievementIds, { missingAchievements: "skip" }),
    findUserById(link.userId),
  ]);
  return { link, snapshot: withSections(snapshot, toSections(link.sections)), pictureUrl: owner?.profilePictureUrl ?? null };
});
