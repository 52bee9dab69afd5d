// An Enterprise organisation at scale for the benchmarks: an owner, managers with about 25 sellers each, and
// `sellers` sellers with eight quarters of quota records each (a mix of verified, pending review, attested and
// unverified), some portfolio items for completion, and pending attestations in the managers' queues. Written
// set-based (generate_series in a few statements), so 5,000 sellers take a few seconds. The same seed gives the
// same data. The owner and the first manager sign in with ORG_SEED_PASSWORD at the addresses returned.
import { hash } from "@node-rs/argon2";

/** What the seed needs of a connection: node-postgres's Client, or PGlite (the index test seeds one). */
export type SqlClient = {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
};

export const ORG_SEED_PASSWORD = "bench-org-password-1";

export type OrgSeed = {
  orgId: number;
  sellers: number;
  managers: number;
  owner: { id: number; email: string; password: string };
  /** The first manager: about 25 direct reports. */
  manager: { id: number; email: string; password: string };
  /** One seller (for the benchmarks call, which answers a member's own bands). */
  seller: { id: number; email: string; password: string };
};

const SEGMENTS = ["Enterprise", "Mid-market", "SMB", "Strategic"];
const REPORTS_PER_MANAGER = 25;

/**
 * Seeds the organisation into the database `client` is connected to (migrated, may hold other data). `tag` keeps
 * usernames and addresses unique when one database gets several organisations.
 */
export async function seedOrganisation(client: SqlClient, sellers: number, tag = "org"): Promise<OrgSeed> {
  const managers = Math.max(1, Math.ceil(sellers / REPORTS_PER_MANAGER));
  const passwordHash = await hash(ORG_SEED_PASSWORD);
  const domain = `${tag}.bench.example`;
  await client.query("begin");
  await client.query("select setseed(0.5)");
  const {
    rows: [org],
  } = await client.query<{ id: number }>(
    `insert into organizations (name, tier, seats) values ($1, 'enterprise', $2) returning id`,
    [`Northwind Sales (${tag})`, sellers + managers + 10],
  );
  const orgId = org!.id;
  // Staff: the owner (s = 0) and the managers (s = 1..managers), who can sign in.
  await client.query(
    `insert into users (username, email, password_hash, full_name, title, email_confirmed_at)
     select $1 || '_staff' || s, $1 || '.staff' || s || '@' || $2, $3,
       case when s = 0 then 'Owner ' else 'Manager ' end || lpad(s::text, 4, '0') || ' ' || $1,
       case when s = 0 then 'VP of Sales' else 'Sales Manager' end, now()
     from generate_series(0, $4::int) s`,
    [tag, domain, passwordHash, managers],
  );
  // Sellers, the first of them can sign in too; names sort in a different order than ids.
  await client.query(
    `insert into users (username, email, password_hash, full_name, title, email_confirmed_at)
     select $1 || '_rep' || g, $1 || '.rep' || g || '@' || $2, case when g = 1 then $3 else '-' end,
       (array['Avery','Blake','Casey','Drew','Emery','Finley','Gray','Harper','Jordan','Kai','Logan','Morgan',
         'Noel','Parker','Quinn','Reese','Sage','Taylor'])[1 + (g * 7) % 18] || ' ' ||
       (array['Adams','Baker','Clark','Diaz','Evans','Foster','Garcia','Hughes','Ito','Jones','Khan','Lopez',
         'Moore','Nguyen','Ortiz','Patel','Reed','Silva','Turner','Wong'])[1 + (g * 13) % 20] || ' ' || g,
       'Account Executive', now()
     from generate_series(1, $4::int) g`,
    [tag, domain, passwordHash, sellers],
  );
  await client.query(
    `insert into org_members (org_id, user_id, role, manager_id, manager_set_by, manager_set_at, segment)
     select $1, u.id, case when u.username = $2 || '_staff0' then 'owner' else 'manager' end::org_role,
       null, null, null, null
     from users u where u.username like $2 || '\\_staff%'`,
    [orgId, tag],
  );
  const { rows: staff } = await client.query<{ id: number; username: string }>(
    `select id, username from users where username like $1 || '\\_staff%' order by id`,
    [tag],
  );
  const ownerId = staff.find((s) => s.username === `${tag}_staff0`)!.id;
  const managerIds = staff.filter((s) => s.id !== ownerId).map((s) => s.id);
  await client.query(`update organizations set created_by = $1 where id = $2`, [ownerId, orgId]);
  await client.query(
    `insert into org_members (org_id, user_id, role, manager_id, manager_set_by, manager_set_at, segment)
     select $1, u.id, 'seller', ($3::int[])[1 + (substr(u.username, length($2) + 5)::int - 1) % $4], $5, now(),
       ($6::text[])[1 + (substr(u.username, length($2) + 5)::int * 3) % 4]
     from users u where u.username like $2 || '\\_rep%'`,
    [orgId, tag, managerIds, managerIds.length, ownerId, SEGMENTS],
  );
  // Eight quarters (2024-2025) per seller: about 45% verified, 15% pending review, the rest unverified.
  await client.query(
    `insert into quota_records (user_id, year, quarter, quota, attainment, attainment_percent, proof_type,
       review_status, is_verified, verified_at, created_at)
     select r.user_id, r.year, r.quarter, r.quota, r.attainment, round(r.attainment * 100 / r.quota, 2),
       case when r.draw < 0.45 then 'manager_esign' else 'none' end::proof_type,
       case when r.draw >= 0.45 and r.draw < 0.6 then 'pending' else 'none' end::review_status,
       r.draw < 0.45, case when r.draw < 0.45 then now() end,
       now() - ((2026 - r.year) * 4 - r.quarter) * interval '90 days'
     from (
       select m.user_id, 2024 + q / 4 as year, 1 + q % 4 as quarter, d.quota,
         round(d.quota * (0.4 + random() * 1.1)::numeric, 2) as attainment, random() as draw
       from org_members m
       cross join generate_series(0, 7) q
       cross join lateral (select (250000 + floor(random() * 30) * 25000)::numeric(15, 2) as quota) d
       where m.org_id = $1 and m.role = 'seller'
     ) r`,
    [orgId],
  );
  // Pending attestations in the managers' queues: about one unverified record in five.
  await client.query(
    `insert into org_attestations (org_id, user_id, quota_record_id, manager_id, status, figures_hash, figures)
     select $1, q.user_id, q.id, m.manager_id, 'pending', md5(q.id::text) || md5(q.user_id::text),
       jsonb_build_object('year', q.year, 'quarter', q.quarter, 'quota', q.quota, 'attainment', q.attainment)
     from quota_records q join org_members m on m.user_id = q.user_id and m.org_id = $1
     where not q.is_verified and q.review_status = 'none' and q.id % 5 = 0`,
    [orgId],
  );
  // A few other portfolio items, so completion varies.
  await client.query(
    `insert into achievements (user_id, title, description)
     select m.user_id, 'President''s Club ' || (2020 + m.user_id % 5), 'Top of the region that year.'
     from org_members m where m.org_id = $1 and m.role = 'seller' and m.user_id % 3 <> 0`,
    [orgId],
  );
  await client.query("commit");
  await client.query("analyze");
  const { rows: firstSeller } = await client.query<{ id: number }>(`select id from users where username = $1`, [
    `${tag}_rep1`,
  ]);
  return {
    orgId,
    sellers,
    managers,
    owner: { id: ownerId, email: `${tag}.staff0@${domain}`, password: ORG_SEED_PASSWORD },
    manager: { id: managerIds[0]!, email: `${tag}.staff1@${domain}`, password: ORG_SEED_PASSWORD },
    seller: { id: firstSeller[0]!.id, email: `${tag}.rep1@${domain}`, password: ORG_SEED_PASSWORD },
  };
}
