import "server-only";
// A share page or an export must show something: the 422 on `sections` when what was chosen holds none of the
// rep's items, for a new export or link and for a link whose sections change.
import { holdsContent, NOTHING_TO_SHARE_MESSAGE } from "@/lib/export-content";
import { SHARE_SECTIONS, type ShareSection } from "@/lib/export-content";
import { shareLinkAchievementIds } from "../data/share-links";
import { ApiError } from "../errors";
import { loadPortfolioSnapshot, sectionCounts, type PortfolioSnapshot } from "./snapshot";

export function assertShowsContent(
  snapshot: PortfolioSnapshot,
  sections: readonly ShareSection[] = SHARE_SECTIONS,
): void {
  if (!holdsContent(sectionCounts(snapshot), sections)) {
    throw new ApiError("validation_error", NOTHING_TO_SHARE_MESSAGE, { sections: NOTHING_TO_SHARE_MESSAGE });
  }
}

/** For a change of one of the owner's links to `sections` (404 for a link that is not theirs). */
export async function assertLinkSectionsShowContent(
  userId: number,
  linkId: number,
  sections: readonly ShareSection[],
): Promise<void> {
  const achievementIds = await shareLinkAchievementIds(userId, linkId);
  // As its page reads it: achievements deleted since the link was made are left out.
  const snapshot = await loadPortfolioSnapshot(userId, achievementIds, {
    missingAchievements: "skip",
    picture: false,
    credentials: false,
  });
  assertShowsContent(snapshot, sections);
}
