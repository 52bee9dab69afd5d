// Helpers for the API (and e2e) tests: every test registers its own user with a random e-mail,
// so tests run in parallel on one database without seeing each other's data.
import { randomBytes } from "node:crypto";
import { request as playwrightRequest, test as base, type APIRequest, type APIRequestContext } from "@playwright/test";
import { BASE_URL } from "../base-url";

/** A short random string for unique e-mails, usernames and titles: "k3f9a0c2b1d4". */
export function uniqueSuffix(): string {
  return randomBytes(6).toString("hex");
}

export type RegisteredUser = {
  id: number;
  email: string;
  password: string;
  username: string;
  fullName: string;
  /** A request context of its own, signed in as this user (its cookie jar holds the session). */
  api: APIRequestContext;
};

export type NewUserInput = Partial<Pick<RegisteredUser, "email" | "password" | "username" | "fullName">> & {
  /** Confirm the account's address through its mailed link (the default), as a real rep does before verifying. */
  confirmed?: boolean;
};

type OutboxEntry = { to: string; subject: string; text: string };

/**
 * The app paths (`/verify-email/<token>`...) in the mails sent to `address` that start with `pathPrefix`, newest mail
 * first. Reads the dev outbox (DEV_OUTBOX=true on the test server).
 */
export async function outboxLinks(api: APIRequestContext, address: string, pathPrefix: string): Promise<string[]> {
  const response = await api.get(`/dev/outbox/messages?to=${encodeURIComponent(address)}`);
  if (response.status() !== 200) throw new Error(`the outbox answered ${response.status()} (DEV_OUTBOX=true?)`);
  const messages = (await response.json()) as OutboxEntry[];
  const prefix = pathPrefix.replace(/\/$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`${prefix}/[A-Za-z0-9_-]{43}`, "g");
  return messages.flatMap((message) => message.text.match(pattern) ?? []);
}

/** Waits (mail is queued) for the newest link to `address` under `pathPrefix`, e.g. "/verify-email". */
export async function waitForLink(api: APIRequestContext, address: string, pathPrefix: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [newest] = await outboxLinks(api, address, pathPrefix);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`no ${pathPrefix} link was mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The token at the end of a link path. */
export const linkToken = (path: string): string => path.slice(path.lastIndexOf("/") + 1);

/** Confirms `address` through the newest confirmation link mailed to it (POST /api/auth/verify-email). */
export async function confirmAddress(api: APIRequestContext, address: string): Promise<void> {
  const token = linkToken(await waitForLink(api, address, "/verify-email"));
  const confirmed = await api.post("/api/auth/verify-email", { data: { token } });
  if (confirmed.status() !== 200)
    throw new Error(`POST /api/auth/verify-email answered ${confirmed.status()}: ${await confirmed.text()}`);
}

/** Adds a work address to the user (POST /api/account/work-emails) and confirms it through its mailed link. */
export async function confirmWorkEmail(
  user: Pick<RegisteredUser, "api">,
  address: string,
): Promise<{ id: number; email: string; confirmedAt: string | null; createdAt: string }> {
  const added = await user.api.post("/api/account/work-emails", { data: { email: address } });
  if (added.status() !== 202)
    throw new Error(`POST /api/account/work-emails answered ${added.status()}: ${await added.text()}`);
  const entry = (await added.json()) as { id: number; email: string };
  await confirmAddress(user.api, entry.email);
  const list = (await (await user.api.get("/api/account/work-emails")).json()) as Array<{
    id: number;
    email: string;
    confirmedAt: string | null;
    createdAt: string;
  }>;
  const confirmed = list.find((item) => item.id === entry.id);
  if (!confirmed?.confirmedAt) throw new Error(`${address} is not confirmed after its link was used`);
  return confirmed;
}

/**
 * Registers a new user through POST /api/auth/register, confirms its address through the mailed link (unless
 * `confirmed: false`), and returns it with a signed-in request context.
 * `request` is Playwright's request factory: the `playwright.request` fixture or `request` from "@playwright/test"
 * (the default). Dispose of `user.api` at the end of the test, or use the `test` exported below, which does.
 */
export async function newUser(
  request: APIRequest = playwrightRequest,
  input: NewUserInput = {},
  baseURL: string = BASE_URL,
): Promise<RegisteredUser> {
  const suffix = uniqueSuffix();
  const credentials = {
    email: input.email ?? `rep-${suffix}@example.com`,
    // Random on its own: a password made of the e-mail or username would be refused as easy to guess.
    password: input.password ?? `pw-${uniqueSuffix()}`,
    username: input.username ?? `rep_${suffix}`,
    fullName: input.fullName ?? `Test Rep ${suffix}`,
  };
  const api = await request.newContext({ baseURL });
  const response = await api.post("/api/auth/register", { data: credentials });
  if (response.status() !== 201) {
    const body = await response.text();
    await api.dispose();
    throw new Error(`POST /api/auth/register answered ${response.status()}: ${body}`);
  }
  const user = (await response.json()) as { id: number; email: string; username: string; fullName: string };
  if (input.confirmed !== false) {
    try {
      await confirmAddress(api, user.email);
    } catch (error) {
      await api.dispose();
      throw error;
    }
  }
  return { ...credentials, id: user.id, email: user.email, username: user.username, fullName: user.fullName, api };
}

/**
 * `test` with a `newUser` fixture: `const alice = await newUser();` registers a user against the test's baseURL,
 * and every context it made is disposed after the test.
 */
export const test = base.extend<{ newUser: (input?: NewUserInput) => Promise<RegisteredUser> }>({
  newUser: async ({ playwright, baseURL }, use) => {
    const users: RegisteredUser[] = [];
    await use(async (input) => {
      const user = await newUser(playwright.request, input, baseURL ?? BASE_URL);
      users.push(user);
      return user;
    });
    await Promise.all(users.map((user) => user.api.dispose()));
  },
});

/**
 * A request context signed in as the administrator the test server makes at start (ADMIN_EMAIL / ADMIN_PASSWORD;
 * playwright.config.ts hands them over as QP_TEST_ADMIN_*). Dispose of it after use.
 */
export async function adminApi(baseURL: string = BASE_URL): Promise<APIRequestContext> {
  const adminEmail = process.env.QP_TEST_ADMIN_EMAIL;
  const adminPassword = process.env.QP_TEST_ADMIN_PASSWORD;
  if (!adminEmail || !adminPassword)
    throw new Error("QP_TEST_ADMIN_EMAIL and QP_TEST_ADMIN_PASSWORD must name the server's ADMIN_EMAIL account");
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post("/api/auth/login", { data: { email: adminEmail, password: adminPassword } });
  if (!login.ok()) {
    const body = await login.text();
    await admin.dispose();
    throw new Error(`Admin sign-in answered ${login.status()}: ${body}`);
  }
  return admin;
}

/** Moves a user to a plan through the admin API. */
export async function setPlan(
  email: string,
  tier: "starter" | "pro" | "enterprise",
  baseURL: string = BASE_URL,
): Promise<void> {
  const admin = await adminApi(baseURL);
  try {
    const changed = await admin.post("/api/admin/subscriptions", { data: { email, tier } });
    if (!changed.ok())
      throw new Error(`POST /api/admin/subscriptions answered ${changed.status()}: ${await changed.text()}`);
  } finally {
    await admin.dispose();
  }
}

/**
 * The employer domains the suite's reps and managers use, vetted by the operator as a real deployment's would be
 * (POST /api/admin/employer-domains): a named person's word there counts by itself (assurance level 2).
 */
export const SUITE_EMPLOYER_DOMAINS = ["example.com", "acme-corp.test"];

/** The environment that makes a server of a test's own start with the suite's administrator. */
export const SUITE_ADMIN = {
  ADMIN_EMAIL: process.env.QP_TEST_ADMIN_EMAIL,
  ADMIN_PASSWORD: process.env.QP_TEST_ADMIN_PASSWORD,
};

/** Vets `domains` on the server at `baseURL` (already vetted is fine). */
export async function vetEmployerDomains(domains: string[], baseURL: string = BASE_URL): Promise<void> {
  const admin = await adminApi(baseURL);
  try {
    for (const domain of domains) {
      const vetted = await admin.post("/api/admin/employer-domains", { data: { domain, note: "test suite" } });
      if (vetted.status() !== 201 && vetted.status() !== 409)
        throw new Error(`POST /api/admin/employer-domains answered ${vetted.status()}: ${await vetted.text()}`);
    }
  } finally {
    await admin.dispose();
  }
}

export { expect } from "@playwright/test";
