// Generalisation of the smart import, not fit: grouped cross-validation on the shared résumé corpus. The corpus is
// split into folds by source family (the repository a document came from, per its README), and each fold is scored
// by a reader trained without it; the rule reader has nothing to train, so its folds show how it does per family.
// Also scored: the documents added after the rules were written (README "### Added"), and the generated test set
// (templates kept out of training) by a reader trained on the real corpus and the generated train set.
// scripts/bench.ts calls importCrossValidation() for `npm run bench -- --import`; alone:
//   npx tsx --conditions=react-server scripts/bench-import-cv.ts [--folds=5]
import { pathToFileURL } from "node:url";
import type { ExtractedData } from "../lib/validators/import";
import {
  foldsByFamily,
  generatedDocuments,
  readAll,
  sharedDocuments,
  type ReadCorpusDocument,
} from "./import-roles/corpus";
import { READERS, type Reader } from "./import-roles/readers";
import { ratio, scoreDocument, tally, type Tally } from "./resume-score";

type Totals = { employers: Tally; titles: Tally; dates: Tally; invented: number; documents: number; none: number };
const FIELDS = ["employers", "titles", "dates"] as const;

const totals = (): Totals => ({
  employers: tally(),
  titles: tally(),
  dates: tally(),
  invented: 0,
  documents: 0,
  none: 0,
});

function add(total: Totals, doc: ReadCorpusDocument, found: ExtractedData | null): void {
  total.documents++;
  if (!found) {
    for (const key of FIELDS) total[key].expected += doc.expected.experiences.length;
    if (doc.expected.experiences.length > 0) total.none++;
    return;
  }
  const scores = scoreDocument(doc.expected, found);
  for (const key of FIELDS) {
    total[key].expected += scores[key].expected;
    total[key].found += scores[key].found;
    total[key].correct += scores[key].correct;
  }
  total.invented += scores.inventedQuota;
  if (doc.expected.experiences.length > 0 && scores.employers.correct === 0) total.none++;
}

const cell = (t: Tally) => `${ratio(t.correct, t.found).toFixed(2)}/${ratio(t.correct, t.expected).toFixed(2)}`;
const row = (label: string, t: Totals) =>
  `  ${label.padEnd(46)} ${FIELDS.map((k) => cell(t[k]).padEnd(10)).join(" ")} ${String(t.invented).padEnd(9)} ${t.none}/${t.documents}`;
const HEADER = `  ${"(precision/recall)".padEnd(46)} employers  titles     dates      invented  no job found`;

function extract(reader: Reader, model: unknown, doc: ReadCorpusDocument): ExtractedData | null {
  return doc.document ? reader.extract(doc.document, model) : null;
}

export type CvResult = { reader: string; whole: Totals; cv: Totals; added: Totals; generated: Totals | null };

/** Scores every reader: whole corpus (trained on all of it), grouped CV, its "added" part, the generated test set. */
export async function crossValidate(k: number, readers: Reader[] = READERS): Promise<CvResult[]> {
  const shared = await readAll(sharedDocuments());
  const generatedTrain = await readAll(generatedDocuments("train"));
  const generatedTest = await readAll(generatedDocuments("test"));
  const folds = foldsByFamily(shared, k);
  const results: CvResult[] = [];
  for (const reader of readers) {
    const whole = totals();
    const wholeModel = reader.train([...shared, ...generatedTrain]);
    for (const doc of shared) add(whole, doc, extract(reader, wholeModel, doc));
    const cv = totals();
    const added = totals();
    for (const fold of folds) {
      const held = new Set(fold);
      const model = reader.train([...shared.filter((doc) => !held.has(doc)), ...generatedTrain]);
      for (const doc of fold) {
        const found = extract(reader, model, doc);
        add(cv, doc, found);
        if (doc.added) add(added, doc, found);
      }
    }
    let generated: Totals | null = null;
    if (generatedTest.length > 0) {
      generated = totals();
      for (const doc of generatedTest) add(generated, doc, extract(reader, wholeModel, doc));
    }
    results.push({ reader: reader.name, whole, cv, added, generated });
  }
  return results;
}

export async function importCrossValidation(): Promise<boolean> {
  const k = Number(process.argv.find((a) => a.startsWith("--folds="))?.slice(8) ?? 5);
  const shared = sharedDocuments();
  if (shared.length === 0) {
    console.log("\nimport cross-validation: the shared corpus is absent, skipped (RESUME_CORPUS=<folder>)");
    return true;
  }
  const families = new Set(shared.map((d) => d.family)).size;
  console.log(`\nimport, grouped cross-validation: ${shared.length} documents, ${families} families, ${k} folds`);
  console.log(HEADER);
  for (const result of await crossValidate(k)) {
    console.log(row(`${result.reader}: whole corpus (fit)`, result.whole));
    console.log(row(`${result.reader}: grouped CV`, result.cv));
    console.log(row(`${result.reader}: grouped CV, documents added later`, result.added));
    if (result.generated) console.log(row(`${result.reader}: generated test set`, result.generated));
  }
  if (generatedDocuments("test").length === 0) console.log("  generated test set: absent (GENERATED_RESUMES=<dir>)");
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit((await importCrossValidation()) ? 0 : 1);
}
