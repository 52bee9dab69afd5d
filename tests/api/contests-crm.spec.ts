// Contests on a server of its own whose HubSpot is a local stand-in holding a small company with chosen figures
// (tests/stubs/employer-crm-data.ts): the leaderboards of the three metrics from the employer's signed-off quarters
// and synced deals, with deliberate ties, what a seller and a manager see of them, the contests job awarding the
// winners once, however often and however concurrently it runs, and the largest-deal rule on the same deals.
import fs from "node:fs";
import path from "node:path";
import { employerCrmData, salesforceId, type EmployerCrmData } from "../stubs/employer-crm-data";
import { startHubSpotStub, type HubSpotStub } from "../stubs/hubspot";
import { board, created, day, type Row } from "./contests-helpers";
import {
  connectEmployer,
  employerOrg,
  memberWithRole,
  signOff,
  syncEmployer,
  type EmployerOrg,
} from "./employer-crm-helpers";
import { expect, newUser, test, type RegisteredUser } from "./helpers";
import { setManager } from "./orgs-helpers";
import { ownServerProblem } from "./production-build";
import { runJob } from "./run-job";
import { type ServerProcess, startConfiguredServer, stopServer } from "./server-process";

/**
 * Four sellers with a quota of 100,000 a quarter in Q1 and Q2 2024, and these closed-won deals (Q1 | Q2):
 * s0 60,000 (Feb 10) | 60,000 (May 10); s1 100,000 (Mar 5) | 20,000 (Apr 15); s2 50,000 (Jan 20, Feb 20, Mar 20) | none;
 * s3 a lost deal only. A CRM user who is no member won a large deal.
 */
function company(seed: number): EmployerCrmData {
  const data = employerCrmData({ sellers: 4, quarters: 2, firstYear: 2024, seed, domain: `contests-${seed}.example` });
  data.quotas = data.quotas.map((q) => ({ ...q, amount: 100_000, currency: "USD" }));
  const deal = (n: number, owner: number, amount: number, closeDate: string, won = true) => ({
    id: salesforceId("006", 100_000 * seed + n),
    name: `Contest deal ${n}`,
    amount,
    currency: "USD",
    closeDate,
    owner,
    won,
    splits: null,
  });
  data.deals = [
    deal(1, 0, 60_000, "2024-02-10"),
    deal(2, 0, 60_000, "2024-05-10"),
    deal(3, 1, 100_000, "2024-03-05"),
    deal(4, 1, 20_000, "2024-04-15"),
    deal(5, 2, 50_000, "2024-01-20"),
    deal(6, 2, 50_000, "2024-02-20"),
    deal(7, 2, 50_000, "2024-03-20"),
    deal(8, 3, 500_000, "2024-02-01", false),
    // The operations admin (data.others[0]) is in the CRM, not in the organisation.
    deal(9, 4, 900_000, "2024-02-01"),
  ];
  return data;
}

test.describe("on a server with the employer's CRM", () => {
  const skipReason = ownServerProblem();
  test.skip(skipReason !== null, skipReason ?? "");
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  const seed = 1 + Math.floor(Math.random() * 1000);
  const data = company(seed);
  const dir = path.join(".data", `test-contests-${seed}-${Date.now().toString(36)}`);
  const users: RegisteredUser[] = [];
  let hubspot: HubSpotStub;
  let server: ServerProcess;
  let acme: EmployerOrg;
  let manager: RegisteredUser;
  const ids: Record<"attainment" | "firstQuarter" | "amount" | "count" | "team" | "live", number> = {
    attainment: 0,
    firstQuarter: 0,
    amount: 0,
    count: 0,
    team: 0,
    live: 0,
  };
  const seller = (n: number) => acme.sellers[n]!;

  test.beforeAll(async ({ playwright: _playwright }, testInfo) => {
    testInfo.setTimeout(300_000);
    hubspot = await startHubSpotStub();
    hubspot.employer = data;
    server = await startConfiguredServer(dir, { ...hubspot.env, CRON_SECRET: process.env.QP_TEST_CRON_SECRET });
    acme = await employerOrg(server.url, data, 4, users);
    manager = await memberWithRole(server.url, acme, data.domain, "manager", users);
    for (const n of [0, 1, 2]) await setManager(acme.owner, acme.id, seller(n), manager);
    await connectEmployer(acme.owner.api, acme.id, "hubspot");
    await syncEmployer(acme.owner.api, acme.id);
    // s3's quarters stay unsigned: no employer figure, so no attainment (null, ranked last).
    const rows = [0, 1, 2].flatMap((n) => ["2024-Q1", "2024-Q2"].map((period) => ({ userId: seller(n).id, period })));
    const signed = await signOff(acme.owner.api, acme.id, rows);
    expect(signed.status(), await signed.text()).toBe(200);
    expect(await signed.json()).toMatchObject({ signed: 6 });
  });

  test.afterAll(async () => {
    await Promise.all(users.map((user) => user.api.dispose()));
    if (server) await stopServer(server, "SIGTERM");
    await hubspot?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.lock`, { force: true });
  });

  test("leaderboards rank the employer's figures, ties share a rank in a fixed order", async () => {
    const owner = acme.owner;
    // s3's own figures are not the employer's: a self-reported quarter and a deal of their own count for nothing.
    const own = await seller(3).api.post("/api/quota-records", {
      data: { year: 2024, periodType: "quarterly", quarter: 1, quota: "100000", attainment: "900000" },
    });
    expect(own.status(), await own.text()).toBe(201);
    const ownDeal = await seller(3).api.post("/api/deal-highlights", {
      data: { title: "My own mega deal", description: "Closed it myself in February.", arrValue: "5000000" },
    });
    expect(ownDeal.status(), await ownDeal.text()).toBe(201);

    ids.attainment = (
      await created(owner, acme.id, { name: "H1 Club", metric: "attainment", start: "2024-01-01", end: "2024-06-30" })
    ).id;
    // Only Q1 lies wholly inside this window.
    ids.firstQuarter = (
      await created(owner, acme.id, { name: "Q1 Club", metric: "attainment", start: "2024-01-01", end: "2024-05-15" })
    ).id;
    const window = { start: "2024-02-01", end: "2024-03-31" };
    ids.amount = (
      await created(owner, acme.id, {
        name: "Spring Bookings",
        metric: "closed_amount",
        ...window,
        prize: "Dinner for two",
      })
    ).id;
    ids.count = (await created(owner, acme.id, { name: "Spring Logos", metric: "deal_count", ...window })).id;
    ids.team = (
      await created(manager, acme.id, {
        name: "Team Logos",
        metric: "deal_count",
        ...window,
        scope: { managerId: manager.id },
      })
    ).id;
    ids.live = (
      await created(owner, acme.id, { name: "This Month", metric: "closed_amount", start: day(-10), end: day(10) })
    ).id;

    const sellersOnly = (rows: Row[]) =>
      rows
        .filter((r) => acme.sellers.some((s) => s.id === r.userId))
        .map((r) => [acme.sellers.findIndex((s) => s.id === r.userId), r.rank, r.value]);

    const attainment = await board(owner, acme.id, ids.attainment);
    expect(sellersOnly(attainment.rows)).toEqual([
      [2, 1, 75],
      [0, 2, 60],
      [1, 2, 60],
      [3, expect.any(Number), null],
    ]);
    // Everyone without an employer figure (the owner, the manager, s3) shares the last rank.
    expect(attainment.rows.slice(3).every((r) => r.value === null && r.rank === 4)).toBe(true);
    expect(sellersOnly((await board(owner, acme.id, ids.firstQuarter)).rows).slice(0, 3)).toEqual([
      [2, 1, 150],
      [1, 2, 100],
      [0, 3, 60],
    ]);

    const amount = await board(owner, acme.id, ids.amount);
    expect(sellersOnly(amount.rows)).toEqual([
      [1, 1, 100_000],
      [2, 1, 100_000],
      [0, 3, 60_000],
      [3, 4, 0],
    ]);
    expect(amount.currencies).toEqual(["USD"]);
    // The order of equal values is fixed: by name, then id; the same on every read.
    const names = amount.rows.filter((r) => r.rank === 4).map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect((await board(owner, acme.id, ids.amount)).rows).toEqual(amount.rows);

    expect(sellersOnly((await board(owner, acme.id, ids.count)).rows)).toEqual([
      [2, 1, 2],
      [0, 2, 1],
      [1, 2, 1],
      [3, 4, 0],
    ]);
    // The manager's contest covers their direct reports only.
    expect(sellersOnly((await board(manager, acme.id, ids.team)).rows)).toEqual([
      [2, 1, 2],
      [0, 2, 1],
      [1, 2, 1],
    ]);
    expect((await board(manager, acme.id, ids.team)).rows).toHaveLength(3);
  });

  test("a seller sees peers' ranks and only their own figure; a manager sees their reports' figures", async () => {
    const mine = await board(seller(0), acme.id, ids.amount);
    expect(mine.rows.map((r) => r.rank)).toEqual(
      (await board(acme.owner, acme.id, ids.amount)).rows.map((r) => r.rank),
    );
    expect(mine.rows.filter((r) => r.value !== null)).toEqual([
      { rank: 3, userId: seller(0).id, name: seller(0).fullName, value: 60_000, isMe: true },
    ]);
    expect(mine.me).toEqual({ rank: 3, value: 60_000 });

    // The manager's reports' figures, and the manager's own (0: they sold nothing); never s3's or the owner's.
    const managers = await board(manager, acme.id, ids.amount);
    const visible = managers.rows.filter((r) => r.value !== null).map((r) => r.userId);
    expect(visible.sort()).toEqual([seller(0).id, seller(1).id, seller(2).id, manager.id].sort());
    expect(managers.rows.find((r) => r.userId === seller(3).id)?.value).toBeNull();
    // Not in the manager's contest, s3 does not see it at all.
    expect((await seller(3).api.get(`/api/orgs/${acme.id}/contests/${ids.team}/leaderboard`)).status()).toBe(404);
  });

  test("the contests job awards the rank-1 members of ended contests once, however often it runs", async () => {
    // Two runs at once, then a third: each ended contest is claimed by one run.
    const [a, b] = await Promise.all([runJob(acme.owner.api, "contests"), runJob(acme.owner.api, "contests")]);
    expect(Number(a.finished) + Number(b.finished)).toBe(5);
    expect(Number(a.winners) + Number(b.winners)).toBe(6);
    expect(await runJob(acme.owner.api, "contests")).toMatchObject({ finished: 0, winners: 0 });

    const awards = (await (await acme.owner.api.get(`/api/orgs/${acme.id}/awards`)).json()) as {
      userId: number;
      contestId: number | null;
      title: string;
      achievementId: number;
    }[];
    const winnersOf = (id: number) =>
      awards
        .filter((a) => a.contestId === id)
        .map((a) => a.userId)
        .sort();
    expect(winnersOf(ids.amount)).toEqual([seller(1).id, seller(2).id].sort());
    expect(winnersOf(ids.attainment)).toEqual([seller(2).id]);
    expect(winnersOf(ids.firstQuarter)).toEqual([seller(2).id]);
    expect(winnersOf(ids.count)).toEqual([seller(2).id]);
    expect(winnersOf(ids.team)).toEqual([seller(2).id]);
    expect(winnersOf(ids.live)).toEqual([]);

    // On the winner's book: a verified recognition saying what it rests on.
    const achievements = (await (await seller(1).api.get("/api/achievements")).json()) as {
      title: string;
      description: string;
      category: string;
      isVerified: boolean;
      dateReceived: string;
      assurance: { level: number; label: string; evidence: string };
    }[];
    const won = achievements.filter((x) => x.title === "Winner: Spring Bookings");
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ category: "recognition", isVerified: true, dateReceived: "2024-03-31" });
    expect(won[0]!.assurance).toMatchObject({
      level: 3,
      evidence: `Awarded by Acme ${data.domain} as the winner of the contest 'Spring Bookings', 2024-02-01 to 2024-03-31`,
    });
    expect(won[0]!.description).toContain("100,000.00 USD");
    expect(won[0]!.description).toContain("Prize: Dinner for two.");

    const ended = await board(seller(1), acme.id, ids.amount);
    expect(ended.contest).toMatchObject({ status: "awarded", awardedAt: expect.any(String) });
    expect((await board(acme.owner, acme.id, ids.live)).contest).toMatchObject({ status: "running", awardedAt: null });
    // An awarded contest stays: its awards are revoked one by one.
    expect((await acme.owner.api.delete(`/api/orgs/${acme.id}/contests/${ids.amount}`)).status()).toBe(409);
    const trail = (await (await acme.owner.api.get(`/api/orgs/${acme.id}/audit`)).json()) as {
      action: string;
      details: { contestId?: number; winners?: number[] };
    }[];
    const awarded = trail.filter((e) => e.action === "contest_awarded");
    expect(awarded).toHaveLength(5);
    expect(awarded.find((e) => e.details.contestId === ids.amount)?.details.winners?.sort()).toEqual(
      [seller(1).id, seller(2).id].sort(),
    );
  });

  test("the largest-deal rule recognises the owner of each closed quarter's biggest won deal, once", async () => {
    const made = await acme.owner.api.post(`/api/orgs/${acme.id}/recognition-rules`, {
      data: { name: "Biggest deal", kind: "largest_deal", periodType: "quarter" },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id: ruleId } = (await made.json()) as { id: number };
    await Promise.all([runJob(acme.owner.api, "recognition"), runJob(acme.owner.api, "recognition")]);
    await runJob(acme.owner.api, "recognition");
    const awards = (await (await acme.owner.api.get(`/api/orgs/${acme.id}/awards`)).json()) as {
      userId: number;
      ruleId: number | null;
      period: string | null;
      description: string;
    }[];
    const mine = awards.filter((a) => a.ruleId === ruleId);
    // Q1: s1's 100,000 (s3's 500,000 was lost; the 900,000 is a non-member's). Q2: s0's 60,000 over s1's 20,000.
    expect(mine.map((a) => [a.userId, a.period]).sort()).toEqual(
      [
        [seller(1).id, "2024-Q1"],
        [seller(0).id, "2024-Q2"],
      ].sort(),
    );
    expect(mine.find((a) => a.period === "2024-Q1")!.description).toContain("USD 100,000");
  });

  test("a stranger to the organisation gets 404 for its contests", async () => {
    const stranger = await newUser(undefined, {}, server.url);
    users.push(stranger);
    expect((await stranger.api.get(`/api/orgs/${acme.id}/contests/${ids.amount}/leaderboard`)).status()).toBe(404);
    expect((await stranger.api.delete(`/api/orgs/${acme.id}/contests/${ids.live}`)).status()).toBe(404);
  });
});
