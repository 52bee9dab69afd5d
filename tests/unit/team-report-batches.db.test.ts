// The team report is read in batches of members while the file is written: across batch boundaries every member
// the owner may see is in it exactly once, with one row per quota record (one empty row without records), A to Z.
import "./temp-database";
import { getDb } from "@/lib/server/db/client";
import { teamReport, type ReportRow } from "@/lib/server/data/orgs/team";
import { orgMember } from "@/lib/server/data/orgs/access";
import { seedOrganisation, type OrgSeed, type SqlClient } from "@/scripts/bench/org-seed";

jest.mock("@/lib/server/credentials/portfolio", () => ({ attachCredentials: async () => undefined }));
jest.setTimeout(180_000);

let client: SqlClient;
let seed: OrgSeed;

beforeAll(async () => {
  client = ((await getDb()) as unknown as { $client: SqlClient }).$client;
  seed = await seedOrganisation(client, 260, "rpt");
});

test("a report of over 250 members, read in several batches, has each member once, every record, A to Z", async () => {
  const report = await teamReport(await orgMember(seed.owner.id, seed.orgId));
  const batches: ReportRow[][] = [];
  for await (const batch of report.batches()) batches.push(batch);
  expect(batches.length).toBeGreaterThanOrEqual(3);

  // What the database holds: the members A to Z (ties by id) and how many records each has.
  const { rows: members } = await client.query<{ email: string; records: number }>(
    `select u.email, (select count(*)::int from quota_records q where q.user_id = m.user_id) as records
     from org_members m join users u on u.id = m.user_id where m.org_id = $1 order by u.full_name, m.user_id`,
    [seed.orgId],
  );
  expect(members.length).toBe(seed.sellers + seed.managers + 1);
  const expected = members.flatMap((m) => Array<string>(Math.max(1, m.records)).fill(m.email));
  const rows = batches.flat();
  expect(rows.map((r) => r.email)).toEqual(expected);
  // A member's rows never straddle two batches.
  const firstOf = batches.map((b) => b[0]!.email);
  const lastOf = batches.map((b) => b.at(-1)!.email);
  for (let i = 1; i < batches.length; i++) expect(firstOf[i]).not.toBe(lastOf[i - 1]);
});
