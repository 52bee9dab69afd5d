// A table's header cells, one per column name; the last may take its own class (no gap after it, say).
export function ColumnHeaders({
  names,
  className,
  lastClassName = className,
}: {
  names: readonly string[];
  /** The cells' class; none for a table only screen readers see. */
  className?: string;
  lastClassName?: string;
}) {
  return names.map((name, index) => (
    <th key={name} scope="col" className={index === names.length - 1 ? lastClassName : className}>
      {name}
    </th>
  ));
}
