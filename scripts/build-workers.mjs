// Bundles the worker threads (the document import worker, the export worker, the e-mail proof DKIM worker, the
// credential verify worker) into .workers/, as plain ES modules whose default export is the job function that the
// pools of lib/server/worker-pool.ts (piscina) call. The server loads them from .workers/ at run time, outside the
// framework's bundles: `npm run dev` and `npm run build` make them first.
// Packages stay imports from node_modules; the app's own TypeScript (and its "@/" paths) is bundled in.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

await build({
  absWorkingDir: root,
  entryPoints: {
    "import-worker": "lib/server/import/worker-entry.ts",
    "export-worker": "lib/server/export/worker-entry.ts",
    "dkim-worker": "lib/server/proof-check/dkim-worker-entry.ts",
    "credential-verify-worker": "lib/server/credentials/verify-worker-entry.ts",
  },
  outdir: ".workers",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: "tsconfig.json",
  // The export worker draws the share images with JSX (React's automatic runtime, imported from node_modules).
  jsx: "automatic",
  logLevel: "warning",
  plugins: [
    {
      // next has no "exports" map, so Node's ES module loader needs the file's own name for next/og.
      name: "next-og-file",
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^next\/og$/ }, () => ({ path: "next/og.js", external: true }));
      },
    },
  ],
});
console.log(
  "[build-workers] .workers/import-worker.mjs, .workers/export-worker.mjs, .workers/dkim-worker.mjs, .workers/credential-verify-worker.mjs",
);
