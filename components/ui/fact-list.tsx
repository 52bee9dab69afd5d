// A list of labelled facts (a term and its value in a grid): a fact without a value is left out, never shown empty.
export type Fact = { label: string; value: string | null | undefined | false | 0 };

/** The facts that have a value, in the order given. */
export const factsWithValues = (facts: Fact[]) =>
  facts.filter((fact): fact is { label: string; value: string } => Boolean(fact.value));

/** `className` sets the grid (its columns, gaps and text size). */
export function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {factsWithValues(facts).map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{fact.label}</dt>
          <dd className="break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
