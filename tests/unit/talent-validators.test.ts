// The talent network's inputs: an empty minimum means no minimum, pay never enters a listing, domains are normalised.
import { talentProfileSchema, talentSearchSchema } from "@/lib/validators/talent";

const listing = (extra: Record<string, unknown> = {}) => ({ listed: true, consent: true, ...extra });

describe("talentSearchSchema", () => {
  it("reads an empty minimum attainment as no minimum, not as 0", () => {
    expect(talentSearchSchema.parse({ minAttainment: "" }).minAttainment).toBeUndefined();
    expect(talentSearchSchema.parse({ minAttainment: "  " }).minAttainment).toBeUndefined();
    expect(talentSearchSchema.parse({}).minAttainment).toBeUndefined();
    expect(talentSearchSchema.parse({ minAttainment: "0" }).minAttainment).toBe(0);
    expect(talentSearchSchema.parse({ minAttainment: "120" }).minAttainment).toBe(120);
  });

  it("refuses a minimum that is not a percent", () => {
    for (const minAttainment of ["lots", "-1", "1001"]) {
      expect(talentSearchSchema.safeParse({ minAttainment }).success).toBe(false);
    }
  });

  it("takes only the bands' floors as a minimum", () => {
    for (const floor of ["0", "80", "100", "120", "150"]) {
      expect(talentSearchSchema.parse({ minAttainment: floor }).minAttainment).toBe(Number(floor));
    }
    for (const minAttainment of ["130", "130.01", "99", "200", "79.99"]) {
      const parsed = talentSearchSchema.safeParse({ minAttainment });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Choose a minimum attainment of 0, 80, 100, 120 or 150%");
    }
  });
});

describe("talentProfileSchema", () => {
  it.each([
    ["headline", "Enterprise AE, OTE 300K"],
    ["headline", "Base salary above 150K please"],
    ["headline", "Want uncapped commissions"],
    ["headline", "W-2 earnings verified"],
    ["openTo", ["AE with a big bonus"]],
    ["headline", "Pay expectations: talk to me"],
  ])("refuses pay in %s: %j", (field, value) => {
    const result = talentProfileSchema.safeParse(listing({ [field]: value }));
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain("never shows pay");
  });

  it("keeps ordinary sales words", () => {
    for (const headline of [
      "Enterprise AE, new logos",
      "Compliance software seller",
      "PayPal-style fintech AE",
      "Payroll SaaS AE",
      "Pay-per-use cloud seller",
    ]) {
      expect(talentProfileSchema.safeParse(listing({ headline })).success).toBe(true);
    }
  });

  it("normalises blocked domains: no @, scheme, www or path, once each", () => {
    const parsed = talentProfileSchema.parse(
      listing({ blockedDomains: ["@Acme.com", "https://www.acme.com/jobs", "globex.io"] }),
    );
    expect(parsed.blockedDomains).toEqual(["acme.com", "globex.io"]);
  });

  it("refuses addresses and links in role titles", () => {
    expect(talentProfileSchema.safeParse(listing({ openTo: ["AE (me@acme.com)"] })).success).toBe(false);
  });
});
