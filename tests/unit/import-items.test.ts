// The rules that turn a reviewed import item into an entity's create input (lib/import-items.ts): what follows
// from the document, what keeps the manual form's default, and what the rep must still fill in.
import {
  calendarDate,
  checkImportItem,
  confidenceLevel,
  datesInverted,
  defaultDetails,
  durationFromDates,
  importItemLabel,
  invertedDatesWarning,
  quotaFigures,
} from "@/lib/import-items";

const lastYear = new Date().getUTCFullYear() - 1;

describe("dates of an experience", () => {
  it("turns a reduced-precision date into the period's first day for a start and its last day for an end", () => {
    expect(calendarDate("2021", "start")).toBe("2021-01-01");
    expect(calendarDate("2021", "end")).toBe("2021-12-31");
    expect(calendarDate("2024-02", "start")).toBe("2024-02-01");
    expect(calendarDate("2024-02", "end")).toBe("2024-02-29");
    expect(calendarDate("2023-02", "end")).toBe("2023-02-28");
    expect(calendarDate("2021-03-15", "end")).toBe("2021-03-15");
    expect(calendarDate(null, "start")).toBeNull();
  });

  it("words the duration from the dates, and leaves it blank without a start", () => {
    expect(durationFromDates("2021-01", null)).toBe("Jan 2021 – Present");
    expect(durationFromDates("2018", "2020")).toBe("2018 – 2020");
    expect(durationFromDates("2016-09-01", "2018-03")).toBe("Sep 2016 – Mar 2018");
    expect(durationFromDates(null, "2020")).toBe("");
  });
});

describe("quotaFigures", () => {
  it("works out the missing attainment or quota from the other and the percent, exactly", () => {
    expect(quotaFigures({ quota: "500000", attainment: null, attainmentPercent: "132" })).toEqual({
      quota: "500000",
      attainment: "660000.00",
    });
    expect(quotaFigures({ quota: null, attainment: "531000", attainmentPercent: "88.5" })).toEqual({
      quota: "600000.00",
      attainment: "531000",
    });
    expect(quotaFigures({ quota: null, attainment: "100", attainmentPercent: "3" })).toEqual({
      quota: "3333.33",
      attainment: "100",
    });
  });

  it("leaves both figures alone when both are stated, when neither is, or when the percent is missing or zero", () => {
    expect(quotaFigures({ quota: "1", attainment: "2", attainmentPercent: "500" })).toEqual({
      quota: "1",
      attainment: "2",
    });
    expect(quotaFigures({ quota: null, attainment: null, attainmentPercent: "118" })).toEqual({
      quota: null,
      attainment: null,
    });
    expect(quotaFigures({ quota: "500000", attainment: null, attainmentPercent: null })).toEqual({
      quota: "500000",
      attainment: null,
    });
    expect(quotaFigures({ quota: null, attainment: "5", attainmentPercent: "0" })).toEqual({
      quota: null,
      attainment: "5",
    });
  });
});

describe("checkImportItem", () => {
  it("makes an unverified quota record without a proof, annual when no quarter is stated", () => {
    const check = checkImportItem("quotaRecords", {
      year: lastYear,
      quarter: null,
      attainmentPercent: "141",
      attainment: "1800000",
      quota: "1280000",
      confidence: 98,
    });
    expect(check).toEqual({
      ok: true,
      input: expect.objectContaining({
        year: lastYear,
        periodType: "annual",
        quarter: null,
        proofType: "none",
        proofFileId: null,
      }),
    });
  });

  it("names the review's fields in what a quota record still needs", () => {
    const check = checkImportItem("quotaRecords", {
      year: lastYear,
      quarter: 1,
      attainmentPercent: "118",
      attainment: null,
      quota: null,
      confidence: 78,
    });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors).toEqual({ quota: "Quota is required", attainment: "Attainment is required" });
    const tooOld = checkImportItem("quotaRecords", {
      year: 2009,
      quarter: 1,
      attainmentPercent: "118",
      attainment: null,
      quota: "100",
      confidence: 78,
    });
    expect(!tooOld.ok && tooOld.errors.year).toMatch(/^Year must be between \d{4} and \d{4}$/);
  });

  it("needs an experience's employer, title and dates only, and reports the role under the review's title field", () => {
    const item = { title: null, company: "Northwind", startDate: "2021-01", endDate: null, confidence: 80 };
    const check = checkImportItem("experiences", item);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors).toEqual({ title: "Role is required" });
    expect(defaultDetails("experiences", item)).toMatchObject({
      duration: "Jan 2021 – Present",
      netNewLogoPercent: null,
      expansionPercent: null,
    });
  });

  it("imports a job with what the document states, flagged with the form's fields it still lacks", () => {
    const item = { title: "AE", company: "Northwind", startDate: "2021-01", endDate: "2023-06", confidence: 90 };
    const check = checkImportItem("experiences", item);
    expect(check).toEqual({
      ok: true,
      input: expect.objectContaining({
        company: "Northwind",
        role: "AE",
        duration: "Jan 2021 – Jun 2023",
        startDate: "2021-01-01",
        endDate: "2023-06-30",
        location: null,
        netNewLogoPercent: null,
        verticals: [],
        needsDetails: true,
      }),
    });
    // Complete details: nothing waits.
    const complete = checkImportItem("experiences", item, {
      location: "Austin, TX",
      companyRevenueSize: ["Enterprise ($100M-$1B)"],
      companyEmployeeCount: ["1,001-5,000"],
      companyType: ["Private"],
      marketComplexity: "Enterprise Procurement & Legal",
      verticals: ["Financial Services"],
      personas: ["CFO / Finance"],
      netNewLogoPercent: 70,
      expansionPercent: 30,
      totalAccountsManaged: 40,
      existingCustomers: 12,
      netNewProspects: 28,
      averageDealCycle: 6.5,
      achievements: "Closed Globex and Acme Health.",
      description: "Enterprise AE for regulated industries.",
    });
    expect(complete.ok && complete.input.needsDetails).toBe(false);
    // A detail the rep gives must still be valid.
    const bad = checkImportItem("experiences", item, { totalAccountsManaged: 0, netNewLogoPercent: 70 });
    expect(!bad.ok && bad.errors).toEqual({ totalAccountsManaged: "Must manage at least 1 account" });
    expect(checkImportItem("experiences", item, { netNewLogoPercent: 70 })).toMatchObject({
      ok: true,
      input: { netNewLogoPercent: 70, expansionPercent: 30 },
    });
  });

  it("needs dates: a start, or a stated span", () => {
    const undated = { title: "AE", company: "Northwind", startDate: null, endDate: null, confidence: 90 };
    expect(checkImportItem("experiences", undated)).toEqual({
      ok: false,
      errors: { startDate: "Dates are required: a start date, or how long you held the role" },
    });
    expect(checkImportItem("experiences", undated, { duration: "2 years" })).toMatchObject({
      ok: true,
      input: { duration: "2 years", startDate: null, needsDetails: true },
    });
  });

  it("imports a job whose dates end before they start without them, flagged, with a warning for the review", () => {
    const typo = { title: "AE", company: "Northwind", startDate: "2021-11", endDate: "2021-05", confidence: 90 };
    expect(datesInverted(typo)).toBe(true);
    expect(datesInverted({ startDate: "2021-11", endDate: "2021" })).toBe(false);
    expect(defaultDetails("experiences", typo)).toMatchObject({ duration: "" });
    expect(invertedDatesWarning(typo)).toContain("(Nov 2021 – May 2021)");
    // Also when an older review sends the duration it worked out from the impossible range.
    for (const details of [{}, { duration: "Nov 2021 – May 2021" }]) {
      expect(checkImportItem("experiences", typo, details)).toMatchObject({
        ok: true,
        input: { startDate: null, endDate: null, duration: null, needsDetails: true },
      });
    }
  });

  it("needs an executive's level, relationship and frequency, and keeps the form's connection strength of 7", () => {
    const item = { executiveName: "Priya Shah", executiveTitle: "CRO", executiveCompany: "Northwind", confidence: 98 };
    const missing = checkImportItem("executiveCircle", item);
    expect(!missing.ok && Object.keys(missing.errors).sort()).toEqual([
      "communicationFrequency",
      "executiveLevel",
      "relationship",
    ]);
    const complete = checkImportItem("executiveCircle", item, {
      executiveLevel: "C-Suite",
      relationship: "Inner Circle",
      communicationFrequency: "Weekly",
    });
    expect(complete).toEqual({
      ok: true,
      input: expect.objectContaining({ executiveName: "Priya Shah", connectionStrength: 7, isTextingBasis: false }),
    });
  });

  it("checks the edited fields against the extraction's own rules too", () => {
    const check = checkImportItem("quotaRecords", {
      year: lastYear,
      quarter: 1,
      attainmentPercent: "131%",
      attainment: "1",
      quota: "1",
      confidence: 90,
    });
    expect(!check.ok && check.errors).toEqual({ attainmentPercent: "Percent must be a decimal string" });
    const deal = checkImportItem("dealHighlights", {
      title: " ",
      description: "Closed Globex.",
      arrValue: "1.2M",
      confidence: 90,
    });
    expect(!deal.ok && deal.errors).toEqual({
      title: "Deal title is required",
      arrValue: "Enter a dollar amount (up to 13 digits and 2 decimals)",
    });
  });

  it("labels items the way the review shows them", () => {
    expect(
      importItemLabel("quotaRecords", {
        year: 2023,
        quarter: 1,
        attainmentPercent: "1",
        attainment: null,
        quota: null,
        confidence: 1,
      }),
    ).toBe("Q1 2023");
    expect(
      importItemLabel("experiences", { title: "AE", company: "Acme", startDate: null, endDate: null, confidence: 1 }),
    ).toBe("AE at Acme");
  });
});

describe("confidenceLevel", () => {
  it("is high from 80, medium from 60 to 79 and low below 60", () => {
    expect([100, 80, 79, 60, 59, 0].map(confidenceLevel)).toEqual(["high", "high", "medium", "medium", "low", "low"]);
  });
});
