import "server-only";
// What an export or a share page shows of one user's portfolio: the chosen achievements plus the
// quota figures, deals, experience and shareable references, each with its verification. Loaded in one
// place, scoped to the owner, so the PDF, the deck and the public page can't disagree or leak more.
import { dealSourceOf, type DealSource } from "@/lib/deal-format";
import { desc, eq } from "drizzle-orm";
import { averageAttainmentPercent, portfolioLevel } from "@/lib/levels";
import { emailDomain } from "@/lib/email-address";
import { PLANS, type PlanTier } from "@/lib/plans";
import { fromHundredths, toHundredths } from "@/lib/decimal";
import { missingExperienceFields, type ExperienceRequiredField } from "@/lib/validators/experience";
import {
  achievementVerification,
  quotaVerification,
  referenceVerification,
  withAssurance,
  type Verification,
} from "@/lib/verification";
import { getDb } from "../db/client";
import { columnsOf } from "../db/columns";
import { signingRequests } from "../db/schema";
import { getAboutMe } from "../data/about-me";
import { listKudosOnBook, type KudosOnBook } from "../data/orgs/kudos";
import { portfolioLists } from "../data/portfolio";
import { recordFigures, type RecordFigures } from "../data/quota-figures";
import { shownFields, type Shown } from "./shown-fields";
import { orgPortfolioFacts, type OrgBranding } from "../data/orgs/portfolio-facts";
import { findProfilePicture } from "../data/profile";
import { findUserById } from "../data/users";
import { notFound } from "../errors";
import type * as schema from "../db/schema";
import type { ShareSection } from "@/lib/export-content";
import { aboutHasContent, type SectionCounts } from "@/lib/export-content";
import type { CredentialLink } from "@/lib/credentials";
import { assuranceOf, type Assurance } from "@/lib/assurance";
import { shownQuotaRecords } from "@/lib/employer-records";
import { attachCredentials } from "../credentials/portfolio";

type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];

/** What every item that can be verified (a quota record, an achievement, a reference) carries about its proof. */
type VerifiedItem = {
  verification: Verification;
  /** How strong the evidence behind it is (level, label, evidence). */
  assurance: Assurance;
  /** The signed credential of a verified item: exports and shared pages link its verify page. */
  credential: CredentialLink | null;
};

export type SnapshotQuotaRecord = RecordFigures &
  Pick<Row<typeof schema.quotaRecords>, "rampStatus" | "stackRankPercentile"> &
  VerifiedItem & {
    /** Only when the rep made the rank public. */
    stackRankPosition: number | null;
    stackRankTotal: number | null;
  };

export type SnapshotAchievement = Shown<"achievements"> & VerifiedItem;

export type SnapshotDeal = Shown<"dealHighlights"> & {
  stakeholders: { name: string; salesCycleRole: string }[];
  /** Set on a deal story imported from a CRM: provenance, shown apart from verification. */
  source: DealSource | null;
};

export type SnapshotExperience = Shown<"experiences"> & {
  /** The required fields an imported job still lacks: a page or an export shows what is there, nothing for these. */
  missingFields: ExperienceRequiredField[];
};

export type SnapshotReference = Shown<"references"> & VerifiedItem;

export type SnapshotAbout = Shown<"aboutMe">;

/** A colleague's kudos the rep chose to show on their book: a peer endorsement, never verified (no verification). */
export type SnapshotKudos = KudosOnBook;

export type PortfolioSnapshot = {
  generatedAt: string;
  owner: {
    /** Never the e-mail or phone. */
    fullName: string;
    title: string | null;
    company: string | null;
    tier: PlanTier;
    /** Pro and Enterprise show verified badges; Starter shows the "Unverified" watermark. */
    verifiedBadge: boolean;
    level: string;
    completion: number;
    picture: { data: Uint8Array; contentType: string } | null;
    /** The picture's address for web pages (`profilePictureUrl`). */
    pictureUrl: string | null;
    /** The organisation whose logo and colour the rep chose to show. */
    branding: OrgBranding | null;
  };
  quota: {
    records: SnapshotQuotaRecord[];
    averageAttainment: string | null;
    totalRevenue: string;
    totalQuota: string;
    verifiedCount: number;
  };
  achievements: SnapshotAchievement[];
  deals: SnapshotDeal[];
  experiences: SnapshotExperience[];
  executiveCount: number;
  references: SnapshotReference[];
  /** Shown with the references (a link without them shows none). */
  kudos: SnapshotKudos[];
  about: SnapshotAbout | null;
};

const sumMoney = (values: string[]) => fromHundredths(values.reduce((sum, v) => sum + (toHundredths(v) ?? 0n), 0n));

export type SnapshotOptions = {
  /**
   * "error" (the default, for exports): an id that is not one of the user's achievements answers 404, like every
   * other foreign id. "skip" (share pages): an achievement deleted since the link was made is left out instead.
   */
  missingAchievements?: "error" | "skip";
  /** False when only the items matter (the credentials' claims): the picture is not read from storage. */
  picture?: boolean;
  /**
   * False when the snapshot is what the credentials are computed from: no item gets its credential's link.
   * Otherwise each item gets the link of its active credential, read as it is (nothing is signed here).
   */
  credentials?: boolean;
};

/** The user's portfolio with the achievements of `achievementIds` (in portfolio order). */
export async function loadPortfolioSnapshot(
  userId: number,
  achievementIds: readonly number[],
  { missingAchievements = "error", picture: withPicture = true, credentials = true }: SnapshotOptions = {},
): Promise<PortfolioSnapshot> {
  const user = await findUserById(userId);
  if (!user) throw notFound("User");
  const [
    allAchievements,
    allRecords,
    deals,
    experiences,
    executives,
    allReferences,
    about,
    picture,
    signatures,
    org,
    kudosOnBook,
  ] = await Promise.all([
    portfolioLists.achievements.list(userId),
    portfolioLists.quotaRecords.list(userId),
    portfolioLists.dealHighlights.list(userId),
    portfolioLists.experiences.list(userId),
    portfolioLists.executiveCircle.list(userId),
    portfolioLists.references.list(userId),
    getAboutMe(userId),
    withPicture ? findProfilePicture(userId) : null,
    latestSignatures(userId),
    orgPortfolioFacts(userId),
    listKudosOnBook(userId),
  ]);

  // An employer's record the rep declined shows nowhere; one that shows stands in for the rep's own of its period.
  const records = shownQuotaRecords(allRecords);
  const wanted = new Set(achievementIds);
  if (allAchievements.filter((a) => wanted.has(a.id)).length !== wanted.size && missingAchievements === "error")
    throw notFound("Achievement");

  const tier = user.subscriptionTier;
  const level = portfolioLevel(
    { quotaRecords: records, dealHighlights: deals, experiences, executives, achievements: allAchievements },
    { tier },
  );
  const quotaRows: SnapshotQuotaRecord[] = records.map((r) => ({
    ...recordFigures(r),
    rampStatus: r.rampStatus,
    stackRankPosition: r.stackRankPublic ? r.stackRankPosition : null,
    stackRankTotal: r.stackRankPublic ? r.stackRankTotal : null,
    stackRankPercentile: r.stackRankPublic ? r.stackRankPercentile : null,
    verification: withAssurance(
      quotaVerification({ ...r, signature: signatures.get(r.id) ?? null, attestation: org.attestation(r) }),
      assuranceOf(r),
    ),
    assurance: assuranceOf(r),
    credential: null,
  }));

  const achievementRows: SnapshotAchievement[] = allAchievements.map((a) => ({
    ...shownFields("achievements", a),
    verification: withAssurance(achievementVerification({ ...a, award: org.awards.get(a.id) ?? null }), assuranceOf(a)),
    assurance: assuranceOf(a),
    credential: null,
  }));
  const references: SnapshotReference[] = allReferences
    .filter((r) => r.shareable)
    .map((r) => ({
      ...shownFields("references", r),
      verification: withAssurance(
        referenceVerification({ ...r, domain: r.email ? emailDomain(r.email) : null }),
        assuranceOf(r),
      ),
      assurance: assuranceOf(r),
      credential: null,
    }));
  // A verified item carries the link of its signed credential (issued right after the write that verified it).
  if (credentials)
    await attachCredentials(userId, { quotaRecords: quotaRows, achievements: achievementRows, references });

  // A blank About Me shows nothing, so it counts as none (the page and the files leave the section out).
  const shownAbout = aboutHasContent(about) ? about : null;
  return {
    generatedAt: new Date().toISOString(),
    owner: {
      fullName: user.fullName,
      title: user.title,
      company: user.company,
      tier,
      verifiedBadge: PLANS[tier].verifiedBadge,
      level: level.label,
      completion: level.completion,
      picture: picture ? { data: picture.data, contentType: picture.file.contentType } : null,
      pictureUrl: user.profilePictureUrl,
      branding: org.branding,
    },
    quota: {
      records: quotaRows,
      averageAttainment: averageAttainmentPercent(records) ?? null,
      totalRevenue: sumMoney(records.map((r) => r.attainment)),
      totalQuota: sumMoney(records.map((r) => r.quota)),
      verifiedCount: quotaRows.filter((r) => r.verification.state === "verified").length,
    },
    achievements: achievementRows.filter((a) => wanted.has(a.id)),
    deals: deals.map((d) => ({
      ...shownFields("dealHighlights", d),
      source: dealSourceOf(d),
      stakeholders: d.stakeholders.map((s) => ({ name: s.name, salesCycleRole: s.salesCycleRole })),
    })),
    experiences: experiences.map((e) => ({
      ...shownFields("experiences", e),
      missingFields: missingExperienceFields(e),
    })),
    executiveCount: executives.length,
    references,
    kudos: kudosOnBook,
    about: shownAbout ? shownFields("aboutMe", shownAbout) : null,
  };
}

/** The latest signing request of each quota record: who signed (name and title only) and when. */
async function latestSignatures(userId: number) {
  const db = await getDb();
  const rows = await db
    .select(
      columnsOf(signingRequests, [
        "quotaRecordId",
        "status",
        "signerName",
        "signerTitle",
        "signedAt",
        "signerDomain",
        "signedFromRepDevice",
        "expiresAt",
      ]),
    )
    .from(signingRequests)
    .where(eq(signingRequests.userId, userId))
    .orderBy(desc(signingRequests.id));
  const latest = new Map<number, (typeof rows)[number]>();
  const now = new Date();
  for (const row of rows) {
    if (latest.has(row.quotaRecordId)) continue;
    // A sent request past its expiry is no longer pending.
    latest.set(row.quotaRecordId, row.status === "sent" && row.expiresAt <= now ? { ...row, status: "expired" } : row);
  }
  return latest;
}

/** The snapshot as a share link shows it: the sections it leaves out are empty. */
export function withSections(snapshot: PortfolioSnapshot, sections: readonly ShareSection[]): PortfolioSnapshot {
  const shows = (section: ShareSection) => sections.includes(section);
  return {
    ...snapshot,
    quota: shows("quota")
      ? snapshot.quota
      : { records: [], averageAttainment: null, totalRevenue: "0.00", totalQuota: "0.00", verifiedCount: 0 },
    achievements: shows("achievements") ? snapshot.achievements : [],
    deals: shows("deals") ? snapshot.deals : [],
    experiences: shows("experience") ? snapshot.experiences : [],
    references: shows("references") ? snapshot.references : [],
    kudos: shows("references") ? snapshot.kudos : [],
    about: shows("about") ? snapshot.about : null,
  };
}

/** How many items each section of the snapshot shows (About Me: one when it says anything). */
export function sectionCounts(snapshot: PortfolioSnapshot): SectionCounts {
  return {
    quota: snapshot.quota.records.length,
    achievements: snapshot.achievements.length,
    deals: snapshot.deals.length,
    experience: snapshot.experiences.length,
    references: snapshot.references.length,
    about: snapshot.about ? 1 : 0,
  };
}
