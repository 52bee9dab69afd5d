import { COMPANY_TYPES, EMPLOYEE_RANGES, MARKET_COMPLEXITIES, REVENUE_SIZES } from "@/lib/options";
import { experienceSchema } from "@/lib/validators/experience";
import { fieldErrors, parsed } from "./field-errors";

const valid = {
  company: "Acme Cloud",
  role: "Enterprise Account Executive",
  duration: "2 years",
  location: "Austin, TX",
  companyRevenueSize: ["Enterprise ($100M-$1B)", "Public Company"],
  companyEmployeeCount: ["1,001-5,000"],
  companyType: ["Public", "Multinational"],
  marketComplexity: "Enterprise Procurement & Legal",
  verticals: ["SaaS & Software", "Banking"],
  personas: ["CFO / Finance"],
  netNewLogoPercent: 70,
  expansionPercent: 30,
  totalAccountsManaged: 40,
  existingCustomers: 25,
  netNewProspects: 15,
  averageDealCycle: 6,
  achievements: "Closed the largest deal in company history.",
  description: "Owned a territory of Fortune 500 accounts.",
};

const errorsFor = (changes: Record<string, unknown>) =>
  fieldErrors(experienceSchema.safeParse({ ...valid, ...changes }));

describe("experienceSchema", () => {
  it("stores the three option lists comma-joined", () => {
    const data = parsed(experienceSchema.safeParse(valid));
    expect(data.companyRevenueSize).toBe("Enterprise ($100M-$1B), Public Company");
    expect(data.companyEmployeeCount).toBe("1,001-5,000");
    expect(data.companyType).toBe("Public, Multinational");
  });

  it("reads a stored comma-joined list back (an edit sends what it loaded)", () => {
    const data = parsed(
      experienceSchema.safeParse({ ...valid, companyRevenueSize: "Enterprise ($100M-$1B), Public Company" }),
    );
    expect(data.companyRevenueSize).toBe("Enterprise ($100M-$1B), Public Company");
  });

  it("keeps an option whose label has a comma in it whole", () => {
    const data = parsed(experienceSchema.safeParse({ ...valid, companyEmployeeCount: ["201-1,000", "25,000+"] }));
    expect(data.companyEmployeeCount).toBe("201-1,000, 25,000+");
  });

  it("accepts every option the form offers", () => {
    const data = parsed(
      experienceSchema.safeParse({
        ...valid,
        companyRevenueSize: [...REVENUE_SIZES],
        companyEmployeeCount: [...EMPLOYEE_RANGES],
        companyType: [...COMPANY_TYPES],
      }),
    );
    expect(data.companyRevenueSize).toBe(REVENUE_SIZES.join(", "));
    expect(data.companyEmployeeCount).toBe(EMPLOYEE_RANGES.join(", "));
    expect(data.companyType).toBe(COMPANY_TYPES.join(", "));
    for (const marketComplexity of MARKET_COMPLEXITIES) {
      expect(experienceSchema.safeParse({ ...valid, marketComplexity }).success).toBe(true);
    }
  });

  it("refuses an option that is not on the list", () => {
    expect(errorsFor({ companyType: ["Public", "Cooperative"] })).toEqual({
      "companyType.1": "Unknown option (choose from the list)",
    });
  });

  it("names every required field left empty in its own message", () => {
    expect(fieldErrors(experienceSchema.safeParse({}))).toEqual({
      company: "Company name is required",
      role: "Role is required",
      duration: "Duration is required",
      location: "Location is required",
      companyRevenueSize: "Please select at least one revenue size",
      companyEmployeeCount: "Please select at least one employee range",
      companyType: "Please select at least one company type",
      marketComplexity: "Market complexity is required",
      verticals: "At least one vertical is required",
      personas: "At least one persona is required",
      totalAccountsManaged: "Must manage at least 1 account",
      existingCustomers: "Cannot be negative",
      netNewProspects: "Cannot be negative",
      averageDealCycle: "Deal cycle must be at least 1 day",
      achievements: "Please provide detailed achievements",
      description: "Please provide a role description",
    });
  });

  it.each([
    [{ company: "  " }, { company: "Company name is required" }],
    [{ companyRevenueSize: [] }, { companyRevenueSize: "Please select at least one revenue size" }],
    [{ companyEmployeeCount: [] }, { companyEmployeeCount: "Please select at least one employee range" }],
    [{ companyType: "" }, { companyType: "Please select at least one company type" }],
    [{ verticals: [] }, { verticals: "At least one vertical is required" }],
    [{ verticals: [" ", ""] }, { verticals: "At least one vertical is required" }],
    [{ personas: [] }, { personas: "At least one persona is required" }],
    [{ totalAccountsManaged: 0 }, { totalAccountsManaged: "Must manage at least 1 account" }],
    [{ existingCustomers: -1 }, { existingCustomers: "Cannot be negative" }],
    [{ netNewProspects: -3 }, { netNewProspects: "Cannot be negative" }],
    [{ averageDealCycle: 0.5 }, { averageDealCycle: "Deal cycle must be at least 1 day" }],
    [{ achievements: "Too short" }, { achievements: "Please provide detailed achievements" }],
    [{ description: "Short" }, { description: "Please provide a role description" }],
  ])("refuses %p with %p", (changes, expected) => {
    expect(errorsFor(changes)).toEqual(expected);
  });

  it("accepts zero existing customers and zero prospects", () => {
    expect(experienceSchema.safeParse({ ...valid, existingCustomers: 0, netNewProspects: 0 }).success).toBe(true);
  });

  it("accepts numbers typed as text", () => {
    const data = parsed(experienceSchema.safeParse({ ...valid, totalAccountsManaged: "12", netNewLogoPercent: "70" }));
    expect(data.totalAccountsManaged).toBe(12);
    expect(data.netNewLogoPercent).toBe(70);
  });

  describe("new logo / expansion split", () => {
    it("defaults to 50/50", () => {
      const { netNewLogoPercent: _n, expansionPercent: _e, ...rest } = valid;
      const data = parsed(experienceSchema.safeParse(rest));
      expect([data.netNewLogoPercent, data.expansionPercent]).toEqual([50, 50]);
    });

    it("must sum to 100", () => {
      expect(errorsFor({ netNewLogoPercent: 60, expansionPercent: 50 })).toEqual({
        expansionPercent: "New logo and expansion percentages must add up to 100",
      });
      expect(errorsFor({ netNewLogoPercent: 0, expansionPercent: 0 })).toEqual({
        expansionPercent: "New logo and expansion percentages must add up to 100",
      });
      expect(experienceSchema.safeParse({ ...valid, netNewLogoPercent: 0, expansionPercent: 100 }).success).toBe(true);
    });

    it("keeps each percent within 0 to 100", () => {
      expect(errorsFor({ netNewLogoPercent: 120, expansionPercent: -20 })).toEqual({
        netNewLogoPercent: "Must be 0 to 100",
        expansionPercent: "Must be 0 to 100",
      });
    });
  });

  describe("average deal cycle (months, step 0.5)", () => {
    it("stores one decimal", () => {
      expect(parsed(experienceSchema.safeParse({ ...valid, averageDealCycle: 6 })).averageDealCycle).toBe("6.0");
      expect(parsed(experienceSchema.safeParse({ ...valid, averageDealCycle: "1.5" })).averageDealCycle).toBe("1.5");
      expect(parsed(experienceSchema.safeParse({ ...valid, averageDealCycle: 1 })).averageDealCycle).toBe("1.0");
    });

    it("refuses a value off the half-month step", () => {
      expect(errorsFor({ averageDealCycle: 1.25 })).toEqual({ averageDealCycle: "Use steps of 0.5 months" });
    });
  });

  it("refuses an end date before the start date", () => {
    expect(errorsFor({ startDate: "2023-05-01", endDate: "2023-04-30" })).toEqual({
      endDate: "End date cannot be before start date",
    });
    expect(experienceSchema.safeParse({ ...valid, startDate: "2023-05-01", endDate: "" }).success).toBe(true);
  });
});
