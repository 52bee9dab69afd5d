// Contests over HTTP. On the suite's server: who may start, see and delete one (a manager for their own team only),
// and what each role reads of a leaderboard. On a server of its own whose HubSpot is a local stand-in holding a small
// company with chosen figures (tests/stubs/employer-crm-data.ts): the leaderboards of the three metrics from the
// employer's signed-off quarters and synced deals, with deliberate ties, what a seller and a manager see of them, and
// the contests job awarding the winners once, however often and however concurrently it runs.
import fs from "node:fs";
import path from "node:path";
import { employerCrmData, salesforceId, type EmployerCrmData } from "../stubs/employer-crm-data";
import { startHubSpotStub, type HubSpotStub } from "../stubs/hubspot";
import {
  connectEmployer,
  employerOrg,
  memberWithRole,
  signOff,
  syncEmployer,
  type EmployerOrg,
} from "./employer-crm-helpers";
import { expect, newUser, test, uniqueSuffix, type RegisteredUser } from "./helpers";
import { addMember, createOrg, operatorVerifyDomain, setManager, setOrgPlan } from "./orgs-helpers";
import { ownServerProblem } from "./production-build";
import { runJob } from "./run-job";
import { type ServerProcess, startConfiguredServer, stopServer } from "./server-process";

type Row = { rank: number; userId: number; name: string; value: number | null; isMe: boolean };
type Board = {
  contest: { id: number; status: string; awardedAt: string | null };
  rows: Row[];
  me: { rank: number; value: number | null } | null;
  currencies: string[];
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function startContest(user: RegisteredUser, orgId: number, body: Record<string, unknown>) {
  return user.api.post(`/api/orgs/${orgId}/contests`, { data: body });
}

async function created(user: RegisteredUser, orgId: number, body: Record<string, unknown>): Promise<{ id: number }> {
  const response = await startContest(user, orgId, body);
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function board(user: RegisteredUser, orgId: number, contestId: number): Promise<Board> {
  const response = await user.api.get(`/api/orgs/${orgId}/contests/${contestId}/leaderboard`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

const listed = async (user: RegisteredUser, orgId: number) =>
  ((await (await user.api.get(`/api/orgs/${orgId}/contests`)).json()) as { id: number }[]).map((c) => c.id);

test.describe("on the suite's server", () => {
  test("owners and admins start contests for anyone, a manager for their own team only", async ({ newUser }) => {
    const owner = await newUser();
    const org = await createOrg(owner, "Contoso Contests");
    await setOrgPlan(org.id, 20);
    const [admin, manager, otherManager, seller, recruiter] = [
      await newUser(),
      await newUser(),
      await newUser(),
      await newUser(),
      await newUser(),
    ];
    await addMember(owner, org.id, admin, "admin");
    await addMember(owner, org.id, manager, "manager");
    await addMember(owner, org.id, otherManager, "manager");
    await addMember(owner, org.id, seller, "seller");
    await addMember(owner, org.id, recruiter, "recruiter");
    await setManager(owner, org.id, seller, manager);
    const window = { start: day(-20), end: day(40) };
    const contest = { name: "Summer Blitz", metric: "deal_count", ...window };

    // Enterprise but no verified domain: the winners' awards could not name the organisation.
    const early = await startContest(admin, org.id, contest);
    expect(early.status()).toBe(409);
    expect((await early.json()).error.code).toBe("conflict");
    await operatorVerifyDomain(org.id, `contoso-${uniqueSuffix()}.test`);

    const byAdmin = await startContest(admin, org.id, { ...contest, prize: "A day off" });
    expect(byAdmin.status(), await byAdmin.text()).toBe(201);
    expect(await byAdmin.json()).toMatchObject({
      name: "Summer Blitz",
      metric: "deal_count",
      ...window,
      scope: { managerId: null, segment: null },
      prize: "A day off",
      status: "running",
      awardedAt: null,
    });
    const team = { ...contest, name: "Team sprint", scope: { managerId: manager.id } };
    expect((await startContest(manager, org.id, team)).status()).toBe(201);
    expect(
      (await startContest(manager, org.id, { ...team, scope: { managerId: manager.id, segment: "SMB" } })).status(),
    ).toBe(201);
    // Another manager's team, or everyone: not a manager's to run.
    expect((await startContest(otherManager, org.id, team)).status()).toBe(403);
    expect((await startContest(manager, org.id, contest)).status()).toBe(403);
    expect((await startContest(seller, org.id, contest)).status()).toBe(403);
    expect((await startContest(recruiter, org.id, contest)).status()).toBe(403);
    // Another organisation's member learns nothing, not even that it exists.
    const stranger = await newUser();
    expect((await startContest(stranger, org.id, contest)).status()).toBe(404);
    expect((await stranger.api.get(`/api/orgs/${org.id}/contests`)).status()).toBe(404);

    // Mistakes are the caller's: 422 with the field, never a 500.
    const backwards = await startContest(admin, org.id, { ...contest, start: window.end, end: window.start });
    expect(backwards.status()).toBe(422);
    expect((await backwards.json()).error.fields).toHaveProperty("end");
    const tooLong = await startContest(admin, org.id, { ...contest, start: "2024-01-01", end: "2025-01-01" });
    expect((await tooLong.json()).error.fields).toEqual({ end: "A contest runs 366 days at most" });
    const noQuarter = await startContest(admin, org.id, { ...contest, metric: "attainment", ...window });
    expect(noQuarter.status()).toBe(422);
    const nobody = await startContest(admin, org.id, { ...contest, scope: { managerId: stranger.id } });
    expect(nobody.status()).toBe(422);
    expect((await nobody.json()).error.fields).toEqual({ "scope.managerId": "Choose a manager in this organisation" });
    const huge = await startContest(admin, org.id, { ...contest, scope: { managerId: 99_999_999_999 } });
    expect(huge.status()).toBe(422);
    expect((await startContest(admin, org.id, { ...contest, metric: "revenue" })).status()).toBe(422);

    // An organisation not on Enterprise: 402, whoever asks.
    const small = await createOrg(stranger, "Smallco");
    expect((await startContest(stranger, small.id, contest)).status()).toBe(402);
    expect((await stranger.api.get(`/api/orgs/${small.id}/contests`)).status()).toBe(402);

    const trail = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as { action: string }[];
    expect(trail.filter((e) => e.action === "contest_created")).toHaveLength(3);
  });

  test("sellers see the contests they are in; ranks for all, figures as the team view shows them", async ({
    newUser,
  }) => {
    const owner = await newUser();
    const org = await createOrg(owner, "Fabrikam Contests");
    await setOrgPlan(org.id, 20);
    const [manager, otherManager, report, outsider] = [
      await newUser(),
      await newUser(),
      await newUser(),
      await newUser(),
    ];
    await addMember(owner, org.id, manager, "manager");
    await addMember(owner, org.id, otherManager, "manager");
    await addMember(owner, org.id, report, "seller");
    await addMember(owner, org.id, outsider, "seller");
    await setManager(owner, org.id, report, manager);
    await setManager(owner, org.id, outsider, otherManager);
    await operatorVerifyDomain(org.id, `fabrikam-${uniqueSuffix()}.test`);
    const window = { metric: "closed_amount", start: day(-5), end: day(25) };
    const everyone = await created(owner, org.id, { name: "Everyone", ...window });
    const team = await created(manager, org.id, { name: "Team", ...window, scope: { managerId: manager.id } });

    expect(await listed(report, org.id)).toEqual(expect.arrayContaining([everyone.id, team.id]));
    expect(await listed(outsider, org.id)).toEqual([everyone.id]);
    expect(await listed(otherManager, org.id)).toEqual(expect.arrayContaining([everyone.id, team.id]));
    // A contest the seller is not in does not exist for them.
    expect((await outsider.api.get(`/api/orgs/${org.id}/contests/${team.id}`)).status()).toBe(404);
    expect((await outsider.api.get(`/api/orgs/${org.id}/contests/${team.id}/leaderboard`)).status()).toBe(404);
    expect((await report.api.get(`/api/orgs/${org.id}/contests/${team.id}`)).status()).toBe(200);

    const mine = await board(report, org.id, team.id);
    expect(mine.rows.map((r) => r.userId)).toEqual([report.id]);
    expect(mine.rows[0]).toMatchObject({ rank: 1, value: 0, isMe: true });
    expect(mine.me).toEqual({ rank: 1, value: 0 });
    // Another manager sees the ranks of a team that is not theirs, never its figures.
    const notTheirs = await board(otherManager, org.id, team.id);
    expect(notTheirs.rows).toEqual([expect.objectContaining({ userId: report.id, value: null, isMe: false })]);
    expect(notTheirs.me).toBeNull();
    const all = await board(outsider, org.id, everyone.id);
    expect(all.rows).toHaveLength(5);
    expect(all.rows.filter((r) => r.value !== null).map((r) => r.userId)).toEqual([outsider.id]);
    const byOwner = await board(owner, org.id, everyone.id);
    expect(byOwner.rows.every((r) => r.value === 0)).toBe(true);

    // Deleting: the manager who started it or an admin; nobody else.
    expect((await otherManager.api.delete(`/api/orgs/${org.id}/contests/${team.id}`)).status()).toBe(403);
    expect((await report.api.delete(`/api/orgs/${org.id}/contests/${team.id}`)).status()).toBe(403);
    expect((await manager.api.delete(`/api/orgs/${org.id}/contests/${everyone.id}`)).status()).toBe(403);
    expect((await manager.api.delete(`/api/orgs/${org.id}/contests/${team.id}`)).status()).toBe(200);
    expect((await manager.api.get(`/api/orgs/${org.id}/contests/${team.id}`)).status()).toBe(404);
    expect((await owner.api.delete(`/api/orgs/${org.id}/contests/${everyone.id}`)).status()).toBe(200);
    expect(await listed(report, org.id)).toEqual([]);
    const trail = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as { action: string }[];
    expect(trail.filter((e) => e.action === "contest_deleted")).toHaveLength(2);
  });
});

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
