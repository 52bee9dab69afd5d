import "server-only";
// Keyset paging for lists sorted newest first: a page starts strictly after the position a cursor names, so
// pages concatenate to the whole list with no gap or repeat, and a page costs an index seek however deep it is.
import { and, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { CursorValues } from "@/lib/validators/list-page";

/** One sort column of a list, descending; `nulls` says where a null sorts (PostgreSQL puts them first by default). */
export type ListKey = { column: AnyPgColumn; nulls?: "first" | "last" };

/** The ORDER BY of a list whose keys are all descending (the last key is the row id, so the order is total). */
export function orderByKeys(keys: ListKey[]): SQL[] {
  return keys.map(({ column, nulls }) => sql`${column} desc nulls ${sql.raw(nulls === "last" ? "last" : "first")}`);
}

/**
 * The sort values of a row as text, selected beside it: text keeps a timestamp's microseconds, which a JavaScript
 * Date would round away (and with them the exact position).
 */
export function cursorValuesOf(keys: ListKey[]): SQL<CursorValues> {
  const parts = keys.map(({ column }) => sql`${column}::text`);
  return sql<CursorValues>`array[${sql.join(parts, sql`, `)}]`;
}

/** The column's own type, so a cursor value compares as a timestamp, a date or a number rather than as text. */
function typed(column: AnyPgColumn, value: string): SQL {
  const type = column
    .getSQLType()
    .replace(/^bigserial$/, "bigint")
    .replace(/^serial$/, "integer");
  return sql`${value}::${sql.raw(type)}`;
}

function equalTo(column: AnyPgColumn, value: string | null): SQL {
  return value === null ? isNull(column) : sql`${column} = ${typed(column, value)}`;
}

/** Rows that sort after `value` on this key alone (descending, nulls where the key says). */
function after({ column, nulls }: ListKey, value: string | null): SQL {
  if (value === null) return nulls === "last" ? sql`false` : isNotNull(column);
  const lower = sql`${column} < ${typed(column, value)}`;
  return nulls === "last" && !column.notNull ? or(lower, isNull(column))! : lower;
}

/** The rows after the position `values` names in the order of `keys`. */
export function afterCursor(keys: ListKey[], values: CursorValues): SQL {
  if (keys.every(({ column }) => column.notNull) && values.every((v) => v !== null)) {
    // A row comparison lets PostgreSQL seek straight into the (owner, keys...) index.
    const columns = sql.join(
      keys.map(({ column }) => sql`${column}`),
      sql`, `,
    );
    const bounds = sql.join(
      keys.map(({ column }, i) => typed(column, values[i]!)),
      sql`, `,
    );
    return sql`(${columns}) < (${bounds})`;
  }
  const branches = keys.map((key, i) =>
    and(
      ...keys.slice(0, i).map((earlier, j) => equalTo(earlier.column, values[j] ?? null)),
      after(key, values[i] ?? null),
    ),
  );
  return or(...branches)!;
}
