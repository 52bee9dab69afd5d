import {
  COMPLETION_WEIGHTS,
  completionPercent,
  filledSections,
  sectionsToReach,
  type SectionCounts,
} from "@/lib/completion";

const none: SectionCounts = { quota: 0, deals: 0, experience: 0, executiveCircle: 0, achievements: 0 };

describe("COMPLETION_WEIGHTS", () => {
  it("are the tooltip's weights in its order and sum to 100", () => {
    expect(COMPLETION_WEIGHTS.map((w) => [w.label, w.weight])).toEqual([
      ["Quota records", 15],
      ["Deal stories", 25],
      ["Career experience", 20],
      ["Executive circle", 20],
      ["Achievements", 20],
    ]);
    expect(COMPLETION_WEIGHTS.reduce((sum, w) => sum + w.weight, 0)).toBe(100);
  });
});

describe("completionPercent", () => {
  it("is 0 for an empty portfolio and 100 when every section holds something", () => {
    expect(completionPercent(none)).toBe(0);
    expect(completionPercent({ quota: 1, deals: 1, experience: 1, executiveCircle: 1, achievements: 1 })).toBe(100);
  });

  it.each([
    ["quota", 15],
    ["deals", 25],
    ["experience", 20],
    ["executiveCircle", 20],
    ["achievements", 20],
  ] as const)("one %s gives its weight, %p", (section, weight) => {
    expect(completionPercent({ ...none, [section]: 1 })).toBe(weight);
  });

  it("counts a section once however many items it holds", () => {
    expect(completionPercent({ ...none, quota: 12, deals: 3 })).toBe(40);
  });
});

describe("filledSections", () => {
  it("lists the non-empty sections in tooltip order", () => {
    expect(filledSections(none)).toEqual([]);
    expect(filledSections({ ...none, achievements: 2, quota: 1 })).toEqual(["quota", "achievements"]);
  });
});

describe("sectionsToReach", () => {
  it("picks the fewest empty sections, heaviest first, ties in tooltip order", () => {
    expect(sectionsToReach(none, 50).map((w) => w.section)).toEqual(["deals", "experience", "executiveCircle"]);
    expect(sectionsToReach({ ...none, quota: 1 }, 50).map((w) => w.section)).toEqual(["deals", "experience"]);
    expect(sectionsToReach({ ...none, deals: 1, experience: 1 }, 75).map((w) => w.section)).toEqual([
      "executiveCircle",
      "achievements",
    ]);
    expect(sectionsToReach({ ...none, deals: 1, experience: 1, achievements: 1 }, 75).map((w) => w.section)).toEqual([
      "executiveCircle",
    ]);
  });

  it("is empty when the target is already met, and names every empty section for 100", () => {
    expect(sectionsToReach({ ...none, deals: 1, experience: 1, quota: 1 }, 50)).toEqual([]);
    expect(sectionsToReach({ ...none, deals: 1 }, 100).map((w) => w.section)).toEqual([
      "experience",
      "executiveCircle",
      "achievements",
      "quota",
    ]);
  });
});
