// A long section of a shared page: its most recent items open, the rest behind a native <details> ("Show 480 more
// achievements"), so the page stays light at hundreds of items and still opens without any script.
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { moreLabel, splitOpen } from "@/lib/open-items";

export function ShowAll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="group grid gap-4" data-testid="show-all">
      <summary className="flex w-fit cursor-pointer list-none items-center gap-1.5 rounded-md border border-border bg-background px-3 py-1.5 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden [&::-webkit-details-marker]:hidden">
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        <span className="group-open:hidden">{`Show ${label}`}</span>
        <span className="hidden group-open:inline">{`Hide ${label}`}</span>
      </summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}

/** The first `open` items as they are, and the rest (if any) behind "Show N more ...". */
export function SplitList<T>({
  items,
  open,
  singular,
  plural,
  render,
  renderRest = render,
}: {
  items: readonly T[];
  open: number;
  singular: string;
  plural: string;
  render: (items: readonly T[]) => ReactNode;
  /** How the hidden rest is drawn (a compact list where full cards would weigh too much). */
  renderRest?: (items: readonly T[]) => ReactNode;
}) {
  const { open: shown, rest } = splitOpen(items, open);
  return (
    <>
      {render(shown)}
      {rest.length > 0 ? <ShowAll label={moreLabel(rest.length, singular, plural)}>{renderRest(rest)}</ShowAll> : null}
    </>
  );
}
