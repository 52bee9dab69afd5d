// A protected share link's password, on a real embedded database: a link protected before passwords needed 8
// characters still unlocks with its short one; attempts are counted before the check, one atomic statement per
// counter, so parallel attempts never get past the link's limit; a right password is not held against anyone; and
// what the shared page's files load (openSharedPortfolio) refuses a locked or expired link by itself, without the
// proxy in front.
import "./temp-database";
import { hash } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { shareLinks, users } from "@/lib/server/db/schema";
import { ApiError } from "@/lib/server/errors";
import { DEMO_ACCOUNT, seedDemoAccount } from "@/lib/server/seed";
import { openSharedPortfolio } from "@/lib/server/shared-portfolio";
import {
  beginSharePasswordAttempt,
  MAX_SHARE_PASSWORD_FAILURES,
  sharePasswordAttemptSucceeded,
} from "@/lib/server/data/share-password-throttle";
import { unlockWithPassword } from "@/lib/server/share-unlock";

jest.setTimeout(120_000);

// The visitor's cookies, as a route handler reads them (next/headers); the framework's data cache, called through.
const jar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined) }),
}));
jest.mock("next/cache", () => ({ unstable_cache: (load: (...args: unknown[]) => unknown) => load }));
// The credential sync the snapshot runs is ES modules Jest cannot load here; the API tests cover it.
jest.mock("@/lib/server/credentials/portfolio", () => ({ attachCredentials: async () => undefined }));

let nextLinkId = 1_000;
const protectedLink = async (password: string) => ({
  id: nextLinkId++,
  slug: "AbCdEfGhIjKlMnOpQrStUv",
  passwordHash: await hash(password),
});

function passwordPost(password: string, ip = "203.0.113.7"): Request {
  return new Request("http://localhost/p/AbCdEfGhIjKlMnOpQrStUv", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams({ password }).toString(),
  });
}

test("a link protected before the 8-character rule still unlocks with its short password", async () => {
  const link = await protectedLink("abcd");
  expect(await unlockWithPassword(passwordPost("abcde"), link)).toEqual({ error: "wrong" });
  const outcome = await unlockWithPassword(passwordPost("abcd"), link);
  expect(outcome).toMatchObject({ cookie: { name: `qp_share_${link.id}`, options: { path: `/p/${link.slug}` } } });
});

test("parallel attempts on one link from many addresses: exactly the limit is admitted", async () => {
  const linkId = nextLinkId++;
  const gates = await Promise.all(
    Array.from({ length: 60 }, (_, i) => beginSharePasswordAttempt(linkId, `198.51.100.${i + 1}`)),
  );
  expect(gates.filter((gate) => gate.allowed)).toHaveLength(MAX_SHARE_PASSWORD_FAILURES);
  for (const gate of gates) {
    if (gate.allowed) continue;
    expect(gate.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(gate.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  }
  // The addresses the link refused were not charged: each takes an attempt on another link.
  const other = nextLinkId++;
  const refusedAddresses = gates.flatMap((gate, i) => (gate.allowed ? [] : [`198.51.100.${i + 1}`]));
  for (const ip of refusedAddresses.slice(0, 5))
    expect((await beginSharePasswordAttempt(other, ip)).allowed).toBe(true);
});

test("parallel attempts from one address over many links: exactly the limit is admitted", async () => {
  const first = nextLinkId;
  nextLinkId += 60;
  const gates = await Promise.all(
    Array.from({ length: 60 }, (_, i) => beginSharePasswordAttempt(first + i, "192.0.2.44")),
  );
  expect(gates.filter((gate) => gate.allowed)).toHaveLength(MAX_SHARE_PASSWORD_FAILURES);
});

test("right passwords give their attempts back", async () => {
  const linkId = nextLinkId++;
  for (let i = 0; i < MAX_SHARE_PASSWORD_FAILURES * 2; i++) {
    const gate = await beginSharePasswordAttempt(linkId, "192.0.2.99");
    expect(gate.allowed).toBe(true);
    if (gate.allowed) await sharePasswordAttemptSucceeded(gate.attempt);
  }
  const link = await protectedLink("right-password");
  for (let i = 0; i < MAX_SHARE_PASSWORD_FAILURES + 2; i++) {
    expect(await unlockWithPassword(passwordPost("right-password", "192.0.2.100"), link)).toHaveProperty("cookie");
  }
});

test("the shared page's files refuse a locked or expired link themselves, and open with the unlock cookie", async () => {
  await seedDemoAccount();
  const db = await getDb();
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  const slug = () => randomBytes(16).toString("base64url");
  // Written the way links were before the 8-character rule: a 4-character password.
  const [locked] = await db
    .insert(shareLinks)
    .values({ userId: owner!.id, slug: slug(), passwordHash: await hash("abcd") })
    .returning();
  const [expired] = await db
    .insert(shareLinks)
    .values({ userId: owner!.id, slug: slug(), expiresAt: new Date(Date.now() - 1000) })
    .returning();

  const refusal = async (linkSlug: string) => {
    const error = await openSharedPortfolio(linkSlug).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };
  expect(await refusal(locked!.slug)).toMatchObject({
    status: 401,
    code: "unauthorized",
    message: "This portfolio is password-protected",
    headers: { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" },
  });
  expect(await refusal(expired!.slug)).toMatchObject({
    status: 410,
    code: "gone",
    message: "This portfolio link has expired",
  });
  expect(await openSharedPortfolio(slug())).toBeNull();

  jar.set(`qp_share_${locked!.id}`, "not-the-right-value");
  expect((await refusal(locked!.slug)).status).toBe(401);
  const unlocked = await unlockWithPassword(passwordPost("abcd", "192.0.2.200"), {
    id: locked!.id,
    slug: locked!.slug,
    passwordHash: locked!.passwordHash!,
  });
  if (!("cookie" in unlocked)) throw new Error("the short password did not unlock");
  jar.set(unlocked.cookie.name, unlocked.cookie.value);
  expect((await openSharedPortfolio(locked!.slug))?.link.id).toBe(locked!.id);
});
