// Every API handler that changes state goes through the route wrapper, which refuses cross-site writes (403) and
// answers errors in the one shape: the proxy no longer sees API calls, so a handler exported bare would have no
// cross-site check at all.
import fs from "node:fs";
import path from "node:path";

const WRAPPED = /^(withUser|withErrors|exportRoute|collectionRoutes|itemRoutes)(<[^>]*>)?\(/;
const WRITE = /\b(POST|PUT|PATCH|DELETE)\b/;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

describe("API route handlers", () => {
  const files = routeFiles(path.join(process.cwd(), "app", "api"));

  it("finds the API routes", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((file) => [path.relative(process.cwd(), file)]))(
    "%s exports its writes through the wrapper",
    (file) => {
      const source = fs.readFileSync(file, "utf8");
      expect(source).not.toMatch(/export\s+(async\s+)?function\s+(POST|PUT|PATCH|DELETE)\b/);
      const exported = [...source.matchAll(/export const ([^=]+)=\s*([^\n]+)/g)]
        .map(([, names, value]) => [names!.trim(), value!.trim().replace(/;$/, "")] as const)
        .filter(([names]) => WRITE.test(names));
      for (const [names, value] of exported) {
        if (/^(POST|PUT|PATCH|DELETE)$/.test(value)) continue; // `export const PUT = POST`: the same wrapped handler
        expect(`${names} = ${value}`).toMatch(new RegExp(`= ${WRAPPED.source.slice(1)}`));
      }
    },
  );
});
