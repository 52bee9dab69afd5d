import { executiveSchema } from "@/lib/validators/executive";
import { fieldErrors, parsed } from "./field-errors";

const valid = {
  executiveName: "Morgan Lee",
  executiveTitle: "CFO",
  executiveCompany: "Globex",
  executiveLevel: "C-Suite",
  relationship: "Inner Circle",
  communicationFrequency: "Monthly",
};

describe("executiveSchema", () => {
  it("defaults connection strength to 7 and texting basis to false", () => {
    const data = parsed(executiveSchema.safeParse(valid));
    expect(data.connectionStrength).toBe(7);
    expect(data.isTextingBasis).toBe(false);
  });

  it("accepts 1 to 10, also typed as text", () => {
    expect(parsed(executiveSchema.safeParse({ ...valid, connectionStrength: 1 })).connectionStrength).toBe(1);
    expect(parsed(executiveSchema.safeParse({ ...valid, connectionStrength: "10" })).connectionStrength).toBe(10);
  });

  it.each([11, 0, 7.5])("refuses a connection strength of %p", (connectionStrength) => {
    expect(fieldErrors(executiveSchema.safeParse({ ...valid, connectionStrength }))).toEqual({
      connectionStrength: "Connection strength must be 1 to 10",
    });
  });

  it("requires name, title, company, level, relationship and frequency", () => {
    expect(fieldErrors(executiveSchema.safeParse({}))).toEqual({
      executiveName: "Executive name is required",
      executiveTitle: "Title is required",
      executiveCompany: "Company is required",
      executiveLevel: "Please select an executive level",
      relationship: "Please select a relationship",
      communicationFrequency: "Please select a communication frequency",
    });
  });

  it("turns mutual connections into a clean list", () => {
    expect(parsed(executiveSchema.safeParse({ ...valid, mutualConnections: "Ann, , Bo " })).mutualConnections).toEqual([
      "Ann",
      "Bo",
    ]);
  });

  it("refuses a LinkedIn URL that is not a web address", () => {
    expect(fieldErrors(executiveSchema.safeParse({ ...valid, linkedinProfileUrl: "javascript:alert(1)" }))).toEqual({
      linkedinProfileUrl: "Please enter a valid LinkedIn profile URL",
    });
  });
});
