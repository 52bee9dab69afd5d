// The import corpus (tests/fixtures/import): every good document is read and extracted, and what comes out is
// compared with its hand-written *.expected.json — every expected item found with all its fields (recall) and
// nothing else reported (precision). The bad documents must fail with a clear, typed error.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { EXTRACTED_GROUPS, type ExtractedData } from "@/lib/validators/import";
import type { CorpusResult } from "@/tests/fixtures/import/extract-corpus";

const ROOT = path.resolve(__dirname, "../..");
const CORPUS = "tests/fixtures/import";

const GOOD = [
  "jordan-rivera-resume.pdf",
  "sofia-martinez-okafor-resume.docx",
  "sam-patel-brag-sheet.txt",
  "casey-morgan-quota.xlsx",
  "jamie-rowe-quota.csv",
  "alex-kim-brag-deck.pptx",
  "ngozi-adeyemi-resume.json",
];

const BAD: Record<string, { code: string; apiCode: string; message: RegExp }> = {
  "bad/encrypted.pdf": { code: "encrypted", apiCode: "validation_error", message: /password-protected/ },
  "bad/truncated.pdf": { code: "malformed", apiCode: "validation_error", message: /PDF file is damaged/ },
  "bad/blank-scan.pdf": {
    code: "no_text",
    apiCode: "validation_error",
    message: /^We could not find any text in this document$/,
  },
  "bad/empty.txt": {
    code: "no_text",
    apiCode: "validation_error",
    message: /^We could not find any text in this document$/,
  },
};

let results: Map<string, CorpusResult>;

beforeAll(() => {
  // PDF.js is an ES module jest's VM cannot load without --experimental-vm-modules: run the real path in Node.
  const files = [...GOOD, ...Object.keys(BAD)].map((name) => path.join(CORPUS, name));
  const run = spawnSync(process.execPath, ["--import", "tsx", path.join(CORPUS, "extract-corpus.ts"), ...files], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`extract-corpus failed (${run.status}): ${run.stderr}`);
  const parsed = JSON.parse(run.stdout) as CorpusResult[];
  results = new Map(parsed.map((r) => [path.relative(CORPUS, r.file), r]));
}, 90_000);

type Item = Record<string, unknown>;
type Score = { expected: number; extracted: number; matched: number; missing: Item[]; invented: Item[] };

/** Matches each expected item to one extracted item equal on every expected field (confidence aside). */
function score(expected: Record<string, Item[]>, extracted: ExtractedData): Score {
  const result: Score = { expected: 0, extracted: 0, matched: 0, missing: [], invented: [] };
  for (const group of EXTRACTED_GROUPS) {
    const remaining: Item[] = extracted[group].map((item) => ({ group, ...item }));
    result.extracted += remaining.length;
    for (const want of expected[group] ?? []) {
      result.expected++;
      const at = remaining.findIndex((got) => Object.entries(want).every(([field, value]) => got[field] === value));
      if (at < 0) result.missing.push({ group, ...want });
      else {
        remaining.splice(at, 1);
        result.matched++;
      }
    }
    result.invented.push(...remaining);
  }
  return result;
}

describe("import corpus", () => {
  it("covers every supported document type", () => {
    const kinds = GOOD.map((name) => {
      const r = results.get(name);
      return r?.ok ? r.kind : `failed: ${name}`;
    });
    expect(kinds.sort()).toEqual(["csv", "docx", "json-resume", "pdf", "pptx", "txt", "xlsx"]);
  });

  it("finds every expected item with its fields and invents nothing (precision and recall per document)", () => {
    const rows: string[] = [];
    const problems: Record<string, { missing: Item[]; invented: Item[] }> = {};
    for (const name of GOOD) {
      const result = results.get(name);
      if (!result?.ok) throw new Error(`${name} was not read: ${JSON.stringify(result)}`);
      const expected = JSON.parse(readFileSync(path.join(ROOT, CORPUS, `${name}.expected.json`), "utf8")) as Record<
        string,
        Item[]
      >;
      const s = score(expected, result.data);
      const precision = s.extracted === 0 ? 1 : s.matched / s.extracted;
      const recall = s.expected === 0 ? 1 : s.matched / s.expected;
      rows.push(
        `${name.padEnd(36)} ${String(s.expected).padStart(8)} ${String(s.extracted).padStart(9)} ${precision.toFixed(2).padStart(9)} ${recall.toFixed(2).padStart(6)}`,
      );
      if (s.missing.length || s.invented.length) problems[name] = { missing: s.missing, invented: s.invented };
    }
    console.log(["document                             expected extracted precision recall", ...rows].join("\n"));
    expect(problems).toEqual({});
  });

  it.each(Object.entries(BAD))("refuses %s with a clear error", (name, want) => {
    const result = results.get(name);
    expect(result?.ok).toBe(false);
    if (result?.ok !== false) return;
    expect(result.error).toMatchObject({ name: "ImportError", code: want.code, apiCode: want.apiCode });
    expect(result.error.message).toMatch(want.message);
  });
});
