// The share page's pure parts: the one-line description, quota periods by year, and the preview image's text
// cut to what its fonts can draw (anything else would make next/og fetch fonts from the internet).
import { drawableText } from "@/lib/server/export/images/drawable-text";
import { quotaYears, roleLine, shareDescription, shareTitle } from "@/components/share/share-summary";
import { initials } from "@/lib/initials";
import { exportSnapshot } from "../fixtures/export-snapshot";

describe("share summary", () => {
  it("titles the page with the rep's name", () => {
    expect(shareTitle(exportSnapshot({ achievements: 1, fullName: "Zoë Kowalska" }))).toBe(
      "Zoë Kowalska · Verified Sales Portfolio | QuotaProof",
    );
  });

  it("describes the figures, counting verified periods only on plans with the badge", () => {
    const pro = exportSnapshot({ achievements: 1 });
    expect(shareDescription(pro)).toMatch(
      /^Jordan Alvarez, Enterprise Account Executive at Northwind Software: \d+% average quota attainment over 12 periods \(\d+ of 12 verified by QuotaProof\), \$[\d.]+M closed against \$6\.0M of quota\.$/,
    );
    expect(shareDescription(exportSnapshot({ achievements: 1, tier: "starter" }))).toContain("(self-reported)");
  });

  it("describes a portfolio without quota records without inventing figures", () => {
    const snapshot = exportSnapshot({ achievements: 1 });
    const empty = { ...snapshot, quota: { ...snapshot.quota, records: [], averageAttainment: null } };
    expect(shareDescription(empty)).toBe(
      "Jordan Alvarez, Enterprise Account Executive at Northwind Software: sales portfolio with achievements, deal stories, career experience and references on QuotaProof.",
    );
  });

  it("names only what a page without quota records holds: a page of jobs says career experience", () => {
    const snapshot = exportSnapshot({ achievements: 0 });
    const jobs = {
      ...snapshot,
      quota: { ...snapshot.quota, records: [], averageAttainment: null },
      deals: [],
      references: [],
    };
    expect(shareDescription(jobs)).toBe(
      "Jordan Alvarez, Enterprise Account Executive at Northwind Software: sales portfolio with career experience on QuotaProof.",
    );
    expect(shareDescription({ ...jobs, experiences: [] })).toBe(
      "Jordan Alvarez, Enterprise Account Executive at Northwind Software: sales portfolio on QuotaProof.",
    );
  });

  it("groups periods by year, newest first, quarters from Q4 down and the annual record last", () => {
    const base = exportSnapshot({ achievements: 1 }).quota.records[0]!;
    const record = (id: number, year: number, quarter: number | null, attainmentPercent: string) => ({
      ...base,
      id,
      year,
      quarter,
      attainmentPercent,
    });
    const groups = quotaYears([
      record(1, 2024, 1, "90.00"),
      record(2, 2025, null, "110.00"),
      record(3, 2025, 4, "130.00"),
      record(4, 2025, 2, "100.00"),
    ]);
    expect(groups.map((g) => g.year)).toEqual([2025, 2024]);
    expect(groups[0]!.records.map((r) => r.id)).toEqual([3, 4, 2]);
    expect(groups[0]!.average).toBe("113.33");
    expect(groups[1]!.average).toBe("90.00");
  });

  it("words the role and the initials from what is known", () => {
    expect(roleLine({ title: "AE", company: "Acme" })).toBe("AE at Acme");
    expect(roleLine({ title: null, company: "Acme" })).toBe("Acme");
    expect(roleLine({ title: null, company: null })).toBeNull();
    expect(initials("  Ana María  de la Cruz ")).toBe("AC");
    expect(initials("Prince")).toBe("P");
    expect(initials("   ")).toBe("?");
  });
});

describe("drawableText", () => {
  it("keeps Latin, Latin Extended, Vietnamese, Greek and Cyrillic names whole", () => {
    for (const name of [
      "Zoë Łukasiewicz-Ortiz",
      "Nguyễn Văn Anh",
      "Αλέξανδρος Παππάς",
      "Анна Иванова",
      "O'Brien – Müller",
    ]) {
      expect(drawableText(name)).toBe(name);
    }
  });

  it("drops what the fonts lack (CJK, emoji, control characters) and tidies the spaces", () => {
    expect(drawableText("王小明 Ming 🚀")).toBe("Ming");
    expect(drawableText("Ana\u0000 \t Lee")).toBe("Ana Lee");
    expect(drawableText("佐藤")).toBe("");
  });

  it("composes decomposed accents first, so they stay", () => {
    expect(drawableText("Zoe\u0308")).toBe("Zoë");
  });
});
