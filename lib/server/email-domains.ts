import "server-only";
// Which e-mail domains anyone can sign up to (Gmail, Outlook.com, ...) or throw away (Mailinator, ...), from two
// maintained lists on npm, checked locally: no network lookup.
import { isFreeEmail } from "free-email-domains-list";
import MailChecker from "mailchecker";
import { emailDomain } from "@/lib/email-address";

/**
 * Names reserved for documentation and testing (example.com, *.test, *.example...): nobody can sign up for a mailbox
 * there, so they are not free-mail providers, whatever a list says; test suites use them as company domains.
 */
const RESERVED = /(^|\.)(example\.(com|net|org)|test|example|invalid|localhost)$/;

/** True for a free-mail or disposable domain, including their subdomains. */
export function isPersonalOrDisposableDomain(domain: string): boolean {
  if (RESERVED.test(domain.toLowerCase())) return false;
  const labels = domain.toLowerCase().split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join(".");
    if (isFreeEmail(`x@${candidate}`) || !MailChecker.isValid(`someone@${candidate}`)) return true;
  }
  return false;
}

/** True when the address is at a free-mail or disposable domain (or has no domain at all). */
export function isPersonalOrDisposableAddress(email: string): boolean {
  const domain = emailDomain(email);
  return domain === null || isPersonalOrDisposableDomain(domain);
}
