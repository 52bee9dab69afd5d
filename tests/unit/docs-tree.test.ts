// The written map must match the tree: a comment or a document that names a file which is not there sends the next
// reader to nothing, and an architecture page that leaves a folder out hides where a change belongs.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);
const trackedSet = new Set(tracked);
const trackedFolders = new Set(
  tracked.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);
const basenames = new Set(tracked.map((file) => path.basename(file)));

const SOURCE =
  /^(app|lib|components|scripts|tests|bench)\/.*\.(ts|tsx|mjs)$|^(proxy|instrumentation|next\.config|playwright\.config)\.ts$/;
const DOCS = /^(docs\/.*|README)\.md$/;

/** A file name with one of the repository's own extensions, possibly with folders before it. */
const FILE_REF =
  /(?<![\w@./-])((?:(?:\([\w-]+\)|[\w[\]][\w.[\]-]*)\/)*[\w[\]][\w.[\]-]*\.(?:tsx?|mjs|sql|md|css))(?![\w/])/g;

/** Names that are not files of this repository: packages' files and generic examples in prose. */
const NOT_OURS = /^(node_modules|\.next|next|react|@|drizzle\/meta)|^(package|tsconfig|vercel)\.json$|^[A-Z_]+\.md$/;

/** Whether a referenced path names a file or folder that is here, read from the repository root or from `from`. */
function exists(reference: string, from: string): boolean {
  const clean = reference.replace(/^\.\//, "");
  if (!clean.includes("/")) return basenames.has(clean);
  const candidates = [clean, path.posix.normalize(path.posix.join(path.posix.dirname(from), clean))];
  if (candidates.some((candidate) => trackedSet.has(candidate) || trackedFolders.has(candidate))) return true;
  // "data/orgs/access.ts" in a comment of lib/server names lib/server/data/orgs/access.ts: a path's tail is enough.
  return tracked.some((file) => file.endsWith(`/${clean}`));
}

/** The comment text of a source line (after `//`, or a line inside a block comment), else "". */
function commentOf(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith("*") || trimmed.startsWith("/*")) return trimmed;
  const slashes = line.search(/(^|[^:"'`])\/\/ /);
  return slashes === -1 ? "" : line.slice(slashes);
}

function missingReferences(files: string[], textOf: (file: string) => string[]): string[] {
  return files.flatMap((file) =>
    textOf(file).flatMap((text) =>
      [...text.matchAll(FILE_REF)]
        .map((match) => match[1]!)
        .filter((reference) => !NOT_OURS.test(reference) && !/^https?:/.test(reference))
        .filter((reference) => !exists(reference, file))
        .map((reference) => `${file}: ${reference}`),
    ),
  );
}

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

test("no comment in the code names a file that is not in the repository", () => {
  const sources = tracked.filter((file) => SOURCE.test(file));
  expect(sources.length).toBeGreaterThan(300);
  const missing = missingReferences(sources, (file) => read(file).split("\n").map(commentOf));
  expect(missing).toEqual([]);
});

test("no document names a file that is not in the repository", () => {
  const docs = tracked.filter((file) => DOCS.test(file));
  expect(docs.length).toBeGreaterThan(5);
  // In Markdown, only what is set as code (`...`) is a reference; prose may say "route.ts" loosely, code may not.
  const missing = missingReferences(docs, (file) => [...read(file).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!));
  expect(missing).toEqual([]);
});

/** The folders the architecture page's layer map draws (lines of its first code block naming a folder). */
function mappedFolders(): Set<string> {
  const page = read("docs/architecture.md");
  const block = /```\n([\s\S]*?)```/.exec(page)?.[1] ?? "";
  const folders = new Set<string>();
  const stack: { indent: number; folder: string }[] = [];
  for (const line of block.split("\n")) {
    const match = /^([\s│▼]*)([\w().[\]-]+(?:\/[\w().[\]*-]+)*)\/(?:\s|$)/.exec(line);
    if (!match) continue;
    const indent = match[1]!.length;
    while (stack.length > 0 && stack.at(-1)!.indent >= indent) stack.pop();
    const name = match[2]!;
    const parent = stack.at(-1)?.folder;
    const folder = name.includes("/") || !parent ? name : `${parent}/${name}`;
    folders.add(folder);
    stack.push({ indent, folder });
  }
  return folders;
}

test("the architecture page's layer map names every folder of lib/server and only folders that exist", () => {
  const mapped = mappedFolders();
  expect(mapped.has("lib/server")).toBe(true);
  const missingFromTree = [...mapped].filter((folder) => !folder.includes("*") && !trackedFolders.has(folder));
  expect(missingFromTree).toEqual([]);
  const serverFolders = [...trackedFolders].filter((folder) => /^lib\/server\/[^/]+$/.test(folder));
  expect(serverFolders.length).toBeGreaterThan(5);
  expect(serverFolders.filter((folder) => !mapped.has(folder))).toEqual([]);
});
