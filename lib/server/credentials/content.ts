import "server-only";
// What a credential says, from the item as the shared page and the exports show it: a name, a description, how it
// was verified in words a stranger can check (who, from which domain, when), and for a quota record the figure and
// the period. The claim is hashed: when any of it changes (an edit, a new signer, a rename), the old credential is
// revoked and a new one issued, so a credential never vouches for words that are no longer verified.
import { createHash, randomBytes } from "node:crypto";
import { categoryLabel } from "@/lib/achievement-category";
import type { CredentialItemType } from "@/lib/credentials";
import { formatDate } from "@/lib/format";
import { periodLabel } from "@/lib/quota";
import { methodLabel, type Verification } from "@/lib/verification";
import { BADGE_MIN_LEVEL, type Assurance } from "@/lib/assurance";
import type { SnapshotAchievement, SnapshotQuotaRecord, SnapshotReference } from "../export/snapshot";
import { credentialUrl, verifyPageUrl } from "./did";
import { issuerProfile } from "./issuer-profile";
import { CREDENTIALS_V2_CONTEXT, OPEN_BADGES_CONTEXT, OPEN_BADGES_EXTENSIONS_CONTEXT } from "./loader";
import { OPEN_BADGES_CREDENTIAL_SCHEMA } from "./ob-schema";

type Verified = Extract<Verification, { state: "verified" }>;

/** Everything a credential states about one item and its holder; the hash of this decides when to reissue. */
export type Claim = {
  itemType: CredentialItemType;
  itemId: number;
  name: string;
  description: string;
  achievementType: "Achievement" | "Award";
  narrative: string;
  /** Quota records: the attainment percentage (exact, e.g. "118.5") and the period ("Q3 2025"). */
  result: { percent: string; period: string } | null;
  validFrom: string;
  holder: { fullName: string; email: string };
  /** The assurance level it is issued at (1 or more) and exactly what it rests on. */
  assurance: Assurance;
};

type Holder = Claim["holder"];

/**
 * A credential stays well under the verify call's 16 KB whatever the item's text: the description appears twice
 * (the credential's and the achievement's), so it is cut to this many characters (the shared page has the rest).
 */
const DESCRIPTION_MAX_CHARS = 1_500;
const clip = (text: string) =>
  text.length <= DESCRIPTION_MAX_CHARS ? text : `${text.slice(0, DESCRIPTION_MAX_CHARS - 1).trimEnd()}…`;

const exactPercent = (value: string) => (value.includes(".") ? value.replace(/\.?0+$/, "") : value);

/** How it was verified, as one or two sentences: the method, who, from which domain, when. */
export function verificationNarrative(v: Verified, subject: { referenceName?: string } = {}): string {
  const on = `on ${formatDate(v.date)}`;
  const signer = v.signerName ? `${v.signerName}${v.signerTitle ? ` (${v.signerTitle})` : ""}` : "";
  const from = v.domain ? ` from an address at ${v.domain}` : "";
  switch (v.method) {
    case "manager_esign":
      return (
        `Manager e-signature: ${signer || "the rep's manager"} signed these figures${from} ${on}.` +
        (v.reviewed ? " A QuotaProof reviewer checked the signature before it counted." : "")
      );
    case "org_attestation":
      return `Attested in QuotaProof by ${signer || "the rep's manager"}, the rep's manager${v.orgName ? ` at ${v.orgName}` : ""}, ${on}.`;
    case "org_award":
      return `Awarded ${v.orgName ? `by ${v.orgName}` : "by the rep's organisation"} through QuotaProof ${on}.`;
    case "email_dkim":
      return `${methodLabel(v)}: the message's DKIM signature was checked ${on}.`;
    case "reference":
      return `Confirmed by ${subject.referenceName ?? "the reference"} through a link e-mailed to their address${v.domain ? ` at ${v.domain}` : ""} ${on}.`;
    default:
      return `${methodLabel(v)}: a QuotaProof reviewer checked the proof and approved it ${on}.`;
  }
}

const verified = (v: Verification): v is Verified => v.state === "verified";
/** Credentials are issued for level 1 and up only: a self-reported item is not signed in QuotaProof's name. */
const issuable = (v: Verification, assurance: Assurance): v is Verified =>
  verified(v) && assurance.level >= BADGE_MIN_LEVEL;

/** The narrative leads with the level, then how it was verified. */
const leveled = (assurance: Assurance, narrative: string) =>
  `Assurance level ${assurance.level} (${assurance.label}): ${assurance.evidence}. ${narrative}`;

export function quotaClaim(record: SnapshotQuotaRecord, holder: Holder): Claim | null {
  const v = record.verification;
  if (!issuable(v, record.assurance)) return null;
  const percent = exactPercent(record.attainmentPercent);
  const period = periodLabel(record.year, record.quarter);
  return {
    itemType: "quota_record",
    itemId: record.id,
    name: `Quota attainment: ${percent}% in ${period}`,
    description: `${holder.fullName} reached ${percent}% of quota in ${period}.`,
    achievementType: "Achievement",
    narrative: leveled(record.assurance, verificationNarrative(v)),
    result: { percent, period },
    validFrom: v.date,
    holder,
    assurance: record.assurance,
  };
}

export function achievementClaim(achievement: SnapshotAchievement, holder: Holder): Claim | null {
  const v = achievement.verification;
  if (!issuable(v, achievement.assurance)) return null;
  return {
    itemType: "achievement",
    itemId: achievement.id,
    name: achievement.title,
    description: clip(
      achievement.description?.trim() || `${categoryLabel(achievement.category)} of ${holder.fullName}.`,
    ),
    achievementType: v.method === "org_award" ? "Award" : "Achievement",
    narrative: leveled(achievement.assurance, verificationNarrative(v)),
    result: null,
    validFrom: v.date,
    holder,
    assurance: achievement.assurance,
  };
}

export function referenceClaim(reference: SnapshotReference, holder: Holder): Claim | null {
  const v = reference.verification;
  if (!issuable(v, reference.assurance)) return null;
  const who = [reference.referenceName, reference.referenceTitle, reference.referenceCompany]
    .filter(Boolean)
    .join(", ");
  return {
    itemType: "reference",
    itemId: reference.id,
    name: `Reference from ${who}`,
    description: clip(
      reference.testimonial?.trim() || `${reference.referenceName} is a reference for ${holder.fullName}.`,
    ),
    achievementType: "Achievement",
    narrative: leveled(reference.assurance, verificationNarrative(v, { referenceName: reference.referenceName })),
    result: null,
    validFrom: v.date,
    holder,
    assurance: reference.assurance,
  };
}

export function claimHash(claim: Claim): string {
  return createHash("sha256").update(JSON.stringify(claim)).digest("hex");
}

/** A new credential id: random and URL-safe (the credential's address and its verify page's). */
export const newCredentialId = () => randomBytes(16).toString("base64url");

/**
 * The unsigned Open Badges 3.0 credential for a claim, with its revocation entry. It names the Open Badges JSON
 * Schema it matches (an array: the schema takes `credentialSchema` only as one), checked before it is signed.
 * `subjectId` binds it to a holder (a wallet's DID): the copy a wallet receives names it as the subject, and says the
 * same as the stored one.
 */
export function credentialBody(options: {
  id: string;
  claim: Claim;
  issuer: string;
  status: { listUrl: string; index: number };
  subjectId?: string;
}): Record<string, unknown> {
  const { id, claim, issuer, status, subjectId } = options;
  const achievementId = `${verifyPageUrl(id)}#achievement`;
  const salt = randomBytes(16).toString("hex");
  const emailHash = createHash("sha256")
    .update(claim.holder.email.toLowerCase() + salt)
    .digest("hex");
  const results = claim.result
    ? {
        resultDescription: [
          {
            id: `${achievementId}-attainment`,
            type: ["ResultDescription"],
            name: "Quota attainment",
            resultType: "Percent",
          },
          { id: `${achievementId}-period`, type: ["ResultDescription"], name: "Period", resultType: "Result" },
        ],
        result: [
          { type: ["Result"], resultDescription: `${achievementId}-attainment`, value: claim.result.percent },
          { type: ["Result"], resultDescription: `${achievementId}-period`, value: claim.result.period },
        ],
      }
    : null;
  return {
    // The extensions context defines the type `credentialSchema` names (no other context does).
    "@context": [CREDENTIALS_V2_CONTEXT, OPEN_BADGES_CONTEXT, OPEN_BADGES_EXTENSIONS_CONTEXT],
    id: credentialUrl(id),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: claim.name,
    description: claim.description,
    issuer: { ...issuerProfile(), id: issuer },
    validFrom: claim.validFrom,
    credentialSubject: {
      ...(subjectId ? { id: subjectId } : {}),
      type: ["AchievementSubject"],
      identifier: [
        // Who holds it, without publishing the address: anyone who knows it can check the salted hash.
        {
          type: "IdentityObject",
          identityType: "emailAddress",
          hashed: true,
          identityHash: `sha256$${emailHash}`,
          salt,
        },
        { type: "IdentityObject", identityType: "name", hashed: false, identityHash: claim.holder.fullName },
      ],
      achievement: {
        id: achievementId,
        type: ["Achievement"],
        achievementType: claim.achievementType,
        name: claim.name,
        description: claim.description,
        criteria: { narrative: claim.narrative },
        ...(results ? { resultDescription: results.resultDescription } : {}),
      },
      ...(results ? { result: results.result } : {}),
    },
    // What the verification rests on, as Open Badges evidence: the level and exactly whose word it is.
    evidence: [
      {
        id: `${achievementId}-evidence`,
        type: ["Evidence"],
        name: `Assurance level ${claim.assurance.level}: ${claim.assurance.label}`,
        description: claim.assurance.evidence,
        genre: "Verification",
      },
    ],
    credentialSchema: [{ ...OPEN_BADGES_CREDENTIAL_SCHEMA }],
    credentialStatus: {
      id: `${status.listUrl}#${status.index}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(status.index),
      statusListCredential: status.listUrl,
    },
  };
}
