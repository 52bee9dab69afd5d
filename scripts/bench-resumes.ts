// Smart import accuracy on the corpus of public resumes in tests/fixtures/resumes (each document with the items a
// person wrote down by hand in <file>.expected.json). Prints, per document and over the corpus, precision and
// recall for employers, titles, start/end months and recognitions, and the quota records invented from resumes
// that state none. Targets: employers P and R ≥ 0.9; titles and dates ≥ 0.85; no invented quota record.
// scripts/bench.ts calls resumeScores(); alone: npx tsx --conditions=react-server scripts/bench-resumes.ts
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { extractPortfolioItems, readDocument } from "../lib/server/import";
import { ratio, scoreDocument, tally, type Expected, type Scores, type Tally } from "./resume-score";

const CORPUS = "tests/fixtures/resumes";
const TARGETS = { employers: 0.9, titles: 0.85, dates: 0.85 };

const cell = (t: Tally) => `${ratio(t.correct, t.found).toFixed(2)}/${ratio(t.correct, t.expected).toFixed(2)}`;

export async function resumeScores(): Promise<boolean> {
  const files = fs.existsSync(CORPUS)
    ? fs
        .readdirSync(CORPUS)
        .filter((f) => f.endsWith(".expected.json"))
        .sort()
    : [];
  if (files.length === 0) {
    console.log(`resume corpus: no documents in ${CORPUS}`);
    return false;
  }
  const total: Scores = { employers: tally(), titles: tally(), dates: tally(), recognitions: tally() };
  let invented = 0;
  console.log(
    "resume corpus (precision/recall)          employers  titles     dates      recognitions  invented quota",
  );
  for (const file of files) {
    const document = file.replace(/\.expected\.json$/, "");
    const expected = JSON.parse(fs.readFileSync(path.join(CORPUS, file), "utf8")) as Expected;
    const read = await readDocument(new Uint8Array(fs.readFileSync(path.join(CORPUS, document))), document);
    const scores = scoreDocument(expected, extractPortfolioItems(read));
    for (const key of Object.keys(total) as (keyof Scores)[]) {
      total[key].expected += scores[key].expected;
      total[key].found += scores[key].found;
      total[key].correct += scores[key].correct;
    }
    invented += scores.inventedQuota;
    console.log(
      `  ${document.padEnd(40).slice(0, 40)} ${cell(scores.employers).padEnd(10)} ${cell(scores.titles).padEnd(10)} ${cell(scores.dates).padEnd(10)} ${cell(scores.recognitions).padEnd(13)} ${scores.inventedQuota}`,
    );
  }
  const meets = (key: keyof typeof TARGETS) =>
    ratio(total[key].correct, total[key].found) >= TARGETS[key] &&
    ratio(total[key].correct, total[key].expected) >= TARGETS[key];
  const ok = meets("employers") && meets("titles") && meets("dates") && invented === 0;
  console.log(
    `  ${`overall, ${files.length} documents`.padEnd(40)} ${cell(total.employers).padEnd(10)} ${cell(total.titles).padEnd(10)} ${cell(total.dates).padEnd(10)} ${cell(total.recognitions).padEnd(13)} ${invented}`,
  );
  console.log(
    `resume corpus targets (employers ≥ ${TARGETS.employers}, titles and dates ≥ ${TARGETS.titles}, no invented quota record): ${ok ? "OK" : "MISSED"}`,
  );
  return ok;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit((await resumeScores()) ? 0 : 1);
}
