// The crypto part of an e-mail proof check, run in the DKIM worker (so it loads without server-only): the DKIM
// signatures' results, the From: and To:/Cc: addresses, the text, and the message's key for "one message proves one
// record". What those facts mean for a record is decided on the server (dkim.ts, email-proof.ts).
import { createHash } from "node:crypto";
import { promises as dns } from "node:dns";
// With the extension: the bundled worker is an ES module, and Node resolves no bare file paths there.
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { readMessage } from "./read-message";

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

export type EmailFacts = {
  /** The From: addresses. */
  from: string[];
  signatures: DkimSignatureResult[];
  /** SHA-256 of the aligned passing signature's domain and b= value; null when no signature passed aligned. */
  signatureKey: string | null;
  recipients: string[];
  text: string;
  /** Set when the message could not be read at all. */
  error: string | null;
};

/** The key of a signed message: unsigned headers can change around it, the signed domain and signature cannot. */
export const signatureKey = (signingDomain: string, signature: string) =>
  createHash("sha256")
    .update(`${signingDomain.toLowerCase()}\n${signature.replace(/\s+/g, "")}`)
    .digest("hex");

/** Verifies the DKIM signatures and reads the message. Never throws for a bad message: `error` says why. */
export async function readEmailFacts(message: Uint8Array, resolver: DnsResolver): Promise<EmailFacts> {
  const empty: EmailFacts = { from: [], signatures: [], signatureKey: null, recipients: [], text: "", error: null };
  let verified: Awaited<ReturnType<typeof dkimVerify>>;
  try {
    verified = await dkimVerify(Buffer.from(message), { resolver: resolver as never, minBitLength: MIN_KEY_BITS });
  } catch (error) {
    return { ...empty, error: (error as Error).message };
  }
  const results = (verified.results ?? []) as Array<{
    signingDomain?: string;
    signature?: string;
    status?: { result?: string; aligned?: string | false; comment?: string };
  }>;
  const signatures = results.map((r) => ({
    signingDomain: r.signingDomain ?? null,
    result: r.status?.result ?? "none",
    aligned: Boolean(r.status?.aligned),
    comment: r.status?.comment ?? null,
  }));
  const passing = results.find((r) => r.status?.result === "pass" && r.status.aligned && r.signature);
  const read = readMessage(message);
  return {
    from: (Array.isArray(verified.headerFrom) ? verified.headerFrom : []).map(String),
    signatures,
    signatureKey: passing ? signatureKey(passing.signingDomain ?? "", passing.signature!) : null,
    recipients: read.recipients,
    text: read.text,
    error: null,
  };
}
