import "server-only";
// E-mail proofs checked by DKIM: the sending domain's published key proves the message came from that domain and
// was not altered. Verified automatically only when the signature is valid and aligned with the From: domain, and
// that domain is a company's: a free-mail sender or the rep's own mailbox proves nothing, so those go to review.
import { promises as dns } from "node:dns";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { emailDomain, isOwnMailbox } from "@/lib/email-address";
import { env } from "@/lib/env";
import type { ProofEvidence } from "../db/schema";
import { isPersonalOrDisposableDomain } from "../email-domains";

/** Answers a DNS query the way dns.promises.resolve does (TXT records come as arrays of strings). */
export type DnsResolver = (name: string, rrtype: string) => Promise<unknown>;

const DNS_TIMEOUT_MS = 5_000;

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

/** Real DNS, with the configured local keys (DKIM_DNS_OVERRIDES) answered first. */
export function configuredResolver(): DnsResolver {
  const raw = env().DKIM_DNS_OVERRIDES;
  const overrides = raw ? (JSON.parse(raw) as Record<string, string>) : {};
  return withTimeout(async (name, rrtype) => {
    const local = overrides[name.toLowerCase()];
    if (local !== undefined && rrtype === "TXT") return [[local]];
    return dns.resolve(name, rrtype);
  });
}

const fail = (domain: string | null, detail: string, signingDomain: string | null = null): ProofEvidence => ({
  kind: "dkim",
  result: "fail",
  domain,
  signingDomain,
  detail,
  checkedAt: new Date().toISOString(),
});

/**
 * Checks an uploaded .eml. `pass` means: one From: address, a DKIM signature that verifies and is aligned with its
 * domain, and a domain that is neither free-mail nor disposable nor the rep's own mailbox.
 */
export async function checkEmailProof(
  message: Uint8Array,
  { repEmail, resolver = configuredResolver() }: { repEmail: string | readonly string[]; resolver?: DnsResolver },
): Promise<ProofEvidence> {
  let verified: Awaited<ReturnType<typeof dkimVerify>>;
  try {
    verified = await dkimVerify(Buffer.from(message), { resolver: resolver as never });
  } catch (error) {
    return fail(null, `The message could not be read: ${(error as Error).message}`);
  }
  const senders = Array.isArray(verified.headerFrom) ? verified.headerFrom : [];
  if (senders.length !== 1) return fail(null, "The message must have exactly one From: address");
  const sender = String(senders[0]);
  const domain = emailDomain(sender);
  if (!domain) return fail(null, "The From: address has no domain");
  const passing = (verified.results ?? []).find((r) => r.status?.result === "pass" && r.status.aligned);
  if (!passing) {
    const first = verified.results?.[0];
    const reason = first
      ? `${first.status?.result ?? "fail"}${first.status?.comment ? `: ${first.status.comment}` : ""}`
      : "no DKIM signature";
    return fail(domain, `DKIM did not verify for ${domain} (${reason})`, first?.signingDomain ?? null);
  }
  const signingDomain = passing.signingDomain ?? null;
  if (isOwnMailbox(sender, typeof repEmail === "string" ? [repEmail] : repEmail))
    return fail(domain, "The e-mail was sent from the rep's own mailbox", signingDomain);
  if (isPersonalOrDisposableDomain(domain)) {
    return fail(domain, `${domain} is a free-mail or disposable domain: anyone can send from it`, signingDomain);
  }
  return {
    kind: "dkim",
    result: "pass",
    domain,
    signingDomain,
    detail: `DKIM signature of ${signingDomain} verified`,
    checkedAt: new Date().toISOString(),
  };
}
