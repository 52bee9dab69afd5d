// Where a résumé places a job travels from the reader to the stored experience: the rule reader sets it apart from
// the employer, the Collector keeps it, the extraction's schema accepts it (and its absence, from older clients),
// and the import stores it unless the rep typed another.
import { extractPortfolioItems, type ReadDocument } from "@/lib/server/import";
import { Collector } from "@/lib/server/import/extract/collector";
import { checkImportItem, defaultDetails } from "@/lib/import-items";
import { extractedDataSchema, extractedExperienceSchema } from "@/lib/validators/import";

const text = (...lines: string[]): ReadDocument => ({ kind: "txt", text: lines.join("\n") });
const evidence = { title: 1, company: 1, startDate: 1, endDate: 1 } as const;
const job = { title: "Account Executive", company: "Northwind Software", startDate: "2021-01", endDate: null };

describe("the Collector and the extraction's schema", () => {
  it("keeps a job's location, takes it from a repeat that states it, and clips it to the schema's length", () => {
    const items = new Collector();
    items.addExperience({ ...job, evidence });
    items.addExperience({ ...job, location: "Austin, TX", evidence });
    items.addExperience({
      ...job,
      title: "SDR",
      startDate: "2018-01",
      location: `${"Springfield ".repeat(12)}`,
      evidence,
    });
    items.addExperience({ ...job, title: "BDR", startDate: "2016-01", location: null, evidence });
    const [first, second, third] = items.result().experiences;
    expect(first).toMatchObject({ title: "Account Executive", location: "Austin, TX" });
    expect(second!.location!.length).toBeLessThanOrEqual(120);
    // A job whose document prints no place carries none, as before.
    expect(third).not.toHaveProperty("location");
    expect(() => extractedDataSchema.parse({ ...items.result() })).not.toThrow();
  });

  it("accepts a location, none at all (an older client) or null, and refuses one past 120 characters", () => {
    const item = { ...job, confidence: 90 };
    expect(extractedExperienceSchema.parse({ ...item, location: " Austin, TX " }).location).toBe("Austin, TX");
    expect(extractedExperienceSchema.safeParse(item).success).toBe(true);
    expect(extractedExperienceSchema.safeParse({ ...item, location: null }).success).toBe(true);
    expect(extractedExperienceSchema.safeParse({ ...item, location: "x".repeat(121) }).success).toBe(false);
  });
});

describe("the rule reader's locations", () => {
  it("sets apart the place a job line or its employer line prints", () => {
    const data = extractPortfolioItems(
      text(
        "Experience",
        "Enterprise Account Executive, Northwind Software, Austin, TX | Jan 2021 - Present",
        "Account Manager at Initech Bank (Sep. 2016 – Mar. 2018)",
        "Sales Engineer | 2014 - 2016",
        "Viasat Inc. | Carlsbad, CA",
      ),
    );
    expect(data.experiences.map(({ company, location }) => ({ company, location }))).toEqual([
      { company: "Northwind Software", location: "Austin, TX" },
      { company: "Initech Bank", location: undefined },
      { company: "Viasat Inc.", location: "Carlsbad, CA" },
    ]);
  });

  it("reads a JSON Resume entry's location", () => {
    const data = extractPortfolioItems({
      kind: "json-resume",
      text: "",
      resume: { work: [{ name: "Trey Research", position: "AE", location: "Berlin, Germany", startDate: "2021-03" }] },
    });
    expect(data.experiences[0]).toMatchObject({ company: "Trey Research", location: "Berlin, Germany" });
  });
});

describe("importing a job with its location", () => {
  const located = { ...job, location: "Austin, TX", confidence: 90 };

  it("stores the document's location, so it is no longer a missing field, and prefills the review with it", () => {
    expect(defaultDetails("experiences", located)).toMatchObject({ location: "Austin, TX" });
    const check = checkImportItem("experiences", located);
    expect(check.ok && check.input.location).toBe("Austin, TX");
    // The review sends its blank field back when the rep left it alone: that is no choice of the rep's.
    const blank = checkImportItem("experiences", located, { location: "" });
    expect(blank.ok && blank.input.location).toBe("Austin, TX");
  });

  it("keeps the rep's own location, and leaves a job without one waiting for it", () => {
    const own = checkImportItem("experiences", located, { location: "Remote" });
    expect(own.ok && own.input.location).toBe("Remote");
    const none = checkImportItem("experiences", { ...job, confidence: 90 });
    expect(none.ok && none.input.location).toBeNull();
    expect(none.ok && none.input.needsDetails).toBe(true);
  });
});
