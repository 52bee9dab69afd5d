import "server-only";
// The live link behind /p/<slug> and the owner's portfolio as it shows there, loaded once per request for
// the page and its metadata (React cache), and again by the preview image.
import { cache } from "react";
import { findLiveShareLink, type LiveShareLink } from "@/lib/server/data/share-links";
import { findUserById } from "@/lib/server/data/users";
import { loadPortfolioSnapshot, type PortfolioSnapshot } from "@/lib/server/export/snapshot";

export type SharedPortfolioView = { link: LiveShareLink; snapshot: PortfolioSnapshot; pictureUrl: string | null };

/** null for an unknown or revoked slug. Achievements deleted since the link was made are left out. */
export const loadSharedPortfolio = cache(async (slug: string): Promise<SharedPortfolioView | null> => {
  const link = await findLiveShareLink(slug);
  if (!link) return null;
  const [snapshot, owner] = await Promise.all([
    loadPortfolioSnapshot(link.userId, link.achievementIds, { missingAchievements: "skip" }),
    findUserById(link.userId),
  ]);
  return { link, snapshot, pictureUrl: owner?.profilePictureUrl ?? null };
});
