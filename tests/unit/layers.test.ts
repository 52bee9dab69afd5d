// Server modules cannot end up in a browser bundle: every file under lib/server imports "server-only", apart from
// the allow-listed ones that plain Node scripts load (the import and export workers and the benchmark, which run without the
// react-server condition that makes "server-only" a no-op, and drizzle-kit, which reads the schema).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

const SCRIPT_LOADED = [
  "lib/server/import/", // the document import worker and the extraction benchmark
  "lib/server/ai/openai-client.ts", // the import's OpenAI pass, loaded with the import modules
  "lib/server/export/pdf/", // the export benchmark renders PDFs from a plain script
  "lib/server/export/pptx/", // ...and builds decks
  "lib/server/export/deck-text.ts",
  "lib/server/export/image-size.ts",
  "lib/server/export/qr-code.ts", // the verify codes of the PDF and the deck
  "lib/server/export/images/", // the share preview and LinkedIn badge, drawn in the export worker
  "lib/server/export/worker-entry.ts", // the export worker thread itself
  "lib/server/export/team-report.ts", // ...which writes team workbooks too
  "lib/server/db/schema", // drizzle-kit reads schema.ts and schema-orgs.ts
  "lib/server/proof-check/dkim-check.ts", // the DKIM worker
  "lib/server/proof-check/dkim-worker-entry.ts",
  "lib/server/proof-check/read-message.ts",
  "lib/server/worker-pool.ts", // the worker pools, which the import's pool brings into the extraction benchmark
  "lib/server/queued-worker.ts", // ...and the definition of the import's pool with its queue
  "lib/server/process-singleton.ts", // ...and the per-process registry the pools are kept in
  "lib/server/mail/emails/", // the e-mail components, which a script's render worker loads without react-server
  "lib/server/credentials/signing-key.ts", // npm run credentials:keygen and the test configuration make keys
  "lib/server/credentials/loader.ts", // the credential verify worker: the documents a check may read
  "lib/server/credentials/multibase-key.ts", // the key decoder of the keygen script, the worker and the wallet flow
  "lib/server/credentials/verify-checks.ts", // ...the checks themselves
  "lib/server/credentials/proof-chains.ts", // ...with proof sets and chains
  "lib/server/credentials/verify-worker-entry.ts", // ...and the worker thread
  "lib/server/credentials/vc-libraries.d.ts", // type declarations only
  "lib/server/credentials/ob-schema.ts", // the Open Badges schema check, which the API tests run on what they fetch
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) ? [relative] : [];
  });
}

const importsServerOnly = (file: string) =>
  /^import "server-only";$/m.test(readFileSync(path.join(ROOT, file), "utf8"));

test("every lib/server module outside the script allow-list imports server-only", () => {
  const files = sourceFiles("lib/server");
  expect(files.length).toBeGreaterThan(50);
  const missing = files.filter(
    (file) => !SCRIPT_LOADED.some((allowed) => file.startsWith(allowed)) && !importsServerOnly(file),
  );
  expect(missing).toEqual([]);
});

test("the allow-listed modules stay loadable by plain scripts (no server-only import in them)", () => {
  const allowListed = sourceFiles("lib/server").filter((file) =>
    SCRIPT_LOADED.some((allowed) => file.startsWith(allowed)),
  );
  expect(allowListed.filter(importsServerOnly)).toEqual([]);
});
