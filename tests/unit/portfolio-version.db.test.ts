// The portfolio version against a real (embedded) database: the triggers made from the one list in
// lib/server/db/portfolio-version.ts are the ones installed, they raise the version, and everything the shared page
// and the exports read is in that list (a new table shown on a shared page without a trigger would serve stale pages).
import "./temp-database";
import { eq, sql } from "drizzle-orm";
import { getDb, openDatabase, queryRows, watchQueries } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { ORG_ROW_TABLES, PORTFOLIO_TABLE_NAMES, READ_FRESH, USER_ROW_TABLES } from "@/lib/server/db/portfolio-version";
import { aboutMe, kudos, users } from "@/lib/server/db/schema";
import { orgDomains, orgMembers, organizations } from "@/lib/server/db/schema-orgs";
import { findProfilePicture } from "@/lib/server/data/profile";
import { shareLinkState } from "@/lib/server/data/share-links";
import { loadPortfolioSnapshot } from "@/lib/server/export/snapshot";
import { DEMO_ACCOUNT, seedDemoAccount } from "@/lib/server/seed";
import { getTableConfig } from "drizzle-orm/pg-core";

// The credential links the snapshot reads are left out: the credentials follow the portfolio right after each
// write, and a cached page is keyed by the version they were brought in line with (users.credentials_version) as
// well as the portfolio version. The API tests (tests/api/credentials-sync.spec.ts) cover it on a real server.
jest.mock("@/lib/server/credentials/portfolio", () => ({ attachCredentials: async () => undefined }));

jest.setTimeout(120_000);

beforeAll(async () => {
  await seedDemoAccount();
});

async function demo() {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  return user!;
}

const versionOf = async (id: number) =>
  (await (await getDb()).select({ v: users.portfolioVersion }).from(users).where(eq(users.id, id)))[0]!.v;

/** The tables named after FROM or JOIN in a statement drizzle sent. */
function tablesIn(query: string): string[] {
  return [...query.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)].map((m) => m[1]!);
}

test("the installed version triggers are exactly the list's", async () => {
  const db = await getDb();
  const installed = await queryRows<{ table: string }>(
    db,
    sql`SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE NOT t.tgisinternal AND t.tgname LIKE '%_portfolio_version' ORDER BY 1`,
  );
  expect(installed.map((r) => r.table).sort()).toEqual([...PORTFOLIO_TABLE_NAMES].sort());
});

test("migrating again changes nothing and keeps the triggers", async () => {
  await migrateDatabase(await openDatabase());
  const user = await demo();
  const before = await versionOf(user.id);
  await (
    await getDb()
  )
    .update(aboutMe)
    .set({ personalSummary: "Changed after a second migrate." })
    .where(eq(aboutMe.userId, user.id));
  expect(await versionOf(user.id)).toBeGreaterThan(before);
});

test("a change to a portfolio row or a shown account column raises the version; a hidden one does not", async () => {
  const db = await getDb();
  const user = await demo();
  const start = await versionOf(user.id);
  await db.update(users).set({ title: "Regional Vice President" }).where(eq(users.id, user.id));
  const afterTitle = await versionOf(user.id);
  expect(afterTitle).toBeGreaterThan(start);
  await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
  expect(await versionOf(user.id)).toBe(afterTitle);
  await db.delete(aboutMe).where(eq(aboutMe.userId, user.id));
  expect(await versionOf(user.id)).toBeGreaterThan(afterTitle);
});

test("an organisation's verified domain changing raises its members' versions, not anyone else's", async () => {
  const db = await getDb();
  const user = await demo();
  const [org] = await db.insert(organizations).values({ name: "Contoso" }).returning();
  await db.insert(orgMembers).values({ orgId: org!.id, userId: user.id, role: "seller" });
  const before = await versionOf(user.id);
  const [domain] = await db
    .insert(orgDomains)
    .values({ orgId: org!.id, domain: "contoso.test", txtToken: "t".repeat(32) })
    .returning();
  const afterAdd = await versionOf(user.id);
  expect(afterAdd).toBeGreaterThan(before);
  await db.update(orgDomains).set({ verifiedAt: new Date() }).where(eq(orgDomains.id, domain!.id));
  expect(await versionOf(user.id)).toBeGreaterThan(afterAdd);
  const [other] = await db.insert(organizations).values({ name: "Other" }).returning();
  const untouched = await versionOf(user.id);
  await db.insert(orgDomains).values({ orgId: other!.id, domain: "other.test", txtToken: "u".repeat(32) });
  expect(await versionOf(user.id)).toBe(untouched);
});

test("a kudos raises its recipient's version when it goes on or off their book, not while it stays off", async () => {
  const db = await getDb();
  const rep = await demo();
  const [sender] = await db
    .insert(users)
    .values({ username: "kudos_sender", email: "kudos-sender@acme.test", passwordHash: "x", fullName: "Sam Sender" })
    .returning();
  const [org] = await db.insert(organizations).values({ name: "Kudos Co", tier: "enterprise" }).returning();
  const senderBefore = await versionOf(sender!.id);
  const start = await versionOf(rep.id);
  const [row] = await db
    .insert(kudos)
    .values({
      orgId: org!.id,
      fromUserId: sender!.id,
      toUserId: rep.id,
      fromName: "Sam Sender",
      orgName: "Kudos Co",
      message: "Thanks for the cover",
    })
    .returning();
  // Off the book (the default): not part of the portfolio yet.
  expect(await versionOf(rep.id)).toBe(start);
  await db.update(kudos).set({ onBook: true }).where(eq(kudos.id, row!.id));
  const shown = await versionOf(rep.id);
  expect(shown).toBeGreaterThan(start);
  await db.update(kudos).set({ onBook: false }).where(eq(kudos.id, row!.id));
  const hidden = await versionOf(rep.id);
  expect(hidden).toBeGreaterThan(shown);
  await db.delete(kudos).where(eq(kudos.id, row!.id));
  expect(await versionOf(rep.id)).toBe(hidden);
  // One shown on the book and then deleted (the sender's organisation deleted, say) raises it too.
  const [onBook] = await db
    .insert(kudos)
    .values({ orgId: org!.id, toUserId: rep.id, fromName: "Sam", orgName: "Kudos Co", message: "Hi", onBook: true })
    .returning();
  const inserted = await versionOf(rep.id);
  expect(inserted).toBeGreaterThan(hidden);
  await db.delete(kudos).where(eq(kudos.id, onBook!.id));
  expect(await versionOf(rep.id)).toBeGreaterThan(inserted);
  // The sender's own portfolio is not theirs to change.
  expect(await versionOf(sender!.id)).toBe(senderBefore);
});

test("every table the shared page and the exports read is in the list or read fresh on each request", async () => {
  const user = await demo();
  const db = await getDb();
  const [link] = await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM share_links WHERE user_id = ${user.id} AND revoked_at IS NULL LIMIT 1`,
  );
  expect(link).toBeDefined();

  const read = new Set<string>();
  const stop = watchQueries((query) => tablesIn(query).forEach((table) => read.add(table)));
  try {
    // What lib/server/shared-portfolio.ts reads for a visit: the link (with its state), the snapshot, the picture.
    const state = await shareLinkState(link!.slug);
    if (state.state !== "open") throw new Error(`the link is ${state.state}`);
    const snapshot = await loadPortfolioSnapshot(user.id, state.link.achievementIds, { missingAchievements: "skip" });
    expect(snapshot.quota.records.length).toBeGreaterThan(0);
    await findProfilePicture(user.id);
  } finally {
    stop();
  }
  // The watch saw the portfolio being read at all.
  expect([...read]).toEqual(expect.arrayContaining(["quota_records", "achievements", "users"]));
  const unlisted = [...read].filter((table) => !PORTFOLIO_TABLE_NAMES.includes(table) && !(table in READ_FRESH));
  expect(unlisted).toEqual([]);
});

test("every table in the list has the owner column its trigger reads", () => {
  for (const { table, userColumn, shownColumn } of USER_ROW_TABLES) {
    const columns = getTableConfig(table).columns;
    expect(columns.map((c) => c.name)).toContain(userColumn);
    if (shownColumn) expect(columns.find((c) => c.name === shownColumn)?.getSQLType()).toBe("boolean");
  }
  for (const table of ORG_ROW_TABLES) expect(getTableConfig(table).columns.map((c) => c.name)).toContain("org_id");
});
