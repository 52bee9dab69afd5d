// Bundles the worker threads (the document import worker, the e-mail proof DKIM worker) into .workers/, as plain ES modules Node can start.
// Packages stay imports from node_modules; the app's own TypeScript (and its "@/" paths) is bundled in.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

await build({
  absWorkingDir: root,
  entryPoints: {
    "import-worker": "lib/server/import/worker-entry.ts",
    "dkim-worker": "lib/server/proof-check/dkim-worker-entry.ts",
  },
  outdir: ".workers",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
console.log("[build-workers] .workers/import-worker.mjs, .workers/dkim-worker.mjs");
