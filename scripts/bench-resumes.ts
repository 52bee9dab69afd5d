// Smart import accuracy on the corpus of public resumes in tests/fixtures/resumes (each document with the items a
// person wrote down by hand in <file>.expected.json). Prints, per document and over the corpus, precision and
// recall for employers, titles, start/end months and recognitions, and the quota records invented from resumes
// that state none. Targets: employers P and R ≥ 0.9; titles and dates ≥ 0.85; no invented quota record.
// scripts/bench.ts calls resumeScores(); alone: npx tsx --conditions=react-server scripts/bench-resumes.ts
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { extractPortfolioItems, readDocument } from "../lib/server/import";

const CORPUS = "tests/fixtures/resumes";
const TARGETS = { employers: 0.9, titles: 0.85, dates: 0.85 };

type ExpectedExperience = { company: string; title: string; startDate: string | null; endDate: string | null };
type Expected = { experiences: ExpectedExperience[]; recognitions: string[]; quotaRecords: unknown[] };
type Tally = { expected: number; found: number; correct: number };
type Scores = Record<"employers" | "titles" | "dates" | "recognitions", Tally>;

const words = (text: string | null | undefined) =>
  (text ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/\b(inc|llc|ltd|corp|corporation|co|gmbh|plc|the)\b/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Same name when equal once normalised, or when one holds the other as whole words ("Google" / "Google LLC"). */
const sameName = (a: string | null | undefined, b: string | null | undefined) => {
  const x = words(a);
  const y = words(b);
  return x !== "" && y !== "" && (x === y || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `));
};

const tally = (): Tally => ({ expected: 0, found: 0, correct: 0 });
const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);

export function scoreDocument(expected: Expected, found: ReturnType<typeof extractPortfolioItems>): Scores & { inventedQuota: number } {
  const scores: Scores = { employers: tally(), titles: tally(), dates: tally(), recognitions: tally() };
  const remaining = [...found.experiences];
  for (const s of Object.values(scores).slice(0, 3)) {
    s.expected = expected.experiences.length;
    s.found = found.experiences.length;
  }
  for (const want of expected.experiences) {
    // The extracted role of the same employer, preferring the one with the same title, then the same start.
    const candidates = remaining.filter((got) => sameName(got.company, want.company));
    const match =
      candidates.find((got) => sameName(got.title, want.title) && got.startDate === want.startDate) ??
      candidates.find((got) => sameName(got.title, want.title)) ??
      candidates.find((got) => got.startDate === want.startDate) ??
      candidates[0];
    if (!match) continue;
    remaining.splice(remaining.indexOf(match), 1);
    scores.employers.correct++;
    if (sameName(match.title, want.title)) scores.titles.correct++;
    if (match.startDate === want.startDate && match.endDate === want.endDate) scores.dates.correct++;
  }
  const recognitions = found.achievements.filter((a) => a.category === "recognition" || a.category === "presidents_club");
  scores.recognitions = { expected: expected.recognitions.length, found: recognitions.length, correct: 0 };
  const left = [...recognitions];
  for (const want of expected.recognitions) {
    const at = left.findIndex((got) => sameName(got.title, want) || sameName(got.description, want));
    if (at >= 0) {
      left.splice(at, 1);
      scores.recognitions.correct++;
    }
  }
  const inventedQuota = expected.quotaRecords.length === 0 ? found.quotaRecords.length : 0;
  return { ...scores, inventedQuota };
}

const cell = (t: Tally) => `${ratio(t.correct, t.found).toFixed(2)}/${ratio(t.correct, t.expected).toFixed(2)}`;

export async function resumeScores(): Promise<boolean> {
  const files = fs.existsSync(CORPUS) ? fs.readdirSync(CORPUS).filter((f) => f.endsWith(".expected.json")).sort() : [];
  if (files.length === 0) {
    console.log(`resume corpus: no documents in ${CORPUS}`);
    return false;
  }
  const total: Scores = { employers: tally(), titles: tally(), dates: tally(), recognitions: tally() };
  let invented = 0;
  console.log("resume corpus (precision/recall)          employers  titles     dates      recognitions  invented quota");
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
    ratio(total[key].correct, total[key].found) >= TARGETS[key] && ratio(total[key].correct, total[key].expected) >= TARGETS[key];
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
