// The route table against the app folder: every exported method of every route file has its entry, every entry
// names a method that exists, and an entry's input is the schema its handler reads.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ZodType } from "zod";
import { apiRoutes } from "@/lib/api/routes";
import { routePath } from "@/lib/api/define";
import { routeKey } from "@/lib/api/client";
import { accountKeys, adminKeys, portfolioKeys } from "@/lib/api/keys";

const ROOT = path.join(__dirname, "..", "..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

function routeFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return routeFiles(relative);
    return name === "route.ts" ? [relative] : [];
  });
}

/** The URL path of a route file: route groups `(name)` add no segment. */
function urlPath(file: string): string {
  const segments = file.split("/").slice(1, -1);
  return `/${segments.filter((segment) => !/^\(.*\)$/.test(segment)).join("/")}`;
}

/** `export const GET = ...`, `export async function GET`, `export const { GET, POST } = ...`, `export { GET }`. */
function exportedMethods(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:const|let|async\s+function|function)\s+([A-Z]+)\b/g)) {
    if (match[1]) names.add(match[1]);
  }
  for (const match of source.matchAll(/export\s+(?:const\s+)?\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? "").split(",")) {
      const name = part
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return [...names].filter((name) => METHODS.includes(name));
}

const files = routeFiles("app");
const fromFiles = files.flatMap((file) => {
  const source = readFileSync(path.join(ROOT, file), "utf8");
  return exportedMethods(source).map((method) => ({ key: `${method} ${urlPath(file)}`, file, source }));
});
const entries = Object.entries(apiRoutes);

test("the app folder's route files are found and read", () => {
  expect(files.length).toBeGreaterThan(100);
  // Both ways of exporting methods are seen: one by one, and destructured from a shared builder.
  expect(fromFiles.map((route) => route.key)).toEqual(
    expect.arrayContaining(["GET /api/health", "PUT /api/achievements/[id]", "GET /.well-known/did.json"]),
  );
});

test("every method of every route file has its entry in the route table", () => {
  const missing = fromFiles.map((route) => route.key).filter((key) => !(key in apiRoutes));
  expect(missing).toEqual([]);
});

test("every entry of the route table names a method a route file exports", () => {
  const existing = new Set(fromFiles.map((route) => route.key));
  expect(entries.map(([key]) => key).filter((key) => !existing.has(key))).toEqual([]);
});

test("each entry's key is its own method and path", () => {
  expect(entries.filter(([key, route]) => key !== `${route.method} ${route.path}`).map(([key]) => key)).toEqual([]);
});

test("a path's parameters are filled in, encoded, and a missing one is refused", () => {
  expect(routePath("/api/orgs/[id]/members/[userId]", { id: 4, userId: "a b" })).toBe("/api/orgs/4/members/a%20b");
  expect(() => routePath("/api/orgs/[id]", {} as { id: string })).toThrow('needs the parameter "id"');
});

// Every exported zod schema of lib/validators, by identity, so an entry's input can be named.
const validatorDir = path.join(ROOT, "lib", "validators");
const schemaNames = new Map<unknown, string>();
for (const name of readdirSync(validatorDir)) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = require(path.join(validatorDir, name)) as Record<string, unknown>;
  for (const [exportName, value] of Object.entries(exported)) {
    if (value && typeof value === "object" && "safeParse" in value) schemaNames.set(value, exportName);
  }
}

/** The names of the exported schemas an input is made of (an intersection names both sides). */
function inputNames(schema: ZodType): string[] {
  const named = schemaNames.get(schema);
  if (named) return [named];
  const def = (schema as unknown as { _zod: { def: { type: string; left?: ZodType; right?: ZodType } } })._zod.def;
  if (def.type === "intersection" && def.left && def.right) return [...inputNames(def.left), ...inputNames(def.right)];
  return [`<a schema that lib/validators does not export>`];
}

/** The handler's own text and that of the server modules it imports, where shared handlers read the schema. */
function handlerText(source: string): string {
  const imported = [...source.matchAll(/from "@\/(lib\/server\/[^"]+)"/g)].map((match) => match[1]);
  const texts = imported.map((module) => {
    for (const candidate of [`${module}.ts`, `${module}/index.ts`]) {
      try {
        return readFileSync(path.join(ROOT, candidate), "utf8");
      } catch {
        // Not this form of the module's name.
      }
    }
    return "";
  });
  return [source, ...texts].join("\n");
}

/**
 * The keys of the entries a route file hands to the wrappers: `orgRoute(orgsRoutes["GET /api/orgs/[id]"], ...)`, and
 * `scimRoute(...)` for the SCIM resources (it too parses the entry's input with the entry's schema).
 */
function entriesHanded(source: string): string[] {
  return [...source.matchAll(/\b(?:userRoute|orgRoute|scimRoute)\(\s*\w+Routes\["([A-Z]+ [^"]+)"\]/g)].map(
    (match) => match[1]!,
  );
}

/** Folders whose every route file is tied to the table by code (the wrapper takes the entry). */
const TIED_FOLDERS = ["app/api/orgs/"];
/** Route files there that another change converts. */
const NOT_YET_TIED = ["app/api/orgs/[id]/ats/"];

test("a route file that takes table entries hands each method its own entry", () => {
  const byFile = new Map<string, { keys: string[]; source: string }>();
  for (const route of fromFiles) {
    const known = byFile.get(route.file) ?? { keys: [], source: route.source };
    known.keys.push(route.key);
    byFile.set(route.file, known);
  }
  const wrong = [...byFile].flatMap(([file, { keys, source }]) => {
    const handed = entriesHanded(source);
    const tied =
      TIED_FOLDERS.some((folder) => file.startsWith(folder)) && !NOT_YET_TIED.some((f) => file.startsWith(f));
    if (handed.length === 0 && !tied) return [];
    return handed.sort().join() === [...keys].sort().join() ? [] : [`${file}: ${handed.join(", ") || "none"}`];
  });
  expect(wrong).toEqual([]);
  expect([...byFile.values()].filter(({ source }) => entriesHanded(source).length > 0).length).toBeGreaterThan(20);
});

test("the check above sees a file that hands another method's entry", () => {
  const source = `export const GET = orgRoute(orgsRoutes["POST /api/orgs/[id]"], handler);`;
  expect(entriesHanded(source)).toEqual(["POST /api/orgs/[id]"]);
  expect(entriesHanded(`export const GET = withUser(handler);`)).toEqual([]);
});

test("an entry's input is a schema the handler reads (by its name, or its `...For` picker)", () => {
  const byKey = new Map(fromFiles.map((route) => [route.key, route.source]));
  const withInput = entries.filter(([, route]) => route.input);
  expect(withInput.length).toBeGreaterThan(40);
  const mismatched = withInput.flatMap(([key, route]) => {
    // A handler given its entry is parsed with the entry's own schema by the wrapper.
    if (entriesHanded(byKey.get(key) ?? "").includes(key)) return [];
    const text = handlerText(byKey.get(key) ?? "");
    return inputNames(route.input as ZodType)
      .filter((name) => !new RegExp(`\\b${name}(For)?\\b`).test(text))
      .map((name) => `${key}: ${name}`);
  });
  expect(mismatched).toEqual([]);
});

test("the check above fails for a schema the handler does not read", () => {
  const health = fromFiles.find((route) => route.key === "GET /api/health");
  const [someSchema] = [...schemaNames.values()];
  expect(new RegExp(`\\b${someSchema}(For)?\\b`).test(handlerText(health?.source ?? ""))).toBe(false);
});

test("query keys start with their GET route's filled path, so today's invalidations reach them", () => {
  expect(accountKeys.me()).toEqual(["/api/auth/me"]);
  expect(portfolioKeys.recordHistory(7)).toEqual(["/api/quota-records/7/history"]);
  expect(portfolioKeys.pages("/api/references")).toEqual(["/api/references", "pages"]);
  expect(adminKeys.queueCounts()).toEqual(["/api/admin/queue-counts"]);
  expect(routeKey("GET /api/orgs/[id]/team", { id: 3 }, { page: 2 })).toEqual(["/api/orgs/3/team", { page: 2 }]);
});
