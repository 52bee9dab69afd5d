// Jest runs two projects through next/jest (SWC transform, next.config and .env loading):
// "unit" for pure and server modules in Node, "components" for React components in jsdom.
// The config is .mjs, not .ts: Jest needs ts-node to read a .ts config on Node 20, and it is not installed.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Shared by both projects. next/jest appends these after its own CSS/image/font mappings. */
const moduleNameMapper = {
  "^server-only$": "<rootDir>/tests/unit/stubs/server-only.ts",
  "^@/(.*)$": "<rootDir>/$1",
};

/** @type {import("jest").Config} */
const unit = {
  displayName: "unit",
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "\\.db\\.test\\.ts$"],
  moduleNameMapper,
};

/**
 * "database": tests against a real embedded PostgreSQL (PGlite), which loads its WebAssembly through a dynamic
 * import that Jest runs only under Node's VM modules. That switch upsets the jsdom project, so these run on their
 * own: `npm run test:db` (scripts/check.sh runs them after the others).
 */
const database = {
  displayName: "database",
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/unit/**/*.db.test.ts"],
  moduleNameMapper,
};

const vmModules = /--experimental-vm-modules/.test(process.env.NODE_OPTIONS ?? "");

/** @type {import("jest").Config} */
const components = {
  displayName: "components",
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/tests/unit/**/*.test.tsx"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup-components.ts"],
  moduleNameMapper,
};

/** Each project is resolved by its own createJestConfig call (next/jest returns a whole config, not a project). */
export default async function jestConfig() {
  return {
    projects: vmModules
      ? [await createJestConfig(database)()]
      : [await createJestConfig(unit)(), await createJestConfig(components)()],
  };
}
