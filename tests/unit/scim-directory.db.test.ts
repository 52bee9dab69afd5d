// The SCIM directory on a seeded database: an organisation's list holds its members and the identities its provider
// pushed, nobody of another organisation, in the same order every time; its filters find a member the provider never
// pushed by their address; and the list, the count and the lookups are served by indexes (with sequential scans
// switched off, no plan reads a large table whole), so a big neighbour never slows an organisation's provider down.
import "./temp-database";
import { getDb, type Db } from "@/lib/server/db/client";
import {
  directoryCountQuery,
  directoryPageQuery,
  findInDirectory,
  listDirectory,
} from "@/lib/server/data/orgs/scim-directory";
import { parseUserFilter } from "@/lib/scim/filter";
import { seedOrganisation, type OrgSeed, type SqlClient } from "@/scripts/bench/org-seed";

jest.setTimeout(180_000);

const LARGE_TABLES = ["users", "org_members", "scim_users", "scim_group_members"];

let db: Db;
let client: SqlClient;
let big: OrgSeed;
let small: OrgSeed;
let pushed: number;

beforeAll(async () => {
  db = await getDb();
  client = (db as unknown as { $client: SqlClient }).$client;
  big = await seedOrganisation(client, 300, "big");
  small = await seedOrganisation(client, 4, "small");
  // The big organisation's provider pushed every member; one of the small one's members was pushed and deactivated.
  await client.query(
    `insert into scim_users (org_id, user_id, user_name, email, external_id)
     select m.org_id, m.user_id, u.email, u.email, 'ext-' || u.id from org_members m join users u on u.id = m.user_id
     where m.org_id = $1`,
    [big.orgId],
  );
  const { rows } = await client.query<{ id: number }>(
    `insert into users (username, email, password_hash, full_name) values ('gone_rep', 'Gone.Rep@small.bench.example',
     '-', 'Gone Rep') returning id`,
  );
  pushed = rows[0]!.id;
  await client.query(
    `insert into scim_users (org_id, user_id, user_name, email, active) values ($1, $2, 'gone.rep@small.bench.example',
     'gone.rep@small.bench.example', false)`,
    [small.orgId, pushed],
  );
  await client.query("analyze");
});

type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };
const seqScans = (node: PlanNode): string[] => [
  ...(node["Node Type"] === "Seq Scan" && node["Relation Name"] ? [node["Relation Name"]] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

async function largeTablesScanned(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  await client.query("set enable_seqscan = off");
  try {
    const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${sql}`, params);
    return seqScans(rows[0]!["QUERY PLAN"][0].Plan).filter((table) => LARGE_TABLES.includes(table));
  } finally {
    await client.query("reset enable_seqscan");
  }
}

test("an organisation's directory: its members and its pushed identities, nobody else's, oldest first", async () => {
  const page = await listDirectory(db, small.orgId, null, {});
  const ids = page.rows.map((row) => row.user.id);
  // The owner, one manager, four sellers, and the deactivated identity.
  expect(page.total).toBe(7);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(ids).toContain(pushed);
  expect(ids).not.toContain(big.owner.id);
  expect(page.rows.find((row) => row.user.id === pushed)).toMatchObject({ member: null, scim: { active: false } });
  const second = await listDirectory(db, small.orgId, null, { startIndex: 3, count: 2 });
  expect(second.rows.map((row) => row.user.id)).toEqual(ids.slice(2, 4));
  expect(second).toMatchObject({ total: 7, startIndex: 3 });
});

test("a member the provider never pushed is found by address (case ignored); another organisation's is not", async () => {
  const found = await listDirectory(
    db,
    small.orgId,
    parseUserFilter(`userName eq "${small.seller.email.toUpperCase()}"`),
    {},
  );
  expect(found.rows.map((row) => row.user.id)).toEqual([small.seller.id]);
  expect(found.rows[0]).toMatchObject({ scim: null, member: { role: "seller" } });
  const elsewhere = await listDirectory(db, small.orgId, parseUserFilter(`userName eq "${big.seller.email}"`), {});
  expect(elsewhere.total).toBe(0);
  expect(await findInDirectory(db, small.orgId, big.seller.id)).toBeNull();
  expect(await findInDirectory(db, big.orgId, big.seller.id)).toMatchObject({
    scim: { externalId: `ext-${big.seller.id}` },
  });
  const inactive = await listDirectory(db, small.orgId, parseUserFilter("active eq false"), {});
  expect(inactive.rows.map((row) => row.user.id)).toEqual([pushed]);
});

test.each([
  ["the whole list", null],
  ["by userName", `userName eq "x@small.bench.example"`],
  ["by externalId", `externalId eq "ext-1"`],
  ["by id and manager", `id eq "5" and manager eq "3"`],
  ["by the work address", `emails[type eq "work"].value eq "x@small.bench.example"`],
])("%s is served by indexes", async (_name, filter) => {
  const criteria = filter ? parseUserFilter(filter) : null;
  for (const orgId of [small.orgId, big.orgId]) {
    expect(await largeTablesScanned(directoryPageQuery(db, orgId, criteria, { offset: 0, limit: 100 }))).toEqual([]);
    expect(await largeTablesScanned(directoryCountQuery(db, orgId, criteria))).toEqual([]);
  }
});
