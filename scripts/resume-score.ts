// How an extraction scores against a résumé's hand-checked facts: employers, titles and date ranges matched role by
// role, recognitions by title, and quota records invented (a figure the document does not state). Reads both
// corpora's `.expected.json` shapes: the shared corpus of real public résumés (`start`/`end` as YYYY-MM, YYYY or
// "present", optional roles and awards, `quotaFigures`) and the one written for the tests (`startDate`/`endDate`,
// `quotaRecords`). Pure, so `npm run bench` (scripts/bench-resumes.ts) and the unit tests score alike.
import type { ExtractedData } from "../lib/validators/import";

export type ExpectedExperience = { company: string; title: string; startDate: string | null; endDate: string | null };
export type Expected = {
  experiences: ExpectedExperience[];
  /** Roles an importer may return or not (volunteering, student bodies): neither required nor counted as invented. */
  optionalExperiences: ExpectedExperience[];
  recognitions: string[];
  optionalRecognitions: string[];
  /** The attainment percentages the document states; any other percentage read as attainment is invented. */
  quotaPercents: number[];
};
export type Tally = { expected: number; found: number; correct: number };
export type Field = "employers" | "titles" | "dates" | "recognitions";
export type Scores = Record<Field, Tally>;
export type DocumentScore = Scores & { inventedQuota: number; misses: string[] };

type RawExperience = {
  company: string;
  title: string;
  start?: string;
  end?: string;
  startDate?: string | null;
  endDate?: string | null;
};

const rawDate = (value: string | null | undefined) => (value && value !== "present" ? value : null);

const toExperience = (raw: RawExperience): ExpectedExperience => ({
  company: raw.company,
  title: raw.title,
  startDate: rawDate(raw.start ?? raw.startDate),
  endDate: rawDate(raw.end ?? raw.endDate),
});

/** Either corpus's `.expected.json`, in one shape. */
export function readExpected(json: unknown): Expected {
  const raw = json as {
    experiences: RawExperience[];
    optionalExperiences?: RawExperience[];
    recognitions?: string[];
    optionalRecognitions?: string[];
    quotaFigures?: { percent: number }[];
    quotaRecords?: { attainmentPercent?: string | null }[];
  };
  return {
    experiences: raw.experiences.map(toExperience),
    optionalExperiences: (raw.optionalExperiences ?? []).map(toExperience),
    recognitions: raw.recognitions ?? [],
    optionalRecognitions: raw.optionalRecognitions ?? [],
    quotaPercents: [
      ...(raw.quotaFigures ?? []).map((f) => f.percent),
      ...(raw.quotaRecords ?? []).flatMap((r) => (r.attainmentPercent ? [Number(r.attainmentPercent)] : [])),
    ],
  };
}

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
export const sameName = (a: string | null | undefined, b: string | null | undefined) => {
  const x = words(a);
  const y = words(b);
  return x !== "" && y !== "" && (x === y || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `));
};

export const tally = (): Tally => ({ expected: 0, found: 0, correct: 0 });
export const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);

type FoundExperience = ExtractedData["experiences"][number];

const dates = (e: { startDate: string | null; endDate: string | null }) =>
  `${e.startDate ?? "?"} to ${e.endDate ?? "present"}`;
const role = (e: { company: string | null; title: string | null; startDate: string | null; endDate: string | null }) =>
  `${e.company ?? "(no company)"} / ${e.title ?? "(no title)"} (${dates(e)})`;

/** Takes the found role that best matches `want` out of `remaining`: same employer, then same title, then same start. */
function takeMatch(want: ExpectedExperience, remaining: FoundExperience[]): FoundExperience | undefined {
  const candidates = remaining.filter((got) => sameName(got.company, want.company));
  const match =
    candidates.find((got) => sameName(got.title, want.title) && got.startDate === want.startDate) ??
    candidates.find((got) => sameName(got.title, want.title)) ??
    candidates.find((got) => got.startDate === want.startDate) ??
    candidates[0];
  if (match) remaining.splice(remaining.indexOf(match), 1);
  return match;
}

export function scoreDocument(expected: Expected, found: ExtractedData): DocumentScore {
  const misses: string[] = [];
  const remaining = [...found.experiences];
  const matches = expected.experiences.map((want) => [want, takeMatch(want, remaining)] as const);
  // What is left and matches an optional role is neither required nor invented: it leaves the count.
  const beforeOptional = remaining.length;
  for (const want of expected.optionalExperiences) takeMatch(want, remaining);
  const counted = found.experiences.length - (beforeOptional - remaining.length);
  const field = (): Tally => ({ expected: expected.experiences.length, found: counted, correct: 0 });
  const scores: Scores = { employers: field(), titles: field(), dates: field(), recognitions: tally() };
  for (const [want, match] of matches) {
    if (!match) {
      misses.push(`missing role: ${role(want)}`);
      continue;
    }
    scores.employers.correct++;
    if (sameName(match.title, want.title)) scores.titles.correct++;
    else misses.push(`title at ${want.company}: expected "${want.title}", got "${match.title ?? ""}"`);
    if (match.startDate === want.startDate && match.endDate === want.endDate) scores.dates.correct++;
    else misses.push(`dates at ${want.company} / ${want.title}: expected ${dates(want)}, got ${dates(match)}`);
  }
  for (const extra of remaining) misses.push(`extra role: ${role(extra)}`);

  const recognitions = found.achievements.filter(
    (a) => a.category === "recognition" || a.category === "presidents_club",
  );
  const isSame = (got: (typeof recognitions)[number], want: string) =>
    sameName(got.title, want) || sameName(got.description, want);
  const left = [...recognitions];
  let correct = 0;
  for (const want of expected.recognitions) {
    const at = left.findIndex((got) => isSame(got, want));
    if (at >= 0) {
      left.splice(at, 1);
      correct++;
    } else misses.push(`missing recognition: ${want}`);
  }
  const extras = left.filter((got) => !expected.optionalRecognitions.some((want) => isSame(got, want)));
  scores.recognitions = {
    expected: expected.recognitions.length,
    found: correct + extras.length,
    correct,
  };
  for (const extra of extras) misses.push(`extra recognition: ${extra.title}`);

  // A record is invented when the document states no attainment at all, or states another percentage than it read.
  const statesQuota = expected.quotaPercents.length > 0;
  const invented = found.quotaRecords.filter(
    (record) =>
      !statesQuota ||
      (record.attainmentPercent !== null && !expected.quotaPercents.includes(Number(record.attainmentPercent))),
  );
  for (const record of invented)
    misses.push(`invented quota record: ${record.attainmentPercent ?? "-"}% (${record.year ?? "no year"})`);
  return { ...scores, inventedQuota: invented.length, misses };
}
