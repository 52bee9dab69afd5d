// The crypto part of an e-mail proof check, run in the DKIM worker (so it loads without server-only): the DKIM
// signatures' results, the From: and To:/Cc: addresses, the text, and the message's key for "one message proves one
// record". What those facts mean for a record is decided on the server (dkim.ts, email-proof.ts).
import { createHash } from "node:crypto";
import { promises as dns } from "node:dns";
// With the extension: the bundled worker is an ES module, and Node resolves no bare file paths there.
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { readMessage, recipientsOf, type ReadMessage } from "./read-message";

/** Answers a DNS query the way dns.promises.resolve does (TXT records come as arrays of strings). */
export type DnsResolver = (name: string, rrtype: string) => Promise<unknown>;

const DNS_TIMEOUT_MS = 5_000;
/** Keys shorter than this prove nothing today (RFC 8301). */
const MIN_KEY_BITS = 1024;

function withTimeout(resolver: DnsResolver): DnsResolver {
  return (name, rrtype) =>
    Promise.race([
      resolver(name, rrtype),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(Object.assign(new Error(`DNS lookup of ${name} timed out`), { code: "ETIMEOUT" })),
          DNS_TIMEOUT_MS,
        ).unref(),
      ),
    ]);
}

/** Real DNS, with the configured local keys (DKIM_DNS_OVERRIDES, as its JSON text) answered first. */
export function resolverWithOverrides(rawOverrides: string | undefined): DnsResolver {
  const overrides = rawOverrides ? (JSON.parse(rawOverrides) as Record<string, string>) : {};
  return withTimeout(async (name, rrtype) => {
    const local = overrides[name.toLowerCase()];
    if (local !== undefined && rrtype === "TXT") return [[local]];
    return dns.resolve(name, rrtype);
  });
}

export type DkimSignatureResult = {
  signingDomain: string | null;
  result: string;
  aligned: boolean;
  comment: string | null;
};

/** What the verified signature leaves unsigned that a proof would rely on: the reason, or null when it covers it. */
export type SignedCoverage = { recipients: string | null; body: string | null };

export type EmailFacts = {
  /** The From: addresses. */
  from: string[];
  signatures: DkimSignatureResult[];
  /** The key of the aligned passing signature whose coverage is reported; null when none passed aligned. */
  signatureKey: string | null;
  /** The keys of every aligned passing signature (signatureKey first): a message signed twice is one message. */
  signatureKeys: string[];
  /** The To:/Cc: addresses the aligned passing signature covers; every one as written when none passed. */
  recipients: string[];
  /** Set when a signature passed aligned. */
  signedCoverage: SignedCoverage | null;
  text: string;
  /** Set when the message could not be read at all. */
  error: string | null;
};

/**
 * The key of a signed message: SHA-256 of the signing domain and the signature's bytes. The bytes, not the base64
 * text: padding, folding or a stray character in b= change the text while the same signature still verifies.
 */
export const signatureKey = (signingDomain: string, signature: string) =>
  createHash("sha256")
    .update(`${signingDomain.toLowerCase()}\n`)
    // Decoded exactly as the verifier decodes b= for the signature check.
    .update(Buffer.from(signature.replace(/\s+/g, ""), "base64"))
    .digest("hex");

/** The parts of mailauth's answer for one signature that are read here. */
type VerifiedSignature = {
  signingDomain?: string;
  signature?: string;
  /** The header lines the signature covers, bottom-most instance first for each listing in h=. */
  signingHeaders?: { headers?: string[] };
  /** True when l= limited the body hash to part of the body; mailauth sets false otherwise. */
  canonBodyLengthLimited?: boolean;
  canonBodyLengthLimit?: number;
  status?: { result?: string; aligned?: string | false; comment?: string };
};

type HeaderCounts = ReadMessage["recipientHeaders"];

/**
 * A DKIM signature covers the bottom-most instance of each header it lists, once per listing: a To: or Cc: added
 * above the signed ones (or one the signature does not list) still verifies, so any such header is a gap. So is l=,
 * which leaves text after the signed length free to add.
 */
function coverageOf(
  signature: VerifiedSignature,
  counts: HeaderCounts,
): { recipients: string[]; coverage: SignedCoverage } {
  const covered = signature.signingHeaders?.headers ?? [];
  const keyOf = (line: string) => line.split(":")[0]!.trim().toLowerCase();
  const gaps = (["to", "cc"] as const).flatMap((key) => {
    const signed = covered.filter((line) => keyOf(line) === key).length;
    const total = counts[key];
    const name = key === "to" ? "To" : "Cc";
    return total > signed
      ? [
          `The message has ${total} ${name}: header${total === 1 ? "" : "s"} and its DKIM signature covers ${signed}: a header added to it could name anyone`,
        ]
      : [];
  });
  const limited = signature.canonBodyLengthLimited !== false;
  const limit = signature.canonBodyLengthLimit;
  return {
    recipients: recipientsOf(covered),
    coverage: {
      recipients: gaps.length ? gaps.join("; ") : null,
      body: limited
        ? `The DKIM signature covers only ${typeof limit === "number" ? `the first ${limit} bytes` : "part"} of the body (l=): text after that could have been added`
        : null,
    },
  };
}

/** The signed addresses in the order the message lists them (the signature lists its headers in its own order). */
function inMessageOrder(signed: string[], asWritten: string[]): string[] {
  const set = new Set(signed);
  return [...new Set([...asWritten.filter((a) => set.has(a)), ...signed])];
}

/** Verifies the DKIM signatures and reads the message. Never throws for a bad message: `error` says why. */
export async function readEmailFacts(message: Uint8Array, resolver: DnsResolver): Promise<EmailFacts> {
  const empty: EmailFacts = {
    from: [],
    signatures: [],
    signatureKey: null,
    signatureKeys: [],
    recipients: [],
    signedCoverage: null,
    text: "",
    error: null,
  };
  let verified: Awaited<ReturnType<typeof dkimVerify>>;
  try {
    verified = await dkimVerify(Buffer.from(message), { resolver: resolver as never, minBitLength: MIN_KEY_BITS });
  } catch (error) {
    return { ...empty, error: (error as Error).message };
  }
  const results = (verified.results ?? []) as VerifiedSignature[];
  const signatures = results.map((r) => ({
    signingDomain: r.signingDomain ?? null,
    result: r.status?.result ?? "none",
    aligned: Boolean(r.status?.aligned),
    comment: r.status?.comment ?? null,
  }));
  const read = readMessage(message);
  const counts = { to: read.recipientHeaders.to, cc: read.recipientHeaders.cc };
  // The verifier's own reading of the headers counts too: whichever sees more To:/Cc: headers decides.
  const parsed = (verified as { headers?: { parsed?: { key?: unknown }[] } }).headers?.parsed ?? [];
  for (const key of ["to", "cc"] as const)
    counts[key] = Math.max(counts[key], parsed.filter((h) => h.key === key).length);
  const passing = results
    .filter((r) => r.status?.result === "pass" && r.status.aligned && r.signature)
    .map((r) => ({ key: signatureKey(r.signingDomain ?? "", r.signature!), ...coverageOf(r, counts) }));
  // With several passing signatures (some mail systems sign twice), one that covers everything speaks for the message.
  const chosen = passing.find((p) => !p.coverage.recipients && !p.coverage.body) ?? passing[0];
  return {
    from: (Array.isArray(verified.headerFrom) ? verified.headerFrom : []).map(String),
    signatures,
    signatureKey: chosen?.key ?? null,
    signatureKeys: chosen ? [...new Set([chosen.key, ...passing.map((p) => p.key)])] : [],
    recipients: chosen ? inMessageOrder(chosen.recipients, read.recipients) : read.recipients,
    signedCoverage: chosen?.coverage ?? null,
    text: read.text,
    error: null,
  };
}
