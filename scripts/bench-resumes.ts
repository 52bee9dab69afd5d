// Smart import accuracy on two résumé corpora: the shared corpus of real public documents beside the project
// (../shared/resume-corpus, or RESUME_CORPUS; never copied into the repository: skipped with a message when absent)
// and the one written for the tests (tests/fixtures/resumes). Prints precision and recall per field, per document
// and overall, then every miss (expected vs got) so a regression reads at a glance. Targets on the real corpus:
// employers, titles and start/end dates each ≥ 0.9 precision and ≥ 0.85 recall; no invented quota record.
// scripts/bench.ts calls resumeScores(); alone: npx tsx --conditions=react-server scripts/bench-resumes.ts
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { extractPortfolioItems, readDocument } from "../lib/server/import";
import { ratio, readExpected, scoreDocument, tally, type Field, type Scores, type Tally } from "./resume-score";

export const SHARED_CORPUS = process.env.RESUME_CORPUS ?? path.resolve("../shared/resume-corpus");
const OWN_CORPUS = "tests/fixtures/resumes";
const TARGETS = { precision: 0.9, recall: 0.85 };
const FIELDS: Field[] = ["employers", "titles", "dates", "recognitions"];

const cell = (t: Tally) => `${ratio(t.correct, t.found).toFixed(2)}/${ratio(t.correct, t.expected).toFixed(2)}`;

export type CorpusTotals = Scores & { invented: number; documents: number; misses: Map<string, string[]> };

/** Reads and scores every document of a corpus with an `.expected.json`; null when the folder is absent. */
export async function scoreCorpus(folder: string): Promise<CorpusTotals | null> {
  if (!fs.existsSync(folder)) return null;
  const files = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith(".expected.json"))
    .sort();
  const total: CorpusTotals = {
    employers: tally(),
    titles: tally(),
    dates: tally(),
    recognitions: tally(),
    invented: 0,
    documents: files.length,
    misses: new Map(),
  };
  console.log(
    `\n${folder} (precision/recall)`.padEnd(44) + "employers  titles     dates      recognitions  invented quota",
  );
  for (const file of files) {
    const document = file.replace(/\.expected\.json$/, "");
    const expected = readExpected(JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")));
    let line: string;
    try {
      const read = await readDocument(new Uint8Array(fs.readFileSync(path.join(folder, document))), document);
      const scores = scoreDocument(expected, extractPortfolioItems(read));
      for (const key of FIELDS) {
        total[key].expected += scores[key].expected;
        total[key].found += scores[key].found;
        total[key].correct += scores[key].correct;
      }
      total.invented += scores.inventedQuota;
      if (scores.misses.length > 0) total.misses.set(document, scores.misses);
      line = `${FIELDS.map((key) => cell(scores[key]).padEnd(key === "recognitions" ? 13 : 10)).join(" ")} ${scores.inventedQuota}`;
    } catch (error) {
      // A document that cannot be read scores nothing found against everything expected.
      for (const key of FIELDS)
        total[key].expected += key === "recognitions" ? expected.recognitions.length : expected.experiences.length;
      total.misses.set(document, [`not read: ${(error as Error).message}`]);
      line = "not read";
    }
    console.log(`  ${document.padEnd(40).slice(0, 40)} ${line}`);
  }
  console.log(
    `  ${`overall, ${files.length} documents`.padEnd(40)} ${FIELDS.map((key) => cell(total[key]).padEnd(key === "recognitions" ? 13 : 10)).join(" ")} ${total.invented}`,
  );
  return total;
}

export function meetsTargets(total: CorpusTotals): boolean {
  const meets = (key: Field) =>
    ratio(total[key].correct, total[key].found) >= TARGETS.precision &&
    ratio(total[key].correct, total[key].expected) >= TARGETS.recall;
  return meets("employers") && meets("titles") && meets("dates") && total.invented === 0;
}

function printMisses(total: CorpusTotals) {
  if (total.misses.size === 0) return;
  console.log("  misses:");
  for (const [document, misses] of total.misses) {
    console.log(`    ${document}`);
    for (const miss of misses) console.log(`      - ${miss}`);
  }
}

export async function resumeScores(): Promise<boolean> {
  let ok = true;
  for (const folder of [SHARED_CORPUS, OWN_CORPUS]) {
    const total = await scoreCorpus(folder);
    if (!total) {
      console.log(`\nresume corpus ${folder}: absent, skipped (it lives beside the project; RESUME_CORPUS=<folder>)`);
      continue;
    }
    printMisses(total);
    const met = meetsTargets(total);
    ok &&= met;
    console.log(
      `  targets (employers, titles, dates: precision ≥ ${TARGETS.precision}, recall ≥ ${TARGETS.recall}; no invented quota record): ${met ? "OK" : "MISSED"}`,
    );
  }
  return ok;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit((await resumeScores()) ? 0 : 1);
}
