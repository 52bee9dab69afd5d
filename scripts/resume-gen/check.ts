// Checks generated answers against the documents themselves: every company, title, date range, award and quota
// line of the answer file must appear in the text a reader extracts (pdftotext, or the DOCX text), and each printed
// date range, read back by a parser written apart from the generator, must give the answer's start and end.
// `npx tsx scripts/resume-gen/check.ts [--dir <out>] [--per <n>|--all]`; exits 1 on any mismatch.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { promisify } from "node:util";
import mammoth from "mammoth";
import { normalise, readRange } from "./read-back";

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    dir: { type: "string", default: process.env.GENERATED_RESUMES ?? ".data/generated-resumes" },
    per: { type: "string", default: "5" },
    all: { type: "boolean", default: false },
  },
});

type Answer = {
  family: string;
  format: "pdf" | "docx";
  experiences: { company: string; title: string; start?: string; end?: string }[];
  recognitions: string[];
  quotaFigures: { percent: number; period: string | null; text: string }[];
  printed: string[];
};

async function texts(file: string, format: "pdf" | "docx"): Promise<string[]> {
  if (format === "docx") return [normalise((await mammoth.extractRawText({ path: file })).value)];
  const layout = await run("pdftotext", ["-layout", file, "-"], { maxBuffer: 32 << 20 });
  const raw = await run("pdftotext", ["-raw", file, "-"], { maxBuffer: 32 << 20 });
  return [normalise(layout.stdout), normalise(raw.stdout)];
}

async function checkDocument(file: string): Promise<string[]> {
  const answer = JSON.parse(await fs.readFile(`${file}.expected.json`, "utf8")) as Answer;
  const docTexts = await texts(file, answer.format);
  const problems: string[] = [];
  // A narrow column may wrap a range after its dash ("September 2023–" / "present"): the line break is not a space.
  const squeeze = (text: string) => text.replace(/\s*([–—-])\s*/g, "$1");
  const seen = (value: string) =>
    docTexts.some((t) => t.includes(normalise(value)) || squeeze(t).includes(squeeze(normalise(value))));
  answer.experiences.forEach((e, i) => {
    if (!seen(e.company)) problems.push(`company not in text: "${e.company}"`);
    if (!seen(e.title)) problems.push(`title not in text: "${e.title}"`);
    const printed = answer.printed[i]!;
    if (!seen(printed)) problems.push(`dates not in text: "${printed}"`);
    const read = readRange(printed);
    if (read.start !== (e.start ?? null) || read.end !== (e.end ?? null))
      problems.push(`dates "${printed}" read as ${read.start}..${read.end}, answer says ${e.start}..${e.end}`);
  });
  for (const award of answer.recognitions) if (!seen(award)) problems.push(`award not in text: "${award}"`);
  for (const quota of answer.quotaFigures) {
    if (!seen(quota.text)) problems.push(`quota line not in text: "${quota.text}"`);
    if (!quota.text.includes(String(quota.percent))) problems.push(`quota ${quota.percent} not in "${quota.text}"`);
  }
  return problems;
}

async function main() {
  const root = path.resolve(values.dir!);
  const per = values.all ? Infinity : Number(values.per);
  let checked = 0;
  let failed = 0;
  for (const split of ["train", "test"]) {
    const families = await fs.readdir(path.join(root, split)).catch(() => [] as string[]);
    for (const family of families.sort()) {
      const dir = path.join(root, split, family);
      const files = (await fs.readdir(dir))
        .filter((f) => f.endsWith(".expected.json"))
        .map((f) => f.slice(0, -".expected.json".length))
        .sort((a, b) => parseInt(a) - parseInt(b))
        .slice(0, per);
      let bad = 0;
      for (const name of files) {
        const problems = await checkDocument(path.join(dir, name)).catch((e: unknown) => [`unreadable: ${String(e)}`]);
        checked++;
        if (problems.length) {
          bad++;
          failed++;
          console.log(`  ${split}/${family}/${name}:\n    ${problems.join("\n    ")}`);
        }
      }
      console.log(`${bad ? "FAIL" : "ok  "} ${split}/${family}: ${files.length - bad}/${files.length}`);
    }
  }
  console.log(`${checked} documents checked, ${failed} with mismatches`);
  if (failed || checked === 0) process.exitCode = 1;
}

await main();
