import "server-only";
// When a named person's word lifts an item to level 2 ("Verified at <domain>"): they wrote from a vetted employer
// domain, that domain is the domain of an address the rep confirmed (the rep works there), and the address is not
// one the rep ever entered as their own. Anything less is kept with its evidence and decided by a reviewer (or, for
// a reference, shown as what it is). Each rule is positive evidence: nothing here asks whether a domain looks bad.
import { emailDomain, isOwnMailbox } from "@/lib/email-address";
import type { Tx } from "../db/client";
import { isVettedEmployerDomain, noteDomainSighting, type Sighting } from "./employer-domains";
import { findConfirmedMailboxes, findOwnMailboxes } from "./mailboxes";

export type EmployerPersonCheck = {
  /** The domain of the person's address (lower case), or null when it has none. */
  domain: string | null;
  vetted: boolean;
  /** Why the person's word is not level 2; empty when it is. */
  reasons: string[];
};

/** Whether `address` (a manager, a reference) speaks for the rep's employer. */
export async function checkEmployerPerson(tx: Tx, userId: number, address: string): Promise<EmployerPersonCheck> {
  const domain = emailDomain(address)?.toLowerCase() ?? null;
  if (!domain) return { domain, vetted: false, reasons: ["The address has no domain"] };
  const reasons: string[] = [];
  if (isOwnMailbox(address, await findOwnMailboxes(tx, userId)))
    reasons.push("The address is one the rep entered as their own");
  const vetted = await isVettedEmployerDomain(tx, domain);
  if (!vetted) reasons.push(`${domain} is not a vetted employer domain`);
  const confirmed = await findConfirmedMailboxes(tx, userId);
  if (!confirmed.some((m) => m.domain.toLowerCase() === domain))
    reasons.push(`${domain} is not the domain of a work address the rep confirmed`);
  return { domain, vetted, reasons };
}

/** Notes a domain that is not vetted for the operator's list, with the item that named it. */
export async function noteIfUnvetted(tx: Tx, check: EmployerPersonCheck, item: Omit<Sighting, "domain">) {
  if (check.domain && !check.vetted) await noteDomainSighting(tx, { ...item, domain: check.domain });
}
