// The résumé corpora the line-role reader is trained and scored on, read once and cached: the shared corpus of
// real public documents (families from its README: the repository a document came from), and the generated set
// (`<dir>/{train,test}/<template>/<n>.<ext>` with `<file>.expected.json`; the template is the family). Reading a
// PDF takes most of the time, so each read document is kept in .cache/import-corpus by its bytes' hash.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { readDocument, type ReadDocument } from "../../lib/server/import";
import { readExpected, type Expected } from "../resume-score";

export const SHARED_CORPUS = process.env.RESUME_CORPUS ?? path.resolve("../shared/resume-corpus");
export const GENERATED = process.env.GENERATED_RESUMES ?? "/work/generated-resumes";
const CACHE = path.resolve(process.env.IMPORT_CORPUS_CACHE ?? ".cache/import-corpus");

export type CorpusDocument = {
  name: string;
  file: string;
  family: string;
  /** Listed in the README under an "### Added" section: documents the rules were not written against. */
  added: boolean;
  expected: Expected;
};

export type ReadCorpusDocument = CorpusDocument & { document: ReadDocument | null; error?: string };

/** Each document's family and whether it came in a later "### Added" section, from the corpus README. */
export function familiesFromReadme(readme: string): Map<string, { family: string; added: boolean }> {
  const families = new Map<string, { family: string; added: boolean }>();
  let added = false;
  for (const line of readme.split("\n")) {
    if (/^###\s+Added/i.test(line)) added = true;
    const match = /^- `([^`]+)` — ([^:\s]+\/[^:\s]+):/.exec(line);
    if (match) families.set(match[1]!, { family: match[2]!, added });
  }
  return families;
}

/** The shared corpus's documents with their expected facts; an unlisted document is a family of its own. */
export function sharedDocuments(folder = SHARED_CORPUS): CorpusDocument[] {
  if (!fs.existsSync(folder)) return [];
  const readmePath = path.join(folder, "README.md");
  const families = familiesFromReadme(fs.existsSync(readmePath) ? fs.readFileSync(readmePath, "utf8") : "");
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith(".expected.json"))
    .sort()
    .map((f) => {
      const name = f.replace(/\.expected\.json$/, "");
      const known = families.get(name);
      return {
        name,
        file: path.join(folder, name),
        family: known?.family ?? `unlisted:${name}`,
        added: known?.added ?? true,
        expected: readExpected(JSON.parse(fs.readFileSync(path.join(folder, f), "utf8"))),
      };
    });
}

/** The generated set's `train` or `test` part; empty when absent. */
export function generatedDocuments(part: "train" | "test", folder = GENERATED): CorpusDocument[] {
  const root = path.join(folder, part);
  if (!fs.existsSync(root)) return [];
  const out: CorpusDocument[] = [];
  for (const template of fs.readdirSync(root).sort()) {
    const dir = path.join(root, template);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const f of fs.readdirSync(dir).sort()) {
      if (!f.endsWith(".expected.json")) continue;
      const name = f.replace(/\.expected\.json$/, "");
      if (!fs.existsSync(path.join(dir, name))) continue;
      const json = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as { family?: string };
      out.push({
        name: `${part}/${template}/${name}`,
        file: path.join(dir, name),
        family: `generated:${json.family ?? template}`,
        added: true,
        expected: readExpected(json),
      });
    }
  }
  return out;
}

/** Reads each document (from the cache when its bytes were read before). */
export async function readAll(documents: CorpusDocument[]): Promise<ReadCorpusDocument[]> {
  fs.mkdirSync(CACHE, { recursive: true });
  const out: ReadCorpusDocument[] = [];
  for (const doc of documents) {
    const bytes = fs.readFileSync(doc.file);
    const hash = createHash("sha256")
      .update(bytes)
      .update(doc.name.slice(doc.name.lastIndexOf(".")))
      .digest("hex");
    const cached = path.join(CACHE, `${hash.slice(0, 24)}.json`);
    if (fs.existsSync(cached)) {
      out.push({ ...doc, ...(JSON.parse(fs.readFileSync(cached, "utf8")) as object) } as ReadCorpusDocument);
      continue;
    }
    let entry: { document: ReadDocument | null; error?: string };
    try {
      entry = { document: await readDocument(new Uint8Array(bytes), path.basename(doc.file)) };
    } catch (error) {
      entry = { document: null, error: (error as Error).message };
    }
    fs.writeFileSync(cached, JSON.stringify(entry));
    out.push({ ...doc, ...entry });
  }
  return out;
}

/** Families dealt into k folds, biggest first into the lightest fold, so folds hold about as many documents. */
export function foldsByFamily<T extends { family: string }>(documents: T[], k: number): T[][] {
  const byFamily = new Map<string, T[]>();
  for (const doc of documents) byFamily.set(doc.family, [...(byFamily.get(doc.family) ?? []), doc]);
  const folds: T[][] = Array.from({ length: Math.min(k, byFamily.size) }, () => []);
  const families = [...byFamily.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  for (const [, docs] of families) {
    const lightest = folds.reduce((min, fold) => (fold.length < min.length ? fold : min), folds[0]!);
    lightest.push(...docs);
  }
  return folds;
}
