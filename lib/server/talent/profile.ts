import "server-only";
// The rep's own listing: off until they turn it on with the consent notice (its version and time are kept); off
// again removes them from every search at once. The words they type must not identify them before they accept a
// request: no name, no employer, no address or link.
import { createHmac } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { TALENT_CONSENT_NOTICE, TALENT_CONSENT_VERSION, type TalentCard } from "@/lib/talent";
import type { talentProfileSchema } from "@/lib/validators/talent";
import { emailDomain } from "@/lib/email-address";
import { env } from "@/lib/env";
import type { z } from "zod";
import { getDb } from "../db/client";
import { experiences, shareLinks, talentProfiles, users, workEmails } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { isPersonalOrDisposableDomain } from "../email-domains";
import { toTalentCard } from "./cards";
import { currentTalentFacts, refreshTalentFacts } from "./facts";

export type TalentProfileView = {
  profileId: string;
  listed: boolean;
  consent: { version: string | null; at: string | null; currentVersion: string; notice: string };
  headline: string | null;
  location: string | null;
  segments: string[];
  openTo: string[];
  workModes: string[];
  blockedDomains: string[];
  /** The rep's employer domains (their confirmed work addresses): blocked always, whatever the list says. */
  employerDomains: string[];
  /** Exactly what a recruiter sees. */
  preview: TalentCard;
};

type ListingRow = typeof talentProfiles.$inferSelect;

/**
 * The opaque id a rep's listing gets when it is first saved, and shows before: derived from the account and the
 * server's secret, so reading the (not yet saved) listing writes nothing and the id does not change when it is saved.
 */
function firstProfileId(userId: number): string {
  return createHmac("sha256", env().AUTH_SECRET).update(`talent-profile-id:${userId}`).digest("base64url").slice(0, 16);
}

async function storedListing(userId: number): Promise<ListingRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(talentProfiles).where(eq(talentProfiles.userId, userId));
  return row ?? null;
}

/** The listing as saved, or as it would be saved: a rep who never saved one sees it off and empty. */
async function readListing(userId: number): Promise<ListingRow> {
  const row = await storedListing(userId);
  // Facts not yet recomputed by the job (or never stored): the preview shows them as they stand now, unstored.
  const facts = !row || row.factsStale ? await currentTalentFacts(userId) : {};
  const now = new Date();
  return {
    ...(row ?? {
      userId,
      profileId: firstProfileId(userId),
      listed: false,
      consentVersion: null,
      consentedAt: null,
      headline: null,
      location: null,
      segments: [],
      openTo: [],
      workModes: [],
      blockedDomains: [],
      search: null,
      factsStale: true,
      bestAttainment: null,
      yearBands: [],
      verifiedPeriods: 0,
      verifiedItems: 0,
      quotaYears: "0",
      verifiedAwards: 0,
      dealBand: null,
      updatedAt: now,
    }),
    ...facts,
  };
}

/** Saves the listing row the first time the rep writes it. */
async function ensureListing(userId: number): Promise<ListingRow> {
  const db = await getDb();
  await db
    .insert(talentProfiles)
    .values({ userId, profileId: firstProfileId(userId) })
    .onConflictDoNothing({ target: talentProfiles.userId });
  const row = await storedListing(userId);
  if (!row) throw notFound("Talent profile");
  return row;
}

async function employerDomainsOf(userId: number): Promise<string[]> {
  const db = await getDb();
  const [account] = await db
    .select({ email: users.email, confirmed: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  const work = await db
    .select({ email: workEmails.normalized })
    .from(workEmails)
    .where(and(eq(workEmails.userId, userId), isNotNull(workEmails.confirmedAt)));
  const addresses = [...(account?.confirmed ? [account.email] : []), ...work.map((w) => w.email)];
  const domains = addresses.map(emailDomain).filter((d): d is string => d !== null);
  return [...new Set(domains)].filter((d) => !isPersonalOrDisposableDomain(d));
}

export async function getTalentProfile(userId: number): Promise<TalentProfileView> {
  const row = await readListing(userId);
  return {
    profileId: row.profileId,
    listed: row.listed,
    consent: {
      version: row.consentVersion,
      at: row.consentedAt?.toISOString() ?? null,
      currentVersion: TALENT_CONSENT_VERSION,
      notice: TALENT_CONSENT_NOTICE,
    },
    headline: row.headline,
    location: row.location,
    segments: row.segments,
    openTo: row.openTo,
    workModes: row.workModes,
    blockedDomains: row.blockedDomains,
    employerDomains: await employerDomainsOf(userId),
    preview: toTalentCard(row),
  };
}

/** Legal forms and generic trailing words left off a company's name, so "Acme" is caught as well as "Acme Corp". */
const LEGAL_FORMS =
  /[\s,&]+(inc|incorporated|corp|corporation|co|company|llc|llp|ltd|limited|plc|gmbh|ag|sa|sas|bv|nv|pty|group|holdings|industries|technologies|technology|solutions|systems|software|labs|international|global|partners)\.?$/i;

/**
 * Words that would name the rep or an employer of theirs: their name's parts, username, address, companies (with
 * and without the legal form), their employer domains, and their share links' slugs.
 */
async function identifyingWords(userId: number): Promise<string[]> {
  const db = await getDb();
  const [user] = await db
    .select({ fullName: users.fullName, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const companies = await db
    .select({ company: experiences.company })
    .from(experiences)
    .where(eq(experiences.userId, userId));
  const slugs = await db.select({ slug: shareLinks.slug }).from(shareLinks).where(eq(shareLinks.userId, userId));
  const employerDomains = await employerDomainsOf(userId);
  const domainLabels = employerDomains.map((d) => d.split(".").slice(-2, -1)[0] ?? "");
  const companyNames = companies.flatMap(({ company }) => {
    let short = company.trim();
    while (LEGAL_FORMS.test(short)) short = short.replace(LEGAL_FORMS, "");
    return [company, short];
  });
  return [
    ...(user?.fullName.split(/\s+/) ?? []),
    ...(user ? [user.username, user.email, user.email.split("@")[0] ?? ""] : []),
    ...companyNames,
    ...employerDomains,
    ...domainLabels,
    ...slugs.map((s) => s.slug),
  ]
    .map((w) => w.trim())
    .filter((w) => w.length >= 3);
}

function mentions(text: string | null, words: readonly string[]): string | undefined {
  if (!text) return undefined;
  const lower = text.toLocaleLowerCase();
  return words.find((w) => {
    const escaped = w.toLocaleLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "u").test(lower);
  });
}

export async function updateTalentProfile(
  userId: number,
  input: z.output<typeof talentProfileSchema>,
): Promise<TalentProfileView> {
  const current = await ensureListing(userId);
  const turningOn = input.listed && (!current.listed || current.consentVersion !== TALENT_CONSENT_VERSION);
  if (turningOn && input.consent !== true) {
    throw new ApiError("validation_error", "Accept the notice to be listed", {
      consent: "Accept the notice to be listed in the talent network",
    });
  }
  const words = await identifyingWords(userId);
  const fields: Record<string, string> = {};
  for (const [field, text] of [
    ["headline", input.headline],
    ["location", input.location],
    ["openTo", input.openTo.join(" ")],
  ] as const) {
    const found = mentions(text, words);
    if (found) {
      fields[field] =
        `Leave out "${found}": recruiters learn your name and employers only when you accept their request`;
    }
  }
  if (Object.keys(fields).length) throw new ApiError("validation_error", "Some words would identify you", fields);
  const db = await getDb();
  await db
    .update(talentProfiles)
    .set({
      listed: input.listed,
      ...(turningOn ? { consentVersion: TALENT_CONSENT_VERSION, consentedAt: new Date() } : {}),
      headline: input.headline,
      location: input.location,
      segments: input.segments,
      openTo: input.openTo,
      workModes: input.workModes,
      blockedDomains: input.blockedDomains,
      search: sql`to_tsvector('simple', ${[input.headline, input.location, ...input.openTo, ...input.segments].filter(Boolean).join(" ")})`,
      updatedAt: new Date(),
    })
    .where(eq(talentProfiles.userId, userId));
  if (input.listed) await refreshTalentFacts(userId);
  return getTalentProfile(userId);
}
