// The line-role reader's parts: line parts, their features, the model, the assembly of entries, and the corpus
// folds the cross-validation uses.
import { assembleJobs, type LabelledLine, type LabelledPart } from "@/lib/server/import/roles/assemble";
import {
  BASE_FEATURES,
  FEATURE_COUNT,
  FEATURE_NAMES,
  featuresOf,
  headersOf,
  isBodyLine,
} from "@/lib/server/import/roles/features";
import { SHIPPED_MODEL } from "@/lib/server/import/roles";
import { extractPortfolioItems, type ReadDocument } from "@/lib/server/import";
import { extractDocumentItems } from "@/lib/server/import/extract";
import { predict, train } from "@/lib/server/import/roles/model";
import { namesMatch } from "@/lib/server/import/roles/names";
import { isLocation, splitUnits, type UnitLine } from "@/lib/server/import/roles/units";
import { findDateRange } from "@/lib/server/import/extract/periods";
import { ASIDE_END, ASIDE_START } from "@/lib/server/import/extract/lines";
import { familiesFromReadme, foldsByFamily } from "@/scripts/import-roles/corpus";
import { labelled } from "@/scripts/import-roles/label";
import { readExpected } from "@/scripts/resume-score";

const texts = (text: string) => splitUnits(text, 0).map((u) => (u.range ? `[${u.range.startDate}]` : u.text));

describe("line parts", () => {
  it("cuts a line at its date range, separators, commas and 'at'", () => {
    expect(texts("Software Engineer, Google | Jan 2019 – Present")).toEqual([
      "Software Engineer",
      "Google",
      "[2019-01]",
    ]);
    expect(texts("Sales Rep at Tailspin Toys (Mar 2015 – Aug 2016)")).toEqual([
      "Sales Rep",
      "Tailspin Toys",
      "[2015-03]",
    ]);
    expect(texts("Verkäufer bei Aldi | 15.08.2022 – jetzt")).toEqual(["Verkäufer", "Aldi", "[2022-08]"]);
    expect(texts("Stagiaire chez Gamned! | Juillet 2019 – Août 2019")).toEqual(["Stagiaire", "Gamned!", "[2019-07]"]);
    expect(texts("Atom Logistic LLC -Amazon Driver —Alpharetta, Georgia — Aug 2023 - CURRENT")).toEqual([
      "Atom Logistic LLC",
      "Amazon Driver",
      "Alpharetta, Georgia",
      "[2023-08]",
    ]);
  });

  it("sets apart a known city run into a name in capitals", () => {
    expect(texts("COSTA NORTE CONSTRUCCIONES Barcelona. Edo. Anz.")).toEqual([
      "COSTA NORTE CONSTRUCCIONES",
      "Barcelona. Edo. Anz.",
    ]);
    expect(texts("IBM Global Services")).toEqual(["IBM Global Services"]);
    expect(texts("BANCO DE VENEZUELA")).toEqual(["BANCO DE VENEZUELA"]);
  });

  it("keeps a company's legal form and a place in one part", () => {
    expect(texts("Proseware, Inc. | Miami, FL")).toEqual(["Proseware, Inc.", "Miami, FL"]);
    expect(texts("Kitchen employee from 2017 – 2019")).toEqual(["Kitchen employee", "[2017]"]);
    // A list in brackets stays with its part; a place in brackets is a part of its own.
    expect(texts("Web Developer (Django, Reactjs) | Christina’s Vietnam Ltd.")).toEqual([
      "Web Developer (Django, Reactjs)",
      "Christina’s Vietnam Ltd.",
    ]);
    expect(texts("Trey Research (Boston, MA) | Engineer (2019–2021)")).toEqual([
      "Trey Research",
      "Boston, MA",
      "Engineer",
      "[2019]",
    ]);
  });

  it("tells places from names", () => {
    expect(isLocation("Miami, FL")).toBe(true);
    expect(isLocation("Remote")).toBe(true);
    expect(isLocation("Panama City, Panama")).toBe(true);
    expect(isLocation("San Francisco Bay Area")).toBe(true);
    expect(isLocation("Greater Seattle Area")).toBe(true);
    expect(isLocation("Area Sales Manager")).toBe(false);
    expect(isLocation("Northwind Software")).toBe(false);
    expect(isLocation("Account Executive, EMEA")).toBe(false);
  });
});

const line = (text: string, bullet = false, section: UnitLine["section"] = "experience"): UnitLine => ({
  text,
  bullet,
  section,
  units: splitUnits(text, 0),
  style: null,
});

describe("features", () => {
  const lines = [
    line("Account Executive | Jan 2020 – Present"),
    line("Northwind Software Inc."),
    line("Closed 40 deals", true),
    line("Sales Development Representative | 2018 – 2019"),
  ];
  const headers = headersOf(lines);
  const at = (i: number, u = 0) => featuresOf(lines, i, lines[i]!.units[u]!, headers);
  const feature = (x: number[], name: string) => x[FEATURE_NAMES.indexOf(name)];

  it("gives every part the same number of features, named in order", () => {
    expect(FEATURE_NAMES.length).toBe(BASE_FEATURES);
    expect(new Set(FEATURE_NAMES).size).toBe(FEATURE_NAMES.length);
    for (let i = 0; i < lines.length; i++) expect(at(i)).toHaveLength(FEATURE_COUNT);
  });

  it("reads the words, the line and its neighbours", () => {
    expect(feature(at(0), "title word")).toBe(1);
    expect(feature(at(0), "date in line")).toBe(1);
    expect(feature(at(0), "date after")).toBe(1);
    expect(feature(at(1), "legal suffix")).toBe(1);
    expect(feature(at(1), "title word")).toBe(0);
    expect(feature(at(1), "prev date")).toBe(1);
    expect(feature(at(1), "bullet next")).toBe(1);
    expect(feature(at(1), "header other has title word")).toBe(1);
    expect(feature(at(2), "bullet")).toBe(1);
    expect(feature(at(3), "lines since bullet=0")).toBe(1);
  });

  it("groups the lines between descriptions into headers, a dated bullet being a header", () => {
    expect(headers[0]).toBe(headers[1]);
    expect(headers[2]).toBeNull();
    expect(headers[3]).not.toBe(headers[0]);
    expect(isBodyLine(line("Led a team of 4", true))).toBe(true);
    expect(isBodyLine(line("Shift Supervisor 2018 – 2019", true))).toBe(false);
  });

  it("labels parts from the expected facts", () => {
    const expected = readExpected({
      experiences: [{ company: "Northwind Software", title: "Account Executive", start: "2020-01", end: "present" }],
    });
    const { ys } = labelled(lines, expected, { companies: [], titles: [] });
    // Parts without dates: "Account Executive", "Northwind Software Inc.", "Closed 40 deals", "Sales Development Representative".
    expect(ys).toEqual([2, 1, 0, 0]);
  });
});

describe("names", () => {
  it("match when equal or one covers at least half of the other", () => {
    expect(namesMatch("Google LLC", "Google")).toBe(true);
    expect(namesMatch("Telefónica", "telefonica")).toBe(true);
    expect(namesMatch("Sales", "Regional Sales Manager")).toBe(false);
    expect(namesMatch("", "Google")).toBe(false);
  });
});

describe("the role model", () => {
  it("ships weights for every feature and role", () => {
    expect(SHIPPED_MODEL.roles).toEqual(["other", "employer", "title"]);
    expect(SHIPPED_MODEL.weights).toHaveLength(3);
    for (const row of SHIPPED_MODEL.weights) expect(row).toHaveLength(FEATURE_COUNT);
  });

  it("learns a separable problem and gives probabilities", () => {
    const xs = [
      [1, 1, 0],
      [1, 0, 1],
      [1, 1, 0],
      [1, 0, 1],
    ];
    const ys = [1, 2, 1, 2];
    const weights = train(xs, ys, 3, { epochs: 200, rate: 0.1, l2: 0 });
    const model = { features: 3, roles: ["other", "employer", "title"], weights };
    const p = predict(model, [1, 1, 0]);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(p.indexOf(Math.max(...p))).toBe(1);
    const q = predict(model, [1, 0, 1]);
    expect(q.indexOf(Math.max(...q))).toBe(2);
  });
});

const part = (role: LabelledPart["role"], text: string): LabelledPart => ({
  role,
  text,
  range: role === "date" ? findDateRange(text) : null,
});
const header = (...parts: LabelledPart[]): LabelledLine => ({ parts, body: false });
const body: LabelledLine = { parts: [part("other", "Closed 40 deals")], body: true };
const summary = (lines: Array<LabelledLine | null>) =>
  assembleJobs(lines).map((j) => `${j.company ?? "-"} / ${j.title ?? "-"} / ${j.startDate ?? "-"}`);

describe("assembly", () => {
  it("reads a title above or below its employer, dates left, right or inline", () => {
    expect(
      summary([
        header(part("title", "Account Executive"), part("date", "Jan 2020 – Present")),
        header(part("employer", "Northwind")),
        body,
        header(part("date", "2018 – 2019")),
        header(part("employer", "Contoso"), part("other", "Berlin")),
        header(part("title", "SDR")),
        body,
      ]),
    ).toEqual(["Northwind / Account Executive / 2020-01", "Contoso / SDR / 2018"]);
  });

  it("lists several roles under one employer, and drops the employer's umbrella span", () => {
    expect(
      summary([
        header(part("employer", "Northwind"), part("date", "2015 – 2021")),
        header(part("title", "Senior AE"), part("date", "2018 – 2021")),
        body,
        header(part("title", "AE"), part("date", "2015 – 2018")),
        body,
      ]),
    ).toEqual(["Northwind / Senior AE / 2018", "Northwind / AE / 2015"]);
  });

  it("takes undated entries only from a work history without any dates, and resets at another section", () => {
    expect(summary([header(part("employer", "Kodak")), header(part("title", "Engineer")), null])).toEqual([
      "Kodak / Engineer / -",
    ]);
    expect(
      summary([
        header(part("employer", "Kodak")),
        header(part("title", "Engineer")),
        body,
        header(part("title", "Agent"), part("date", "2019 – 2020")),
      ]),
    ).toEqual(["Kodak / Agent / 2019"]);
    expect(
      summary([header(part("employer", "Kodak")), null, header(part("title", "Agent"), part("date", "2019 – 2020"))]),
    ).toEqual(["- / Agent / 2019"]);
  });
});

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
