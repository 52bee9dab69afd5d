// npm run import:train: trains the line-role model of the smart import on the shared résumé corpus and the generated
// set's train part, and writes its weights to lib/server/import/roles/weights.json (committed), and the place names
// it reads beside them (scripts/import-roles/places.ts). Deterministic: the same documents give the same weights. The generated test part is never read here.
import fs from "node:fs";
import { generatedDocuments, GENERATED, readAll, SHARED_CORPUS, sharedDocuments } from "./import-roles/corpus";
import { PLACES_FILE, writePlaces } from "./import-roles/places";
import { trainRoleModel } from "./import-roles/training";

const OUT = "lib/server/import/roles/weights.json";

console.log(`${writePlaces()} place names: ${PLACES_FILE}`);
const shared = await readAll(sharedDocuments());
const generated = await readAll(generatedDocuments("train"));
if (shared.length === 0) {
  console.error(`No shared corpus at ${SHARED_CORPUS} (RESUME_CORPUS=<folder>): nothing to train on.`);
  process.exit(1);
}
const model = trainRoleModel([...shared, ...generated]);
fs.writeFileSync(OUT, `${JSON.stringify(model)}\n`);
console.log(
  `Trained on ${shared.length} corpus documents and ${generated.length} generated ones (${GENERATED}/train): ${OUT}`,
);
