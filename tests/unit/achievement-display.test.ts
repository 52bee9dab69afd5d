import { categoryDisplay, DEFAULT_CATEGORY_ICON, templateIcon } from "@/components/achievements/category-display";
import { achievementMetricChips } from "@/lib/achievement-metrics";
import { ACHIEVEMENT_TEMPLATES } from "@/lib/templates";

describe("achievementMetricChips", () => {
  it("shows deal value before revenue, formatted as money, even when typed with $ and commas", () => {
    expect(achievementMetricChips({ metrics: { dealValue: "$1,250,000", revenue: "5000" }, timeframe: null })).toEqual([
      { kind: "money", label: "Deal value", text: "$1.3M" },
    ]);
    expect(achievementMetricChips({ metrics: { revenue: "450000" }, timeframe: null })).toEqual([
      { kind: "money", label: "Revenue", text: "$450K" },
    ]);
  });

  it("shows seats or team size, sales cycle or a timeframe, and quota attainment as a percent", () => {
    expect(
      achievementMetricChips({
        metrics: { teamSize: "6", timeframe: "H1 2024", quotaAttainment: "112.4%" },
        timeframe: "FY24",
      }),
    ).toEqual([
      { kind: "people", label: "Team size", text: "Team of 6" },
      { kind: "time", label: "Timeframe", text: "H1 2024" },
      { kind: "quota", label: "Quota attainment", text: "112% of quota" },
    ]);
    expect(achievementMetricChips({ metrics: { seats: "400", salesCycle: "75 days" }, timeframe: "Q2" })).toEqual([
      { kind: "people", label: "Seats", text: "400 seats" },
      { kind: "time", label: "Sales cycle", text: "75 days" },
    ]);
  });

  it("falls back to the achievement's own timeframe, and keeps text that is not a number", () => {
    expect(achievementMetricChips({ metrics: { dealValue: "about a million" }, timeframe: "Q3 2024" })).toEqual([
      { kind: "money", label: "Deal value", text: "about a million" },
      { kind: "time", label: "Timeframe", text: "Q3 2024" },
    ]);
    expect(achievementMetricChips({ metrics: {}, timeframe: null })).toEqual([]);
  });
});

describe("categoryDisplay", () => {
  it("labels the six categories, the templates, and unknown categories with spaces", () => {
    expect(categoryDisplay("enterprise_deal").label).toBe("Enterprise Deal");
    expect(categoryDisplay("recognition").label).toBe("Recognition & Awards");
    expect(categoryDisplay("presidents_club").label).toBe("President's Club");
    expect(categoryDisplay("mystery_win_type")).toEqual({ label: "mystery win type", Icon: DEFAULT_CATEGORY_ICON });
  });

  it("has an icon for every template's icon name", () => {
    for (const template of ACHIEVEMENT_TEMPLATES) expect(templateIcon(template.icon)).not.toBe(DEFAULT_CATEGORY_ICON);
    expect(templateIcon("NoSuchIcon")).toBe(DEFAULT_CATEGORY_ICON);
  });
});
