import { FUTURE_PERIOD_MESSAGE, quotaRecordSchema } from "@/lib/validators/quota-record";
import { fieldErrors, parsed } from "./field-errors";

// The schema reads the clock: pin it in the middle of Q2 2025.
beforeAll(() => {
  jest.useFakeTimers({ now: new Date("2025-05-15T12:00:00Z") });
});
afterAll(() => {
  jest.useRealTimers();
});

const valid = {
  year: 2024,
  periodType: "quarterly",
  quarter: 3,
  quota: "1000000",
  attainment: "1325000.50",
  proofType: "screenshot",
  proofFileId: 7,
};

describe("quotaRecordSchema", () => {
  it("accepts a past quarter and keeps money as exact strings", () => {
    expect(parsed(quotaRecordSchema.safeParse(valid))).toEqual({
      year: 2024,
      periodType: "quarterly",
      quarter: 3,
      quota: "1000000",
      attainment: "1325000.50",
      proofType: "screenshot",
      proofUrl: null,
      proofFileId: 7,
      rampStatus: null,
      stackRankPosition: null,
      stackRankTotal: null,
      stackRankPublic: true,
      managerName: null,
      managerEmail: null,
    });
  });

  it("normalises typed dollar amounts and numbers", () => {
    const data = parsed(quotaRecordSchema.safeParse({ ...valid, quota: "$1,250,000", attainment: 1300000.5 }));
    expect(data.quota).toBe("1250000");
    expect(data.attainment).toBe("1300000.5");
  });

  it("defaults to a quarterly period with no proof", () => {
    const data = parsed(quotaRecordSchema.safeParse({ year: 2024, quarter: 1, quota: "10", attainment: "5" }));
    expect(data.periodType).toBe("quarterly");
    expect(data.proofType).toBe("none");
  });

  it("requires quota and attainment, each with its own message", () => {
    expect(fieldErrors(quotaRecordSchema.safeParse({ year: 2024, quarter: 1 }))).toEqual({
      quota: "Quota is required",
      attainment: "Attainment is required",
    });
    const blank = fieldErrors(quotaRecordSchema.safeParse({ ...valid, quota: "", attainment: " " }));
    expect(blank.quota).toBe("Quota is required");
    expect(blank.attainment).toBe("Attainment is required");
  });

  it("refuses an amount that is not money", () => {
    expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, attainment: "1.234" }))).toEqual({
      attainment: "Enter a dollar amount (up to 13 digits and 2 decimals)",
    });
    expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, quota: "-5" })).quota).toBe(
      "Enter a dollar amount (up to 13 digits and 2 decimals)",
    );
  });

  it("refuses a zero quota", () => {
    expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, quota: "0.00" }))).toEqual({
      quota: "Quota must be greater than 0",
    });
  });

  it("refuses attainment above 999% of quota", () => {
    expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, quota: "100", attainment: "1000" }))).toEqual({
      attainment: "Attainment cannot be more than 999% of quota",
    });
    expect(quotaRecordSchema.safeParse({ ...valid, quota: "100", attainment: "999" }).success).toBe(true);
  });

  describe("period window", () => {
    it("refuses a quarter that has not started", () => {
      expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, year: 2025, quarter: 3 }))).toEqual({
        quarter: FUTURE_PERIOD_MESSAGE,
      });
    });

    it("refuses a year that has not started, annual or quarterly", () => {
      expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, year: 2026, quarter: 1 }))).toEqual({
        year: FUTURE_PERIOD_MESSAGE,
      });
      expect(
        fieldErrors(quotaRecordSchema.safeParse({ ...valid, year: 2026, periodType: "annual", quarter: null })),
      ).toEqual({ year: FUTURE_PERIOD_MESSAGE });
    });

    it("accepts the current quarter and the current year", () => {
      expect(quotaRecordSchema.safeParse({ ...valid, year: 2025, quarter: 2 }).success).toBe(true);
      expect(quotaRecordSchema.safeParse({ ...valid, year: 2025, periodType: "annual" }).success).toBe(true);
    });

    it("accepts 15 years back and refuses 16", () => {
      expect(quotaRecordSchema.safeParse({ ...valid, year: 2010 }).success).toBe(true);
      expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, year: 2009 }))).toEqual({
        year: "Year must be between 2010 and 2025",
      });
    });
  });

  it("requires a quarter for a quarterly period", () => {
    expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, quarter: null }))).toEqual({
      quarter: "Quarter is required for a quarterly period",
    });
    expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, quarter: undefined }))).toEqual({
      quarter: "Quarter is required for a quarterly period",
    });
  });

  it("refuses a quarter outside 1 to 4", () => {
    expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, quarter: 5 })).quarter).toBe("Quarter must be 1 to 4");
    expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, quarter: 0 })).quarter).toBe("Quarter must be 1 to 4");
  });

  it("drops the quarter of an annual period", () => {
    expect(parsed(quotaRecordSchema.safeParse({ ...valid, periodType: "annual", quarter: 3 })).quarter).toBeNull();
  });

  describe("stack rank", () => {
    it("accepts a position within the team", () => {
      const data = parsed(quotaRecordSchema.safeParse({ ...valid, stackRankPosition: "2", stackRankTotal: 10 }));
      expect(data.stackRankPosition).toBe(2);
      expect(data.stackRankTotal).toBe(10);
    });

    it("treats empty fields as no rank", () => {
      const data = parsed(quotaRecordSchema.safeParse({ ...valid, stackRankPosition: "", stackRankTotal: " " }));
      expect(data.stackRankPosition).toBeNull();
      expect(data.stackRankTotal).toBeNull();
    });

    it("refuses a position greater than the team size", () => {
      expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, stackRankPosition: 11, stackRankTotal: 10 }))).toEqual(
        { stackRankPosition: "Rank position cannot be greater than team size" },
      );
    });

    it("requires the team size with a position", () => {
      expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, stackRankPosition: 3 }))).toEqual({
        stackRankTotal: "Team size is required with a rank position",
      });
    });

    it("refuses a position below 1 or not whole", () => {
      const message = "Must be a whole number of at least 1";
      expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, stackRankPosition: 0, stackRankTotal: 5 }))).toEqual({
        stackRankPosition: message,
      });
      expect(fieldErrors(quotaRecordSchema.safeParse({ ...valid, stackRankPosition: 1.5, stackRankTotal: 5 }))).toEqual(
        { stackRankPosition: message },
      );
    });
  });

  it("keeps stackRankPublic false when the user hides the rank", () => {
    expect(parsed(quotaRecordSchema.safeParse({ ...valid, stackRankPublic: false })).stackRankPublic).toBe(false);
  });

  it("requires an uploaded file for a screenshot or e-mail proof", () => {
    for (const proofType of ["screenshot", "email"]) {
      const result = quotaRecordSchema.safeParse({ ...valid, proofType, proofFileId: null });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["proofFileId"], message: "Proof upload is required" });
    }
    expect(quotaRecordSchema.safeParse({ ...valid, proofFileId: "7" }).success).toBe(false);
  });

  it("accepts only the five proof types; a W-2 needs its file like a dashboard export", () => {
    for (const proofType of ["none", "email", "manager_esign"]) {
      expect(quotaRecordSchema.safeParse({ ...valid, proofType }).success).toBe(true);
    }
    for (const proofType of ["screenshot", "w2"]) {
      expect(quotaRecordSchema.safeParse({ ...valid, proofType, proofFileId: 7 }).success).toBe(true);
      expect(quotaRecordSchema.safeParse({ ...valid, proofType, proofFileId: null }).success).toBe(false);
    }
    expect(quotaRecordSchema.safeParse({ ...valid, proofType: "paystub" }).success).toBe(false);
  });
});
