// A table's header cells, one per column name; the class may differ per column (given as a function of its place).
export function ColumnHeaders({
  names,
  className,
}: {
  names: readonly string[];
  /** The cells' class; none for a table only screen readers see. */
  className?: string | ((index: number) => string);
}) {
  return names.map((name, index) => (
    <th key={name} scope="col" className={typeof className === "function" ? className(index) : className}>
      {name}
    </th>
  ));
}
