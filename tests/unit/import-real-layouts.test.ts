// What real résumés print, each with the smallest text that shows it: European and non-English dates, roles
// listed under an employer's span or as bullets, LinkedIn's durations and employment types, a city with its state
// code, headings in a template's own words, company names that hold a heading word, and the lines the extractor
// could not place, reported for the rep to add by hand.
import { extractPortfolioItems, type ReadDocument } from "@/lib/server/import";
import { extractDocumentItems } from "@/lib/server/import/extract";
import { findDateRange } from "@/lib/server/import/extract/periods";

const read = (lines: string[], headings?: string[]): ReadDocument => ({
  kind: "txt",
  text: lines.join("\n"),
  headings,
});
const jobs = (lines: string[], headings?: string[]) =>
  extractPortfolioItems(read(lines, headings)).experiences.map((e) => [e.title, e.company, e.startDate, e.endDate]);
const range = (text: string) => {
  const found = findDateRange(text);
  return found ? [found.startDate, found.endDate] : null;
};

describe("dates in the forms European and non-English résumés print", () => {
  it("reads numeric months with slashes, dots and dashes, and ISO year-months", () => {
    expect(range("09/2023 – 03/2024")).toEqual(["2023-09", "2024-03"]);
    expect(range("3.2020 – 8.2020")).toEqual(["2020-03", "2020-08"]);
    expect(range("2023-09 to 2024-01")).toEqual(["2023-09", "2024-01"]);
    expect(range("Sept 2023 - Present")).toEqual(["2023-09", null]);
  });

  it("reads French, German and Spanish month names and open ends", () => {
    expect(range("févr. 2020 – déc. 2021")).toEqual(["2020-02", "2021-12"]);
    expect(range("März 2019 bis heute")).toEqual(["2019-03", null]);
    expect(range("Okt. 2018 – Dez. 2019")).toEqual(["2018-10", "2019-12"]);
    expect(range("enero 2017 – actualidad")).toEqual(["2017-01", null]);
    expect(range("septiembre 2015 - diciembre 2016")).toEqual(["2015-09", "2016-12"]);
  });

  it("reads 'since' in four languages as a current role, and a season as a stint in that year", () => {
    expect(range("seit 9.2020")).toEqual(["2020-09", null]);
    expect(range("Since May 2021")).toEqual(["2021-05", null]);
    expect(range("depuis mars 2019")).toEqual(["2019-03", null]);
    expect(range("Software Engineer Intern | Summer 2022")).toEqual(["2022", "2022"]);
  });

  it("keeps an end a month or so before the start as printed (a slip the review shows), not a wider gap", () => {
    expect(range("Nov. 2021 - May 2021")).toEqual(["2021-11", "2021-05"]);
    expect(range("2021 - 2015")).toBeNull();
  });
});

describe("roles as real work histories list them", () => {
  it("lists the roles under an employer's overall span, not the span itself", () => {
    expect(
      jobs([
        "Experience",
        "Beckhoff Automation LLC, Savage, Minnesota",
        "Jun 2022 – Present",
        "Associate Application Engineer, Los Angeles, CA, Jan 2024 – Present",
        "• Supporting customers with controls solutions",
        "Talent Development Associate, Savage, MN, Jun 2023 – Dec 2023",
      ]),
    ).toEqual([
      ["Associate Application Engineer", "Beckhoff Automation LLC", "2024-01", null],
      ["Talent Development Associate", "Beckhoff Automation LLC", "2023-06", "2023-12"],
    ]);
  });

  it("reads a role listed as a bullet under its employer", () => {
    expect(
      jobs([
        "Experience",
        "ERGOS Technology Partners",
        "● Network Operations Manager (May 2015 – November 2016)",
        "○ Oversaw the Network Operations Center",
        "● Technical Consultant (May 2013 – September 2013)",
      ]),
    ).toEqual([
      ["Network Operations Manager", "ERGOS Technology Partners", "2015-05", "2016-11"],
      ["Technical Consultant", "ERGOS Technology Partners", "2013-05", "2013-09"],
    ]);
  });

  it("drops LinkedIn's durations and employment types, and a city with its state code", () => {
    expect(
      jobs([
        "Experience",
        "Sr. System Reliability Engineer",
        "Disney Experiences · Full-time Jul 2025 - Present · 3 mos Orlando, Florida, United States",
      ]),
    ).toEqual([["Sr. System Reliability Engineer", "Disney Experiences", "2025-07", null]]);
    expect(jobs(["Experience", "Marketing Manager", "Varsity Tutors", "May 2023 - current | Brooklyn NY"])).toEqual([
      ["Marketing Manager", "Varsity Tutors", "2023-05", null],
    ]);
  });

  it("splits parts at a dash set off by a space on one side", () => {
    expect(jobs(["Experience", "Atom Logistic LLC -Amazon Driver —Alpharetta, Georgia — Aug 2023 - CURRENT"])).toEqual([
      ["Amazon Driver", "Atom Logistic LLC", "2023-08", null],
    ]);
  });

  it("takes the employer line above when the role line's own 'company' is only a guess", () => {
    expect(
      jobs([
        "Experience",
        "Fulcrum Technology Solutions (FTSC)",
        "Technical SME | Architect | Project Manager (December 2021 - March 2023)",
      ]),
    ).toEqual([["Technical SME, Architect, Project Manager", "Fulcrum Technology Solutions", "2021-12", "2023-03"]]);
  });
});

describe("sections", () => {
  it("does not take an employer named with a heading word for a heading", () => {
    expect(
      jobs([
        "Experience",
        "XYZ University",
        "Research Assistant | Summer 2021",
        "Acme Technology Group",
        "Analyst | 2019 - 2020",
      ]),
    ).toEqual([
      ["Research Assistant", "XYZ University", "2021", "2021"],
      ["Analyst", "Acme Technology Group", "2019", "2020"],
    ]);
  });

  it("starts a section at a heading in the template's own words when the document styles it as its headings", () => {
    const lines = [
      "SUMMARY",
      "Seller.",
      "WHERE I HAVE WORKED",
      "Account Executive, Initech | 2019 - 2021",
      "EDUCATION",
      "BA, State University | 2014 - 2018",
    ];
    const styled = ["SUMMARY", "WHERE I HAVE WORKED", "EDUCATION"];
    // Unstyled, the job line is read as part of the summary.
    expect(jobs(lines)).toEqual([]);
    expect(jobs(lines, styled)).toEqual([["Account Executive", "Initech", "2019", "2021"]]);
  });
});

describe("what could not be placed", () => {
  it("reports a role without dates and a dated line without a role, and not the sentences around them", () => {
    const { extractedData, unplaced } = extractDocumentItems(
      read([
        "Experience",
        "Regional Sales Manager, Fabrikam",
        "• Grew the territory",
        "Jan 2019 – Mar 2020 | remote",
        "• Opened 12 accounts",
        "Served as team lead for two years",
      ]),
    );
    expect(extractedData.experiences).toEqual([]);
    expect(unplaced.map((line) => line.text)).toEqual([
      "Regional Sales Manager, Fabrikam",
      "Jan 2019 – Mar 2020 | remote",
    ]);
    expect(unplaced[0]!.reason).toMatch(/no dates were found/);
    expect(unplaced[1]!.reason).toMatch(/no title or employer/);
  });
});

describe("quota records", () => {
  it("does not read a margin over a target or a satisfaction score as attainment", () => {
    const read1 = read([
      "Experience",
      "• Achieved ratings of 4.7/5, which beat target estimates by over 30% during tenure",
    ]);
    expect(extractPortfolioItems(read1).quotaRecords).toEqual([]);
  });
});
