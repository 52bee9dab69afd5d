// The one place that reads process.env: validated once (with @t3-oss/env-nextjs), with defaults that make a fresh
// checkout run. An empty variable counts as unset. Cross-variable rules (pairs that go together, what production
// requires, the test seams) are checked after the variables themselves, each in a table below.
import { createEnv } from "@t3-oss/env-nextjs";
import ipaddr from "ipaddr.js";
import { z } from "zod";

const DEV_AUTH_SECRET = "quotaproof-development-secret-change-me-0123456789";

/** The app's configuration. */
const config = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  APP_URL: z.string().url().default("http://localhost:3000"),
  /** Seed the demo account into an empty database. Unset: yes in development, never in production. */
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  UPLOADS_DIR: z.string().min(1).default(".data/uploads"),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().default("https://api.openai.com/v1"),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587, smtps://...). Unset: mail stays in the local outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("QuotaProof <no-reply@quotaproof.local>"),
  /** How long a manager e-signature link stays valid (default 14 days). */
  SIGNING_REQUEST_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(336),
  /** An administrator account the server makes at start when missing (an existing account is only promoted). */
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional(),
  /** Google OAuth client for the Google Slides export (both or neither). Unset: the export answers a Slides-ready .pptx. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /**
   * Salesforce connected app / External Client App for importing closed-won deals (id and secret together or
   * neither). Unset: the Salesforce integration is off.
   */
  SALESFORCE_CLIENT_ID: z.string().optional(),
  SALESFORCE_CLIENT_SECRET: z.string().optional(),
  /** Where Salesforce users sign in (https://test.salesforce.com for sandboxes, or a My Domain address). */
  SALESFORCE_LOGIN_URL: z.string().url().default("https://login.salesforce.com"),
  /** HubSpot public app for importing closed-won deals (id and secret together or neither). Unset: HubSpot is off. */
  HUBSPOT_CLIENT_ID: z.string().optional(),
  HUBSPOT_CLIENT_SECRET: z.string().optional(),
  /**
   * How many proxies in front of the app append to X-Forwarded-For: 0 (default) takes the caller's address from the
   * socket; N takes the Nth address from the right (what the outermost trusted proxy saw). Vercel: 1.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * IP addresses (comma-separated) whose sign-ups the sign-up limits do not count: an office's shared address on an
   * onboarding day, or a test suite's own client. Each is kept in one spelling (IPv4-mapped IPv6 as IPv4).
   */
  SIGNUP_LIMIT_EXEMPT_IPS: z
    .string()
    .default("")
    .transform((value, context) => {
      const addresses = value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      const invalid = addresses.filter((address) => !ipaddr.isValid(address));
      if (invalid.length > 0) {
        context.addIssue({ code: "custom", message: `not an IP address: ${invalid.join(", ")}` });
        return z.NEVER;
      }
      return addresses.map((address) => ipaddr.process(address).toString());
    }),
  /**
   * Set by server.mjs (never by hand): the request header in which it passes each connection's socket address. When
   * unset (`next dev`), the caller's address falls back to the rightmost X-Forwarded-For entry.
   */
  QUOTAPROOF_PEER_HEADER: z.literal("x-quotaproof-peer").optional(),
  /**
   * Where the background jobs (mail retries, the admins' digest, the upload sweep) run: "timers" in this process, or
   * "cron" only when a scheduler calls /api/cron/<job>. Unset: "cron" on a serverless host, else "timers". Mail a
   * request queues goes out right after its response either way.
   */
  BACKGROUND_JOBS: z.enum(["timers", "cron"]).optional(),
  /**
   * The Ed25519 key that signs the portable credentials: a Multikey secret in multibase, the 32-byte seed ("z3u2…",
   * as `npm run credentials:keygen` prints it) or the seed followed by its public key ("zr…"). Required in
   * production; unset elsewhere, a key is generated once and kept in the database. After a rotation the old key
   * stays in /.well-known/did.json, so what it signed still verifies.
   */
  CREDENTIAL_SIGNING_KEY: z
    .string()
    .regex(
      /^z[1-9A-HJ-NP-Za-km-z]{40,100}$/,
      "CREDENTIAL_SIGNING_KEY must be a Multikey secret (npm run credentials:keygen)",
    )
    .optional(),
  /**
   * What registries and wallets show of the credentials' issuer, beside its name, address and logo: a contact
   * address and where the operator is (both optional; the issuer page and the DID document leave out what is unset).
   */
  ISSUER_CONTACT_EMAIL: z.string().email().optional(),
  ISSUER_LOCATION: z.string().min(2).max(120).optional(),
  /**
   * The issuer's LinkedIn company page id (digits, from the page admin's address): "Add to profile" then names the
   * page, so LinkedIn shows its logo and links it. Unset: the certification carries the product's name only.
   */
  LINKEDIN_ORGANIZATION_ID: z
    .string()
    .regex(/^\d{1,15}$/, "LINKEDIN_ORGANIZATION_ID is the company page's numeric id")
    .optional(),
  /**
   * Stripe billing: the secret API key, the webhook endpoint's signing secret and the two Pro prices. All four or
   * none; unset, a rep asks for an upgrade and an operator sets the plan.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_..., sk_test_...)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)")
    .optional(),
  STRIPE_PRICE_PRO_MONTHLY: z
    .string()
    .regex(/^price_\w+$/, "STRIPE_PRICE_PRO_MONTHLY must be a Stripe price id (price_...)")
    .optional(),
  STRIPE_PRICE_PRO_YEARLY: z
    .string()
    .regex(/^price_\w+$/, "STRIPE_PRICE_PRO_YEARLY must be a Stripe price id (price_...)")
    .optional(),
  /** The bearer secret of the scheduled job calls (/api/cron/*). Unset: those routes do not exist. */
  CRON_SECRET: z.string().min(16, "CRON_SECRET must be at least 16 characters").optional(),
  /**
   * The operator's bearer secret of the W3C VC API (`POST /credentials/issue`, `POST /credentials/verify`). Unset:
   * issuing there is off (404) and verifying keeps its per-address limit for everyone; set, the operator signs there,
   * and a verify call carrying it skips the per-address limit (a test suite's burst of checks).
   */
  VC_API_TOKEN: z.string().min(32, "VC_API_TOKEN must be at least 32 characters").optional(),
  /**
   * The operator's did:key for `POST /credentials/issue`: an Ed25519 Multikey secret (npm run credentials:keygen). A
   * posted credential whose issuer is did:key:<its public key> is signed with it (test suites resolve did:key only).
   * Unset: only the app's own did:web issues there. Never the same key as CREDENTIAL_SIGNING_KEY.
   */
  VC_API_DID_KEY: z
    .string()
    .regex(/^z[1-9A-HJ-NP-Za-km-z]{40,100}$/, "VC_API_DID_KEY must be a Multikey secret (npm run credentials:keygen)")
    .optional(),
};

/**
 * Test seams: each makes the app believe something the outside world did not say (an e-mail page anyone can read,
 * DNS answers, a payment or identity provider at another address). Set to anything but its default, each is refused
 * by a production server unless APP_URL is a loopback address (the test suite's own production build). A new stub
 * address for tests goes here, with the reason it is refused in SEAM_RISKS.
 */
const testSeams = {
  /** "true": /dev/outbox lists the outbox outside development too (tests on a production build). */
  DEV_OUTBOX: z.enum(["true", "false"]).default("false"),
  /**
   * DKIM public keys answered locally instead of from DNS, as JSON: {"<selector>._domainkey.<domain>": "v=DKIM1; k=rsa;
   * p=..."}. For tests with a local key.
   */
  DKIM_DNS_OVERRIDES: z.string().optional(),
  /**
   * DNS TXT records answered locally instead of from DNS, as JSON {"_quotaproof.<domain>": ["quotaproof-verification=..."]}
   * or "file:<path>" of a file holding it. For tests of organisation domain checks.
   */
  DNS_TXT_OVERRIDES: z.string().optional(),
  /** Where the Stripe SDK sends its calls (protocol, host and port). Unset: Stripe's API. */
  STRIPE_API_URL: z
    .string()
    .url()
    .refine((u) => /^https?:$/.test(new URL(u).protocol), "STRIPE_API_URL must be an http:// or https:// address")
    .optional(),
  /** Google's endpoints: a local stub in tests. */
  GOOGLE_AUTH_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_DRIVE_UPLOAD_URL: z.string().url().default("https://www.googleapis.com/upload/drive/v3/files"),
  /** The applicant tracking systems an Enterprise organisation hands portfolios to: local stubs in tests. */
  GREENHOUSE_API_URL: z.string().url().default("https://harvest.greenhouse.io"),
  GREENHOUSE_AUTH_URL: z.string().url().default("https://auth.greenhouse.io"),
  LEVER_API_URL: z.string().url().default("https://api.lever.co/v1"),
  /** HubSpot's consent screen and its API: a local stub in tests. */
  HUBSPOT_AUTH_URL: z.string().url().default("https://app.hubspot.com"),
  HUBSPOT_API_URL: z.string().url().default("https://api.hubapi.com"),
  /**
   * Stands in for https://hooks.slack.com (a local stub in tests): messages to a saved Slack webhook go to this
   * origin and path instead, and addresses under it may be saved as an organisation's webhook. Unset: Slack itself.
   */
  SLACK_WEBHOOK_BASE_URL: z
    .string()
    .url()
    .refine(
      (u) => /^https?:$/.test(new URL(u).protocol),
      "SLACK_WEBHOOK_BASE_URL must be an http:// or https:// address",
    )
    .optional(),
  /**
   * The wait after an audit webhook's first failed delivery, doubled after each further failure (at most an hour).
   * Tests shorten it to see several retries in seconds.
   */
  AUDIT_WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * How long a wallet offer (its pre-authorised code and PIN) stays valid: 10 minutes. Tests set 0 to see an offer
   * that has already expired when the wallet redeems it, without waiting.
   */
  WALLET_OFFER_TTL_SECONDS: z.coerce.number().int().min(0).max(600).default(600),
};

/** Why each test seam is refused on a public production server. */
const SEAM_RISKS: Record<keyof typeof testSeams, string> = {
  DEV_OUTBOX: "it publishes every e-mail at /dev/outbox",
  DKIM_DNS_OVERRIDES: "it replaces the senders' published DKIM keys",
  DNS_TXT_OVERRIDES: "it replaces the DNS records that prove an organisation's domain",
  STRIPE_API_URL: "it sends the Stripe calls to another server",
  GOOGLE_AUTH_URL: "it sends Google sign-ins to another server",
  GOOGLE_TOKEN_URL: "it sends Google's tokens to another server",
  GOOGLE_DRIVE_UPLOAD_URL: "it sends the exported decks to another server",
  GREENHOUSE_API_URL: "it sends the portfolios meant for Greenhouse to another server",
  GREENHOUSE_AUTH_URL: "it sends Greenhouse client credentials to another server",
  LEVER_API_URL: "it sends the portfolios meant for Lever to another server",
  HUBSPOT_AUTH_URL: "it sends HubSpot sign-ins to another server",
  HUBSPOT_API_URL: "it sends the HubSpot calls and tokens to another server",
  SLACK_WEBHOOK_BASE_URL: "it sends the organisations' Slack announcements to another server",
  AUDIT_WEBHOOK_RETRY_BASE_SECONDS: "it retries failed audit webhook deliveries on another schedule",
  WALLET_OFFER_TTL_SECONDS: "it shortens the life of the wallet offers reps make",
};

const variables = { ...config, ...testSeams };

/** The configuration is unusable: the server must not start. */
export class ConfigError extends Error {}

export type Env = { [K in keyof typeof variables]: z.output<(typeof variables)[K]> } & { AUTH_SECRET: string };
type Parsed = Omit<Env, "AUTH_SECRET"> & { AUTH_SECRET?: string };

/** Variables that go together (both or neither), and what to say when only one is set. */
const PAIRS: [keyof Env, keyof Env, string][] = [
  ["ADMIN_EMAIL", "ADMIN_PASSWORD", "set both or neither"],
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "set both or neither"],
  ["SALESFORCE_CLIENT_ID", "SALESFORCE_CLIENT_SECRET", "set both to turn on the Salesforce integration, or neither"],
  ["HUBSPOT_CLIENT_ID", "HUBSPOT_CLIENT_SECRET", "set both to turn on the HubSpot integration, or neither"],
];

const STRIPE_REQUIRED = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_PRO_MONTHLY",
  "STRIPE_PRICE_PRO_YEARLY",
] as const;

/** Validates a set of variables (process.env by default); exported for tests. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const env = createEnv({
    server: variables,
    // A copy: the empty variables are deleted from what is read.
    runtimeEnv: { ...source } as Record<keyof typeof variables, string | undefined>,
    emptyStringAsUndefined: true,
    // Read on the server only (the browser never calls env()); said outright so that a test environment with a
    // window object validates the same variables.
    isServer: true,
    onValidationError(issues) {
      const detail = issues
        .map(
          (issue) =>
            `${(issue.path ?? []).map((part) => (typeof part === "object" ? part.key : part)).join(".")}: ${issue.message}`,
        )
        .join("; ");
      throw new ConfigError(`Invalid environment configuration: ${detail}`);
    },
  }) as Parsed;
  checkProduction(env, source);
  checkTogether(env);
  return { ...env, AUTH_SECRET: env.AUTH_SECRET ?? DEV_AUTH_SECRET };
}

/** What a production server needs, and what it refuses. */
function checkProduction(env: Parsed, source: Record<string, string | undefined>): void {
  const isProductionServer = env.NODE_ENV === "production" && source.NEXT_PHASE !== "phase-production-build";
  if (!env.AUTH_SECRET && isProductionServer) {
    throw new ConfigError("AUTH_SECRET is required in production (generate one with: openssl rand -base64 32)");
  }
  if (!env.CREDENTIAL_SIGNING_KEY && isProductionServer) {
    throw new ConfigError(
      "CREDENTIAL_SIGNING_KEY is required in production: it signs the credentials (generate one with: npm run credentials:keygen)",
    );
  }
  // The test seams: only on a server that answers on this machine alone.
  if (env.NODE_ENV === "production" && !isLoopbackUrl(env.APP_URL)) {
    for (const [name, seam] of Object.entries(testSeams) as [keyof typeof testSeams, z.ZodType][]) {
      if (env[name] === seam.parse(undefined)) continue;
      const setting = name === "DEV_OUTBOX" ? `${name}=${env[name]}` : name;
      throw new ConfigError(`${setting} is refused in production (${SEAM_RISKS[name]})`);
    }
  }
  // A serverless host keeps no disk and no process between requests: uploads on local disk and the embedded
  // database would vanish with the instance.
  const host = serverlessHost(source);
  if (host && isProductionServer) {
    if (!env.S3_BUCKET) {
      throw new ConfigError(
        `${host} keeps no local disk between requests: set S3_BUCKET (and its credentials) so uploads are stored durably`,
      );
    }
    if (!env.DATABASE_URL) {
      throw new ConfigError(
        `${host} keeps no local disk between requests: set DATABASE_URL to a PostgreSQL database instead of the embedded one`,
      );
    }
  }
}

/** The variables that only work together. */
function checkTogether(env: Parsed): void {
  for (const [first, second, advice] of PAIRS) {
    if (Boolean(env[first]) !== Boolean(env[second]))
      throw new ConfigError(`${first} and ${second} go together: ${advice}`);
  }
  const stripeSet = STRIPE_REQUIRED.filter((name) => env[name]);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_REQUIRED.length) {
    const missing = STRIPE_REQUIRED.filter((name) => !env[name]);
    throw new ConfigError(
      `Stripe billing needs ${STRIPE_REQUIRED.join(", ")} together: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing (set all four, or none to keep upgrade requests)`,
    );
  }
  if (env.VC_API_DID_KEY && !env.VC_API_TOKEN) {
    throw new ConfigError("VC_API_DID_KEY is only used by the operator's VC API: set VC_API_TOKEN too");
  }
  if (env.VC_API_DID_KEY && env.VC_API_DID_KEY === env.CREDENTIAL_SIGNING_KEY) {
    throw new ConfigError("VC_API_DID_KEY must be a key of its own, not CREDENTIAL_SIGNING_KEY");
  }
  if (env.STRIPE_API_URL && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError("STRIPE_API_URL is only used with Stripe billing: set STRIPE_SECRET_KEY and the others too");
  }
}

/** Whether card payment through Stripe is on (all of its variables set); off, upgrade requests stay the way up. */
export function billingEnabled(config: Pick<Env, (typeof STRIPE_REQUIRED)[number]> = env()): boolean {
  return STRIPE_REQUIRED.every((name) => Boolean(config[name]));
}

/** The serverless platform this process runs on (by the variables each one sets), or null on a long-lived server. */
export function serverlessHost(source: Record<string, string | undefined> = process.env): string | null {
  if (source.VERCEL) return "Vercel";
  if (source.NETLIFY) return "Netlify";
  if (source.AWS_LAMBDA_FUNCTION_NAME) return "AWS Lambda";
  return null;
}

/** Whether this process runs the background jobs on its own timers (see BACKGROUND_JOBS). */
export function runsJobTimers(
  config: Pick<Env, "BACKGROUND_JOBS"> = env(),
  source: Record<string, string | undefined> = process.env,
): boolean {
  return config.BACKGROUND_JOBS ? config.BACKGROUND_JOBS === "timers" : serverlessHost(source) === null;
}

/** True when the app's address is this machine only (localhost, 127.0.0.0/8, [::1]): a test or development server. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Whether `db:prepare` seeds the demo: SEED_DEMO when set, else outside production only. */
export function shouldSeedDemo(
  config: Pick<Env, "SEED_DEMO" | "NODE_ENV">,
  production = config.NODE_ENV === "production",
): boolean {
  return config.SEED_DEMO === undefined ? !production : config.SEED_DEMO === "true";
}

let cached: Env | undefined;
export function env(): Env {
  return (cached ??= loadEnv());
}
