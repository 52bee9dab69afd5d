import "server-only";
// What an uploaded e-mail proves about the quota record it is attached to. A valid DKIM signature only proves who
// sent it; the record is verified by it alone when (a) the signer is the rep's employer: the domain of an address the
// rep confirmed, (b) a To:/Cc: header the signature covers names that confirmed address, and (c) its signed text
// states the record's attainment and period as the rep's. Anything less goes to the review queue with what matched
// and what did not. One message proves one record: its keys are kept in email_proof_uses, and it stays used when the
// record is deleted or takes another proof, so a message cannot be moved from record to record (or account to
// account) to verify other figures.
import { and, eq, inArray } from "drizzle-orm";
import { normalizedMailbox } from "@/lib/email-address";
import { repStatedFigures, statedFigures, type RecordFigures } from "@/lib/email-proof-figures";
import type { Tx } from "../db/client";
import { emailProofUses, storedFiles, users, type EmailProofCondition, type ProofEvidence } from "../db/schema";
import { ApiError } from "../errors";
import { isVettedEmployerDomain } from "./employer-domains";
import { findConfirmedMailboxes, type ConfirmedMailbox } from "./mailboxes";

export const EMAIL_ALREADY_USED_MESSAGE =
  "This e-mail already proves another quota record. One message can prove one record: upload the e-mail that confirms this record's figures.";

/** The signing domain is the confirmed address's domain or one of its subdomains (mail.acme.com for acme.com). */
const signsFor = (signingDomain: string, domain: string) =>
  signingDomain === domain || signingDomain.endsWith(`.${domain}`);

async function employerCondition(tx: Tx, evidence: ProofEvidence, confirmed: ConfirmedMailbox[]) {
  const signer = evidence.result === "pass" ? evidence.signingDomain : null;
  if (!signer) return { met: false, detail: "No valid DKIM signature, so the sender's company is not proven" };
  // Positive evidence only: the signing domain must be a vetted employer domain (see employer-domains.ts), so a
  // domain the rep registered, or a mail service anyone can join, proves nothing by itself.
  if (!(await isVettedEmployerDomain(tx, signer)))
    return { met: false, detail: `Signed by ${signer}, which is not a vetted employer domain` };
  const matches = confirmed.filter((m) => signsFor(signer, m.domain));
  if (matches.length === 0) {
    const domains = [...new Set(confirmed.map((m) => m.domain))];
    return {
      met: false,
      detail: `Signed by ${signer}, which is not the domain of a work address the rep confirmed${
        domains.length ? ` (${domains.join(", ")})` : " (the rep has confirmed none)"
      }`,
    };
  }
  return { met: true, detail: `Signed by ${signer}, the domain of the rep's confirmed address`, matches };
}

/**
 * Sent to the rep's confirmed address at the signing domain, in a To:/Cc: header the signature covers (one added to
 * a signed message names whoever the uploader likes). When the signer is not the rep's employer, a copy to any
 * confirmed address of the rep is still reported, so the reviewer sees each condition on its own.
 */
function addressedCondition(
  evidence: ProofEvidence,
  confirmed: ConfirmedMailbox[],
  employerMatches: ConfirmedMailbox[] | undefined,
): EmailProofCondition & { onlyRecipient: boolean } {
  if (evidence.result === "pass") {
    // Checked before signed and added recipients were told apart: nothing says which recipients are signed.
    if (!evidence.signedCoverage)
      return {
        met: false,
        detail: "Checked before its signed recipients were read: upload the e-mail again",
        onlyRecipient: false,
      };
    if (evidence.signedCoverage.recipients)
      return { met: false, detail: evidence.signedCoverage.recipients, onlyRecipient: false };
  }
  const recipients = new Set((evidence.recipients ?? []).map(normalizedMailbox));
  const received = confirmed.filter((m) => recipients.has(normalizedMailbox(m.email)));
  const hit = employerMatches ? received.find((m) => employerMatches.includes(m)) : received[0];
  if (hit)
    return {
      met: true,
      detail: `Sent to the rep's confirmed address ${hit.email}`,
      onlyRecipient: recipients.size === 1,
    };
  const shown = (evidence.recipients ?? []).slice(0, 5).join(", ") || "nobody";
  return {
    met: false,
    detail: `Sent to ${shown}, not to a work address the rep confirmed${employerMatches ? " at the signing domain" : ""}`,
    onlyRecipient: false,
  };
}

/**
 * The text states the record's attainment and period, and they are the rep's: the message went to the rep alone, or
 * the rep's full name stands on the same line (or table row) as the figure and the period. A team e-mail states
 * everyone's figures; any one of them is not the rep's. Text a signature leaves unsigned (l=) proves nothing.
 */
function figuresCondition(
  evidence: ProofEvidence,
  record: RecordFigures,
  rep: { fullName: string; onlyRecipient: boolean },
) {
  const text = evidence.text ?? "";
  const stated = statedFigures(text, record);
  if (evidence.result === "pass" && evidence.signedCoverage?.body)
    return { met: false, detail: evidence.signedCoverage.body, stated };
  if (!stated.figure || !stated.period) {
    const parts = [
      stated.figure ? `states ${stated.figure}` : "does not state the attainment (percentage or amount)",
      stated.period ? `names ${stated.period}` : "does not name the period",
    ];
    return { met: false, detail: `The text ${parts.join(" and ")}`, stated };
  }
  if (rep.onlyRecipient)
    return {
      met: true,
      detail: `The text states ${stated.figure} and names ${stated.period}, to the rep alone`,
      stated,
    };
  const own = repStatedFigures(text, record, rep.fullName);
  if (own.figure && own.period)
    return {
      met: true,
      detail: `The text states ${own.figure} for ${own.period} next to ${rep.fullName}`,
      stated: own,
    };
  return {
    met: false,
    detail: `The text states ${stated.figure} and names ${stated.period}, but the e-mail is not to the rep alone and no line naming ${rep.fullName} states both`,
    stated,
  };
}

/**
 * The record's columns for a newly attached e-mail: verified at once when all three conditions hold (and the rep
 * chose "e-mail" as the proof), otherwise waiting for a reviewer with the reason. The message's text stays with the
 * file; the record keeps the verdict.
 */
export async function emailProofVerdict(
  tx: Tx,
  userId: number,
  evidence: ProofEvidence,
  record: RecordFigures,
): Promise<{ verifies: boolean; evidence: ProofEvidence; flag: string | null }> {
  const [owner] = await tx
    .select({ confirmedAt: users.emailConfirmedAt, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  const confirmed = await findConfirmedMailboxes(tx, userId);
  const employer = await employerCondition(tx, evidence, confirmed);
  const { onlyRecipient, ...addressed } = addressedCondition(evidence, confirmed, employer.matches);
  const figures = figuresCondition(evidence, record, { fullName: owner?.fullName ?? "", onlyRecipient });
  const conditions = {
    employer: { met: employer.met, detail: employer.detail },
    addressed,
    figures: { met: figures.met, detail: figures.detail },
  };
  const { text: _text, ...kept } = evidence;
  // An account that has not confirmed its own address has nothing verified, whatever it uploads.
  const accountConfirmed = Boolean(owner?.confirmedAt);
  const verifies = accountConfirmed && evidence.result === "pass" && employer.met && addressed.met && figures.met;
  if (verifies) {
    const proves = {
      employerDomain: evidence.signingDomain!,
      figure: figures.stated.figure!,
      period: figures.stated.period!,
    };
    return { verifies, evidence: { ...kept, conditions, proves }, flag: null };
  }
  const missing = [
    accountConfirmed ? null : "the rep has not confirmed their account's e-mail address yet",
    evidence.result === "pass" ? null : `DKIM: ${evidence.detail}`,
    ...Object.values(conditions)
      .filter((c) => !c.met)
      .map((c) => c.detail),
  ].filter(Boolean);
  return {
    verifies,
    evidence: { ...kept, conditions },
    flag: `The e-mail does not verify the record by itself: ${missing.join("; ")}`,
  };
}

/**
 * Marks a message as used by this record, in the record write's transaction (whatever proof type it is attached as).
 * A message signed twice by its sender is claimed under each signature's key, so dropping one signature does not
 * make it a new message. The unique index on the key makes a concurrent second use wait for the first and then fail:
 * a message already used by another record (of anyone) answers 409.
 */
export async function claimEmailMessage(
  tx: Tx,
  use: { userId: number; quotaRecordId: number; fileId: number },
  asEmailProof: boolean,
): Promise<void> {
  const [file] = await tx
    .select({ sha256: storedFiles.sha256, evidence: storedFiles.proofEvidence })
    .from(storedFiles)
    .where(and(eq(storedFiles.userId, use.userId), eq(storedFiles.id, use.fileId)));
  // An e-mail is used up whatever kind of proof the rep calls it; other files only when offered as an e-mail.
  if (!file || (!asEmailProof && file.evidence?.kind !== "dkim")) return;
  // Files checked before messages had several keys keep their one key.
  const keys = file.evidence?.messageKeys?.length
    ? file.evidence.messageKeys
    : [file.evidence?.messageKey ?? file.sha256];
  const inserted = await tx
    .insert(emailProofUses)
    .values(keys.map((messageKey) => ({ messageKey, ...use })))
    .onConflictDoNothing()
    .returning({ id: emailProofUses.id });
  if (inserted.length === keys.length) return;
  const existing = await tx
    .select({ userId: emailProofUses.userId, quotaRecordId: emailProofUses.quotaRecordId })
    .from(emailProofUses)
    .where(inArray(emailProofUses.messageKey, keys));
  if (existing.every((e) => e.userId === use.userId && e.quotaRecordId === use.quotaRecordId)) return;
  throw new ApiError("conflict", EMAIL_ALREADY_USED_MESSAGE, { proofFileId: EMAIL_ALREADY_USED_MESSAGE });
}
