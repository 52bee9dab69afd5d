// A small read-only table inside a card: muted column names over rows parted by a rule, each column's cells
// spaced from the next. A column of numbers sits to the right, in figures of one width. The reader's own row (their
// place on a leaderboard, say) can stand out: tinted, and marked `aria-current` for screen readers.
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { ColumnHeaders } from "./column-headers";

export type CompactColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers: aligned right in the header and the cells, drawn tabular. */
  numeric?: boolean;
  /** What this column's cells need beyond that: e.g. "truncate" for a long name. */
  cellClassName?: string;
};

export function CompactTable<T>({
  columns,
  rows,
  rowKey,
  isCurrent,
}: {
  columns: readonly CompactColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** The reader's own row. */
  isCurrent?: (row: T) => boolean;
}) {
  // Every column but the last keeps a gap before the next one.
  const place = (index: number) =>
    cn("py-2", index < columns.length - 1 && "pr-3", columns[index]?.numeric && "text-right");
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-muted-foreground">
          <ColumnHeaders
            names={columns.map((column) => column.header)}
            className={(i) => cn(place(i), "font-medium")}
          />
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => {
          const current = isCurrent?.(row) ?? false;
          return (
            <tr
              key={rowKey(row, rowIndex)}
              aria-current={current ? "true" : undefined}
              className={cn("border-t border-border", current && "bg-accent font-medium text-accent-foreground")}
            >
              {columns.map((column, index) => (
                <td
                  key={column.header}
                  className={cn(place(index), column.numeric && "tabular-nums", column.cellClassName)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
