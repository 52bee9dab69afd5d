import "server-only";
// A query's projection named once: the listed columns of a table under their own names, so a select that shows
// part of a row lists which parts instead of spelling out `name: table.name` for each.
import { getTableColumns, type Table } from "drizzle-orm";

export function columnsOf<T extends Table, const K extends keyof T["_"]["columns"] & string>(
  table: T,
  names: readonly K[],
): Pick<T["_"]["columns"], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T["_"]["columns"], K>;
}
