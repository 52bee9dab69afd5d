// The portfolio's rows as the API sends them (JSON: dates become strings), for client code.
import type { Assurance } from "@/lib/assurance";
import type * as schema from "@/lib/server/db/schema";
import type { PublicUser } from "@/lib/server/data/users";
import type { DealSource } from "./deal-source";
import type { ExperienceRequiredField } from "./validators/experience";

type Jsonify<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** A verified kind of item as the API answers it: its assurance instead of the stored assurance columns. */
type WithAssurance<T> = Omit<T, "assuranceLevel" | "assuranceEvidence" | "assuranceDomain"> & { assurance: Assurance };

export type Achievement = WithAssurance<Jsonify<typeof schema.achievements.$inferSelect>>;
export type QuotaRecord = WithAssurance<Jsonify<typeof schema.quotaRecords.$inferSelect>>;
/** A career experience: an imported job may wait for its details (`needsDetails`), listed in `missingFields`. */
export type Experience = Jsonify<typeof schema.experiences.$inferSelect> & { missingFields: ExperienceRequiredField[] };
/** A deal story: where it was imported from grouped in `source` (null when the rep wrote it). */
export type DealHighlight = Omit<
  Jsonify<typeof schema.dealHighlights.$inferSelect>,
  "sourceProvider" | "sourceAccountId" | "sourceExternalId" | "sourceFetchedAt" | "sourceEditedAt"
> & { source: DealSource | null };
export type Executive = Jsonify<typeof schema.executiveCircle.$inferSelect>;
export type Reference = WithAssurance<Jsonify<typeof schema.references.$inferSelect>>;
export type AboutMe = Jsonify<typeof schema.aboutMe.$inferSelect>;
export type Template = Jsonify<typeof schema.templates.$inferSelect>;

/**
 * The signed-in user as GET /api/auth/me returns it: the account's public columns the client reads, and whether its
 * address was confirmed through its link (verification features wait for it). `lastSeenLevel` is the portfolio
 * level the user was last shown (a LevelName), or null before the first visit.
 */
export type CurrentUser = Pick<
  Jsonify<PublicUser>,
  | "id"
  | "username"
  | "email"
  | "fullName"
  | "title"
  | "company"
  | "profilePictureUrl"
  | "role"
  | "subscriptionTier"
  | "subscriptionStatus"
  | "isVerified"
  | "lastSeenLevel"
  | "createdAt"
> & { emailConfirmed: boolean };

/** One signed-in session of the account (GET /api/auth/sessions). */
export type AuthSessionView = {
  id: number;
  /** "Computer", "Apple iPhone", "Tablet"... */
  device: string;
  /** "Chrome 140", or null when the browser did not say. */
  browser: string | null;
  /** "macOS 14", or null when unknown. */
  os: string | null;
  ip: string | null;
  /** "This network", "Local network", a country, or "Unknown location". */
  place: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session of the browser that asked. */
  current: boolean;
};
