import "server-only";
// E-mail proofs checked by DKIM: the signing domain's published key proves the message came from that domain and
// was not altered. At upload the signature is checked (in a worker, within limits) and the message's recipients,
// text and key are kept with the file; whether it proves a record is decided when it is attached (email-proof.ts).
// A free-mail sender or the rep's own mailbox never passes: anyone, or the rep, could have written it.
import { createHash } from "node:crypto";
import { emailDomain, isOwnMailbox } from "@/lib/email-address";
import { env } from "@/lib/env";
import type { ProofEvidence } from "../db/schema";
import { isPersonalOrDisposableDomain } from "../email-domains";
import { ApiError } from "../errors";
import { readEmailFacts, resolverWithOverrides, type DnsResolver, type EmailFacts } from "./dkim-check";
import { readEmailFactsInWorker } from "./dkim-in-worker";

export type { DnsResolver } from "./dkim-check";

export const EMAIL_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const EMAIL_PROOF_MAX_SIGNATURES = 10;
export const EMAIL_TOO_LARGE_MESSAGE =
  "E-mail proofs can be at most 5 MB. Save the message again without its attachments and upload it once more.";
export const TOO_MANY_SIGNATURES_MESSAGE = `This e-mail carries more than ${EMAIL_PROOF_MAX_SIGNATURES} DKIM signatures, which no real message needs. Upload the message as your mailbox received it.`;

/**
 * Refuses, before any crypto work, a message too big to check (413) or with more DKIM-Signature headers than a
 * real message carries (422): each signature can make the verifier hash the body again.
 */
export function assertCheckableEmail(message: Uint8Array): void {
  if (message.byteLength > EMAIL_PROOF_MAX_BYTES)
    throw new ApiError("too_large", EMAIL_TOO_LARGE_MESSAGE, { file: EMAIL_TOO_LARGE_MESSAGE });
  const text = Buffer.from(message.buffer, message.byteOffset, message.byteLength).toString("latin1");
  const end = /\r?\n\r?\n/.exec(text);
  const headers = end ? text.slice(0, end.index) : text;
  const signatures = headers.match(/(?:^|\n)dkim-signature[ \t]*:/gi)?.length ?? 0;
  if (signatures > EMAIL_PROOF_MAX_SIGNATURES)
    throw new ApiError("validation_error", TOO_MANY_SIGNATURES_MESSAGE, { file: TOO_MANY_SIGNATURES_MESSAGE });
}

/**
 * The message's keys for "one message proves one record": its aligned passing signatures' (the one reported first),
 * else the file's own SHA-256.
 */
function messageKeysOf(facts: EmailFacts, message: Uint8Array): string[] {
  if (facts.signatureKey) return facts.signatureKeys.length ? facts.signatureKeys : [facts.signatureKey];
  return [createHash("sha256").update(message).digest("hex")];
}

/** What the facts of a message say by themselves, before it is attached to a record. */
export function judgeEmailFacts(
  facts: EmailFacts,
  message: Uint8Array,
  ownMailboxes: readonly string[],
): ProofEvidence {
  const checkedAt = new Date().toISOString();
  const messageKeys = messageKeysOf(facts, message);
  const read = {
    messageKey: messageKeys[0]!,
    messageKeys,
    recipients: facts.recipients,
    text: facts.text,
    ...(facts.signedCoverage ? { signedCoverage: facts.signedCoverage } : {}),
  };
  const fail = (domain: string | null, detail: string, signingDomain: string | null = null): ProofEvidence => ({
    kind: "dkim",
    result: "fail",
    domain,
    signingDomain,
    detail,
    checkedAt,
    ...read,
  });
  if (facts.error) return fail(null, `The message could not be read: ${facts.error}`);
  if (facts.from.length !== 1) return fail(null, "The message must have exactly one From: address");
  const sender = facts.from[0]!;
  const domain = emailDomain(sender);
  if (!domain) return fail(null, "The From: address has no domain");
  const passing = facts.signatures.find((s) => s.result === "pass" && s.aligned);
  if (!passing || !facts.signatureKey) {
    const first = facts.signatures[0];
    const reason = first ? `${first.result}${first.comment ? `: ${first.comment}` : ""}` : "no DKIM signature";
    return fail(domain, `DKIM did not verify for ${domain} (${reason})`, first?.signingDomain ?? null);
  }
  const signingDomain = passing.signingDomain?.toLowerCase() ?? null;
  if (isOwnMailbox(sender, ownMailboxes))
    return fail(domain, "The e-mail was sent from the rep's own mailbox", signingDomain);
  if (isPersonalOrDisposableDomain(domain))
    return fail(domain, `${domain} is a free-mail or disposable domain: anyone can send from it`, signingDomain);
  return {
    kind: "dkim",
    result: "pass",
    domain,
    signingDomain,
    detail: `DKIM signature of ${signingDomain} verified`,
    checkedAt,
    ...read,
  };
}

/** Checks an uploaded .eml in the DKIM worker (after the size and signature-count limits). */
export async function checkUploadedEmail(message: Uint8Array, ownMailboxes: readonly string[]): Promise<ProofEvidence> {
  assertCheckableEmail(message);
  return judgeEmailFacts(await readEmailFactsInWorker(message), message, ownMailboxes);
}

/** The same check in this thread, with an injectable resolver (unit tests, scripts). */
export async function checkEmailProof(
  message: Uint8Array,
  { ownMailboxes, resolver }: { ownMailboxes: readonly string[]; resolver?: DnsResolver },
): Promise<ProofEvidence> {
  assertCheckableEmail(message);
  const facts = await readEmailFacts(message, resolver ?? resolverWithOverrides(env().DKIM_DNS_OVERRIDES));
  return judgeEmailFacts(facts, message, ownMailboxes);
}
