// Pieces the shared page's card sections share: their two-column grid and a labelled passage of the rep's text.
// Server markup.
import { Fragment, type ReactNode } from "react";

/** One card per item, two columns from medium screens up. */
export function CardGrid<T extends { id: number }>({
  items,
  card,
}: {
  items: readonly T[];
  card: (item: T) => ReactNode;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <Fragment key={item.id}>{card(item)}</Fragment>
      ))}
    </div>
  );
}

/** A passage under a small uppercase label, inside a `dl`; nothing at all when the rep left it empty. */
export function LabelledText({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line">{text}</dd>
    </div>
  );
}
