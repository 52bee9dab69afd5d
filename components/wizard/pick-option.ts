/** A stored value as one of a select's options, or undefined (so the select starts on its placeholder). */
export function pickOption<T extends string>(options: readonly T[], value: string | null | undefined): T | undefined {
  return options.find((option) => option === value);
}
