// A small read-only table inside a card: muted column names over rows parted by a rule, each column's cells
// spaced from the next. A column of numbers sits to the right, in figures of one width.
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
}: {
  columns: readonly CompactColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
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
        {rows.map((row, rowIndex) => (
          <tr key={rowKey(row, rowIndex)} className="border-t border-border">
            {columns.map((column, index) => (
              <td
                key={column.header}
                className={cn(place(index), column.numeric && "tabular-nums", column.cellClassName)}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
