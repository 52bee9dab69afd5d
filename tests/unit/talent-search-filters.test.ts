import { talentSearchSchema } from "@/lib/validators/talent";

// The recruiter's filters as the query string brings them: an empty field is no filter at all (an empty minimum
// read as 0% would leave out every rep with nothing verified yet).
describe("talentSearchSchema", () => {
  it("reads an empty or missing minimum attainment as no filter", () => {
    expect(talentSearchSchema.parse({ minAttainment: "" }).minAttainment).toBeUndefined();
    expect(talentSearchSchema.parse({}).minAttainment).toBeUndefined();
    expect(talentSearchSchema.parse({ segment: "" }).segment).toBeUndefined();
  });

  it("reads a minimum as a number, and refuses what is not one or out of range", () => {
    expect(talentSearchSchema.parse({ minAttainment: "120" }).minAttainment).toBe(120);
    expect(talentSearchSchema.safeParse({ minAttainment: "abc" }).success).toBe(false);
    expect(talentSearchSchema.safeParse({ minAttainment: "-1" }).success).toBe(false);
    expect(talentSearchSchema.safeParse({ minAttainment: "1001" }).success).toBe(false);
  });
});
