// Both résumé corpora read through the real import path in plain Node and scored as `npm run bench` scores them:
// the shared corpus of real public documents beside the project (../shared/resume-corpus, or RESUME_CORPUS; read
// in place, never copied here, skipped with a message when absent) and the one written for the tests
// (tests/fixtures/resumes). Employers, titles and dates must stay at the targets, and no quota record is invented.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ratio, readExpected, scoreDocument, tally, type Field, type Tally } from "@/scripts/resume-score";
import type { CorpusResult } from "@/tests/fixtures/import/extract-corpus";

const ROOT = path.resolve(__dirname, "../..");
const SHARED = process.env.RESUME_CORPUS ?? path.resolve(ROOT, "../shared/resume-corpus");
const OWN = path.join(ROOT, "tests/fixtures/resumes");

const documentsOf = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".expected.json"))
    .map((name) => name.replace(/\.expected\.json$/, ""));

/** Reads every document of a corpus in a child process (PDF.js is an ES module jest's VM cannot load). */
function readCorpus(folder: string): Map<string, CorpusResult> {
  const files = documentsOf(folder).map((d) => path.join(folder, d));
  const run = spawnSync(process.execPath, ["--import", "tsx", "tests/fixtures/import/extract-corpus.ts", ...files], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`extract-corpus failed (${run.status}): ${run.stderr}`);
  return new Map((JSON.parse(run.stdout) as CorpusResult[]).map((r) => [path.basename(r.file), r]));
}

type Totals = Record<Field, Tally> & { invented: number; misses: string[] };

function score(
  folder: string,
  results: Map<string, CorpusResult>,
  include: (document: string) => boolean = () => true,
): Totals {
  const totals: Totals = {
    employers: tally(),
    titles: tally(),
    dates: tally(),
    recognitions: tally(),
    invented: 0,
    misses: [],
  };
  for (const document of documentsOf(folder).filter(include)) {
    const result = results.get(document)!;
    const expected = readExpected(JSON.parse(readFileSync(path.join(folder, `${document}.expected.json`), "utf8")));
    if (!result.ok) {
      // A document that cannot be read scores nothing found against everything it states.
      for (const field of ["employers", "titles", "dates"] as const)
        totals[field].expected += expected.experiences.length;
      totals.misses.push(`${document}: not read (${result.error.message})`);
      continue;
    }
    const scores = scoreDocument(expected, result.data);
    for (const field of ["employers", "titles", "dates", "recognitions"] as const) {
      totals[field].expected += scores[field].expected;
      totals[field].found += scores[field].found;
      totals[field].correct += scores[field].correct;
    }
    totals.invented += scores.inventedQuota;
    totals.misses.push(...scores.misses.map((miss) => `${document}: ${miss}`));
  }
  return totals;
}

const precision = (t: Tally) => ratio(t.correct, t.found);
const recall = (t: Tally) => ratio(t.correct, t.expected);

describe("the corpus written for the tests", () => {
  let totals: Totals;
  beforeAll(() => {
    totals = score(OWN, readCorpus(OWN));
  }, 120_000);

  it("holds documents from different tools and layouts", () => {
    const documents = documentsOf(OWN);
    expect(documents.length).toBeGreaterThanOrEqual(12);
    expect([...new Set(documents.map((d) => path.extname(d)))].sort()).toEqual([".docx", ".pdf", ".txt"]);
  });

  it("finds every employer, title and date range, and invents no quota record", () => {
    expect(totals.misses.filter((miss) => !/recognition/.test(miss))).toEqual([]);
    expect(totals.invented).toBe(0);
  });
});

const sharedPresent = existsSync(SHARED);
if (!sharedPresent) console.warn(`The shared résumé corpus is absent (${SHARED}): its accuracy test is skipped.`);

/**
 * The documents the reader is held to: those the corpus README lists before its first "### Added" section. Later
 * additions are read and scored too (no invented quota record, figures printed) but not gated until the reader is
 * trained to generalise to them: a gate on documents a reader was never shown only says which ones it has seen.
 */
function heldDocuments(folder: string): Set<string> {
  const readme = readFileSync(path.join(folder, "README.md"), "utf8");
  const before = readme.split(/^### Added/m)[0] ?? readme;
  return new Set([...before.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]!));
}

(sharedPresent ? describe : describe.skip)("the shared corpus of real public résumés", () => {
  let totals: Totals;
  let results: Map<string, CorpusResult>;
  beforeAll(() => {
    results = readCorpus(SHARED);
    totals = score(SHARED, results);
    const figures = (["employers", "titles", "dates"] as const).map(
      (field) => `${field} P ${precision(totals[field]).toFixed(2)} R ${recall(totals[field]).toFixed(2)}`,
    );
    console.info(`Whole shared corpus (${documentsOf(SHARED).length} documents): ${figures.join(", ")}`);
  }, 180_000);

  it("finds employers, titles and start/end dates at ≥ 0.9 precision and ≥ 0.85 recall on the documents it is held to", () => {
    const held = heldDocuments(SHARED);
    const totals = score(SHARED, results, (document) => held.has(document));
    const figures = (["employers", "titles", "dates"] as const).map((field) => ({
      field,
      precision: Number(precision(totals[field]).toFixed(2)),
      recall: Number(recall(totals[field]).toFixed(2)),
    }));
    // On failure the misses print with the figures, so the regression reads at once.
    const report = { figures, misses: totals.misses };
    for (const { precision: p, recall: r } of figures) {
      expect({ ...report, ok: p >= 0.9 && r >= 0.85 }).toEqual({ ...report, ok: true });
    }
  });

  it("invents no quota record from a résumé", () => {
    expect(totals.misses.filter((miss) => miss.includes("invented quota"))).toEqual([]);
  });

  it("does not fall below its figures on the documents added after the rules were written", () => {
    const held = heldDocuments(SHARED);
    const added = score(SHARED, results, (document) => !held.has(document));
    // Employers P 0.65 R 0.44 when these documents came in (the rules alone), 0.91/0.92 in grouped CV now and more
    // read by the line-role model trained on them: a floor under, so a regression shows.
    expect({ precision: precision(added.employers) >= 0.88, recall: recall(added.employers) >= 0.88 }).toEqual({
      precision: true,
      recall: true,
    });
  });
});

type SmokeFigures = { precision: number; recall: number };
type Smoke = {
  documents: number;
  shipped: { employers: SmokeFigures; titles: SmokeFigures };
  fold: { documents: number; sharedFamilies: number; employers: SmokeFigures; titles: SmokeFigures };
};

/**
 * The line-role reader (a model trained on the corpus, weighed against the rules in `npm run bench -- --import`):
 * the shipped weights on the whole corpus, and one family fold read by a model trained without it.
 */
(sharedPresent ? describe : describe.skip)("the line-role reader on the shared corpus", () => {
  let smoke: Smoke;
  beforeAll(() => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/import-roles/smoke.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 110_000,
      env: { ...process.env, RESUME_CORPUS: SHARED },
    });
    if (run.status !== 0) throw new Error(`import-roles smoke failed (${run.status}): ${run.stderr}`);
    smoke = JSON.parse(run.stdout) as Smoke;
    console.info(`Line-role reader: ${JSON.stringify(smoke)}`);
  }, 120_000);

  it("reads the corpus with the shipped weights (retrained after a feature change)", () => {
    // About 0.95/0.96 for employers and 0.93 titles recall: floors under, so a regression shows (with room for
    // documents added to the corpus later).
    expect(smoke.shipped.employers.precision).toBeGreaterThanOrEqual(0.9);
    expect(smoke.shipped.employers.recall).toBeGreaterThanOrEqual(0.9);
    expect(smoke.shipped.titles.recall).toBeGreaterThanOrEqual(0.88);
  });

  it("reads a fold of families it was not trained on", () => {
    expect(smoke.fold.documents).toBeGreaterThan(0);
    expect(smoke.fold.sharedFamilies).toBe(0);
    expect(smoke.fold.employers.precision).toBeGreaterThanOrEqual(0.88);
    expect(smoke.fold.employers.recall).toBeGreaterThanOrEqual(0.9);
  });
});
