// A data table that scrolls sideways on a narrow screen: its box takes the keyboard focus, so it scrolls without a
// mouse, and is named for screen readers. `minWidth` is the table's Tailwind minimum width class.
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type ScrollTableProps = { label: string; minWidth: string; head: ReactNode; children: ReactNode };

export function ScrollTable({ label, minWidth, head, children }: ScrollTableProps) {
  return (
    <div
      className="max-w-full overflow-x-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className={cn("w-full text-left text-sm", minWidth)}>
        <thead className="bg-muted/50 text-xs text-muted-foreground">{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
