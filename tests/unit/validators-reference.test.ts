import { referenceSchema } from "@/lib/validators/reference";
import { fieldErrors, parsed } from "./field-errors";

const valid = {
  referenceName: "Pat Quinn",
  referenceTitle: "VP Sales",
  referenceCompany: "Initech",
  workingRelationship: "Former Manager",
};

describe("referenceSchema", () => {
  it("treats an empty years-worked field as no value", () => {
    expect(parsed(referenceSchema.safeParse({ ...valid, yearsWorkedTogether: "" })).yearsWorkedTogether).toBeNull();
    expect(parsed(referenceSchema.safeParse(valid)).yearsWorkedTogether).toBeNull();
  });

  it("accepts a whole number of years, also typed as text", () => {
    expect(parsed(referenceSchema.safeParse({ ...valid, yearsWorkedTogether: "3" })).yearsWorkedTogether).toBe(3);
    expect(parsed(referenceSchema.safeParse({ ...valid, yearsWorkedTogether: 0 })).yearsWorkedTogether).toBe(0);
  });

  it.each([2.5, "2.5", -1, "two"])("refuses %p years", (yearsWorkedTogether) => {
    expect(fieldErrors(referenceSchema.safeParse({ ...valid, yearsWorkedTogether }))).toEqual({
      yearsWorkedTogether: "Years worked together must be a whole number",
    });
  });

  it("keeps the testimonial optional", () => {
    expect(parsed(referenceSchema.safeParse({ ...valid, testimonial: "" })).testimonial).toBeNull();
  });

  it("requires a working relationship from the offered list", () => {
    expect(fieldErrors(referenceSchema.safeParse({ ...valid, workingRelationship: "Friend" }))).toEqual({
      workingRelationship: "Please select a working relationship",
    });
    expect(referenceSchema.safeParse({ ...valid, workingRelationship: "Executive Sponsor" }).success).toBe(true);
  });

  it("checks email and phone when given", () => {
    expect(fieldErrors(referenceSchema.safeParse({ ...valid, email: "pat@", phoneNumber: "call me" }))).toEqual({
      email: "Please enter a valid email address",
      phoneNumber: "Please enter a valid phone number",
    });
    const data = parsed(referenceSchema.safeParse({ ...valid, email: "", phoneNumber: "+1 (512) 555-0100" }));
    expect(data.email).toBeNull();
    expect(data.phoneNumber).toBe("+1 (512) 555-0100");
  });

  it("shares a reference unless the rep turns it off", () => {
    expect(parsed(referenceSchema.safeParse(valid)).shareable).toBe(true);
    expect(parsed(referenceSchema.safeParse({ ...valid, shareable: false })).shareable).toBe(false);
  });

  it.each(["false", 0, null])("refuses %p as the shareable switch", (shareable) => {
    expect(Object.keys(fieldErrors(referenceSchema.safeParse({ ...valid, shareable })))).toEqual(["shareable"]);
  });
});
