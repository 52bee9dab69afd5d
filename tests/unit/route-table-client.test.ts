// The browser's side of the route table: client code names a route by its key ("METHOD path") and takes the
// table's types only. A value import would put every entry's schema, and all they import (the password rules'
// dictionaries, hundreds of kilobytes), into the scripts of every page that calls the API.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) ? [relative] : [];
  });
}

/** Files that may run in the browser: not the server's own modules, route handlers or the table itself. */
const browserSide = ["app", "components", "lib"]
  .flatMap(sourceFiles)
  .filter((file) => !/^(lib\/server\/|app\/api\/|lib\/api\/routes)/.test(file))
  .map((file) => ({ file, source: readFileSync(path.join(ROOT, file), "utf8") }))
  .filter(({ source }) => !/^import "server-only";|^"use server";/m.test(source));

/** The `import { ... } from "<table>"` lines of a source that bring values (not `import type`). */
function tableValueImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"(?:@\/lib\/api\/routes[^"]*|\.\/routes[^"]*)";/gm)]
    .map((match) => match[0])
    .filter((line) => !/^import\s+\{\s*(?:type\s+\w+\s*,?\s*)+\}/.test(line));
}

test("the browser-side files are found", () => {
  expect(browserSide.map(({ file }) => file)).toEqual(
    expect.arrayContaining(["lib/api/client.ts", "lib/api/keys.ts", "lib/hooks/use-portfolio.ts"]),
  );
});

test("no browser-side file imports the route table as values", () => {
  const offenders = browserSide.flatMap(({ file, source }) =>
    tableValueImports(source).map((line) => `${file}: ${line}`),
  );
  expect(offenders).toEqual([]);
});

test("the check above sees a value import and lets a type import pass", () => {
  expect(tableValueImports('import { accountRoutes } from "@/lib/api/routes/account";')).toHaveLength(1);
  expect(tableValueImports('import { apiRoutes, type RouteKey } from "./routes";')).toHaveLength(1);
  expect(tableValueImports('import type { ApiRoutes } from "@/lib/api/routes";')).toEqual([]);
  expect(tableValueImports('import { type ApiRoutes } from "./routes";')).toEqual([]);
});
