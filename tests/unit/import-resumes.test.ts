// The resume corpus (tests/fixtures/resumes: fifteen layouts and tools, each with the items it states) read through
// the real import path in plain Node, scored as `npm run bench` scores it. A guard against regressions: the
// employers, titles and dates found stay at the bench's targets, and no quota record is invented.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { scoreDocument } from "@/scripts/resume-score";
import type { CorpusResult } from "@/tests/fixtures/import/extract-corpus";

const ROOT = path.resolve(__dirname, "../..");
const CORPUS = "tests/fixtures/resumes";
const documents = readdirSync(path.join(ROOT, CORPUS))
  .filter((name) => name.endsWith(".expected.json"))
  .map((name) => name.replace(/\.expected\.json$/, ""));

let results: Map<string, CorpusResult>;

beforeAll(() => {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "tests/fixtures/import/extract-corpus.ts", ...documents.map((d) => path.join(CORPUS, d))],
    {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  if (run.status !== 0) throw new Error(`extract-corpus failed (${run.status}): ${run.stderr}`);
  results = new Map((JSON.parse(run.stdout) as CorpusResult[]).map((r) => [path.basename(r.file), r]));
}, 90_000);

it("holds at least twelve documents from different tools and layouts", () => {
  expect(documents.length).toBeGreaterThanOrEqual(12);
  const kinds = new Set(documents.map((d) => path.extname(d)));
  expect([...kinds].sort()).toEqual([".docx", ".pdf", ".txt"]);
});

it("finds the employers, titles and dates every resume states, and invents no quota record", () => {
  const totals = { expected: 0, employers: 0, titles: 0, dates: 0, found: 0, invented: 0 };
  const misses: string[] = [];
  for (const document of documents) {
    const result = results.get(document)!;
    expect(result.ok).toBe(true);
    if (!result.ok) continue;
    const expected = JSON.parse(readFileSync(path.join(ROOT, CORPUS, `${document}.expected.json`), "utf8"));
    const score = scoreDocument(expected, result.data);
    totals.expected += score.employers.expected;
    totals.found += score.employers.found;
    totals.employers += score.employers.correct;
    totals.titles += score.titles.correct;
    totals.dates += score.dates.correct;
    totals.invented += score.inventedQuota;
    if (score.employers.correct < score.employers.expected) misses.push(document);
  }
  expect(misses).toEqual([]);
  expect(totals.employers / totals.found).toBeGreaterThanOrEqual(0.9);
  expect(totals.titles / totals.expected).toBeGreaterThanOrEqual(0.85);
  expect(totals.dates / totals.expected).toBeGreaterThanOrEqual(0.85);
  expect(totals.invented).toBe(0);
});
