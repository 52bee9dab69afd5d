// The line-role reader's parts: line parts, their features, the model and the assembly of entries.
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
import { predict, train } from "@/lib/server/import/roles/model";
import { namesMatch } from "@/lib/server/import/roles/names";
import { isLocation, splitUnits, type UnitLine } from "@/lib/server/import/roles/units";
import { findDateRange } from "@/lib/server/import/extract/periods";
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
