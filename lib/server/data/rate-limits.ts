import "server-only";
// Every throttle and allowance the server keeps, in one list: each limiter's name (the prefix of its keys in the
// rate_limits table), its points, its window in seconds and what its key is. The modules that apply them say when a
// count is taken, given back or forgotten; the counting itself is rate-limiter-flexible's (rate-limit-store.ts).
import type { Limit } from "./rate-limit-store";

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 24 * HOUR;

/** One limiter: at most `points` counts per key in a window of `duration` seconds. */
const limit = (name: string, points: number, duration: number, key: string): Limit => ({ name, points, duration, key });

// Sign-in: counted before a password is checked.

/** Attempts per account (or per account and known device) in a window before the delay starts. */
export const SIGN_IN_ACCOUNT = limit(
  "sign-in-account",
  5,
  15 * MINUTE,
  "account:<e-mail>, or account:<e-mail>|device:<known device's hash>",
);
/**
 * The delay between attempts past the free ones: one attempt per window, the window each admitted attempt sets
 * (1 s, then doubling); `duration` is the longest delay.
 */
export const SIGN_IN_DELAY = limit("sign-in-delay", 1, MINUTE, "as sign-in-account");
/** Wrong passwords per source (an address, or a known device) in a window. */
export const SIGN_IN_SOURCE = limit("sign-in-source", 30, 15 * MINUTE, "ip:<address>, or device:<known device's hash>");

// Single sign-on: every call counts (a start makes a pending sign-in; a return checks a signature).

/** Sign-in starts per IP address in a window. */
export const SSO_START_ADDRESS = limit("sso-start-ip", 120, 15 * MINUTE, "<address>");
/** Sign-in starts per mailbox in a window. */
export const SSO_START_MAILBOX = limit("sso-start-email", 20, 15 * MINUTE, "<normalized mailbox>");
/** The sign-in form's lookups (does this address's domain have single sign-on?) per IP address in a window. */
export const SSO_LOOKUP_ADDRESS = limit("sso-lookup-ip", 300, 15 * MINUTE, "<address>");
/** Responses posted to the SAML ACS and returns to the OIDC callback per IP address in a window. */
export const SSO_RETURN_PER_ADDRESS = limit("sso-return-ip", 300, 15 * MINUTE, "<address>");

// Sign-up: counted before any work, given back when no account was made.

/** Sign-ups per IP address per hour. */
export const SIGN_UP_ADDRESS = limit("signup-ip", 5, HOUR, "<address>");
/** Sign-ups per network (an IPv4 /24, an IPv6 /64) per day. */
export const SIGN_UP_NETWORK = limit("signup-net", 20, DAY, "<network>");

// A shared page's password: only wrong passwords stay counted.

/** Wrong passwords per link in a window (whoever guesses). */
export const SHARE_PASSWORD_LINK = limit("share", 10, 15 * MINUTE, "<link id>");
/** Wrong passwords per address in a window (whatever link it guesses at). */
export const SHARE_PASSWORD_ADDRESS = limit("share-ip", 10, 15 * MINUTE, "<address>");

// Calls anyone may make without an account: every call counts.

/** Password-reset requests per address (whether or not an account uses it) per hour. */
export const RESET_PER_MAILBOX = limit("reset-email", 5, HOUR, "<normalized mailbox>");
/** Password-reset requests per IP address per hour. */
export const RESET_PER_ADDRESS = limit("reset-ip", 30, HOUR, "<address>");
/** Credential checks per IP address per minute. */
export const VERIFY_PER_ADDRESS = limit("verify-ip", 30, MINUTE, "<address>");

// A wallet redeeming an offer (OpenID4VCI): counted before any work. Wrong PINs are also counted on the offer itself,
// which dies after a few (lib/server/wallet/offers.ts).

/** Token requests (a pre-authorised code and its PIN) per IP address in a window. */
export const WALLET_TOKEN_PER_ADDRESS = limit("wallet-token-ip", 30, 15 * MINUTE, "<address>");
/** Nonces handed out per IP address per minute (each one is a row until it is used or expires). */
export const WALLET_NONCE_PER_ADDRESS = limit("wallet-nonce-ip", 30, MINUTE, "<address>");

// An organisation's identity provider (SCIM): every call with its token counts.

/** SCIM calls per organisation token per minute: Microsoft asks a SCIM service to take 25 a second. */
export const SCIM_CALLS_PER_TOKEN = limit("scim-token", 1_500, MINUTE, "<the token's SHA-256, first 32 hex digits>");

// Per-user allowances: what a signed-in user can make the server do for them, per hour and per day.

export type UsageKind =
  | "rep_mail"
  | "account_mail"
  | "confirmation_mail"
  | "org_mail"
  | "org_award"
  | "contest_create"
  | "ai_enhance"
  | "import_ai"
  | "import_upload"
  | "credentials_archive"
  | "talent_contact"
  | "ats_handoff"
  | "crm_sync"
  | "employer_crm_sync"
  | "employer_signoff"
  | "recognition_rule"
  | "recognition_preview"
  | "benchmark_refresh"
  | "billing_session"
  | "kudos"
  | "audit_export"
  | "wallet_offer";

type Cap = { perHour: number; perDay: number; message: string };

export const USAGE_CAPS: Record<UsageKind, Cap> = {
  rep_mail: {
    perHour: 10,
    perDay: 30,
    message: "You have sent too many e-mails for signatures and reference confirmations. Please try again later.",
  },
  account_mail: {
    perHour: 5,
    perDay: 10,
    message: "You have asked for too many e-mail changes. Please try again later.",
  },
  /** Links that confirm the account's address or a work address (sign-up's first link is not counted). */
  confirmation_mail: {
    perHour: 10,
    perDay: 30,
    message: "You have asked for too many confirmation e-mails. Please try again later.",
  },
  /** Awards a manager or admin gives (each writes to a member's book). */
  org_award: { perHour: 100, perDay: 500, message: "You have given too many awards. Please try again later." },
  /** Contests an owner, admin or manager starts (each one's leaderboard reads the scope's figures or deals). */
  contest_create: { perHour: 20, perDay: 60, message: "You have started too many contests. Please try again later." },
  /** Invitations and attestation requests an organisation member sends. */
  org_mail: {
    perHour: 60,
    perDay: 300,
    message: "You have sent too many invitations and requests. Please try again later.",
  },
  ai_enhance: {
    perHour: 30,
    perDay: 200,
    message: "You have used the AI writing assistant too often. Please try again later.",
  },
  import_ai: { perHour: 10, perDay: 30, message: "You have used the AI import too often. Please try again later." },
  import_upload: { perHour: 30, perDay: 100, message: "You have imported too many documents. Please try again later." },
  /** Messages a recruiter sends to listed reps (the organisation has its own daily cap too). */
  talent_contact: {
    perHour: 20,
    perDay: 60,
    message: "You have contacted too many reps. Please try again later.",
  },
  /** Portfolios a recruiter sends to the organisation's applicant tracking system (each renders a PDF). */
  ats_handoff: {
    perHour: 30,
    perDay: 150,
    message: "You have sent too many portfolios to your applicant tracking system. Please try again later.",
  },
  /** Syncs of closed-won deals from a connected CRM: each reads every page of the rep's won deals there. */
  crm_sync: { perHour: 20, perDay: 100, message: "You have synced your CRM too often. Please try again later." },
  /** Syncs of an organisation's CRM an owner or admin starts: each reads every seller's figures and deals there. */
  employer_crm_sync: {
    perHour: 6,
    perDay: 24,
    message: "Your organisation's CRM was synced several times already. Please try again later.",
  },
  /** Sign-offs of CRM figures: each writes up to 500 records into sellers' books, and their credentials. */
  employer_signoff: {
    perHour: 30,
    perDay: 200,
    message: "You have signed off figures too often. Please try again later.",
  },
  /** Recognition rules made: each one is evaluated over every member's figures. */
  recognition_rule: {
    perHour: 30,
    perDay: 100,
    message: "You have made many recognition rules already. Please try again later.",
  },
  /** Previews of a rule: each one reads every member's figures in its scope. */
  recognition_preview: {
    perHour: 60,
    perDay: 300,
    message: "You have previewed recognition rules many times. Please try again later.",
  },
  /** An owner or admin taking the benchmark snapshot again: each one reads every verified record of the organisation. */
  benchmark_refresh: {
    perHour: 5,
    perDay: 20,
    message: "The benchmarks were refreshed several times already. Please try again later.",
  },
  /** Checkout and billing portal sessions: each one is a call to Stripe. */
  billing_session: {
    perHour: 20,
    perDay: 60,
    message: "You have opened checkout or the billing portal too often. Please try again later.",
  },
  /** Exports of an organisation's audit trail: each one reads every event in its range. */
  audit_export: {
    perHour: 60,
    perDay: 300,
    message: "You have exported the audit trail many times already. Please try again later.",
  },
  /** Kudos a member sends colleagues: each lands in the organisation's feed. */
  kudos: { perHour: 10, perDay: 20, message: "You have sent too many kudos for now. Please try again later." },
  /** Wallet offers (OpenID4VCI) for the rep's credentials: each one is a code and PIN a wallet can redeem. */
  wallet_offer: {
    perHour: 20,
    perDay: 60,
    message: "You have made too many wallet offers. Please try again later.",
  },
  /** ZIPs of all the rep's credentials: each one reads and compresses them all. */
  credentials_archive: {
    perHour: 10,
    perDay: 50,
    message: "You have downloaded your credentials too often. Please try again later.",
  },
};

/** The two limiters of an allowance: its hour and its day, keyed by the user's id. */
export function allowanceLimits(kind: UsageKind): [Limit, Limit] {
  const cap = USAGE_CAPS[kind];
  return [limit(`${kind}-hour`, cap.perHour, HOUR, "<user id>"), limit(`${kind}-day`, cap.perDay, DAY, "<user id>")];
}
