// Specs that start `npm start` servers of their own run the production build: they skip when it is missing or
// older than the sources, since such a server would test other code than the tree's.
import fs from "node:fs";
import path from "node:path";

const SOURCE_DIRS = ["app", "components", "lib", "drizzle"];

/** Why the production build cannot be used, or null when it is current. */
export function productionBuildProblem(): string | null {
  const buildId = path.join(".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return "no production build (.next/BUILD_ID): run `npm run build` (npm test does)";
  const built = fs.statSync(buildId).mtimeMs;
  const newest = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(max, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
    }, 0);
  const sources = Math.max(...SOURCE_DIRS.filter((dir) => fs.existsSync(dir)).map(newest));
  return sources > built ? "the production build is older than the sources: run `npm run build` (npm test does)" : null;
}

/**
 * Why a test that starts a server of its own (on the production build, with an embedded database folder of its
 * own) cannot run here, or null: not in the PostgreSQL run, and not on a missing or stale build.
 */
export function ownServerProblem(): string | null {
  return process.env.DATABASE_URL
    ? "this test's server uses an embedded database folder of its own"
    : productionBuildProblem();
}
