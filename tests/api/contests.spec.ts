// Contests over HTTP on the suite's server: who may start, see and delete one (a manager for their own team only),
// and what each role reads of a leaderboard. The employer's figures and deals: contests-crm.spec.ts.
import { board, created, day, listed, startContest } from "./contests-helpers";
import { expect, test, uniqueSuffix } from "./helpers";
import { addMember, createOrg, operatorVerifyDomain, setManager, setOrgPlan } from "./orgs-helpers";

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
