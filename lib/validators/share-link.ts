// Shareable portfolio links: the extra option of POST /api/export/shareable-link, the owner's PATCH, and the
// link as the API sends it (GET /api/share-links).
import { z } from "zod";

const ALLOW_INDEXING_MESSAGE = "allowIndexing must be true or false";

/** Besides the export body (achievementIds, userId): may search engines index the page? Off unless asked. */
export const shareLinkOptionsSchema = z.object({
  allowIndexing: z.boolean({ error: ALLOW_INDEXING_MESSAGE }).default(false),
});

export const shareLinkUpdateSchema = z.object({
  allowIndexing: z.boolean({ error: ALLOW_INDEXING_MESSAGE }),
});

export type ShareLinkUpdate = z.output<typeof shareLinkUpdateSchema>;

/** One of the owner's links (dates as ISO strings). */
export type ShareLink = {
  id: number;
  slug: string;
  /** The public page: APP_URL/p/<slug>. */
  url: string;
  achievementCount: number;
  allowIndexing: boolean;
  /** Views by anyone but the owner. */
  viewCount: number;
  lastViewedAt: string | null;
  createdAt: string;
  /** Set once revoked: the page then answers 404. */
  revokedAt: string | null;
};
