// For a migration's own test: the migrations folder as it was before that migration (every one up to, not
// including, the tag), copied to a temporary folder the caller removes, so a database can be filled the old way.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const MIGRATIONS = path.join(process.cwd(), "drizzle");

export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qp-migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  const kept = journal.entries.slice(0, cut);
  for (const entry of kept) {
    fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  return dir;
}
