// Which addresses may be an organisation's Slack incoming webhook, and where a message to one is delivered. Pure:
// the server passes its test base (SLACK_WEBHOOK_BASE_URL), a form passes none.
//
// The webhook URL is a bearer secret pointing at a server we will POST to on every announcement, so only Slack's own
// host is accepted: https, exactly hooks.slack.com (no look-alike such as hooks.slack.com.evil.example), no user name
// or password, no port, a /services/ path and nothing after it.

export const SLACK_WEBHOOK_ORIGIN = "https://hooks.slack.com";
const SLACK_HOST = "hooks.slack.com";
const SERVICES_PATH = "/services/";

const EXAMPLE = `${SLACK_WEBHOOK_ORIGIN}/services/T000/B000/XXXX`;

function parse(raw: string): URL | null {
  try {
    return new URL(raw.trim());
  } catch {
    return null;
  }
}

/** The test base as an origin and a path prefix ending in "/" (so /hooks does not also take /hooksmith). */
function baseOf(testBase: string | null | undefined): { origin: string; prefix: string } | null {
  const base = testBase ? parse(testBase) : null;
  if (!base) return null;
  return { origin: base.origin, prefix: base.pathname.endsWith("/") ? base.pathname : `${base.pathname}/` };
}

function isUnderBase(url: URL, testBase: string | null | undefined): boolean {
  const base = baseOf(testBase);
  return !!base && !url.username && !url.password && url.origin === base.origin && url.pathname.startsWith(base.prefix);
}

/**
 * Why `raw` cannot be saved as the organisation's webhook, in words for the form, or null when it can. With a test
 * base, an address under that base is accepted as well.
 */
export function slackWebhookProblem(raw: string, testBase?: string | null): string | null {
  const url = parse(raw);
  if (!url) return `Paste the whole webhook URL, e.g. ${EXAMPLE}`;
  if (isUnderBase(url, testBase)) return null;
  if (url.protocol !== "https:") return "The webhook URL must start with https://";
  if (url.hostname !== SLACK_HOST) return `The webhook URL must be on ${SLACK_HOST} (Slack's incoming webhooks)`;
  if (url.username || url.password) return "The webhook URL cannot carry a user name or password";
  if (url.port) return "The webhook URL cannot name a port";
  if (!url.pathname.startsWith(SERVICES_PATH) || url.pathname.length <= SERVICES_PATH.length) {
    return `This is not an incoming webhook URL: it looks like ${EXAMPLE}`;
  }
  if (url.search || url.hash) return "The webhook URL ends after its path: remove what follows ? or #";
  return null;
}

/** The address as stored: the parsed form of an address `slackWebhookProblem` accepted. */
export function normalizeSlackWebhook(raw: string): string {
  const url = parse(raw);
  if (!url) throw new Error("normalizeSlackWebhook takes an address slackWebhookProblem accepted");
  return url.href;
}

/**
 * Where a message to the stored webhook goes: the address itself, or with a test base, Slack's origin replaced by the
 * base (so a test can save a real-looking hooks.slack.com address and receive its messages). Null for an address
 * that is no longer acceptable (it is never called then).
 */
export function slackDeliveryUrl(stored: string, testBase?: string | null): string | null {
  const url = parse(stored);
  if (!url || slackWebhookProblem(stored, testBase) !== null) return null;
  const base = baseOf(testBase);
  if (base && url.hostname === SLACK_HOST && url.protocol === "https:") {
    return `${base.origin}${base.prefix.replace(/\/$/, "")}${url.pathname}`;
  }
  return url.href;
}

/** The last four characters of the stored address: enough for an admin to recognise it, never enough to use it. */
export const webhookLast4 = (stored: string): string => stored.replace(/\/+$/, "").slice(-4);

/** Text for Slack's mrkdwn: &, < and > are its control characters and must be escaped. */
export const slackEscape = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
