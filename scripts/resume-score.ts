// How an extraction scores against a resume's hand-written items: employers, titles and date ranges matched role by
// role, recognitions by title, and quota records invented from a resume that states none. Pure, so both
// `npm run bench` (scripts/bench-resumes.ts) and the unit tests use it.
import type { ExtractedData } from "../lib/validators/import";

export type ExpectedExperience = { company: string; title: string; startDate: string | null; endDate: string | null };
export type Expected = { experiences: ExpectedExperience[]; recognitions: string[]; quotaRecords: unknown[] };
export type Tally = { expected: number; found: number; correct: number };
export type Scores = Record<"employers" | "titles" | "dates" | "recognitions", Tally>;

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

export const tally = (): Tally => ({ expected: 0, found: 0, correct: 0 });
export const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);

export function scoreDocument(expected: Expected, found: ExtractedData): Scores & { inventedQuota: number } {
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
  const recognitions = found.achievements.filter(
    (a) => a.category === "recognition" || a.category === "presidents_club",
  );
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
