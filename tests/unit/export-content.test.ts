import { aboutHasContent, holdsContent, type SectionCounts } from "@/lib/export-content";
import { experienceStory } from "@/lib/server/export/pptx/stories";
import { exportRequestSchema } from "@/lib/validators/export";
import { exportSnapshot } from "../fixtures/export-snapshot";

const none: SectionCounts = { quota: 0, achievements: 0, deals: 0, experience: 0, references: 0, about: 0 };

describe("exportRequestSchema", () => {
  it("takes a missing, null or empty list as no achievements chosen", () => {
    expect(exportRequestSchema.parse({}).achievementIds).toEqual([]);
    expect(exportRequestSchema.parse({ achievementIds: null }).achievementIds).toEqual([]);
    expect(exportRequestSchema.parse({ achievementIds: [] }).achievementIds).toEqual([]);
  });

  it("keeps an explicit list, once per id, and still refuses what is not a list of ids", () => {
    expect(exportRequestSchema.parse({ achievementIds: [3, "1", 3] }).achievementIds).toEqual([3, 1]);
    for (const achievementIds of ["1", [0], ["x"], [1.5]]) {
      expect(exportRequestSchema.safeParse({ achievementIds }).success).toBe(false);
    }
  });
});

describe("holdsContent", () => {
  it("is false for an empty book and for chosen sections that hold nothing", () => {
    expect(holdsContent(none)).toBe(false);
    expect(holdsContent({ ...none, experience: 2 }, ["references", "about"])).toBe(false);
  });

  it("is true as soon as one chosen section holds an item, whichever it is", () => {
    for (const section of Object.keys(none) as (keyof SectionCounts)[]) {
      expect(holdsContent({ ...none, [section]: 1 })).toBe(true);
      expect(holdsContent({ ...none, [section]: 1 }, [section])).toBe(true);
    }
  });
});

describe("aboutHasContent", () => {
  const blank = {
    personalSummary: null,
    salesPhilosophy: "  ",
    careerHighlights: [],
    industryExpertise: [],
    certifications: [],
    languages: [],
  };

  it("counts a row only when a field the page shows says something", () => {
    expect(aboutHasContent(null)).toBe(false);
    expect(aboutHasContent(blank)).toBe(false);
    expect(aboutHasContent({ ...blank, personalSummary: "Closer." })).toBe(true);
    expect(aboutHasContent({ ...blank, languages: ["German"] })).toBe(true);
  });
});

describe("experienceStory", () => {
  const [job] = exportSnapshot({ achievements: 0 }).experiences;

  it("puts the role, the employer, the dates and the place on the job's slide", () => {
    const story = experienceStory(job!);
    expect(story.title).toBe("Enterprise Account Executive");
    expect(story.meta).toBe("Northwind Software · Jan 1, 2022 – present · Austin, TX");
    expect(story.flow.map((block) => block.text)).toEqual([
      "Owned a $6M territory of 40 enterprise accounts.",
      "Achievements",
      "President's Club 2023 and 2024.",
    ]);
  });

  it("leaves out what a job does not state instead of printing empty labels", () => {
    const story = experienceStory({ ...job!, startDate: null, location: "", achievements: "", description: "" });
    expect(story.meta).toBe("Northwind Software · 3 years");
    expect(story.flow).toEqual([]);
  });
});
