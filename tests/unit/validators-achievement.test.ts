import {
  achievementFormSchema,
  achievementSchema,
  achievementSchemaFor,
  recognitionSchema,
} from "@/lib/validators/achievement";
import { fieldErrors, parsed } from "./field-errors";

const valid = { title: "Closed Globex", description: "A $2.4M three-year platform deal." };

describe("achievementSchema", () => {
  it("defaults the category to enterprise_deal", () => {
    expect(parsed(achievementSchema.safeParse(valid)).category).toBe("enterprise_deal");
  });

  it("turns a comma-separated tags string into trimmed non-empty tags", () => {
    expect(parsed(achievementSchema.safeParse({ ...valid, tags: "a, b, ,c" })).tags).toEqual(["a", "b", "c"]);
  });

  it("trims a tags list, drops blanks and duplicates", () => {
    expect(
      parsed(achievementSchema.safeParse({ ...valid, tags: [" enterprise ", "", "enterprise", "fintech"] })).tags,
    ).toEqual(["enterprise", "fintech"]);
  });

  it("has no tags when none are given", () => {
    expect(parsed(achievementSchema.safeParse(valid)).tags).toEqual([]);
    expect(parsed(achievementSchema.safeParse({ ...valid, tags: "" })).tags).toEqual([]);
  });

  it("requires title and description", () => {
    expect(fieldErrors(achievementSchema.safeParse({ title: " ", description: "" }))).toEqual({
      title: "Title is required",
      description: "Description is required",
    });
  });

  it("accepts the six built-in categories and refuses an unknown one", () => {
    for (const category of [
      "enterprise_deal",
      "team_leadership",
      "product_launch",
      "quota_achievement",
      "process_innovation",
      "recognition",
    ]) {
      expect(parsed(achievementSchema.safeParse({ ...valid, category })).category).toBe(category);
    }
    expect(fieldErrors(achievementSchema.safeParse({ ...valid, category: "bogus" }))).toEqual({
      category: "Please choose a category",
    });
  });

  it("keeps template metrics as trimmed strings and drops empty ones", () => {
    expect(
      parsed(achievementSchema.safeParse({ ...valid, metrics: { dealValue: 2400000, seats: " 500 ", teamSize: "" } }))
        .metrics,
    ).toEqual({ dealValue: "2400000", seats: "500" });
  });
});

describe("recognitionSchema", () => {
  const recognition = {
    title: "President's Club 2024",
    description: "Top 5% of the global sales org.",
    dateReceived: "2024-02-10",
  };

  it("defaults the category to recognition", () => {
    expect(parsed(recognitionSchema.safeParse(recognition)).category).toBe("recognition");
  });

  it("gives the recognition wizard's own messages", () => {
    expect(fieldErrors(recognitionSchema.safeParse({ title: "", description: "Too short", dateReceived: "" }))).toEqual(
      {
        title: "Achievement title is required",
        description: "Description must be at least 10 characters",
        dateReceived: "Date received is required",
      },
    );
    expect(fieldErrors(recognitionSchema.safeParse({}))).toEqual({
      title: "Achievement title is required",
      description: "Description must be at least 10 characters",
      dateReceived: "Date received is required",
    });
  });

  it("accepts a description of exactly 10 characters", () => {
    expect(recognitionSchema.safeParse({ ...recognition, description: "0123456789" }).success).toBe(true);
    expect(recognitionSchema.safeParse({ ...recognition, description: " 012345678 " }).success).toBe(false);
  });

  it("refuses a date received in the future", () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(fieldErrors(recognitionSchema.safeParse({ ...recognition, dateReceived: `${nextYear}-01-01` }))).toEqual({
      dateReceived: "Date received cannot be in the future",
    });
  });

  it("keeps proofUrl optional", () => {
    expect(parsed(recognitionSchema.safeParse(recognition)).proofUrl).toBeNull();
  });
});

describe("achievementSchemaFor", () => {
  it("applies the recognition rules to recognition items only", () => {
    expect(achievementSchemaFor({ category: "recognition" })).toBe(recognitionSchema);
    expect(achievementSchemaFor({ category: "enterprise_deal" })).toBe(achievementSchema);
    expect(achievementSchemaFor(null)).toBe(achievementSchema);
  });
});

describe("achievementFormSchema", () => {
  const required = [
    { name: "year", label: "Year" },
    { name: "quotaAttainment", label: "Quota attainment (%)" },
  ];

  it("requires the template's required fields, each under its own metrics key", () => {
    expect(
      fieldErrors(
        achievementFormSchema("presidents_club", required).safeParse({
          ...valid,
          metrics: { year: "2024", quotaAttainment: " " },
        }),
      ),
    ).toEqual({ "metrics.quotaAttainment": "Quota attainment (%) is required" });
    expect(fieldErrors(achievementFormSchema("presidents_club", required).safeParse(valid))).toEqual({
      "metrics.year": "Year is required",
      "metrics.quotaAttainment": "Quota attainment (%) is required",
    });
  });

  it("reports missing template fields together with the standard fields", () => {
    expect(
      fieldErrors(achievementFormSchema("presidents_club", required).safeParse({ title: "", description: "" })),
    ).toEqual({
      title: "Title is required",
      description: "Description is required",
      "metrics.year": "Year is required",
      "metrics.quotaAttainment": "Quota attainment (%) is required",
    });
  });

  it("accepts a filled template and keeps its category", () => {
    const result = parsed(
      achievementFormSchema("presidents_club", required).safeParse({
        ...valid,
        category: "presidents_club",
        metrics: { year: "2024", quotaAttainment: "146", rank: "" },
      }),
    );
    expect(result.metrics).toEqual({ year: "2024", quotaAttainment: "146" });
    expect(result.category).toBe("presidents_club");
  });

  it("leaves the API's schema as it was", () => {
    achievementFormSchema("presidents_club", required);
    expect(achievementSchema.safeParse({ ...valid, category: "presidents_club" }).success).toBe(true);
  });

  it("keeps the recognition rules for recognition items", () => {
    expect(
      fieldErrors(
        achievementFormSchema("recognition").safeParse({ ...valid, category: "recognition", description: "Short" }),
      ),
    ).toEqual({
      description: "Description must be at least 10 characters",
      dateReceived: "Date received is required",
    });
    expect(achievementFormSchema("enterprise_deal")).toBe(achievementSchema);
  });
});
