// A serverless deployment ships each route with the files its trace lists (.next/server/**/*.nft.json). The server
// loads the worker pools' bundles and the public pages' renderer from .workers/ by a path made at run time, which the
// framework's tracing cannot follow: each route's trace must still carry those bundles and every package they import.
import fs from "node:fs";
import path from "node:path";
import { productionBuildProblem } from "./production-build";
import { expect, test } from "./helpers";

/** The project files a route's trace lists, relative to the project's folder. */
function tracedFiles(route: string): Set<string> {
  const traceFile = path.join(".next/server/app", route, "route.js.nft.json");
  const { files } = JSON.parse(fs.readFileSync(traceFile, "utf8")) as { files: string[] };
  return new Set(files.map((file) => path.relative(process.cwd(), path.resolve(path.dirname(traceFile), file))));
}

/**
 * The packages a bundle imports by name (`@react-pdf/renderer`, `react-dom`), Node's own modules left out: the bundler
 * writes each static import on a line of its own, and a dynamic one as `import("name")`.
 */
function importedPackages(bundle: string): string[] {
  const source = fs.readFileSync(bundle, "utf8");
  const specifiers = [
    ...source.matchAll(/^import\s(?:[^"';]*?\sfrom\s*)?"([^"]+)";/gm),
    ...source.matchAll(/\bimport\("([^"]+)"\)/g),
  ].map((match) => match[1]!);
  const names = new Set<string>();
  for (const specifier of specifiers) {
    if (specifier.startsWith("node:") || specifier.startsWith(".")) continue;
    const parts = specifier.split("/");
    names.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!);
  }
  return [...names];
}

test.skip(() => productionBuildProblem() !== null, productionBuildProblem() ?? "");

test("every route's trace carries the run-time bundles and the packages they import", () => {
  const bundles = fs
    .readdirSync(".workers")
    .filter((name) => name.endsWith(".mjs"))
    .map((name) => path.join(".workers", name));
  expect(bundles).toEqual(expect.arrayContaining([".workers/public-pages.mjs", ".workers/export-worker.mjs"]));
  const packages = [...new Set(bundles.flatMap(importedPackages))];
  expect(packages).toEqual(expect.arrayContaining(["react-dom", "@react-pdf/renderer", "mammoth", "tesseract.js"]));
  // The public pages, a download made by the export worker, and an API call that starts no worker itself.
  for (const route of ["(marketing)", "(marketing)/pricing", "p/[slug]", "p/[slug]/pdf", "api/achievements"]) {
    const traced = tracedFiles(route);
    for (const bundle of bundles) expect(traced.has(bundle), `${route} ships ${bundle}`).toBe(true);
    for (const name of packages)
      expect(traced.has(`node_modules/${name}/package.json`), `${route} ships the package ${name}`).toBe(true);
  }
});
