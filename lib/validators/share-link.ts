// Shareable portfolio links: the options of POST /api/export/shareable-link (a name, search indexing, a password
// visitors must enter, an expiry), the owner's PATCH, and the link as the API sends it (GET /api/share-links).
import { z } from "zod";
import { SHARE_SECTIONS, type ShareSection } from "@/lib/export-content";

const ALLOW_INDEXING_MESSAGE = "allowIndexing must be true or false";

const name = z
  .string()
  .trim()
  .max(80, "The name must be at most 80 characters")
  .nullish()
  .transform((v) => v || null);
/** The shortest password a link can be given. Links protected before this rule keep theirs until it is changed. */
export const SHARE_PASSWORD_MIN_LENGTH = 8;
const password = z
  .string()
  .min(SHARE_PASSWORD_MIN_LENGTH, `The password must be at least ${SHARE_PASSWORD_MIN_LENGTH} characters`)
  .max(128, "The password must be at most 128 characters")
  .nullish()
  .transform((v) => v || null);
/** An ISO date-time in the future; null for a link that never expires. */
const expiresAt = z
  .string()
  .datetime({ offset: true, message: "expiresAt must be an ISO date and time, e.g. 2027-01-31T17:00:00Z" })
  .nullish()
  .transform((v) => (v ? new Date(v) : null))
  .refine((date) => date === null || date.getTime() > Date.now(), "The expiry date must be in the future");

const SECTIONS_MESSAGE = `sections must list some of: ${SHARE_SECTIONS.join(", ")}`;
const isShareSection = (value: string): value is ShareSection => (SHARE_SECTIONS as readonly string[]).includes(value);
// Errors land on `sections` itself (not on an item), where the form shows them.
const sections = z
  .array(z.string(), { error: SECTIONS_MESSAGE })
  .min(1, "Choose at least one section to show")
  .refine((chosen) => chosen.every(isShareSection), SECTIONS_MESSAGE)
  .transform((chosen) => SHARE_SECTIONS.filter((section) => chosen.includes(section)));

/** Besides the export body (achievementIds, userId). Search indexing is off unless asked; every section shows. */
export const shareLinkOptionsSchema = z.object({
  allowIndexing: z.boolean({ error: ALLOW_INDEXING_MESSAGE }).default(false),
  name,
  password,
  expiresAt,
  sections: sections.default([...SHARE_SECTIONS]),
});

/** PATCH /api/share-links/{id}: any of the options; null removes a name, password or expiry. */
export const shareLinkUpdateSchema = z
  .object({
    allowIndexing: z.boolean({ error: ALLOW_INDEXING_MESSAGE }).optional(),
    name: name.optional(),
    password: password.optional(),
    expiresAt: expiresAt.optional(),
    sections: sections.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: "Nothing to update: send allowIndexing, name, password, expiresAt or sections",
  });

export type ShareLinkOptions = z.output<typeof shareLinkOptionsSchema>;
export type ShareLinkUpdate = z.output<typeof shareLinkUpdateSchema>;

/** One of the owner's links (dates as ISO strings). */
export type ShareLink = {
  id: number;
  slug: string;
  /** The public page: APP_URL/p/<slug>. */
  url: string;
  name: string | null;
  achievementCount: number;
  /** The sections the page shows. */
  sections: ShareSection[];
  allowIndexing: boolean;
  /** Visitors must enter a password first. */
  passwordProtected: boolean;
  /** After this the page answers 410. */
  expiresAt: string | null;
  /** Past its expiry when the server answered. */
  expired: boolean;
  /** Views by anyone but the owner. */
  viewCount: number;
  lastViewedAt: string | null;
  createdAt: string;
  /** Set once revoked: the page then answers 404. */
  revokedAt: string | null;
};
