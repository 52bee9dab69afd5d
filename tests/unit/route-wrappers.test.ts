// Every route handler, reads included and wherever it lives under app/ (the API, shared pages' files, credentials,
// the dev outbox), goes through the route wrapper: it answers errors in the one shape (never a stack trace) and
// refuses cross-site writes (403); the proxy does not see most of these addresses, so a handler exported bare
// would have neither. The files are parsed, not matched line by line, so no way of exporting a handler slips by.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** withErrors, and the wrappers built on it (each starts with withUser or withErrors: checked below). */
const WRAPPERS = new Set([
  "withUser",
  "withOrg",
  "withErrors",
  "userRoute",
  "orgRoute",
  "exportRoute",
  "collectionRoutes",
  "itemRoutes",
  "connectHandler",
  "callbackHandler",
  "scimRoute",
]);
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The called function's name of `wrapper(...)` or `wrapper<T>(...)`, or null for anything else. */
function calledName(expression: ts.Expression | undefined): string | null {
  if (!expression || !ts.isCallExpression(expression)) return null;
  return ts.isIdentifier(expression.expression) ? expression.expression.text : null;
}

/**
 * The exported HTTP method handlers of a route file that are not a wrapper's result, as "NAME: why". A handler may
 * also be another exported handler of the same file (`export const PUT = POST`).
 */
function unwrappedHandlers(source: string, fileName = "route.ts"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  const wrapped = new Set<string>();
  const aliases: [string, string][] = [];
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && isExported(statement) && statement.name) {
      if (METHODS.has(statement.name.text)) problems.push(`${statement.name.text}: a bare exported function`);
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const wrapper = calledName(declaration.initializer);
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name)) {
          const name = declaration.name.text;
          if (!METHODS.has(name)) continue;
          if (wrapper && WRAPPERS.has(wrapper)) wrapped.add(name);
          else if (init && ts.isIdentifier(init) && METHODS.has(init.text)) aliases.push([name, init.text]);
          else problems.push(`${name}: not a wrapper's result`);
        } else if (ts.isObjectBindingPattern(declaration.name)) {
          for (const element of declaration.name.elements) {
            const name = element.name.getText(file);
            if (!METHODS.has(name)) continue;
            if (wrapper && WRAPPERS.has(wrapper)) wrapped.add(name);
            else problems.push(`${name}: destructured from something other than a wrapper`);
          }
        }
      }
    } else if (ts.isExportDeclaration(statement)) {
      // `export { GET } from "..."` or `export { handler as GET }`: the scan cannot see what it is.
      const names =
        statement.exportClause && ts.isNamedExports(statement.exportClause)
          ? statement.exportClause.elements.map((element) => element.name.text)
          : ["*"];
      for (const name of names) {
        if (name === "*" || METHODS.has(name)) problems.push(`${name}: re-exported (define it here, wrapped)`);
      }
    } else if (ts.isExportAssignment(statement)) {
      problems.push("default: a route file exports its handlers by method name only");
    }
  }
  for (const [name, target] of aliases) {
    if (!wrapped.has(target)) problems.push(`${name}: the same as ${target}, which is not wrapped`);
  }
  return problems;
}

describe("route handlers", () => {
  const files = routeFiles(path.join(process.cwd(), "app"));

  it("finds the route files under app/, in and outside app/api", () => {
    const relative = files.map((file) => path.relative(process.cwd(), file));
    expect(relative.length).toBeGreaterThan(100);
    expect(relative).toEqual(
      expect.arrayContaining([
        path.join("app", "p", "[slug]", "pdf", "route.ts"),
        path.join("app", "api", "health", "route.ts"),
      ]),
    );
  });

  it.each(files.map((file) => [path.relative(process.cwd(), file)]))("%s exports every handler wrapped", (file) => {
    expect(unwrappedHandlers(fs.readFileSync(file, "utf8"), file)).toEqual([]);
  });

  it("the wrappers built on withErrors start with withUser or withErrors", () => {
    const sources = ["lib/server/routes.ts", "lib/server/export/route.ts"].map((file) =>
      fs.readFileSync(path.join(process.cwd(), file), "utf8"),
    );
    const [routes, exportRoute] = sources as [string, string];
    for (const method of ["GET", "POST"]) expect(routes).toMatch(new RegExp(`\\b${method}: withUser(<[^>]*>)?\\(`));
    for (const method of ["PUT", "DELETE"]) expect(routes).toMatch(new RegExp(`\\b${method}: withUser<Params>\\(`));
    expect(exportRoute).toMatch(/export function exportRoute(<[^(]*>)?\([^)]*\)[^{]*\{\s*return withUser\(/);
    // The OAuth connect and callback of every provider (and their old Google paths).
    const connect = fs.readFileSync(path.join(process.cwd(), "lib/server/integrations/connect-routes.ts"), "utf8");
    for (const name of ["connectHandler", "callbackHandler"]) {
      expect(connect).toMatch(new RegExp(`export const ${name} = \\([^)]*\\) =>\\s*withErrors<`));
    }
    const http = fs.readFileSync(path.join(process.cwd(), "lib/server/http.ts"), "utf8");
    expect(http).toMatch(/export function withOrg(<[^(]*>)?\([^)]*\)[^{]*\{\s*return withUser</);
    // The wrappers that take a route-table entry are withUser and withOrg with the entry's input parsed.
    expect(http).toMatch(/export function userRoute(<[^(]*>)?\([^)]*\)[^{]*\{\s*return withUser</);
    expect(http).toMatch(/export function orgRoute(<[^(]*>)?\([^)]*\)[^{]*\{\s*return withOrg</);
    // SCIM's routes (bearer token, SCIM's error shape inside) are withErrors too.
    const scim = fs.readFileSync(path.join(process.cwd(), "lib/server/scim/frame.ts"), "utf8");
    expect(scim).toMatch(/export function scimRoute(<[^(]*>)?\([^)]*\)[^{]*\{\s*return withErrors</);
  });
});

describe("the scan itself", () => {
  it.each([
    ["export async function GET() { return new Response(); }", ["GET: a bare exported function"]],
    ["export const GET = async () => new Response();", ["GET: not a wrapper's result"]],
    ["export const GET = handler;", ["GET: not a wrapper's result"]],
    ["export const HEAD = somethingElse(async () => new Response());", ["HEAD: not a wrapper's result"]],
    [
      "export const { GET, POST } = makeRoutes(repo);",
      [
        "GET: destructured from something other than a wrapper",
        "POST: destructured from something other than a wrapper",
      ],
    ],
    ["const GET = async () => new Response();\nexport { GET };", ["GET: re-exported (define it here, wrapped)"]],
    ['export { GET } from "../other/route";', ["GET: re-exported (define it here, wrapped)"]],
    ['export * from "../other/route";', ["*: re-exported (define it here, wrapped)"]],
    [
      "export const PUT = POST;\nexport const POST = async () => new Response();",
      ["POST: not a wrapper's result", "PUT: the same as POST, which is not wrapped"],
    ],
  ])("refuses %j", (source, problems) => {
    expect(unwrappedHandlers(source)).toEqual(problems);
  });

  it.each([
    "export const GET = withErrors(async () => new Response());",
    "export const GET = withUser<{ id: string }>(async (_r, { user }) => Response.json(user));",
    "export const POST = withUser(async () => new Response());\nexport const PUT = POST;",
    "export const { GET, PUT, DELETE } = itemRoutes(repo);",
    'export const runtime = "nodejs";\nexport const dynamic = "force-dynamic";\nexport const POST = exportRoute({}, h);',
  ])("accepts %j", (source) => {
    expect(unwrappedHandlers(source)).toEqual([]);
  });
});
