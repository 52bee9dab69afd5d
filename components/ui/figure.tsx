// Figures side by side: a small label over a bold, tabular value (a quota, a deal's ARR, a percent). Server markup.
import type { ReactNode } from "react";

/** Three figures in a row, as a description list. */
export function Figures({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-3 gap-3 text-sm">{children}</dl>;
}

/** One figure; a long value wraps inside its column rather than pushing the row wider. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold break-words tabular-nums">{children}</dd>
    </div>
  );
}
