// The extractor reads sections first: headings in their usual variants, education never an employer, summary for
// About Me, awards as recognitions; dates in the forms resumes print; quota records only from sales language; the
// readers' part (text normalisation, Word layout tables, LinkedIn CSVs).
import { extractPortfolioItems, type ReadDocument } from "@/lib/server/import";
import { ASIDE_END, ASIDE_START, headingSection, toLines } from "@/lib/server/import/extract/lines";
import { findDateRange } from "@/lib/server/import/extract/periods";
import { normaliseText } from "@/lib/server/import/normalise";
import { htmlToLines } from "@/lib/server/import/readers/docx";
import { readLinkedInExport } from "@/lib/server/import/readers/linkedin";

const extract = (...lines: string[]) =>
  extractPortfolioItems({ kind: "txt", text: normaliseText(lines.join("\n")) } satisfies ReadDocument);
const jobs = (...lines: string[]) =>
  extract(...lines).experiences.map((e) => [e.title, e.company, e.startDate, e.endDate]);

describe("sections", () => {
  it("knows the usual headings and their variants, and does not take a job title for one", () => {
    const cases: Array<[string, string | null]> = [
      ["EXPERIENCE", "experience"],
      ["Work Experience & Internships", "experience"],
      ["Professional Experience", "experience"],
      ["Employment History", "experience"],
      ["Education", "education"],
      ["EDUCATION AND TRAINING", "education"],
      ["Honors & Awards", "awards"],
      ["HONOURS", "awards"],
      ["Technical Skills", "ignored"],
      ["Volunteer Experience", "ignored"],
      ["Projects", "ignored"],
      ["Professional Summary", "summary"],
      ["Customer Experience Manager", null],
      ["Closed 12 new logos in 2023", null],
      ["Erfahrung ________________________________", "experience"],
      ["+ EDUCACION", "education"],
      ["EXPERIENCIA PROFISSIONAL", "experience"],
      ["Work Exp.", "experience"],
      ["=== EDUCATION ===", "education"],
    ];
    for (const [text, section] of cases) expect([text, headingSection(text)]).toEqual([text, section]);
  });

  it("opens a section with a heading in other words only where it is written like the document's headings", () => {
    // "OWI Technologies" reads like a heading ("Technologies"), but this document writes its headings in capitals.
    expect(
      jobs(
        "EXPERIENCE",
        "Software Engineer",
        "OWI Technologies",
        "April 2009 to May 2012",
        "Software Engineer",
        "INOV",
        "June 2006 to Mar. 2009",
        "EDUCATION",
      ).map(([, company]) => company),
    ).toEqual(["OWI Technologies", "INOV"]);
    expect(
      extract("Experience", "Account Executive, Initech, 2020 – 2023", "Technologies", "Salesforce").experiences,
    ).toHaveLength(1);
    // In mixed case, an employer under its entry's dates or over its job title is no heading either.
    expect(
      jobs(
        "Professional Experience",
        "Mar 2023–Jul 2024",
        "Atlanta, GA",
        "Dell Technologies",
        "Principal Software Engineer",
        "• Reduced processing time by 41%",
        "Education",
      ).map(([, company]) => company),
    ).toEqual(["Dell Technologies"]);
  });

  it("goes on with the main text's section after a sidebar, whose headings end with it", () => {
    const data = extract(
      "EXPERIENCE",
      "Principal Architect | Hitachi Vantara | Sep 2016 – Sep 2021",
      "Highlights",
      "Led the platform migration",
      ASIDE_START,
      "EDUCATION",
      "North Maharashtra University | 2000 – 2004",
      ASIDE_END,
      "Automated the provisioning of 400 servers",
      "Team Lead | Cybage Software | Apr 2007 – Oct 2012",
    );
    expect(data.experiences.map((e) => e.company)).toEqual(["Hitachi Vantara", "Cybage Software"]);
  });

  it("never makes a school an employer, and reads the summary for About Me", () => {
    const data = extract(
      "Summary",
      "Enterprise AE who sells to CFOs.",
      "Education",
      "Southwestern University | Georgetown, TX",
      "Bachelor of Arts in Business | Aug. 2014 – May 2018",
      "Experience",
      "Acme Cloud | Austin, TX",
      "Senior Account Executive | Sep. 2023 – Mar. 2024",
    );
    expect(data.experiences.map((e) => [e.title, e.company])).toEqual([["Senior Account Executive", "Acme Cloud"]]);
    expect(data.aboutMe).toEqual([
      expect.objectContaining({ headline: null, summary: "Enterprise AE who sells to CFOs." }),
    ]);
  });

  it("gives further roles at one company that company", () => {
    expect(
      jobs(
        "Experience",
        "Initech | Remote",
        "Senior Account Executive | Jan 2022 – Present",
        "• Grew the book",
        "Account Executive | Jun 2019 – Dec 2021",
      ),
    ).toEqual([
      ["Senior Account Executive", "Initech", "2022-01", null],
      ["Account Executive", "Initech", "2019-06", "2021-12"],
    ]);
  });

  it("reads awards as recognitions, without their dates; a club is President's Club; a ranking is a recognition", () => {
    const data = extract(
      "Awards & Honors",
      "2021 | Top Closer, EMEA",
      "Rookie of the Year – 2020",
      "President’s Club, Initech (2022)",
    );
    expect(data.achievements.map((a) => [a.title, a.category])).toEqual([
      ["Top Closer", "recognition"],
      ["Rookie of the Year", "recognition"],
      ["President’s Club", "presidents_club"],
    ]);
    const ranked = extract("Experience", "• Achieved 128% of quota in FY2022, ranked #2 of 40 reps");
    expect(ranked.quotaRecords).toEqual([expect.objectContaining({ year: 2022, attainmentPercent: "128" })]);
    expect(ranked.achievements).toEqual([
      expect.objectContaining({ title: "Ranked #2 of 40 reps", category: "recognition" }),
    ]);
  });
});

describe("dates", () => {
  it("reads the forms resumes print", () => {
    const range = (text: string) => {
      const found = findDateRange(text);
      return found && [found.startDate, found.endDate];
    };
    expect(range("Sep. 2023 – Mar. 2024")).toEqual(["2023-09", "2024-03"]);
    expect(range("Sept 2019 — Current")).toEqual(["2019-09", null]);
    expect(range("09/2023 - 12/2024")).toEqual(["2023-09", "2024-12"]);
    expect(range("2019 – Present")).toEqual(["2019", null]);
    expect(range("June 2020 to Aug. 2023")).toEqual(["2020-06", "2023-08"]);
    expect(range("2021−2023")).toEqual(["2021", "2023"]);
    // Arrows between the dates, and months with two-digit years when they make a range.
    expect(range("Jan 2020 → Mar 2021")).toEqual(["2020-01", "2021-03"]);
    expect(range("Rocsole @ Finland 01/22 ⇒ Now")).toEqual(["2022-01", null]);
    expect(range("05/15 - 01/18")).toEqual(["2015-05", "2018-01"]);
    expect(range("09/98 – 03/02")).toEqual(["1998-09", "2002-03"]);
    expect(range("24/7 support desk")).toBeNull();
    expect(range("05/15 - 04/15")).toBeNull();
    // A word for "now" is the range's end, not a part left beside it (taken for an employer).
    for (const now of ["aktuell", "derzeit", "till date", "en cours", "en curso"]) {
      const found = findDateRange(`Intensivkurs | 06/2025 – ${now}`);
      expect([now, found?.ongoing, found && `Intensivkurs | 06/2025 – ${now}`.slice(found.end)]).toEqual([
        now,
        true,
        "",
      ]);
    }
  });

  it("does not take dates in lower case under a bullet for the bullet's wrapped line", () => {
    const lines = toLines(
      ["Experiencia laboral", "• Gestión de una cartera de 32 clientes", "clave", "jul. 2019 – jul. 2022"].join("\n"),
    );
    expect(lines.map((line) => line.text)).toEqual([
      "Gestión de una cartera de 32 clientes clave",
      "jul. 2019 – jul. 2022",
    ]);
  });

  it("puts a range split over two lines back together, and reads dates through soft hyphens and odd spaces", () => {
    expect(jobs("Experience", "Account Executive, Initech", "Sep. 2023 –", "Mar. 2024")).toEqual([
      ["Account Executive", "Initech", "2023-09", "2024-03"],
    ]);
    expect(jobs("Experience", "Account Executive, Initech\u00A0|\u00A0Sep\u00AD. 2023 – Mar\u00AD. 2024")).toEqual([
      ["Account Executive", "Initech", "2023-09", "2024-03"],
    ]);
    expect(normaliseText("ﬁnance and ofﬂine\u200B work")).toBe("finance and offline work");
  });
});

describe("quota records come only from sales language", () => {
  it("ignores a percentage that is not attainment, in any section", () => {
    expect(extract("Experience", "• Helped a customer save over 30% of AWS costs").quotaRecords).toEqual([]);
    expect(
      extract("Results", "• Cut onboarding time by 40% in 2023", "• Saved over 30% of AWS costs").quotaRecords,
    ).toEqual([]);
    expect(extract("Projects", "• 98% completion rate for 50+ students in 2021").quotaRecords).toEqual([]);
  });

  it("reads attainment next to quota words, the short form, and a quota section's periods", () => {
    const percents = (...lines: string[]) =>
      extract(...lines).quotaRecords.map((r) => [r.year, r.quarter, r.attainmentPercent]);
    expect(percents("• Led a team of 8 AEs to 112% of the regional plan in FY2023")).toEqual([[2023, null, "112"]]);
    expect(percents("FY22: 118% | FY23: 127%")).toEqual([
      [2022, null, "118"],
      [2023, null, "127"],
    ]);
    expect(percents("Quota Attainment", "2021 — 104%")).toEqual([[2021, null, "104"]]);
  });
});

describe("readers", () => {
  it("reads a Word table used for layout as text, and a data table as rows", () => {
    const layout = htmlToLines(
      "<table><tr><td><p>Skills</p><p>Negotiation</p><p>Forecasting</p></td><td><p>Experience</p><p>Account Executive, Initech, Jan 2020 – Present</p><p>Closed a $1.2M ARR deal with Globex Corporation in the first quarter</p></td></tr></table>",
    );
    expect(layout.rows).toEqual([]);
    expect(layout.text.split("\n")).toEqual([
      "Skills",
      "Negotiation",
      "Forecasting",
      "Experience",
      "Account Executive, Initech, Jan 2020 – Present",
      "Closed a $1.2M ARR deal with Globex Corporation in the first quarter",
    ]);
    const data = htmlToLines(
      "<table><tr><td><p>Year</p></td><td><p>Attainment</p></td></tr><tr><td><p>2023</p></td><td><p>118%</p></td></tr></table>",
    );
    expect(data).toEqual({
      text: "",
      headings: [],
      rows: [
        ["Year", "Attainment"],
        ["2023", "118%"],
      ],
    });
  });

  it("reads a job's header set in a table in its place among the lines, and a table of figures by period as rows", () => {
    const cell = (text: string) => `<td><p>${text}</p></td>`;
    const read = htmlToLines(
      "<p>Erfahrung</p>" +
        `<table><tr>${cell("Software Entwicklung<br />Praktikum")}${cell("")}${cell("BMW Group")}${cell("Regensburg, Deutschland")}${cell("seit 02/2023")}</tr></table>` +
        "<ul><li>Integration von Teilapplikationen</li></ul>" +
        `<table><tr>${cell("Lagerkoordinator")}${cell("Fressnapf Tiernahrungs GmbH")}${cell("05/2019 - 04/2021")}</tr></table>` +
        `<table><tr>${cell("Q1 2023 – Q4 2023")}${cell("$1.2M")}${cell("118%")}</tr></table>`,
    );
    expect(read.text.split("\n")).toEqual([
      "Erfahrung",
      "Software Entwicklung Praktikum | BMW Group | Regensburg, Deutschland | seit 02/2023",
      "• Integration von Teilapplikationen",
      "Lagerkoordinator | Fressnapf Tiernahrungs GmbH | 05/2019 - 04/2021",
    ]);
    expect(read.rows).toEqual([["Q1 2023 – Q4 2023", "$1.2M", "118%"]]);
  });

  it("reads LinkedIn's CSVs by their headers, past a notes preamble, at any depth in the archive", () => {
    const files = new Map([
      [
        "export/Positions.csv",
        new TextEncoder().encode(
          'Notes:\n"Some positions may be missing"\n\nCompany Name,Title,Description,Location,Started On,Finished On\nInitech,Account Executive,,Remote,Mar 2021,\n',
        ),
      ],
      [
        "export/Recommendations_Received.csv",
        new TextEncoder().encode(
          "First Name,Last Name,Company,Job Title,Text,Creation Date,Status\nAna,Lima,Initech,CRO,Great.,01/01/24,HIDDEN\n",
        ),
      ],
    ]);
    const data = readLinkedInExport(files);
    expect(data.positions).toEqual([
      {
        "company name": "Initech",
        title: "Account Executive",
        description: "",
        location: "Remote",
        "started on": "Mar 2021",
        "finished on": "",
      },
    ]);
    const items = extractPortfolioItems({ kind: "linkedin", text: "x", linkedin: data });
    expect(items.experiences).toEqual([
      expect.objectContaining({ title: "Account Executive", company: "Initech", startDate: "2021-03", endDate: null }),
    ]);
    expect(items.references).toEqual([]);
  });
});
