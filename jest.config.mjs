// Jest runs two projects through next/jest (SWC transform, next.config and .env loading):
// "unit" for pure and server modules in Node, "components" for React components in jsdom.
// The config is .mjs, not .ts: Jest needs ts-node to read a .ts config on Node 20, and it is not installed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { transformSync } from "esbuild";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Shared by both projects. next/jest appends these after its own CSS/image/font mappings. */
const moduleNameMapper = {
  "^server-only$": "<rootDir>/tests/unit/stubs/server-only.ts",
  // file-type exports only `import` conditions, which Jest's CommonJS resolver does not pick: its Node entry.
  "^file-type$": "<rootDir>/node_modules/file-type/index.js",
  "^@react-email/render$": "<rootDir>/node_modules/@react-email/render/dist/node/index.mjs",
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
const vmModules = /--experimental-vm-modules/.test(process.env.NODE_OPTIONS ?? "");

const database = {
  displayName: "database",
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/unit/**/*.db.test.ts"],
  moduleNameMapper: vmModules ? { ...esmAsCommonJs(), ...moduleNameMapper } : moduleNameMapper,
};

/**
 * Under Node's VM modules a package marked `"type": "module"` is loaded as an ES module, which our compiled
 * (CommonJS) code cannot require; the environment's validation (@t3-oss/env-*, ES modules only) and the canonical
 * JSON of the audit chain (canonicalize) are loaded by every database test. Their files are compiled to CommonJS (esbuild, as tsx does) into a temporary folder outside any such
 * package, and loaded from there.
 */
function esmAsCommonJs() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "qp-jest-esm-"));
  const copy = (pkg, files, folder = "dist") => {
    const dir = path.join(root, pkg.replace("/", "__"));
    fs.mkdirSync(dir, { recursive: true });
    for (const file of files) {
      const source = fs.readFileSync(path.join("node_modules", pkg, folder, file), "utf8");
      fs.writeFileSync(path.join(dir, file), transformSync(source, { format: "cjs", target: "node20" }).code);
    }
    return path.join(dir, "index.js");
  };
  return {
    "^@t3-oss/env-nextjs$": copy("@t3-oss/env-nextjs", ["index.js"]),
    "^@t3-oss/env-core$": copy("@t3-oss/env-core", ["index.js", "standard.js"]),
    // The audit chain's canonical JSON (lib/audit-chain.ts), loaded by the migration every database test runs.
    "^canonicalize$": copy("canonicalize", ["canonicalize.js"], "lib").replace(/index\.js$/, "canonicalize.js"),
  };
}

/** @type {import("jest").Config} */
const components = {
  displayName: "components",
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/tests/unit/**/*.test.tsx"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup-components.ts"],
  moduleNameMapper,
};

/**
 * ESM-only packages (file-type and what it imports), compiled to CommonJS like our own code; and React Email's
 * renderer, whose ES module build (mapped above) loads react-dom/server with a dynamic import() that Jest runs only
 * under Node's VM modules flag: compiled, that import becomes a require.
 */
const ESM_PACKAGES = [
  "file-type",
  "strtok3",
  "token-types",
  "@tokenizer",
  "uint8array-extras",
  "@borewit",
  "@react-email/render",
  // The Verifiable Credentials stack (the credentials code runs in the database tests' portfolio loads).
  "@digitalbazaar",
  "base58-universal",
  "base64url-universal",
  "ky",
  // The environment's validation (lib/env.ts), which nearly every server module loads.
  "@t3-oss",
  // RFC 8785 canonical JSON, which the audit trail's hash chain is written in (lib/audit-chain.ts).
  "canonicalize",
];

/**
 * next/jest leaves node_modules untransformed (but for next.config's transpiled packages), and a project's own
 * patterns can only add to its list: the resolved project's pattern is widened to let the ESM-only packages through.
 */
function transformingEsmPackages(project) {
  const packages = ESM_PACKAGES.join("|");
  const patterns = (project.transformIgnorePatterns ?? []).map((pattern) => {
    // next/jest writes "/node_modules/", or with transpiled packages "/node_modules/(?!.pnpm)(?!(a|b)/)".
    if (pattern === "/node_modules/") return `/node_modules/(?!(${packages})/)`;
    return pattern.replace(/^\/node_modules\/\(\?!\.pnpm\)\(\?!\(/, (start) => `${start}${packages}|`);
  });
  return { ...project, transformIgnorePatterns: patterns };
}

/** Each project is resolved by its own createJestConfig call (next/jest returns a whole config, not a project). */
export default async function jestConfig() {
  return {
    projects: vmModules
      ? [transformingEsmPackages(await createJestConfig(database)())]
      : [transformingEsmPackages(await createJestConfig(unit)()), await createJestConfig(components)()],
  };
}
