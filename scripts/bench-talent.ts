// The talent network at scale: 100,000 listed reps (and 10,000 unlisted) on PostgreSQL, searched by a recruiter of an
// Enterprise organisation through the app's own functions (`searchTalent`, `talentCard`: role and plan checks, the
// organisation's domains, blocking, filters, cursor paging, the view record and audit row of a card). Reports p50 and
// p99 of a filtered search (budget: p99 <= 150 ms) and of a card, each beside a baseline of the same run: a
// primary-key lookup of one users row through the same pool, so a slower machine shows as a slower baseline too.
// PostgreSQL: a throwaway database on DATABASE_URL's server when it is set, else a throwaway local cluster; without
// either the part is skipped. scripts/bench.ts runs it in a child process (it needs the react-server condition):
//   npx tsx --conditions=react-server scripts/bench-talent.ts [--explain]
// `--explain` prints PostgreSQL's plan (EXPLAIN ANALYZE) of every search's first page before timing them;
// `--detail` prints the times of each search.
import { Client } from "pg";
import { throwawayPostgres } from "./bench/throwaway-postgres";
import { seedTalent } from "./bench/talent-seed";

const LISTED = 100_000;
const UNLISTED = 10_000;
const SEARCH_BUDGET_P99_MS = 150;
const SEARCH_SAMPLES = 600;
const CARD_SAMPLES = 300;
const BASELINE_SAMPLES = 600;
const MAX_PAGES = 5;

/** The recruiter's searches as the query string gives them; `pages` follows nextCursor up to that many pages. */
const SEARCHES: { query: Record<string, string>; pages: number }[] = [
  { query: {}, pages: MAX_PAGES },
  { query: { q: "cybersecurity" }, pages: MAX_PAGES },
  { query: { q: "enterprise account executive" }, pages: 2 },
  { query: { q: "vp of sales" }, pages: 1 },
  { query: { segment: "strategic" }, pages: MAX_PAGES },
  { query: { segment: "enterprise", minAttainment: "120" }, pages: 3 },
  { query: { minAttainment: "150" }, pages: MAX_PAGES },
  { query: { minAttainment: "80" }, pages: MAX_PAGES },
  { query: { location: "London" }, pages: MAX_PAGES },
  { query: { location: "salt lake" }, pages: 2 },
  { query: { location: "Reykjavik" }, pages: 1 },
  { query: { q: "payments", segment: "mid_market", location: "Austin" }, pages: 2 },
  { query: { q: "founding", minAttainment: "100", location: "remote" }, pages: 2 },
  { query: { q: "healthcare CFOs", segment: "enterprise", minAttainment: "100", location: "New York" }, pages: 1 },
  { query: { q: "observability banks", segment: "strategic", minAttainment: "120" }, pages: 1 },
  { query: { q: "smb", segment: "smb", location: "Toronto" }, pages: MAX_PAGES },
  { query: { q: "nonexistentword" }, pages: 1 },
];

const target = await throwawayPostgres(process.env.DATABASE_URL);
if (typeof target === "string") {
  console.log(`talent: skipped: no PostgreSQL (${target})`);
  process.exit(0);
}
process.env.DATABASE_URL = target.url;
delete process.env.PGLITE_DIR;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

try {
  const { closeDatabase, getDb, openDatabase } = await import("../lib/server/db/client");
  const { migrateDatabase } = await import("../lib/server/db/migrate");
  const { users } = await import("../lib/server/db/schema");
  const { eq } = await import("drizzle-orm");
  const { searchPlan, searchTalent, talentCard, talentSearchQuery } = await import("../lib/server/talent/search");
  const { blockingDomains, talentRecruiter } = await import("../lib/server/talent/access");
  const { talentSearchSchema } = await import("../lib/validators/talent");
  try {
    await migrateDatabase(await openDatabase());
    const seeding = performance.now();
    const client = new Client({ connectionString: target.url });
    await client.connect();
    const seed = await seedTalent(client, LISTED, UNLISTED).finally(() => client.end());
    console.log(
      `talent: ${LISTED.toLocaleString("en-US")} listed reps (and ${UNLISTED.toLocaleString("en-US")} unlisted) seeded in ` +
        `${((performance.now() - seeding) / 1000).toFixed(1)} s on ${target.where}`,
    );
    // The talent job's work after the seed's writes (a search answers stored facts only).
    const { refreshStaleListings } = await import("../lib/server/talent/facts");
    while ((await refreshStaleListings()) > 0);
    const db = await getDb();
    // Each call checks the membership, role and plan as the routes do.
    const recruiter = () => talentRecruiter(seed.recruiterId, seed.orgId, db);
    const search = async (query: Record<string, string>) =>
      searchTalent(await recruiter(), talentSearchSchema.parse(query));
    if (process.argv.includes("--explain")) {
      const domains = await blockingDomains(db, seed.orgId);
      const explain = new Client({ connectionString: target.url });
      await explain.connect();
      for (const { query } of SEARCHES) {
        const parsed = talentSearchSchema.parse(query);
        const how = await searchPlan(db, parsed);
        const { sql, params } = talentSearchQuery(db, seed.orgId, domains, parsed, how).toSQL();
        const plan = await explain.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off) ${sql}`, params);
        console.log(
          `\n${JSON.stringify(query)} ${JSON.stringify(how)}\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`,
        );
      }
      await explain.end();
    }

    // One pass of every search, its pages followed: what the samples below repeat.
    const profileIds = new Set<string>();
    const bySearch = new Map<string, number[]>();
    const pass = async (times: number[] | null) => {
      for (const { query, pages } of SEARCHES) {
        const key = JSON.stringify(query);
        let cursor: string | undefined;
        for (let page = 0; page < pages; page++) {
          let answer: Awaited<ReturnType<typeof search>> | undefined;
          const took = await timed(async () => {
            answer = await search(cursor ? { ...query, cursor } : query);
          });
          times?.push(took);
          if (times) bySearch.set(key, [...(bySearch.get(key) ?? []), took]);
          for (const card of answer!.results) profileIds.add(card.profileId);
          if (!answer!.nextCursor) break;
          cursor = answer!.nextCursor;
        }
      }
    };
    await pass(null);
    const searchTimes: number[] = [];
    while (searchTimes.length < SEARCH_SAMPLES) await pass(searchTimes);

    const visible = [...profileIds];
    for (let i = 0; i < 10; i++) await talentCard(await recruiter(), visible[i % visible.length]!);
    const cardTimes: number[] = [];
    for (let i = 0; i < CARD_SAMPLES; i++) {
      const profileId = visible[(i * 7919) % visible.length]!;
      cardTimes.push(await timed(async () => talentCard(await recruiter(), profileId)));
    }

    const lookup = (i: number) =>
      db
        .select()
        .from(users)
        .where(eq(users.id, 1 + ((i * 7919) % LISTED)));
    for (let i = 0; i < 20; i++) await lookup(i);
    const baseTimes: number[] = [];
    for (let i = 0; i < BASELINE_SAMPLES; i++) baseTimes.push(await timed(() => lookup(i)));

    if (process.argv.includes("--detail")) {
      for (const [key, times] of bySearch) {
        const { p50 } = stats(times);
        console.log(`  ${key}: ${times.length} pages, p50 ${ms(p50)}, max ${ms(Math.max(...times))}`);
      }
    }
    const searchStats = stats(searchTimes);
    const cardStats = stats(cardTimes);
    const base = stats(baseTimes);
    const ok = searchStats.p99 <= SEARCH_BUDGET_P99_MS;
    const beside = (s: { p50: number; p99: number }) =>
      `${(s.p50 / base.p50).toFixed(0)}× (p50) a primary-key lookup of one users row (p50 ${ms(base.p50)}, p99 ${ms(base.p99)})`;
    console.log(
      `talent: filtered search p50 ${ms(searchStats.p50)}, p99 ${ms(searchStats.p99)} (budget p99 ${SEARCH_BUDGET_P99_MS} ms) ` +
        `${ok ? "OK" : "OVER BUDGET"}; ${searchTimes.length} searches of ${SEARCHES.length} filter mixes and their pages; ${beside(searchStats)}`,
    );
    console.log(
      `talent: card p50 ${ms(cardStats.p50)}, p99 ${ms(cardStats.p99)} (${cardTimes.length} cards, each recorded as a view); ${beside(cardStats)}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await closeDatabase();
  }
} finally {
  await target.stop();
}
