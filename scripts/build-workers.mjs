// Bundles the worker threads (the document import worker, the export worker, the e-mail proof DKIM worker, the
// credential verify worker) into .workers/, as plain ES modules whose default export is the job function that the
// pools of lib/server/worker-pool.ts (piscina) call. The server loads them from .workers/ at run time, outside the
// framework's bundles: `npm run dev` and `npm run build` make them first.
// Packages stay imports from node_modules; the app's own TypeScript (and its "@/" paths) is bundled in.
// It also bundles the renderer of the landing, pricing and shared portfolio pages (.workers/public-pages.mjs, loaded
// by the server itself, not as a worker) with the stylesheets of exactly the classes their sources use.
// With --trace (`npm run build`) it lists every file those bundles load at run time, the packages' files included, in
// .workers/trace.json: the framework's own tracing cannot see a module loaded by a path made at run time, so
// next.config.ts hands the list to it, and a serverless deployment ships the files with its routes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { nodeFileTrace } from "@vercel/nft";
import { build } from "esbuild";
import postcss from "postcss";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/** How every bundle here is made. */
const common = {
  absWorkingDir: root,
  outdir: ".workers",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: "tsconfig.json",
  // The export worker draws the share images with JSX, the public pages are JSX (React's automatic runtime, imported
  // from node_modules).
  jsx: "automatic",
  logLevel: "warning",
  plugins: [
    {
      // next has no "exports" map, so Node's ES module loader needs the file's own name (next/og, next/link).
      name: "next-file-names",
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^next\/(og|link)$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
      },
    },
  ],
};

/**
 * The app's stylesheet (app/globals.css: Tailwind, the theme, the base rules) cut to the classes written in `files`,
 * minified: what the framework's build makes for the whole app, for these sources only.
 */
async function stylesheetFor(files) {
  const source = fs.readFileSync(path.join(root, "app/globals.css"), "utf8");
  if (!source.includes('@import "tailwindcss";')) throw new Error("app/globals.css no longer imports tailwindcss");
  const compiler = await compile(source.replace('@import "tailwindcss";', '@import "tailwindcss" source(none);'), {
    base: path.join(root, "app"),
    onDependency() {},
  });
  const scanner = new Scanner({ sources: files.map((file) => ({ base: root, pattern: file, negated: false })) });
  return optimize(compiler.build(scanner.scan()), { minify: true }).code;
}

/** A class name as a selector writes it, unescaped (`sm\:px-6` is `sm:px-6`). */
const unescapeSelector = (name) =>
  name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );

/**
 * A stylesheet cut for pruning per document: everything before Tailwind's utilities (the properties, theme and base
 * layers) and after them (the @property rules) as is, and each utility rule on its own, wrapped in its @media or
 * @supports, with the class names its selector names. The renderer keeps the rules of the classes a document uses,
 * in their order.
 */
function prunable(css) {
  const sheet = postcss.parse(css);
  const utilities = sheet.nodes.find(
    (node) => node.type === "atrule" && node.name === "layer" && node.params === "utilities",
  );
  if (!utilities) throw new Error("the stylesheet has no utilities layer");
  const rules = [];
  utilities.walkRules((rule) => {
    const classes = [...rule.selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((match) =>
      unescapeSelector(match[1]),
    );
    let text = rule.toString();
    for (let parent = rule.parent; parent !== utilities; parent = parent.parent)
      text = `@${parent.name} ${parent.params}{${text}}`;
    rules.push([[...new Set(classes)], text]);
  });
  // The stylesheet around the utilities, as postcss writes it whole (a statement like `@layer components;` only gets
  // its semicolon from its neighbours).
  utilities.replaceWith(postcss.comment({ text: "utilities", raws: { left: "", right: "" } }));
  const parts = sheet.toString().split("/*utilities*/");
  if (parts.length !== 2) throw new Error("the stylesheet could not be cut around its utilities");
  const [head, tail] = parts;
  return { head, rules, tail };
}

/** The app's own source files that `entry` bundles (packages stay imports). */
async function sourcesOf(entry) {
  const { metafile } = await build({ ...common, entryPoints: [entry], write: false, metafile: true });
  return Object.keys(metafile.inputs).filter((file) => !file.startsWith("node_modules/"));
}

// The pages that run no framework code: one stylesheet per family of pages, of which each document inlines the rules
// of the classes it uses.
const marketingCss = await stylesheetFor(await sourcesOf("components/marketing/public-pages.tsx"));
const sharedPageCss = await stylesheetFor(await sourcesOf("components/share/shared-document.tsx"));
const icon = fs.readFileSync(path.join(root, "public/icon.svg"), "utf8");
await build({
  ...common,
  entryPoints: { "public-pages": "components/documents/render.tsx" },
  define: {
    MARKETING_STYLES: JSON.stringify(prunable(marketingCss)),
    SHARED_PAGE_STYLES: JSON.stringify(prunable(sharedPageCss)),
    SITE_ICON: JSON.stringify(`data:image/svg+xml,${encodeURIComponent(icon)}`),
  },
});

await build({
  ...common,
  entryPoints: {
    "import-worker": "lib/server/import/worker-entry.ts",
    "export-worker": "lib/server/export/worker-entry.ts",
    "dkim-worker": "lib/server/proof-check/dkim-worker-entry.ts",
    "credential-verify-worker": "lib/server/credentials/verify-worker-entry.ts",
  },
});
if (process.argv.includes("--trace")) {
  const bundles = fs
    .readdirSync(path.join(root, ".workers"))
    .filter((name) => name.endsWith(".mjs"))
    .map((name) => `.workers/${name}`);
  const { fileList } = await nodeFileTrace(bundles, { base: root });
  // Glob patterns to the framework: a character that means something in a glob is escaped.
  const files = [...fileList].sort().map((file) => file.replace(/[*?![\]{}()]/g, "\\$&"));
  fs.writeFileSync(path.join(root, ".workers/trace.json"), `${JSON.stringify(files, null, 1)}\n`);
  console.log(`[build-workers] .workers/trace.json: ${files.length} files the bundles load at run time`);
}

console.log(
  "[build-workers] .workers/import-worker.mjs, .workers/export-worker.mjs, .workers/dkim-worker.mjs, .workers/credential-verify-worker.mjs, " +
    `.workers/public-pages.mjs (stylesheets ${(marketingCss.length / 1024).toFixed(1)} and ${(sharedPageCss.length / 1024).toFixed(1)} kB)`,
);
