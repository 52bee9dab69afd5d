// A quick check of the line-role reader for the unit tests, printed as JSON: the shipped model on the whole shared
// corpus, and one grouped fold (the largest) read by a model trained here without that fold's families.
//   node --import tsx scripts/import-roles/smoke.ts
import { SHIPPED_MODEL } from "../../lib/server/import/roles";
import { extractPortfolioItems } from "../../lib/server/import";
import type { RoleModel } from "../../lib/server/import/roles/model";
import { ratio, scoreDocument, tally } from "../resume-score";
import { foldsByFamily, readAll, sharedDocuments, type ReadCorpusDocument } from "./corpus";
import { trainRoleModel } from "./training";

function figures(documents: ReadCorpusDocument[], model: RoleModel) {
  const employers = tally();
  const titles = tally();
  for (const doc of documents) {
    if (!doc.document || doc.document.resume || doc.document.linkedin) continue;
    const scores = scoreDocument(doc.expected, extractPortfolioItems(doc.document, model));
    for (const [total, field] of [
      [employers, scores.employers],
      [titles, scores.titles],
    ] as const) {
      total.expected += field.expected;
      total.found += field.found;
      total.correct += field.correct;
    }
  }
  const pr = (t: typeof employers) => ({ precision: ratio(t.correct, t.found), recall: ratio(t.correct, t.expected) });
  return { employers: pr(employers), titles: pr(titles) };
}

const shared = await readAll(sharedDocuments());
const [fold] = foldsByFamily(shared, 5);
const training = shared.filter((doc) => !fold!.includes(doc));
const heldFamilies = new Set(fold!.map((doc) => doc.family));
process.stdout.write(
  JSON.stringify({
    documents: shared.length,
    shipped: figures(shared, SHIPPED_MODEL),
    fold: {
      documents: fold!.length,
      sharedFamilies: training.filter((doc) => heldFamilies.has(doc.family)).length,
      ...figures(fold!, trainRoleModel(training)),
    },
  }),
);
