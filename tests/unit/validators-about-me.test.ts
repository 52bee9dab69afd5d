import { aboutMeSchema } from "@/lib/validators/about-me";
import { fieldErrors, parsed } from "./field-errors";

describe("aboutMeSchema", () => {
  it("trims list items and drops blanks", () => {
    const data = parsed(
      aboutMeSchema.safeParse({
        careerHighlights: ["  President's Club 2023 ", "", "   "],
        coreValues: "Integrity, , Grit ",
        languages: ["English", " Spanish"],
      }),
    );
    expect(data.careerHighlights).toEqual(["President's Club 2023"]);
    expect(data.coreValues).toEqual(["Integrity", "Grit"]);
    expect(data.languages).toEqual(["English", "Spanish"]);
  });

  it("saves an empty form as empty lists and null texts", () => {
    expect(parsed(aboutMeSchema.safeParse({}))).toEqual({
      personalSummary: null,
      careerHighlights: [],
      coreValues: [],
      salesPhilosophy: null,
      industryExpertise: [],
      personalInterests: [],
      languages: [],
      certifications: [],
      volunteerWork: null,
      personalWebsite: null,
    });
  });

  it("accepts an http(s) website and refuses anything else", () => {
    expect(parsed(aboutMeSchema.safeParse({ personalWebsite: " https://dana.example " })).personalWebsite).toBe(
      "https://dana.example",
    );
    expect(fieldErrors(aboutMeSchema.safeParse({ personalWebsite: "ftp://dana.example" }))).toEqual({
      personalWebsite: "Please enter a valid URL",
    });
  });
});
