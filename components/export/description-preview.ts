// The Export dialog's one-line look at each achievement (spec: description previews cut at 100 characters).

export const PREVIEW_LENGTH = 100;

/**
 * The text cut to `max` characters with "..." when longer. Counts code points, so an emoji or a
 * non-Latin character is never split in half.
 */
export function descriptionPreview(text: string, max = PREVIEW_LENGTH): string {
  const compact = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(compact);
  if (chars.length <= max) return compact;
  return `${chars.slice(0, max).join("").trimEnd()}...`;
}
