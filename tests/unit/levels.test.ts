import {
  averageAttainmentPercent,
  isLevelName,
  isLevelUp,
  LEVEL_NAMES,
  levelFacts,
  levelFromFacts,
  portfolioLevel,
  type LevelFacts,
  type PortfolioSnapshot,
} from "@/lib/levels";

const record = (attainmentPercent: string, isVerified = false) => ({ attainmentPercent, isVerified });
const deal = (arrValue: string | null = null) => ({ arrValue });
const executive = (isTextingBasis = false) => ({ isTextingBasis });

function snapshot(parts: Partial<PortfolioSnapshot> = {}): PortfolioSnapshot {
  return { quotaRecords: [], dealHighlights: [], experiences: [], executives: [], achievements: [], ...parts };
}

/** Every section filled, two records above 120%, two deals, a texting executive: Elite. */
const elite = () =>
  snapshot({
    quotaRecords: [record("121.00"), record("135.50")],
    dealHighlights: [deal("250000.00"), deal(null)],
    experiences: [{}],
    executives: [executive(true)],
    achievements: [{}],
  });

/** Facts of a portfolio that meets everything but a completion threshold (for the 50/75 edges). */
function facts(overrides: Partial<LevelFacts>): LevelFacts {
  return {
    counts: { quota: 2, deals: 2, experience: 1, executiveCircle: 1, achievements: 0 },
    completion: 80,
    recordsAboveHighAttainment: 2,
    averageAboveHighAttainment: true,
    hasBigDeal: true,
    hasTextingExecutive: true,
    hasVerifiedQuota: false,
    ...overrides,
  };
}

describe("Builder and Rising Talent", () => {
  it("an empty portfolio is a Builder at 0% with a hint to fill two sections", () => {
    const level = portfolioLevel(snapshot());
    expect(level).toMatchObject({ name: "Builder", label: "Builder", completion: 0, next: { name: "Rising Talent" } });
    expect(level.missing).toEqual(["Fill 2 more sections, for example add a deal story and a career experience"]);
    expect(level.hint).toBe(
      "Next: Rising Talent. Fill 2 more sections, for example add a deal story and a career experience.",
    );
  });

  it("one section is still Builder, asking for one more", () => {
    const level = portfolioLevel(snapshot({ dealHighlights: [deal("5000")] }));
    expect(level.name).toBe("Builder");
    expect(level.completion).toBe(25);
    expect(level.missing).toEqual(["Fill 1 more section, for example add a career experience"]);
  });

  it("two sections make Rising Talent, whose hint names what Proven Rep still needs", () => {
    const level = portfolioLevel(snapshot({ quotaRecords: [record("90.00")], achievements: [{}] }));
    expect(level).toMatchObject({ name: "Rising Talent", completion: 35, next: { name: "Proven Rep" } });
    expect(level.missing).toEqual([
      "Reach 50% completion: add a deal story (+25%)",
      "Add a deal story with ARR of $100K or more, or lift your average quota attainment above 120%",
      "Add an executive you are on a texting basis with, or get a quota record verified",
    ]);
  });
});

describe("Proven Rep", () => {
  const base = {
    quotaRecords: [record("95.00")],
    experiences: [{}],
    executives: [executive(true)],
  };

  it("completion 80, a deal of exactly $100,000 ARR and a texting executive", () => {
    const level = portfolioLevel(snapshot({ ...base, dealHighlights: [deal("100000.00")] }));
    expect(level).toMatchObject({ name: "Proven Rep", completion: 80, next: { name: "Top Performer" } });
  });

  it("a deal of $99,999.99 ARR is not enough on its own", () => {
    const level = portfolioLevel(snapshot({ ...base, dealHighlights: [deal("99999.99")] }));
    expect(level.name).toBe("Rising Talent");
    expect(level.missing).toEqual([
      "Add a deal story with ARR of $100K or more, or lift your average quota attainment above 120%",
    ]);
  });

  it("an average of exactly 120% is not above 120; 120.01% is", () => {
    const at120 = snapshot({ ...base, quotaRecords: [record("100.00"), record("140.00")], dealHighlights: [deal()] });
    expect(portfolioLevel(at120).name).toBe("Rising Talent");
    const above = snapshot({ ...base, quotaRecords: [record("100.00"), record("140.02")], dealHighlights: [deal()] });
    expect(portfolioLevel(above).name).toBe("Proven Rep");
  });

  it("a verified quota record stands in for a texting executive", () => {
    const withoutTexting = snapshot({ ...base, executives: [executive(false)], dealHighlights: [deal("150000")] });
    expect(portfolioLevel(withoutTexting).name).toBe("Rising Talent");
    const verified = snapshot({
      ...base,
      quotaRecords: [record("95.00", true)],
      executives: [executive(false)],
      dealHighlights: [deal("150000")],
    });
    expect(portfolioLevel(verified).name).toBe("Proven Rep");
  });

  it("needs completion 50: 49 is not enough, 50 is", () => {
    const notTop = { recordsAboveHighAttainment: 0 };
    expect(levelFromFacts(facts({ ...notTop, completion: 49 })).name).toBe("Rising Talent");
    expect(levelFromFacts(facts({ ...notTop, completion: 50 })).name).toBe("Proven Rep");
  });
});

describe("Top Performer", () => {
  it("needs completion 75: 74 is not enough, 75 is", () => {
    expect(levelFromFacts(facts({ completion: 74 })).name).toBe("Proven Rep");
    expect(levelFromFacts(facts({ completion: 75 })).name).toBe("Top Performer");
  });

  it("counts records strictly above 120%: 120.00 does not count, 120.10 does", () => {
    const parts = {
      dealHighlights: [deal(), deal()],
      experiences: [{}],
      achievements: [{}],
    };
    const at120 = portfolioLevel(snapshot({ ...parts, quotaRecords: [record("120.00"), record("150.00")] }));
    expect(at120.name).toBe("Rising Talent");
    const above = portfolioLevel(snapshot({ ...parts, quotaRecords: [record("120.10"), record("150.00")] }));
    expect(above).toMatchObject({ name: "Top Performer", completion: 80, next: { name: "Elite" } });
    expect(above.missing).toEqual([
      "Complete every section: add an executive contact",
      "Add an executive you are on a texting basis with",
    ]);
  });

  it("one deal is not enough, and the hint says the Starter plan needs an upgrade for a second", () => {
    const level = portfolioLevel(
      snapshot({
        quotaRecords: [record("130.00"), record("125.00")],
        dealHighlights: [deal("90000")],
        experiences: [{}],
        executives: [executive(true)],
      }),
      { tier: "starter" },
    );
    expect(level.name).toBe("Proven Rep");
    expect(level.missing).toEqual([
      "Add 1 more deal story (the Starter plan includes 1: upgrade to Pro Seller for more)",
    ]);
    const pro = portfolioLevel(
      snapshot({
        quotaRecords: [record("130.00"), record("125.00")],
        dealHighlights: [deal()],
        experiences: [{}],
        executives: [executive(true)],
      }),
      { tier: "pro" },
    );
    expect(pro.missing).toEqual(["Add 1 more deal story"]);
  });

  it("is reached without a texting executive (levels are checked from the top)", () => {
    const level = portfolioLevel(
      snapshot({
        quotaRecords: [record("121.00"), record("122.00")],
        dealHighlights: [deal(), deal()],
        experiences: [{}],
        achievements: [{}],
      }),
    );
    expect(level.name).toBe("Top Performer");
  });
});

describe("Elite", () => {
  it("is reachable: every section, two records above 120%, two deals and a texting executive", () => {
    const level = portfolioLevel(elite());
    expect(level).toMatchObject({ name: "Elite", label: "Elite Closer – $1M+ Earner", completion: 100, next: null });
    expect(level.missing).toEqual([]);
    expect(level.hint).toBe("You have reached the highest level.");
  });

  it("drops to Top Performer without the texting executive, or without one achievement", () => {
    expect(portfolioLevel({ ...elite(), executives: [executive(false)] }).name).toBe("Top Performer");
    const noAchievements = portfolioLevel({ ...elite(), achievements: [] });
    expect(noAchievements.name).toBe("Top Performer");
    expect(noAchievements.missing).toEqual(["Complete every section: add an achievement"]);
  });

  it("asks for the second record above 120%", () => {
    const level = portfolioLevel({ ...elite(), quotaRecords: [record("121.00"), record("120.00")] });
    expect(level.name).toBe("Proven Rep");
    expect(level.next?.name).toBe("Top Performer");
    expect(level.missing).toEqual(["Add 1 more quota record above 120% attainment"]);
  });
});

describe("levelFacts and averageAttainmentPercent", () => {
  it("reads the rows exactly", () => {
    expect(levelFacts(elite())).toEqual({
      counts: { quota: 2, deals: 2, experience: 1, executiveCircle: 1, achievements: 1 },
      completion: 100,
      recordsAboveHighAttainment: 2,
      averageAboveHighAttainment: true,
      hasBigDeal: true,
      hasTextingExecutive: true,
      hasVerifiedQuota: false,
    });
  });

  it("averages to two decimals, half up, and has no average without records", () => {
    expect(averageAttainmentPercent([record("100.00"), record("133.33")])).toBe("116.67");
    expect(averageAttainmentPercent([record("125"), record("75.5")])).toBe("100.25");
    expect(averageAttainmentPercent([])).toBeUndefined();
  });
});

describe("isLevelUp and isLevelName", () => {
  it("ranks levels from Builder to Elite; a missing or unknown previous level ranks lowest", () => {
    expect(LEVEL_NAMES).toEqual(["Builder", "Rising Talent", "Proven Rep", "Top Performer", "Elite"]);
    expect(isLevelUp("Builder", "Rising Talent")).toBe(true);
    expect(isLevelUp("Proven Rep", "Proven Rep")).toBe(false);
    expect(isLevelUp("Top Performer", "Proven Rep")).toBe(false);
    expect(isLevelUp(null, "Builder")).toBe(true);
    expect(isLevelUp("Legend", "Builder")).toBe(true);
    expect(isLevelName("Elite")).toBe(true);
    expect(isLevelName("Elite Closer – $1M+ Earner")).toBe(false);
  });
});
