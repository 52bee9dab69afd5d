// The line-role reader as shipped: whole work histories read end to end (plain text and a PDF's layout), and the
// corpus folds the cross-validation uses.
import { extractPortfolioItems, type ReadDocument } from "@/lib/server/import";
import { extractDocumentItems } from "@/lib/server/import/extract";
import { ASIDE_END, ASIDE_START } from "@/lib/server/import/extract/lines";
import { familiesFromReadme, foldsByFamily } from "@/scripts/import-roles/corpus";

describe("the shipped reader", () => {
  const read = (...lines: string[]) =>
    extractPortfolioItems({ kind: "txt", text: lines.join("\n") }).experiences.map(
      (e) => `${e.company ?? "-"} / ${e.title ?? "-"} / ${e.startDate ?? "-"}`,
    );

  it("reads a work history that states only how long each role lasted, several roles under one employer", () => {
    expect(
      read(
        "Experience",
        "Eastman Kodak Company",
        "Development Engineer, 3 years",
        "Ran the paper testing lab and wrote its procedures for the whole plant",
        "Senior Development Engineer, 5 years",
        "Led the film process group through two product launches on time",
        "Education",
        "University of Rochester, 4 years",
      ),
    ).toEqual([
      "Eastman Kodak Company / Development Engineer / -",
      "Eastman Kodak Company / Senior Development Engineer / -",
    ]);
  });

  it("gives the review an employer whose title could not be read, instead of a job without a title", () => {
    const { extractedData, unplaced } = extractDocumentItems({
      kind: "txt",
      text: [
        "Experience",
        "Account Executive | Jan 2020 – Dec 2022",
        "Fabrikam",
        "• Closed the largest deal of the year",
        "2016 – 2017",
        "Vang Danh Thuong Hieu Quoc Gia",
        "• Ran the regional launch",
      ].join("\n"),
    });
    expect(extractedData.experiences.map((e) => [e.company, e.title])).toEqual([["Fabrikam", "Account Executive"]]);
    expect(unplaced).toContainEqual({
      text: "Vang Danh Thuong Hieu Quoc Gia (2016 – 2017)",
      reason: expect.stringContaining("no job title"),
    });
  });

  it("reads jobs printed side by side in a row of cards down each card, without the arrows around them", () => {
    expect(
      read(
        "Experience",
        "Data Analyst ➡➡ | ⬅⬅ Senior Data Engineer | Product Manager",
        "Lazada @ Vietnam 05/15 ⇒ 01/18 | TTEK @ Vietnam 01/18 ⇒ 03/19 | Gojek @ Indonesia 03/19 ⇒ Now",
        "Built the reporting stack | Ran the data platform | Launched the driver app",
        "Education",
      ),
    ).toEqual([
      "Lazada / Data Analyst / 2015-05",
      "TTEK / Senior Data Engineer / 2018-01",
      "Gojek / Product Manager / 2019-03",
    ]);
    // One job's header with its dates in a cell of its own stays one job.
    expect(read("Experience", "Account Executive | Fabrikam | Jan 2019 – Mar 2021 | Miami, FL")).toEqual([
      "Fabrikam / Account Executive / 2019-01",
    ]);
  });
});

describe("the template of a work history", () => {
  const line = (text: string, fontSize: number) => ({ text, x: 40, fontSize, bold: false, bullet: false });
  const pdf = (lines: Array<[string, number]>): ReadDocument => ({
    kind: "pdf",
    text: lines.map(([text]) => text).join("\n"),
    headings: ["Experience"],
    layout: lines.map(([text, size]) => line(text, size)),
  });

  it("takes the part set in the employers' type for the employer, even a name that does not look like one", () => {
    const entries: Array<[string, string, string]> = [
      ["Northwind Traders Inc.", "Head of People Operations", "July 2019 - December 2021"],
      ["Contoso Ltd", "Head of People", "February 2019 - July 2019"],
      ["Nuro", "Head of People", "April 2018 - December 2018"],
      ["Glossier", "Head of HR", "April 2016 - October 2017"],
      ["Kirkland & Ellis LLP", "Corporate Case Assistant", "August 2013 - April 2016"],
    ];
    const document = pdf([
      ["Experience", 13],
      ...entries.flatMap(([employer, title, dates]): Array<[string, number]> => [
        [employer, 12],
        ["1 year 3 months", 10],
        [title, 11],
        [`${dates} (1 year 3 months)`, 10],
        ["San Francisco Bay Area", 10],
      ]),
    ]);
    expect(extractPortfolioItems(document).experiences.map((e) => e.company)).toEqual(entries.map(([e]) => e));
  });

  it("reads one work history across a sidebar, where some entries print their employer's web address", () => {
    const entry = (employer: string, url: string | null, dates: string, title: string) => [
      employer,
      ...(url ? [url] : []),
      dates,
      title,
      "Led infrastructure operations for a platform serving millions of users",
      "Automated the provisioning of servers and cut the release time in half",
    ];
    const text = [
      "EXPERIENCE",
      ...entry("VivSoft", "https://www.vivsoft.io/", "September 2021 – Present", "DevSecOps Lead"),
      ...entry(
        "Hitachi Vantara",
        "https://www.hitachivantara.com/en-us/home",
        "September 2016 – September 2021",
        "Principal Cloud Architect",
      ),
      ASIDE_START,
      "SKILLS",
      "Kubernetes",
      "Terraform",
      ASIDE_END,
      ...entry(
        "Mode Media Corporation",
        null,
        "October 2012 – September 2016",
        "Senior Manager - Technical Operations",
      ),
      ...entry(
        "Cybage Software",
        "https://www.cybage.com/",
        "April 2007 – October 2012",
        "Team Lead - Technical Operations",
      ),
    ].join("\n");
    expect(extractPortfolioItems({ kind: "txt", text }).experiences.map((e) => e.company)).toEqual([
      "VivSoft",
      "Hitachi Vantara",
      "Mode Media Corporation",
      "Cybage Software",
    ]);
  });

  it("never takes a remark in brackets or a labelled field for an employer", () => {
    const companies = extractPortfolioItems({
      kind: "txt",
      text: [
        "Berufserfahrung",
        "01.08.2020 – 30.09.2020",
        "Einzelhandelskaufmann",
        "Edeka M. Bahrs",
        "01.10.2020 – 28.02.2022",
        "Studium zum Wirtschaftsingenieur",
        "(Abbruch)",
        "15.08.2022 – jetzt",
        "Verkäufer",
        "Geburtsdatum: 07.06.1997",
      ].join("\n"),
    }).experiences.map((e) => e.company);
    expect(companies[0]).toBe("Edeka M. Bahrs");
    expect(companies.filter((c) => c?.includes("(") || c?.includes(":"))).toEqual([]);
  });

  it("takes no job from a sentence that names dates, and reads the last job's employer under it", () => {
    const jobs = extractPortfolioItems({
      kind: "txt",
      text: [
        "Experience",
        "Account Executive | Jan 2020 – Dec 2022",
        "Fabrikam",
        "Delivered 100% year-on-year growth 2019 through 2022 across technical B2B accounts.",
        "Sales Development Rep | Mar 2018 – Dec 2019",
        "Contoso",
        "I have also been a part-time lecturer in sales methodology since Jul 2021",
        "Verkäufer | 15.08.2022 – jetzt",
        "Aldi",
        "Wolfsburg, 03.01.2023",
      ].join("\n"),
    }).experiences.map((e) => `${e.company} / ${e.title} / ${e.startDate}`);
    expect(jobs).toEqual([
      "Fabrikam / Account Executive / 2020-01",
      "Contoso / Sales Development Rep / 2018-03",
      "Aldi / Verkäufer / 2022-08",
    ]);
  });
});

describe("corpus folds", () => {
  const readme = [
    "## Documents",
    "- `a-1.pdf` — owner/a:x.pdf @ 1 — licence",
    "- `a-2.pdf` — owner/a:y.pdf @ 1 — licence",
    "### Added 2026-11-28",
    "- `b-1.pdf` — other/b:z.pdf @ 2 — licence",
  ].join("\n");

  it("reads each document's family and whether it was added later", () => {
    const families = familiesFromReadme(readme);
    expect(families.get("a-2.pdf")).toEqual({ family: "owner/a", added: false });
    expect(families.get("b-1.pdf")).toEqual({ family: "other/b", added: true });
  });

  it("never splits a family across folds", () => {
    const docs = ["f1", "f1", "f1", "f2", "f3", "f3", "f4", "f5"].map((family, i) => ({ family, i }));
    const folds = foldsByFamily(docs, 3);
    expect(folds).toHaveLength(3);
    expect(folds.flat()).toHaveLength(docs.length);
    for (const family of ["f1", "f2", "f3", "f4", "f5"])
      expect(folds.filter((fold) => fold.some((d) => d.family === family))).toHaveLength(1);
  });
});
