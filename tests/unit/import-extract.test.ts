// The built-in extractor on text: the notations of issue 6 (money, quota lines, periods, job dates), resume
// layouts, deals versus achievements, executives, deduplication, and the confidence formula.
import { extractPortfolioItems, type ReadDocument } from "@/lib/server/import";
import { confidenceOf } from "@/lib/server/import/extract/confidence";
import { findMoney, parsePercentCell } from "@/lib/server/import/extract/numbers";
import { findDateRange, findPeriods } from "@/lib/server/import/extract/periods";

const text = (...lines: string[]): ReadDocument => ({ kind: "txt", text: lines.join("\n") });
const extract = (...lines: string[]) => extractPortfolioItems(text(...lines));
const withoutConfidence = <T extends { confidence: number }>(items: T[]) =>
  items.map(({ confidence: _c, ...rest }) => rest);

describe("money, percentages and periods", () => {
  it("reads money in its usual spellings as exact decimals", () => {
    const values = findMoney("$240,000 / $240K / $1.2M / 240k ARR / USD 1.5 million / $1,234.50 / $3.25MM").map(
      (m) => m.value,
    );
    expect(values).toEqual(["240000", "240000", "1200000", "240000", "1500000", "1234.5", "3250000"]);
  });

  it("does not take counts or sizes for money", () => {
    expect(findMoney("Closed 47 new logos across 5k employees in 2023 with a 12-person team")).toEqual([]);
  });

  it("reads a spreadsheet percent as written, or as a ratio when below 10", () => {
    expect(["132%", "132", "1.32", "0.885", "88.5 %"].map(parsePercentCell)).toEqual([
      "132",
      "132",
      "132",
      "88.5",
      "88.5",
    ]);
  });

  it("reads quota periods in the common notations", () => {
    const periods = (t: string) => findPeriods(t).map(({ year, quarter }) => [year, quarter]);
    expect(periods("Q1 2023, Q2'23, Q3 FY24, 1Q22, 2021 Q4")).toEqual([
      [2023, 1],
      [2023, 2],
      [2024, 3],
      [2022, 1],
      [2021, 4],
    ]);
    expect(periods("FY22, FY 2021, fiscal year 2020, 2019")).toEqual([
      [2022, null],
      [2021, null],
      [2020, null],
      [2019, null],
    ]);
    expect(periods("Q1 12 deals")).toEqual([[null, 1]]);
  });

  it("reads employment date ranges as ISO dates as precise as written", () => {
    const range = (t: string) => {
      const r = findDateRange(t);
      return r && [r.startDate, r.endDate];
    };
    expect(range("Jan 2021 - Present")).toEqual(["2021-01", null]);
    expect(range("2019-2021")).toEqual(["2019", "2021"]);
    expect(range("Sep. 2023 - Mar. 2024")).toEqual(["2023-09", "2024-03"]);
    expect(range("03/2019 – 06/2021")).toEqual(["2019-03", "2021-06"]);
    expect(range("September 2018 to Current")).toEqual(["2018-09", null]);
    expect(range("Jan 2021 – Dec 2019")).toBeNull();
  });
});

describe("quota lines", () => {
  it("reads a fully stated quarter with high confidence", () => {
    const [record, ...rest] = extract("- Achieved 132% of $500K quota in Q1 2023").quotaRecords;
    expect(rest).toEqual([]);
    expect(record).toMatchObject({
      year: 2023,
      quarter: 1,
      attainmentPercent: "132",
      quota: "500000",
      attainment: null,
    });
    expect(record!.confidence).toBeGreaterThanOrEqual(90);
  });

  it("reads several periods on one line, carrying the year to a quarter that lacks it", () => {
    expect(
      withoutConfidence(extract("FY22: 118% | FY23: 127%", "Hit 132% of quota in Q1 2023 and 118% in Q2").quotaRecords),
    ).toEqual([
      { year: 2022, quarter: null, attainmentPercent: "118", attainment: null, quota: null },
      { year: 2023, quarter: null, attainmentPercent: "127", attainment: null, quota: null },
      { year: 2023, quarter: 1, attainmentPercent: "132", attainment: null, quota: null },
      { year: 2023, quarter: 2, attainmentPercent: "118", attainment: null, quota: null },
    ]);
  });

  it("tells the amount closed from the quota", () => {
    expect(
      withoutConfidence(extract("Q3 FY24: 141% attainment ($705K closed vs. a $500K quota)").quotaRecords),
    ).toEqual([{ year: 2024, quarter: 3, attainmentPercent: "141", attainment: "705000", quota: "500000" }]);
  });

  it("keeps a percent without a period, at low confidence, and leaves the period empty", () => {
    const [record] = extract("Hit 112% of quota in my first full quarter").quotaRecords;
    expect(record).toMatchObject({ year: null, quarter: null, attainmentPercent: "112" });
    expect(record!.confidence).toBeLessThanOrEqual(55);
  });

  it("ignores growth, ranks, averages and goals", () => {
    const data = extract(
      "Grew pipeline 45% in 2023",
      "President's Club 2023 (top 5% of 300 reps)",
      "Averaged 126% of quota over the last three years",
      "Goals for 2024: 110% of a $620K quota",
      "Cut forecast variance from 18% to 4% in 2022",
    );
    expect(data.quotaRecords).toEqual([]);
    expect(data.achievements.map((a) => a.title)).toEqual(["President's Club 2023"]);
  });

  it("reads a quota table with its own column names and skips the totals row", () => {
    const data = extractPortfolioItems({
      kind: "csv",
      text: "",
      rows: [
        ["Closed", "FY", "Quarter", "Plan", "Attainment %"],
        ["$1.1M", "FY2023", "Q1", "$1M", "110%"],
        ["$950,000", "2023", "2", "1000000", "95%"],
        ["$2.05M", "Total", "", "$2M", "102.5%"],
      ],
    });
    expect(withoutConfidence(data.quotaRecords)).toEqual([
      { year: 2023, quarter: 1, attainmentPercent: "110", attainment: "1100000", quota: "1000000" },
      { year: 2023, quarter: 2, attainmentPercent: "95", attainment: "950000", quota: "1000000" },
    ]);
  });
});

describe("jobs", () => {
  it("reads the common one-line layouts", () => {
    const data = extract(
      "Professional Experience",
      "Enterprise Account Executive, Northwind Software — Jan 2021 - Present",
      "Northwind Software | Senior AE | 2019-2021",
      "Account Manager at Initech Bank (Sep. 2016 – Mar. 2018)",
    );
    expect(withoutConfidence(data.experiences)).toEqual([
      { title: "Enterprise Account Executive", company: "Northwind Software", startDate: "2021-01", endDate: null },
      { title: "Senior AE", company: "Northwind Software", startDate: "2019", endDate: "2021" },
      { title: "Account Manager", company: "Initech Bank", startDate: "2016-09", endDate: "2018-03" },
    ]);
  });

  it("reads title, company and dates on separate lines in either order, keeping the location apart", () => {
    const data = extract(
      "Work History",
      "Mid-Market Account Executive",
      "Fabrikam Analytics, Denver, CO",
      "Sep. 2016 – Mar. 2018",
      "• Closed 47 new logos.",
      "Globex Corporation — Remote | 2014 - 2016",
      "Sales Development Representative",
    );
    expect(withoutConfidence(data.experiences)).toEqual([
      {
        title: "Mid-Market Account Executive",
        company: "Fabrikam Analytics",
        startDate: "2016-09",
        endDate: "2018-03",
        location: "Denver, CO",
      },
      {
        title: "Sales Development Representative",
        company: "Globex Corporation",
        startDate: "2014",
        endDate: "2016",
        location: "Remote",
      },
    ]);
  });

  it("takes no dates from education and no job from a line without a role", () => {
    const data = extract(
      "B.A. Economics, University of Chicago, 2008 - 2012",
      "Education",
      "MBA, Kellogg School of Management — 2014 - 2016",
      "Account Executive, Acme Corp",
    );
    expect(data.experiences).toEqual([]);
  });
});

describe("deals, achievements and executives", () => {
  it("makes a closed deal with ARR or ACV a deal highlight, titled by its customer", () => {
    const data = extract(
      "- Closed a $1.2M ARR platform deal with Globex Corporation, displacing Salesforce.",
      "- Landed Acme Health ($640K ACV, 3-year term).",
      "- Signed a 3-year, $1.5M TCV agreement with Northwind Traders.",
    );
    expect(data.dealHighlights.map((d) => [d.title, d.arrValue])).toEqual([
      ["Globex Corporation", "1200000"],
      ["Acme Health", "640000"],
      ["Northwind Traders", null],
    ]);
    expect(data.achievements).toEqual([]);
  });

  it("makes other results with money, and awards, achievements with a fitting category", () => {
    const data = extract(
      "- Generated $3.2M in qualified pipeline through outbound.",
      "- Expanded the Initech account from $200K to $750K ARR.",
      "- Grew my territory from $900K to $1.6M",
      "- President's Club 2023",
      "- Rookie of the Year, 2018",
      "- Closed 31 net-new logos, averaging $42K ACV.",
      "- Ran weekly pipeline reviews with the team",
    );
    expect(data.achievements.map((a) => [a.title, a.category])).toEqual([
      ["Generated $3.2M in qualified pipeline", "pipeline_generation"],
      ["Expanded the Initech account from $200K to $750K ARR", "account_expansion"],
      ["Grew my territory from $900K to $1.6M", "territory_development"],
      ["President's Club 2023", "presidents_club"],
      ["Rookie of the Year", "recognition"],
      ["Closed 31 net-new logos", "net_new_logos"],
    ]);
    expect(data.dealHighlights).toEqual([]);
  });

  it("reads executives only in a references or executive section, without contact details", () => {
    const data = extract(
      "Jane Doe, CFO, Acme Corp",
      "References",
      "Jane Doe, CFO, Acme Corp",
      "Marcus Bell — Chief Financial Officer, Globex Corporation — marcus@globex.example · +1 312 555 0100",
      "Laura Chen (CIO, Fabrikam Bank)",
      "Grace Okonkwo",
      "Chief Operating Officer at Fourth Coffee",
      "References available upon request",
    );
    expect(withoutConfidence(data.executiveCircle)).toEqual([
      { executiveName: "Jane Doe", executiveTitle: "CFO", executiveCompany: "Acme Corp" },
      {
        executiveName: "Marcus Bell",
        executiveTitle: "Chief Financial Officer",
        executiveCompany: "Globex Corporation",
      },
      { executiveName: "Laura Chen", executiveTitle: "CIO", executiveCompany: "Fabrikam Bank" },
      { executiveName: "Grace Okonkwo", executiveTitle: "Chief Operating Officer", executiveCompany: "Fourth Coffee" },
    ]);
  });

  it("maps JSON Resume work and awards", () => {
    const data = extractPortfolioItems({
      kind: "json-resume",
      text: "",
      resume: {
        work: [
          {
            name: "Trey Research",
            position: "AE",
            startDate: "2021-03-01",
            highlights: ["Closed a $900K ARR deal with Blue Yonder Airlines"],
          },
        ],
        awards: [{ title: "President's Club", date: "2023", awarder: "Trey Research" }],
      },
    });
    expect(withoutConfidence(data.experiences)).toEqual([
      { title: "AE", company: "Trey Research", startDate: "2021-03-01", endDate: null },
    ]);
    expect(data.dealHighlights.map((d) => [d.title, d.arrValue])).toEqual([["Blue Yonder Airlines", "900000"]]);
    expect(withoutConfidence(data.achievements)).toEqual([
      {
        title: "President's Club",
        description: "President's Club — Trey Research (2023)",
        category: "presidents_club",
      },
    ]);
  });
});

describe("deduplication and determinism", () => {
  it("reports an item met twice once, merging what each mention adds", () => {
    const data = extractPortfolioItems({
      kind: "docx",
      text: ["- Rookie of the Year, 2018.", "Awards", "Rookie of the Year, 2018", "Quota", "Q1 2023: 132%"].join("\n"),
      rows: [
        ["Quarter", "Quota", "Attainment"],
        ["Q1 2023", "$500,000", "132%"],
      ],
    });
    expect(data.achievements).toHaveLength(1);
    expect(withoutConfidence(data.quotaRecords)).toEqual([
      { year: 2023, quarter: 1, attainmentPercent: "132", attainment: null, quota: "500000" },
    ]);
  });

  it("gives the same answer every time (no state carried between calls)", () => {
    const lines = ["FY22: 118% | FY23: 127%", "Q1 2023, Q2'23: 104% of quota", "- Closed a $1.2M ARR deal with Globex"];
    expect(extract(...lines)).toEqual(extract(...lines));
  });
});

describe("confidence", () => {
  it("follows the documented formula: 30 + 68 × weighted evidence", () => {
    expect(confidenceOf("quotaRecord", {})).toBe(30);
    expect(confidenceOf("quotaRecord", { year: 1, periodType: 1, attainmentPercent: 1, quota: 1, attainment: 1 })).toBe(
      98,
    );
    expect(confidenceOf("quotaRecord", { year: 1, periodType: 1, attainmentPercent: 1, quota: 1 })).toBe(91);
    expect(confidenceOf("quotaRecord", { attainmentPercent: 1 })).toBe(50);
    expect(confidenceOf("experience", { title: 1, company: 0.5, startDate: 1, endDate: 1 })).toBe(86);
  });

  it("rises with each explicit field, so fuller items sort and preselect first", () => {
    const [full, fiscal, bare, none] = extract(
      "Q1 2023: 132% of a $500K quota ($660K closed)",
      "FY22: 118% of plan",
      "Finished 2021 at 109% of quota",
      "Hit 112% of quota",
    ).quotaRecords;
    expect(full!.confidence).toBeGreaterThan(fiscal!.confidence);
    expect(fiscal!.confidence).toBeGreaterThan(bare!.confidence);
    expect(bare!.confidence).toBeGreaterThan(none!.confidence);
    // The import dialog preselects items above 70: stated periods yes, a bare percent no.
    expect([full, fiscal, bare, none].map((r) => r!.confidence > 70)).toEqual([true, true, true, false]);
  });
});

describe("robustness", () => {
  // A seeded generator: the same "random" documents on every run.
  function generator(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const TOKENS = [
    "$",
    "1.2M",
    "$240,000",
    "240k ARR",
    "Q1",
    "2023",
    "'23",
    "FY22:",
    "132%",
    "%",
    "of quota",
    "ARR",
    "ACV",
    "TCV",
    "Closed",
    "Won",
    "with",
    "at",
    "Acme",
    "Corp",
    "Inc.",
    ",",
    "|",
    "—",
    "-",
    "(",
    ")",
    "Jan 2021 - Present",
    "2019-2021",
    "President's Club",
    "Rookie of the Year",
    "References",
    "Experience",
    "Quota",
    "Awards",
    "•",
    "Zoë",
    "Елена",
    "王芳",
    "CFO",
    "Account Executive",
    "\t",
    "A".repeat(300),
    "9999999999999999999%",
    "$99999999999999999",
    "\u0000",
    "…",
  ];

  it("never throws on arbitrary text, and always returns the validated shape", () => {
    const random = generator(42);
    const pick = () => TOKENS[Math.floor(random() * TOKENS.length)]!;
    for (let doc = 0; doc < 200; doc++) {
      const lines = Array.from({ length: 25 }, () =>
        Array.from({ length: 1 + Math.floor(random() * 12) }, pick).join(" "),
      );
      expect(() => extract(...lines)).not.toThrow();
      const rows = lines.map((line) => line.split(" ").slice(0, 6));
      expect(() =>
        extractPortfolioItems({ kind: "csv", text: "", rows: [["Year", "Quarter", "Quota", "Closed", "%"], ...rows] }),
      ).not.toThrow();
    }
  });
});
