// Every list the app pages or filters is served by an index: on a seeded database (an organisation of 300 sellers
// with eight quarters each, attestations, a rep's portfolio), the exact queries the app builds (taken from the same
// query builders with .toSQL()) are EXPLAINed with sequential scans switched off, and no plan may still read a large
// table from end to end. With seq scans off, PostgreSQL only scans a table whole when no index can serve the query,
// so a failure here names a list that would slow down linearly as the table grows.
import "./temp-database";
import { and, eq, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/lib/server/db/client";
import { orgMember, teamScope } from "@/lib/server/data/orgs/access";
import { attestationsQuery } from "@/lib/server/data/orgs/attestations";
import { snapshotQuery, verifiedFiguresQuery } from "@/lib/server/data/orgs/benchmarks";
import { membersQuery } from "@/lib/server/data/orgs/orgs";
import {
  encodeTeamCursor,
  teamAttestationsQuery,
  teamPageQuery,
  teamRecordsQuery,
  teamTotalsQuery,
  teamVersionQuery,
} from "@/lib/server/data/orgs/team-query";
import {
  achievementsData,
  dealHighlightsData,
  executiveCircleData,
  experiencesData,
  quotaRecordsData,
  referencesData,
} from "@/lib/server/data/portfolio";
import { teamQuerySchema } from "@/lib/validators/org";
import { seedOrganisation, type OrgSeed, type SqlClient } from "@/scripts/bench/org-seed";

jest.mock("@/lib/server/credentials/portfolio", () => ({ attachCredentials: async () => undefined }));
jest.setTimeout(180_000);

/** Tables that grow with the number of users: reading one whole is what this test forbids. */
const LARGE_TABLES = [
  "users",
  "org_members",
  "quota_records",
  "org_attestations",
  "org_benchmark_snapshots",
  "achievements",
  "deal_highlights",
  "experiences",
  "executive_circle",
  "references",
];

let db: Db;
let client: SqlClient;
let seed: OrgSeed;

beforeAll(async () => {
  db = await getDb();
  client = (db as unknown as { $client: SqlClient }).$client;
  seed = await seedOrganisation(client, 300, "idx");
  // A rep with a full portfolio, so the list queries have rows to walk past.
  await client.query(
    `insert into achievements (user_id, title, description, created_at)
     select $1, 'Deal ' || g, 'Closed.', now() - g * interval '1 day' from generate_series(1, 200) g`,
    [seed.seller.id],
  );
  await client.query(
    `insert into org_benchmark_snapshots (org_id, taken_on, cohorts)
     select o.id, current_date - d, '{}'::jsonb from organizations o cross join generate_series(0, 30) d`,
  );
  await client.query("analyze");
});

type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

function seqScans(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" && node["Relation Name"] ? [node["Relation Name"]] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/** The large tables the query's plan still reads whole with sequential scans switched off. */
async function largeTablesScanned(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  await client.query("set enable_seqscan = off");
  try {
    const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${sql}`, params);
    const plan = rows[0]!["QUERY PLAN"][0].Plan;
    return seqScans(plan).filter((table) => LARGE_TABLES.includes(table));
  } finally {
    await client.query("reset enable_seqscan");
  }
}

const query = (input: Record<string, string> = {}) => teamQuerySchema.parse(input);
// The scopes exactly as the app makes them for the owner (everyone) and a manager (their reports).
let ownerScope: SQL | undefined;
let managerScope: SQL | undefined;
beforeAll(async () => {
  ownerScope = teamScope(await orgMember(seed.owner.id, seed.orgId));
  managerScope = teamScope(await orgMember(seed.manager.id, seed.orgId));
});
const sellerIds = async () =>
  (
    await client.query<{ id: number }>(`select user_id as id from org_members where org_id = $1 limit 50`, [seed.orgId])
  ).rows.map((r) => r.id);

test("the seed is large enough to tell an index from a scan", async () => {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from quota_records`);
  expect(rows[0]!.n).toBeGreaterThanOrEqual(2400);
});

describe("the team view", () => {
  const cases: [string, () => PgSelect | { toSQL(): { sql: string; params: unknown[] } }][] = [
    ["first page, A to Z (an owner)", () => teamPageQuery(db, seed.orgId, ownerScope, query())],
    [
      "a later page by name",
      () =>
        teamPageQuery(
          db,
          seed.orgId,
          ownerScope,
          query({ cursor: encodeTeamCursor({ sort: "name", key: "Morgan", id: 1 }) }),
        ),
    ],
    [
      "a later page by attainment",
      () =>
        teamPageQuery(
          db,
          seed.orgId,
          ownerScope,
          query({ sort: "attainment", cursor: encodeTeamCursor({ sort: "attainment", key: "95.10", id: 1 }) }),
        ),
    ],
    ["a manager's reports", () => teamPageQuery(db, seed.orgId, managerScope, query())],
    [
      "filtered by segment and verification",
      () => teamPageQuery(db, seed.orgId, ownerScope, query({ segment: "Enterprise", verification: "pending" })),
    ],
    ["attested only", () => teamPageQuery(db, seed.orgId, ownerScope, query({ verification: "attested" }))],
    [
      "by manager (an owner's filter)",
      () => teamPageQuery(db, seed.orgId, ownerScope, query({ managerId: String(seed.manager.id) })),
    ],
    ["the totals", () => teamTotalsQuery(db, seed.orgId, ownerScope, query())],
    ["the totals, filtered", () => teamTotalsQuery(db, seed.orgId, ownerScope, query({ verification: "unverified" }))],
    ["the team's fingerprint (the totals' cache key)", () => teamVersionQuery(db, seed.orgId)],
  ];
  test.each(cases)("%s reads no large table whole", async (_name, build) => {
    expect(await largeTablesScanned(build())).toEqual([]);
  });

  test("the page's records and attestations read no large table whole", async () => {
    const ids = await sellerIds();
    expect(await largeTablesScanned(teamRecordsQuery(db, ids))).toEqual([]);
    expect(await largeTablesScanned(teamAttestationsQuery(db, seed.orgId, ids))).toEqual([]);
  });
});

test("the members list reads no large table whole", async () => {
  expect(await largeTablesScanned(membersQuery(db, seed.orgId))).toEqual([]);
});

test("the attestation queues (an admin's and a manager's) read no large table whole", async () => {
  expect(await largeTablesScanned(attestationsQuery(db, seed.orgId, null, "pending"))).toEqual([]);
  expect(await largeTablesScanned(attestationsQuery(db, seed.orgId, seed.manager.id, "pending"))).toEqual([]);
});

test("the benchmark snapshot's read and its computation read no large table whole", async () => {
  expect(await largeTablesScanned(snapshotQuery(db, seed.orgId, new Date().toISOString().slice(0, 10)))).toEqual([]);
  expect(await largeTablesScanned(verifiedFiguresQuery(db, seed.orgId))).toEqual([]);
});

test.each([
  ["achievements", achievementsData],
  ["quota records", quotaRecordsData],
  ["deal stories", dealHighlightsData],
  ["experience", experiencesData],
  ["executive circle", executiveCircleData],
  ["references", referencesData],
] as const)(
  "the portfolio list of %s reads no large table whole, first page and after a cursor",
  async (_name, repository) => {
    const { afterCursor, orderByKeys } = await import("@/lib/server/data/keyset");
    const { table, listKeys } = repository.entity;
    const keys = listKeys(table as never);
    // A position as a cursor names it: a value of each sort key's type, the id last.
    const position = keys.map(({ column }) => {
      const type = column.getSQLType();
      if (type.startsWith("timestamp")) return new Date().toISOString();
      if (type === "date") return "2020-01-01";
      return "1000";
    });
    const owned = eq(table.userId, seed.seller.id);
    for (const where of [owned, and(owned, afterCursor(keys, position))]) {
      const page = db
        .select()
        .from(table)
        .where(where)
        .orderBy(...orderByKeys(keys))
        .limit(51);
      expect(await largeTablesScanned(page)).toEqual([]);
    }
  },
);

test("the check itself: a list without an index is caught", async () => {
  // Nothing indexes an achievement's title: filtering on it alone must be reported as a scan of the table.
  const { achievements } = await import("@/lib/server/db/schema");
  const unindexed = db.select().from(achievements).where(eq(achievements.title, "Deal 7"));
  expect(await largeTablesScanned(unindexed)).toEqual(["achievements"]);
});
