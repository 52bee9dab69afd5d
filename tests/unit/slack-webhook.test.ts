// The Slack webhook check: only Slack's own incoming-webhook host is accepted (no look-alike, no plain http, no
// credentials or port), the test base stands in for it in tests only, and a production server refuses that base.
import { ConfigError, loadEnv } from "@/lib/env";
import {
  normalizeSlackWebhook,
  slackDeliveryUrl,
  slackEscape,
  slackWebhookProblem,
  webhookLast4,
} from "@/lib/slack-webhook";

const VALID = "https://hooks.slack.com/services/T0ABCDEF/B0GHIJKL/abcdefghijklmnopqrstuvwx";
const STUB = "http://127.0.0.1:4567/slack";

describe("slackWebhookProblem", () => {
  it("accepts Slack's incoming webhook addresses", () => {
    expect(slackWebhookProblem(VALID)).toBeNull();
    expect(slackWebhookProblem(`  ${VALID}  `)).toBeNull();
    // The default port written out is the same address.
    expect(slackWebhookProblem(VALID.replace("hooks.slack.com", "hooks.slack.com:443"))).toBeNull();
    expect(slackWebhookProblem(VALID.replace("hooks.slack.com", "HOOKS.Slack.com"))).toBeNull();
  });

  it.each([
    ["plain http", VALID.replace("https://", "http://"), /https:\/\//],
    ["a look-alike host", VALID.replace("hooks.slack.com", "hooks.slack.com.evil.example"), /hooks\.slack\.com/],
    ["another host", "https://evil.example/services/T0/B0/x", /hooks\.slack\.com/],
    ["a sub-domain", VALID.replace("hooks.slack.com", "a.hooks.slack.com"), /hooks\.slack\.com/],
    ["Slack's other hosts", VALID.replace("hooks.slack.com", "slack.com"), /hooks\.slack\.com/],
    ["a trailing dot", VALID.replace("hooks.slack.com", "hooks.slack.com."), /hooks\.slack\.com/],
    ["a user name", VALID.replace("https://", "https://user@"), /user name or password/],
    ["a user name and password", VALID.replace("https://", "https://u:p@"), /user name or password/],
    ["a user name that hides the host", "https://hooks.slack.com@evil.example/services/T/B/x", /hooks\.slack\.com/],
    ["a port", VALID.replace("hooks.slack.com", "hooks.slack.com:8443"), /port/],
    ["another path", "https://hooks.slack.com/workflows/T/A/1/x", /incoming webhook/],
    ["no webhook after /services/", "https://hooks.slack.com/services/", /incoming webhook/],
    ["a query", `${VALID}?channel=general`, /\?/],
    ["a fragment", `${VALID}#x`, /#/],
    ["no URL at all", "hooks.slack.com/services/T/B/x", /whole webhook URL/],
    ["another scheme", "javascript:alert(1)", /https:\/\//],
  ])("refuses %s", (_case, url, message) => {
    expect(slackWebhookProblem(url)).toMatch(message);
  });

  it("accepts addresses under the test base only when one is given, and nothing beside it", () => {
    expect(slackWebhookProblem(`${STUB}/services/T/B/x`)).not.toBeNull();
    expect(slackWebhookProblem(`${STUB}/services/T/B/x`, STUB)).toBeNull();
    expect(slackWebhookProblem(`${STUB}smith/services/T/B/x`, STUB)).not.toBeNull();
    expect(slackWebhookProblem("http://127.0.0.1:4568/slack/services/T/B/x", STUB)).not.toBeNull();
    expect(slackWebhookProblem("http://u:p@127.0.0.1:4567/slack/services/T/B/x", STUB)).not.toBeNull();
    // Slack's own addresses stay acceptable beside the base.
    expect(slackWebhookProblem(VALID, STUB)).toBeNull();
  });
});

describe("delivery", () => {
  it("posts to the saved address, or under the test base in its place", () => {
    expect(slackDeliveryUrl(VALID)).toBe(VALID);
    expect(slackDeliveryUrl(VALID, STUB)).toBe(`${STUB}/services/T0ABCDEF/B0GHIJKL/abcdefghijklmnopqrstuvwx`);
    expect(slackDeliveryUrl(`${STUB}/services/T/B/x`, STUB)).toBe(`${STUB}/services/T/B/x`);
    expect(slackDeliveryUrl(VALID, "http://127.0.0.1:4567")).toBe(
      "http://127.0.0.1:4567/services/T0ABCDEF/B0GHIJKL/abcdefghijklmnopqrstuvwx",
    );
  });

  it("never posts to an address that is not acceptable any more", () => {
    expect(slackDeliveryUrl(`${STUB}/services/T/B/x`)).toBeNull();
    expect(slackDeliveryUrl("https://evil.example/services/T/B/x")).toBeNull();
  });

  it("stores the parsed address, shows its last four characters, and escapes Slack's control characters", () => {
    expect(normalizeSlackWebhook(` ${VALID.replace("hooks.slack.com", "HOOKS.slack.com:443")} `)).toBe(VALID);
    expect(webhookLast4(VALID)).toBe("uvwx");
    expect(slackEscape("Tom & Jerry <!channel>")).toBe("Tom &amp; Jerry &lt;!channel&gt;");
  });
});

describe("SLACK_WEBHOOK_BASE_URL", () => {
  const production = {
    NODE_ENV: "production",
    AUTH_SECRET: "x".repeat(40),
    CREDENTIAL_SIGNING_KEY: "zrv" + "4".repeat(88),
  } as const;

  it("is refused by a production server on a public address, like DEV_OUTBOX", () => {
    expect(() =>
      loadEnv({ ...production, APP_URL: "https://quotaproof.example", SLACK_WEBHOOK_BASE_URL: STUB }),
    ).toThrow(ConfigError);
    expect(() =>
      loadEnv({ ...production, APP_URL: "https://quotaproof.example", SLACK_WEBHOOK_BASE_URL: STUB }),
    ).toThrow(/SLACK_WEBHOOK_BASE_URL is refused in production/);
  });

  it("is taken on this machine (the test suite's production server) and in development", () => {
    expect(
      loadEnv({ ...production, APP_URL: "http://127.0.0.1:3741", SLACK_WEBHOOK_BASE_URL: STUB }).SLACK_WEBHOOK_BASE_URL,
    ).toBe(STUB);
    expect(loadEnv({ NODE_ENV: "development", SLACK_WEBHOOK_BASE_URL: STUB }).SLACK_WEBHOOK_BASE_URL).toBe(STUB);
    expect(loadEnv({ NODE_ENV: "development" }).SLACK_WEBHOOK_BASE_URL).toBeUndefined();
    expect(() => loadEnv({ NODE_ENV: "development", SLACK_WEBHOOK_BASE_URL: "ftp://127.0.0.1/" })).toThrow(
      /http:\/\/ or https:\/\//,
    );
  });
});
