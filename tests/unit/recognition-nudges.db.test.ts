// Recognition nudges on a real embedded database, at fixed dates in Q4 2026: each member a rule covers gets their own
// verified standing (from the employer's records only) and the rules still open to them, once per organisation and
// week even when the job runs twice or twice at once; nobody else's figures; none for a member who turned nudges off
// (in their choices or through the e-mail's own link), none for rules already earned, none before a period's last
// three weeks, none from an organisation that is not vetted.
import "./temp-database";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  mailOutbox,
  orgDomains,
  orgMembers,
  organizations,
  quotaRecords,
  recognitionNudges,
  recognitionPreferences,
  recognitionRules,
  users,
} from "@/lib/server/db/schema";
import { daysLeftIn, dueNudgePeriodTypes, nudgeStandings, nudgeWeek, ordinal } from "@/lib/recognition-nudges";
import { sendDueNudges } from "@/lib/server/recognition/nudges";
import { unsubscribeFromRecognitionMail, viewUnsubscribe } from "@/lib/server/recognition/unsubscribe";

jest.setTimeout(120_000);

/** Sunday 20 December 2026: Q4 (and the year) end in 12 days, today included; the week began on Monday the 14th. */
const NOW = new Date("2026-12-20T10:00:00Z");

let counter = 0;
async function user(fullName: string) {
  const n = counter++;
  const [row] = await (
    await getDb()
  )
    .insert(users)
    .values({ username: `nudge_${n}`, email: `nudge-${n}@acme.test`, passwordHash: "x", fullName })
    .returning({ id: users.id, email: users.email, fullName: users.fullName });
  return row!;
}

/** An organisation on Enterprise; vetted when it has a verified domain. */
async function org(name: string, vetted: boolean) {
  const db = await getDb();
  const [row] = await db.insert(organizations).values({ name, tier: "enterprise", seats: 20 }).returning();
  if (vetted) {
    await db.insert(orgDomains).values({
      orgId: row!.id,
      domain: `${name.toLowerCase().replace(/\W+/g, "")}.test`,
      txtToken: "t".repeat(32),
      verifiedAt: new Date(),
    });
  }
  return row!;
}

/** A quarter's record: the employer's own, signed off from its CRM, or (employerOrgId null) the rep's own. */
async function quarter(
  userId: number,
  q: number,
  percent: number,
  { employerOrgId = null as number | null, year = 2026 } = {},
) {
  await (await getDb()).insert(quotaRecords).values({
    userId,
    year,
    quarter: q,
    quota: "100000",
    attainment: String(percent * 1000),
    attainmentPercent: String(percent),
    isVerified: employerOrgId !== null,
    verifiedAt: employerOrgId !== null ? new Date() : null,
    employerOrgId,
    employerName: employerOrgId !== null ? "Acme Rockets" : null,
    employerSource:
      employerOrgId !== null
        ? {
            provider: "salesforce",
            sourceIds: ["0Q1"],
            sha256: "a".repeat(64),
            signedByName: "Priya Shah",
            signedByTitle: "VP",
            signedAt: new Date().toISOString(),
          }
        : null,
  });
}

async function nudgesTo(email: string) {
  return (await getDb())
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.entityType, "recognition_nudge")))
    .orderBy(mailOutbox.id);
}

describe("when and how a nudge speaks (pure)", () => {
  it("counts the days left with today and finds the ISO week's Monday", () => {
    expect(daysLeftIn("2026-Q4", NOW)).toBe(12);
    expect(daysLeftIn("2026-Q4", new Date("2026-12-31T23:59:00Z"))).toBe(1);
    expect(nudgeWeek(NOW)).toBe("2026-12-14");
    expect(nudgeWeek(new Date("2026-12-14T00:00:00Z"))).toBe("2026-12-14");
    expect(nudgeWeek(new Date("2027-01-01T12:00:00Z"))).toBe("2026-12-28");
  });

  it("nudges about a quarter in its last 21 days only, and about the year in its last 21 days", () => {
    expect(dueNudgePeriodTypes(new Date("2026-12-10T12:00:00Z"))).toEqual([]);
    expect(dueNudgePeriodTypes(new Date("2026-12-11T12:00:00Z"))).toEqual(["quarter", "year"]);
    expect(dueNudgePeriodTypes(new Date("2026-09-10T12:00:00Z"))).toEqual(["quarter"]);
    expect(dueNudgePeriodTypes(new Date("2026-09-09T12:00:00Z"))).toEqual([]);
    expect(dueNudgePeriodTypes(new Date("2026-10-01T00:00:00Z"))).toEqual([]);
  });

  it("says ordinals as people do", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
    ]);
  });

  it("leaves out a streak the earlier periods cannot complete, and every rule already earned", () => {
    const fact = (period: string, attainment: number) => ({
      userId: 1,
      period,
      year: 2026,
      quarter: Number(period.slice(-1)),
      quota: 100,
      closed: attainment,
      attainment,
      currency: "USD",
    });
    const streak = {
      id: 1,
      name: "Hot Streak",
      kind: "streak" as const,
      threshold: 100,
      periods: 3,
      periodType: "quarter" as const,
    };
    expect(nudgeStandings([streak], [fact("2026-Q3", 120), fact("2026-Q2", 99)], NOW)).toEqual([]);
    expect(nudgeStandings([streak], [fact("2026-Q4", 101), fact("2026-Q3", 120), fact("2026-Q2", 100)], NOW)).toEqual(
      [],
    );
  });
});

describe("sending nudges", () => {
  let acme: Awaited<ReturnType<typeof org>>;
  let people: Record<"alex" | "blake" | "casey" | "dana" | "riley" | "owen", Awaited<ReturnType<typeof user>>>;

  beforeAll(async () => {
    const db = await getDb();
    acme = await org("Acme Rockets", true);
    const unvetted = await org("Shadow Corp", false);
    people = {
      alex: await user("Alex Closer"),
      blake: await user("Blake Hunter"),
      casey: await user("Casey Quiet"),
      dana: await user("Dana Optout"),
      riley: await user("Riley Recruiter"),
      owen: await user("Owen Owner"),
    };
    const { alex, blake, casey, dana, riley, owen } = people;
    await db.insert(orgMembers).values([
      { orgId: acme.id, userId: owen.id, role: "owner" },
      { orgId: acme.id, userId: alex.id, role: "seller", segment: "enterprise" },
      { orgId: acme.id, userId: blake.id, role: "seller" },
      { orgId: acme.id, userId: casey.id, role: "seller" },
      { orgId: acme.id, userId: dana.id, role: "seller" },
      { orgId: acme.id, userId: riley.id, role: "recruiter" },
      // The same people in an organisation that is not vetted: it nudges nobody.
      { orgId: unvetted.id, userId: alex.id, role: "seller" },
      { orgId: unvetted.id, userId: casey.id, role: "seller" },
    ]);
    const rules = (orgId: number) => [
      {
        orgId,
        name: "100% Club",
        kind: "attainment_at_least" as const,
        threshold: "100",
        periodType: "quarter" as const,
      },
      {
        orgId,
        name: "Hot Streak",
        kind: "streak" as const,
        threshold: "100",
        periods: 3,
        periodType: "quarter" as const,
      },
      // Not a member's own doing: never nudged about.
      { orgId, name: "Top 10%", kind: "top_percent" as const, threshold: "10", periodType: "quarter" as const },
      // The year's rule, for the enterprise segment only.
      {
        orgId,
        name: "Annual Club",
        kind: "attainment_at_least" as const,
        threshold: "110",
        periodType: "year" as const,
        scopeSegment: "enterprise",
      },
      // Switched off: never nudged about.
      {
        orgId,
        name: "Old Club",
        kind: "attainment_at_least" as const,
        threshold: "50",
        periodType: "quarter" as const,
        active: false,
      },
    ];
    await db.insert(recognitionRules).values([...rules(acme.id), ...rules(unvetted.id)]);

    // Alex: 92% of Q4 so far, after two quarters at 100% or more (the streak is theirs to complete).
    await quarter(alex.id, 4, 92, { employerOrgId: acme.id });
    await quarter(alex.id, 3, 105, { employerOrgId: acme.id });
    await quarter(alex.id, 2, 101, { employerOrgId: acme.id });
    // Blake already made the 100% Club this quarter, and no streak is within reach: nothing to nudge about.
    await quarter(blake.id, 4, 130, { employerOrgId: acme.id });
    // Casey's own figure counts for nothing: no verified figure yet.
    await quarter(casey.id, 4, 150);
    // Dana turned nudges off in Acme.
    await quarter(dana.id, 4, 60, { employerOrgId: acme.id });
    await db.insert(recognitionPreferences).values({ orgId: acme.id, userId: dana.id, nudges: false });
    // The same figure for the other organisation's rules: never read, it is not vetted.
    await quarter(alex.id, 4, 40, { employerOrgId: unvetted.id });
  });

  test("nothing is sent before a period's last three weeks", async () => {
    expect(await sendDueNudges({ now: new Date("2026-12-10T12:00:00Z") })).toEqual({ organisations: 0, sent: 0 });
    expect(await (await getDb()).select().from(recognitionNudges)).toEqual([]);
  });

  test("each member covered gets their own standing and what each rule still open to them takes", async () => {
    const { alex, blake, casey, dana, riley, owen } = people;
    const run = await sendDueNudges({ now: NOW });
    // Alex, Casey and the owner (whom the rules cover too, with no figure of their own).
    expect(run).toEqual({ organisations: 1, sent: 3 });

    const [alexMail, ...moreToAlex] = await nudgesTo(alex.email);
    expect(moreToAlex).toEqual([]);
    expect(alexMail!.subject).toBe("12 days left in Q4 2026: your standing at Acme Rockets");
    expect(alexMail!.userId).toBe(alex.id);
    expect(alexMail!.text).toContain("Hello Alex Closer,");
    expect(alexMail!.text).toContain(
      "You are at 92% of Q4 2026 with 12 days left; 100% earns '100% Club'; 100% earns 'Hot Streak' (your 3rd quarter in a row)",
    );
    // The year: no year record, and only three quarters.
    expect(alexMail!.text).toContain("No verified figure for 2026 yet, with 12 days left; 110% earns 'Annual Club'");
    expect(alexMail!.text).not.toMatch(/Top 10%|Old Club/);
    // Nobody else's figures or names, and not the other organisation's record of Alex either.
    expect(alexMail!.text).not.toMatch(/130%|150%|60%|40%|Blake|Casey|Dana|Shadow Corp/);
    expect(alexMail!.text).toContain("/dashboard");

    const [caseyMail, ...moreToCasey] = await nudgesTo(casey.email);
    expect(moreToCasey).toEqual([]);
    expect(caseyMail!.text).toContain("No verified figure for Q4 2026 yet, with 12 days left; 100% earns '100% Club'");
    // No streak within reach, no year rule for their segment, and their own 150% counted for nothing.
    expect(caseyMail!.text).not.toMatch(/Hot Streak|Annual Club|150%|92%|Alex/);

    // Blake earned everything in reach; Dana turned nudges off; a recruiter sells nothing.
    for (const person of [blake, dana, riley]) expect(await nudgesTo(person.email)).toEqual([]);
    expect(await nudgesTo(owen.email)).toHaveLength(1);

    // Only Acme's: the organisation that is not vetted nudged nobody.
    const rows = await (await getDb()).select().from(recognitionNudges);
    expect(rows.every((r) => r.orgId === acme.id)).toBe(true);
    expect(rows.map((r) => [r.userId, r.week]).sort()).toEqual(
      [alex.id, casey.id, owen.id].map((id) => [id, "2026-12-14"]).sort(),
    );
  });

  test("a second run in the same week sends nothing, and two runs at once in the next week send once", async () => {
    const { alex, casey } = people;
    expect(await sendDueNudges({ now: NOW })).toEqual({ organisations: 0, sent: 0 });
    expect(await sendDueNudges({ now: new Date("2026-12-16T08:00:00Z") })).toEqual({ organisations: 0, sent: 0 });
    expect(await nudgesTo(alex.email)).toHaveLength(1);

    const nextWeek = new Date("2026-12-22T09:00:00Z");
    const runs = await Promise.all([sendDueNudges({ now: nextWeek }), sendDueNudges({ now: nextWeek })]);
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(3);
    const toAlex = await nudgesTo(alex.email);
    expect(toAlex).toHaveLength(2);
    expect(toAlex[1]!.text).toContain("You are at 92% of Q4 2026 with 10 days left");
    expect(await nudgesTo(casey.email)).toHaveLength(2);
  });

  test("the limit bounds a run; the next run takes the rest", async () => {
    const weekAfter = new Date("2026-12-28T09:00:00Z");
    const first = await sendDueNudges({ now: weekAfter, limit: 2 });
    expect(first.sent).toBe(2);
    expect((await sendDueNudges({ now: weekAfter, limit: 2 })).sent).toBe(1);
    expect((await sendDueNudges({ now: weekAfter, limit: 2 })).sent).toBe(0);
  });

  test("the e-mail's own link turns nudges off there, and only nudges", async () => {
    const { alex } = people;
    const [latest] = (await nudgesTo(alex.email)).reverse();
    const token = /\/unsubscribe\/(\d+\.\d+\.nudges\.[A-Za-z0-9_-]{43})/.exec(latest!.text)![1]!;
    expect(latest!.html).toContain(`/unsubscribe/${token}`);
    expect(await viewUnsubscribe(token)).toEqual({ orgName: "Acme Rockets", choice: "nudges" });
    // The nudge's signature is no announcement link's.
    expect(await viewUnsubscribe(token.replace(".nudges.", "."))).toBeNull();
    expect(await unsubscribeFromRecognitionMail(token)).toEqual({ orgName: "Acme Rockets", nudges: false });
    const [prefs] = await (
      await getDb()
    )
      .select()
      .from(recognitionPreferences)
      .where(and(eq(recognitionPreferences.orgId, acme.id), eq(recognitionPreferences.userId, alex.id)));
    expect(prefs).toMatchObject({ announcements: true, nudges: false });

    // Q4 2027's last weeks: Alex hears nothing more; the others, with no figure for it yet, do (Blake too now).
    const before = (await nudgesTo(alex.email)).length;
    const run = await sendDueNudges({ now: new Date("2027-12-20T09:00:00Z") });
    expect(run.sent).toBe(3);
    expect(await nudgesTo(alex.email)).toHaveLength(before);
    const toBlake = await nudgesTo(people.blake.email);
    expect(toBlake).toHaveLength(1);
    expect(toBlake[0]!.text).toContain("No verified figure for Q4 2027 yet, with 12 days left; 100% earns '100% Club'");
    expect(toBlake[0]!.text).not.toContain("130%");
  });

  test("a member who left the organisation is nudged no more", async () => {
    const { casey, owen, blake } = people;
    const before = (await nudgesTo(casey.email)).length;
    await (
      await getDb()
    )
      .delete(orgMembers)
      .where(and(eq(orgMembers.orgId, acme.id), inArray(orgMembers.userId, [casey.id])));
    expect(await sendDueNudges({ now: new Date("2027-12-28T09:00:00Z") })).toEqual({ organisations: 1, sent: 2 });
    expect(await nudgesTo(casey.email)).toHaveLength(before);
    expect(await nudgesTo(owen.email)).toHaveLength(5);
    expect(await nudgesTo(blake.email)).toHaveLength(2);
  });
});
