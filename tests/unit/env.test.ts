// Production defaults that fail safe: no demo account, no public outbox, no fake DKIM keys on a real deployment.
import { billingEnabled, ConfigError, isLoopbackUrl, loadEnv, runsJobTimers, shouldSeedDemo } from "@/lib/env";

// A well-formed Multikey secret (its key is never used here).
const SIGNING_KEY = "zrv" + "4".repeat(88);
const production = {
  NODE_ENV: "production",
  AUTH_SECRET: "x".repeat(40),
  CREDENTIAL_SIGNING_KEY: SIGNING_KEY,
} as const;

describe("loadEnv in production", () => {
  it("refuses DEV_OUTBOX and DKIM_DNS_OVERRIDES on a public address", () => {
    expect(() => loadEnv({ ...production, APP_URL: "https://quotaproof.example", DEV_OUTBOX: "true" })).toThrow(
      ConfigError,
    );
    expect(() => loadEnv({ ...production, APP_URL: "https://quotaproof.example", DKIM_DNS_OVERRIDES: "{}" })).toThrow(
      /DKIM_DNS_OVERRIDES/,
    );
    expect(() => loadEnv({ ...production, APP_URL: "https://quotaproof.example", DNS_TXT_OVERRIDES: "{}" })).toThrow(
      /DNS_TXT_OVERRIDES/,
    );
  });

  it("allows them on this machine only (the test suite's production server)", () => {
    expect(loadEnv({ ...production, APP_URL: "http://127.0.0.1:3210", DEV_OUTBOX: "true" }).DEV_OUTBOX).toBe("true");
    expect(isLoopbackUrl("http://localhost:3000")).toBe(true);
    expect(isLoopbackUrl("http://[::1]:3000")).toBe(true);
    expect(isLoopbackUrl("https://127.0.0.1.example.com")).toBe(false);
  });

  it("requires AUTH_SECRET", () => {
    expect(() => loadEnv({ NODE_ENV: "production", APP_URL: "https://quotaproof.example" })).toThrow(/AUTH_SECRET/);
  });

  it("requires a well-formed CREDENTIAL_SIGNING_KEY, and only outside development", () => {
    const { CREDENTIAL_SIGNING_KEY: _key, ...withoutKey } = production;
    expect(() => loadEnv({ ...withoutKey, APP_URL: "https://quotaproof.example" })).toThrow(
      /CREDENTIAL_SIGNING_KEY is required in production/,
    );
    expect(() => loadEnv({ ...production, CREDENTIAL_SIGNING_KEY: "not-a-key" })).toThrow(/Multikey secret/);
    expect(loadEnv({ NODE_ENV: "development" }).CREDENTIAL_SIGNING_KEY).toBeUndefined();
  });
});

describe("shouldSeedDemo", () => {
  it("seeds in development by default, never in production unless SEED_DEMO=true", () => {
    expect(shouldSeedDemo({ NODE_ENV: "development", SEED_DEMO: undefined })).toBe(true);
    expect(shouldSeedDemo({ NODE_ENV: "production", SEED_DEMO: undefined })).toBe(false);
    expect(shouldSeedDemo({ NODE_ENV: "development", SEED_DEMO: undefined }, true)).toBe(false);
    expect(shouldSeedDemo({ NODE_ENV: "production", SEED_DEMO: "true" })).toBe(true);
    expect(shouldSeedDemo({ NODE_ENV: "development", SEED_DEMO: "false" })).toBe(false);
  });
});

describe("loadEnv on a serverless host", () => {
  const vercel = {
    ...production,
    APP_URL: "https://quotaproof.example",
    VERCEL: "1",
  };

  test("refuses uploads on local disk and the embedded database, which would vanish with the instance", () => {
    expect(() => loadEnv({ ...vercel, DATABASE_URL: "postgres://db.example/app" })).toThrow(/S3_BUCKET/);
    expect(() => loadEnv({ ...vercel, S3_BUCKET: "uploads" })).toThrow(/DATABASE_URL/);
  });

  test("starts with PostgreSQL and S3, and a long-lived server may keep both on disk", () => {
    expect(loadEnv({ ...vercel, DATABASE_URL: "postgres://db.example/app", S3_BUCKET: "uploads" }).S3_BUCKET).toBe(
      "uploads",
    );
    const { VERCEL: _vercel, ...longLived } = vercel;
    expect(loadEnv(longLived).S3_BUCKET).toBeUndefined();
  });
});

describe("runsJobTimers", () => {
  it("runs the timers on a long-lived server and leaves the jobs to cron calls on a serverless host", () => {
    expect(runsJobTimers({ BACKGROUND_JOBS: undefined }, {})).toBe(true);
    expect(runsJobTimers({ BACKGROUND_JOBS: undefined }, { VERCEL: "1" })).toBe(false);
    expect(runsJobTimers({ BACKGROUND_JOBS: undefined }, { AWS_LAMBDA_FUNCTION_NAME: "app" })).toBe(false);
  });

  it("follows BACKGROUND_JOBS when it is set", () => {
    expect(runsJobTimers({ BACKGROUND_JOBS: "cron" }, {})).toBe(false);
    expect(runsJobTimers({ BACKGROUND_JOBS: "timers" }, { VERCEL: "1" })).toBe(true);
    expect(loadEnv({ BACKGROUND_JOBS: "cron" }).BACKGROUND_JOBS).toBe("cron");
    expect(() => loadEnv({ BACKGROUND_JOBS: "sometimes" })).toThrow(ConfigError);
  });
});

describe("Stripe billing configuration", () => {
  const stripe = {
    STRIPE_SECRET_KEY: "sk_test_abc123",
    STRIPE_WEBHOOK_SECRET: "whsec_abc123",
    STRIPE_PRICE_PRO_MONTHLY: "price_month1",
    STRIPE_PRICE_PRO_YEARLY: "price_year1",
  };

  it("is off with none of the variables, on with all four", () => {
    expect(billingEnabled(loadEnv({ NODE_ENV: "development" }))).toBe(false);
    expect(billingEnabled(loadEnv({ NODE_ENV: "development", ...stripe }))).toBe(true);
    expect(billingEnabled(loadEnv({ NODE_ENV: "development", STRIPE_SECRET_KEY: "" }))).toBe(false);
  });

  it("refuses some without the others, naming what is missing", () => {
    const { STRIPE_WEBHOOK_SECRET: _secret, ...withoutSecret } = stripe;
    expect(() => loadEnv({ NODE_ENV: "development", ...withoutSecret })).toThrow(ConfigError);
    expect(() => loadEnv({ NODE_ENV: "development", ...withoutSecret })).toThrow(/STRIPE_WEBHOOK_SECRET is missing/);
    expect(() => loadEnv({ NODE_ENV: "development", STRIPE_PRICE_PRO_YEARLY: "price_x" })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO_MONTHLY are missing/,
    );
  });

  it("refuses values of the wrong kind", () => {
    expect(() => loadEnv({ NODE_ENV: "development", ...stripe, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(() => loadEnv({ NODE_ENV: "development", ...stripe, STRIPE_PRICE_PRO_MONTHLY: "prod_abc" })).toThrow(
      /price id/,
    );
  });

  it("takes STRIPE_API_URL only with billing on, and not on a public production server", () => {
    expect(() => loadEnv({ NODE_ENV: "development", STRIPE_API_URL: "http://127.0.0.1:12111" })).toThrow(
      /STRIPE_API_URL is only used with Stripe billing/,
    );
    expect(
      loadEnv({ NODE_ENV: "development", ...stripe, STRIPE_API_URL: "http://127.0.0.1:12111" }).STRIPE_API_URL,
    ).toBe("http://127.0.0.1:12111");
    expect(() =>
      loadEnv({
        ...production,
        ...stripe,
        APP_URL: "https://quotaproof.example",
        STRIPE_API_URL: "http://127.0.0.1:12111",
      }),
    ).toThrow(/STRIPE_API_URL is refused in production/);
    expect(
      loadEnv({ ...production, ...stripe, APP_URL: "http://127.0.0.1:3431", STRIPE_API_URL: "http://127.0.0.1:1" })
        .STRIPE_API_URL,
    ).toBe("http://127.0.0.1:1");
  });
});

describe("CRM clients", () => {
  it("need their id and secret together, and say which is missing", () => {
    expect(() => loadEnv({ SALESFORCE_CLIENT_ID: "id" })).toThrow(/SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET/);
    expect(() => loadEnv({ HUBSPOT_CLIENT_SECRET: "secret" })).toThrow(/HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET/);
    const both = loadEnv({
      SALESFORCE_CLIENT_ID: "id",
      SALESFORCE_CLIENT_SECRET: "s",
      HUBSPOT_CLIENT_ID: "",
      HUBSPOT_CLIENT_SECRET: "",
    });
    expect(both.SALESFORCE_LOGIN_URL).toBe("https://login.salesforce.com");
    expect(both.HUBSPOT_CLIENT_ID).toBeFalsy();
    expect(both.HUBSPOT_AUTH_URL).toBe("https://app.hubspot.com");
    expect(both.HUBSPOT_API_URL).toBe("https://api.hubapi.com");
  });
});

describe("SIGNUP_LIMIT_EXEMPT_IPS", () => {
  it("is empty by default: every sign-up is counted", () => {
    expect(loadEnv({}).SIGNUP_LIMIT_EXEMPT_IPS).toEqual([]);
  });

  it("keeps each address in one spelling, and refuses anything that is not an address", () => {
    expect(
      loadEnv({ SIGNUP_LIMIT_EXEMPT_IPS: " 127.0.0.1, ::ffff:203.0.113.7 ,2001:DB8::1" }).SIGNUP_LIMIT_EXEMPT_IPS,
    ).toEqual(["127.0.0.1", "203.0.113.7", "2001:db8::1"]);
    expect(() => loadEnv({ SIGNUP_LIMIT_EXEMPT_IPS: "127.0.0.1,10.0.0.0/8" })).toThrow(
      /not an IP address: 10.0.0.0\/8/,
    );
  });
});

describe("the test seams", () => {
  const publicServer = { ...production, APP_URL: "https://quotaproof.example" };

  it("refuses a provider's stub address on a public production server, and keeps its real address there", () => {
    expect(() => loadEnv({ ...publicServer, GOOGLE_TOKEN_URL: "http://127.0.0.1:9000/token" })).toThrow(
      /GOOGLE_TOKEN_URL is refused in production/,
    );
    expect(() => loadEnv({ ...publicServer, LEVER_API_URL: "http://127.0.0.1:9001" })).toThrow(ConfigError);
    // The default spelled out (as .env.example does) is no seam.
    expect(loadEnv({ ...publicServer, GOOGLE_TOKEN_URL: "https://oauth2.googleapis.com/token" }).GOOGLE_TOKEN_URL).toBe(
      "https://oauth2.googleapis.com/token",
    );
    expect(
      loadEnv({ ...production, APP_URL: "http://127.0.0.1:3210", LEVER_API_URL: "http://127.0.0.1:9001" })
        .LEVER_API_URL,
    ).toBe("http://127.0.0.1:9001");
  });
});

describe("empty variables", () => {
  it("count as unset: the default applies, and the caller's variables are left as they were", () => {
    const source = { APP_URL: "", DEV_OUTBOX: "", TRUSTED_PROXY_HOPS: "" };
    const loaded = loadEnv(source);
    expect(loaded.APP_URL).toBe("http://localhost:3000");
    expect(loaded.DEV_OUTBOX).toBe("false");
    expect(loaded.TRUSTED_PROXY_HOPS).toBe(0);
    expect(source).toEqual({ APP_URL: "", DEV_OUTBOX: "", TRUSTED_PROXY_HOPS: "" });
  });

  it("name the variable and its rule when a value is invalid", () => {
    expect(() => loadEnv({ APP_URL: "not a url" })).toThrow(/^Invalid environment configuration: APP_URL: /);
  });
});
