// The talent benchmark's dataset, written set-based (generate_series) so 100,000 reps take seconds: accounts with
// personal or company addresses, confirmed work addresses for some, and listings with a realistic spread of segments,
// locations, headlines, roles, work modes, blocked domains and computed facts (attainment bands per year, verified
// counts, deal bands). Beside them, an Enterprise organisation with an owner, a recruiter, sellers who are listed
// reps themselves, and verified domains that some reps work at or blocked. The same seed gives the same data.
import type { Client } from "pg";

export type TalentSeed = { orgId: number; recruiterId: number; listed: number; unlisted: number };

/** The organisation's verified domains: its own, and two acquired companies, one a large employer of reps (pool's 0 and 6). */
export const ORG_DOMAINS = ["northwind.com", "acme.com", "hooli.com"];

// A pool of 400 company domains; pool index n is drawn as floor(400 * r²), so a few companies employ many reps.
const COMPANY_FUNCTION = `
create function pg_temp.company(n int) returns text language sql immutable as $$
  select (array['acme','globex','initech','umbrella','stark','wayne','hooli','vandelay','wonka','tyrell',
    'cyberdyne','soylent','massive','aperture','oscorp','gringotts','monarch','dunder','prestige','sterling',
    'pied','bluth','krusty','nakatomi','virtucon','gekko','duff','contoso','fabrikam','northwind',
    'tailspin','woodgrove','litware','proseware','adatum','fourth','lucerne','margie','trey','wingtip'])[1 + n % 40]
    || (array['', 'hq', 'labs', 'cloud', 'soft', 'data', 'ai', 'works', 'tech', 'io'])[1 + (n / 40) % 10] || '.com'
$$`;

const BAND_FUNCTION = `
create function pg_temp.band(p numeric) returns text language sql immutable as $$
  select case when p >= 150 then '>= 150%' when p >= 120 then '>= 120%' when p >= 100 then '100-119%'
    when p >= 80 then '80-99%' else '< 80%' end
$$`;

const LOCATIONS = [
  "New York, NY",
  "San Francisco Bay Area",
  "London, UK",
  "Austin, TX",
  "Chicago, IL",
  "Boston, MA",
  "Remote (US)",
  "Denver, CO",
  "Toronto, ON",
  "Seattle, WA",
  "Atlanta, GA",
  "Dallas, TX",
  "Dublin, Ireland",
  "Remote (EMEA)",
  "Amsterdam, Netherlands",
  "Berlin, Germany",
  "Paris, France",
  "Los Angeles, CA",
  "Sydney, Australia",
  "Singapore",
  "Miami, FL",
  "Raleigh, NC",
  "Salt Lake City, UT",
  "Phoenix, AZ",
  "Nashville, TN",
  "Minneapolis, MN",
  "Stockholm, Sweden",
  "Madrid, Spain",
  "Munich, Germany",
  "Vancouver, BC",
];
const ROLES = [
  "Enterprise AE",
  "Mid-market AE",
  "Strategic account director",
  "SMB account executive",
  "Regional sales manager",
  "Named account executive",
  "Founding AE",
  "Senior account executive",
];
const PRODUCTS = [
  "cybersecurity",
  "data infrastructure",
  "HR software",
  "fintech",
  "payments",
  "martech",
  "developer tools",
  "healthcare IT",
  "supply chain software",
  "observability",
  "CRM",
  "AI platforms",
];
const BUYERS = [
  "the Fortune 500",
  "CFOs",
  "CIOs",
  "mid-market IT",
  "the public sector",
  "retail",
  "manufacturers",
  "banks",
];
const OPEN_TO = [
  "Account Executive",
  "Senior Account Executive",
  "Enterprise Account Executive",
  "Strategic Account Executive",
  "Sales Manager",
  "Regional Director",
  "VP of Sales",
  "Head of Sales",
  "Founding AE",
  "Customer Success Manager",
];

const literal = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;
/** One element of a literal array, chosen by the random column `r` (0..1) raised to `skew` (> 1: the first win). */
const pick = (values: readonly string[], r: string, skew = 1) =>
  `(${literal(values)})[1 + floor(${values.length} * power(${r}, ${skew}))::int]`;

export async function seedTalent(client: Client, listed: number, unlisted: number): Promise<TalentSeed> {
  const total = listed + unlisted;
  await client.query("begin");
  await client.query("select setseed(0.25)");
  await client.query(COMPANY_FUNCTION);
  await client.query(BAND_FUNCTION);
  // Every random draw once per rep, so the derived columns below can use them several times.
  await client.query(`create temporary table seed_draws as
    select g, ${Array.from({ length: 16 }, (_, i) => `random() as r${i}`).join(", ")}
    from generate_series(1, ${total}) g`);
  await client.query(`insert into users (username, email, password_hash, full_name, email_confirmed_at)
    select 'rep' || g,
      'rep' || g || '@' || case when r0 < 0.25 then pg_temp.company(floor(400 * r1 * r1)::int)
        else ${pick(["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me"], "r1")} end,
      '-', 'Bench Rep ' || g, case when r2 < 0.9 then now() end
    from seed_draws`);
  await client.query(`insert into work_emails (user_id, email, normalized, confirmed_at)
    select u.id, d.address, d.address, case when d.r5 < 0.85 then now() end
    from (select g, r5, 'rep' || g || '@' || pg_temp.company(floor(400 * r4 * r4)::int) as address
      from seed_draws where r3 < 0.3) d
    join users u on u.username = 'rep' || d.g`);
  await client.query(`insert into talent_profiles (user_id, profile_id, listed, consent_version, consented_at,
      headline, location, segments, open_to, work_modes, blocked_domains, facts_stale, best_attainment, year_bands,
      verified_periods, verified_items, quota_years, verified_awards, deal_band, search)
    select u.id, p.profile_id, p.g <= ${listed}, '2026-11', now() - (p.r0 * interval '300 days'),
      p.headline, p.location, p.segments, p.open_to, p.work_modes, p.blocked_domains, false, p.best, coalesce(y.bands, '[]'),
      coalesce(y.periods, 0), coalesce(y.periods, 0) + floor(6 * p.r12)::int, round((0.5 + 14 * power(p.r13, 1.5))::numeric, 1),
      floor(4 * p.r14 * p.r14)::int,
      case when p.r15 < 0.3 then null when p.r15 < 0.55 then 'Under $50K' when p.r15 < 0.8 then '$50K-$250K'
        when p.r15 < 0.95 then '$250K-$1M' else '$1M+' end,
      to_tsvector('simple', concat_ws(' ', p.headline, p.location, array_to_string(p.open_to, ' '),
        array_to_string(p.segments, ' ')))
    from (
      select d.*,
        translate(encode(decode(substr(md5('profile' || d.g || d.r15), 1, 24), 'hex'), 'base64'), '+/', '-_') as profile_id,
        case when d.r3 < 0.05 then null else ${pick(ROLES, "d.r3")} || ' selling ' || ${pick(PRODUCTS, "d.r4", 1.3)}
          || ' to ' || ${pick(BUYERS, "d.r5")} end as headline,
        case when d.r6 < 0.08 then null else ${pick(LOCATIONS, "(d.r6 - 0.08) / 0.92", 2)} end as location,
        case when d.r7 < 0.25 then '{smb}' when d.r7 < 0.6 then '{mid_market}' when d.r7 < 0.9 then '{enterprise}'
          else '{strategic}' end::text[]
          || case when d.r8 < 0.3 then case when d.r7 < 0.25 then '{mid_market}' when d.r7 < 0.6 then '{enterprise}'
            when d.r7 < 0.9 then '{strategic}' else '{enterprise}' end else '{}' end::text[] as segments,
        (${literal(OPEN_TO)})[1 + floor(10 * d.r9)::int : least(10, 1 + floor(10 * d.r9)::int + floor(3 * d.r8)::int)]
          as open_to,
        case when d.r10 < 0.35 then '{remote}' when d.r10 < 0.55 then '{remote,hybrid}' when d.r10 < 0.8 then '{hybrid}'
          when d.r10 < 0.9 then '{hybrid,onsite}' else '{onsite}' end::text[] as work_modes,
        case when d.r11 < 0.85 then '{}'::text[] else array(select distinct pg_temp.company(floor(400 * power(random(), 2))::int)
          from generate_series(0, floor((d.r11 - 0.85) * 20)::int) k) end as blocked_domains,
        case when d.r1 < 0.18 then null else round(least(320, greatest(35, 100 + 25 * sqrt(-2 * ln(1 - d.r2))
          * cos(2 * pi() * d.r0)))::numeric, 2) end as best
      from seed_draws d
    ) p
    join users u on u.username = 'rep' || p.g
    left join lateral (
      select jsonb_agg(jsonb_build_object('year', 2025 - i, 'band',
          pg_temp.band(case when i = p.g % (1 + floor(4 * p.r13)::int) then p.best else (p.best - 40 * random())::numeric end),
          'verifiedPeriods', 1 + (i + p.g) % 4) order by i) as bands,
        sum(1 + (i + p.g) % 4)::int as periods
      from generate_series(0, floor(4 * p.r13)::int) i
      where p.best is not null
    ) y on true`);
  // The organisation: an owner and a recruiter at its own domain, and 25 reps of the dataset as its sellers.
  const {
    rows: [org],
  } = await client.query<{ id: number }>(
    `insert into organizations (name, tier, seats) values ('Northwind Talent', 'enterprise', 100) returning id`,
  );
  const orgId = org!.id;
  const { rows: staff } = await client.query<{
    id: number;
    username: string;
  }>(`insert into users (username, email, password_hash, full_name, email_confirmed_at)
    values ('bench_owner', 'owner@northwind.com', '-', 'Bench Owner', now()),
      ('bench_recruiter', 'recruiter@northwind.com', '-', 'Bench Recruiter', now())
    returning id, username`);
  const ownerId = staff.find((s) => s.username === "bench_owner")!.id;
  const recruiterId = staff.find((s) => s.username === "bench_recruiter")!.id;
  await client.query(`update organizations set created_by = $1 where id = $2`, [ownerId, orgId]);
  await client.query(
    `insert into org_members (org_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'recruiter')`,
    [orgId, ownerId, recruiterId],
  );
  await client.query(
    `insert into org_members (org_id, user_id, role)
     select $1, id, 'seller' from users where username in (select 'rep' || g from generate_series(1, 25) g)`,
    [orgId],
  );
  await client.query(
    `insert into org_domains (org_id, domain, method, txt_token, verified_at, added_by)
     select $1, d, 'dns', md5(d), now(), $2 from unnest($3::text[]) d`,
    [orgId, ownerId, ORG_DOMAINS],
  );
  await client.query("commit");
  await client.query("analyze");
  return { orgId, recruiterId, listed, unlisted };
}
