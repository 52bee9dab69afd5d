// How much of a long portfolio section is shown in full. The shared page and the PDF report follow the same rule,
// so a recruiter who has seen one knows the other: each section's most recent items in full, the older ones
// behind "Show N more" on the page and as one line each in the PDF (a full card per item made 500-item reports
// hundreds of pages long and far too slow to render).

/** How many of each section's most recent items are shown in full. */
export const OPEN_ITEMS = { achievements: 10, deals: 10, experiences: 10, references: 10 } as const;

/** The items shown in full and the rest, in the order given (most recent first). */
export function splitOpen<T>(items: readonly T[], open: number): { open: T[]; rest: T[] } {
  return { open: items.slice(0, open), rest: items.slice(open) };
}

/** "1 more deal story", "480 more achievements". */
export function moreLabel(count: number, singular: string, plural: string): string {
  return `${count} more ${count === 1 ? singular : plural}`;
}
