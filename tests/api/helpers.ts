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

export type NewUserInput = Partial<Pick<RegisteredUser, "email" | "password" | "username" | "fullName">>;

/**
 * Registers a new user through POST /api/auth/register and returns it with a signed-in request context.
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

export { expect } from "@playwright/test";
