// The Email Summary export: a mailto: draft built on the client (spec "Export dialog"), with placeholders for the
// recipient's and the sender's names. It lists the selected achievements, or the rep's jobs when none is selected
// (a book of imported jobs has something to tell too). Mail apps refuse very long mailto: URLs, so the draft is
// kept under a limit.

export const MAIL_SUBJECT = "My Sales Achievements";
/** Longer mailto: URLs are cut off or refused by some mail apps and browsers. */
export const MAX_MAILTO_LENGTH = 1800;

export type MailDraftItem = { title: string; description: string; aiEnhanced?: string | null };
/** What the items are, for the note on the ones left out. */
export type MailDraftNoun = { one: string; many: string };
const ACHIEVEMENTS: MailDraftNoun = { one: "achievement", many: "achievements" };
export const JOBS: MailDraftNoun = { one: "role", many: "roles" };
export type MailDraft = {
  subject: string;
  body: string;
  href: string;
  /** Items left out to stay under the limit. */
  omitted: number;
};

const GREETING = "Hi [Recipient Name],\n\nI wanted to share a few highlights from my sales career:\n\n";
const CLOSING = "I would be happy to walk you through any of them.\n\nBest regards,\n[Your Name]";

/** The draft's link; line breaks are CRLF, as RFC 6068 asks for a mailto: body. */
export function mailtoHref(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\r?\n/g, "\r\n"))}`;
}

function itemBlock(item: MailDraftItem, index: number): string {
  const text = (item.aiEnhanced?.trim() || item.description.trim()).replace(/\n{2,}/g, "\n");
  return `${index + 1}. ${item.title.trim()}\n${text ? `${text}\n` : ""}\n`;
}

function omittedNote(count: number, nouns: MailDraftNoun): string {
  if (count === 0) return "";
  const noun = count === 1 ? nouns.one : nouns.many;
  return `(${count} more ${noun} not listed: this draft was shortened so your mail app can open it.)\n\n`;
}

/** A job as a line of the draft: "Account Executive, Acme" and what the rep did there. */
export function jobMailItem(job: {
  role: string;
  company: string;
  duration?: string | null;
  description?: string | null;
}): MailDraftItem {
  const description = [job.duration, job.description].map((part) => part?.trim()).filter(Boolean);
  return { title: `${job.role}, ${job.company}`, description: description.join(". ") };
}

/** The mail draft for the selected achievements (the enhanced text when there is one, else the description). */
export function buildMailDraft(
  items: readonly MailDraftItem[],
  { maxLength = MAX_MAILTO_LENGTH, noun = ACHIEVEMENTS }: { maxLength?: number; noun?: MailDraftNoun } = {},
): MailDraft {
  const bodyWith = (listed: string) => `${GREETING}${listed}${CLOSING}`;
  const fits = (listed: string) => mailtoHref(MAIL_SUBJECT, bodyWith(listed)).length <= maxLength;

  let listed = "";
  let count = 0;
  for (const [index, item] of items.entries()) {
    const block = itemBlock(item, index);
    const note = omittedNote(items.length - index - 1, noun);
    if (fits(listed + block + note)) {
      listed += block;
      count += 1;
      continue;
    }
    // It does not fit whole: keep as much of it as fits (whole characters), then stop.
    const cut = longestFittingPrefix(Array.from(block.trimEnd()), (prefix) => fits(`${listed}${prefix}...\n\n${note}`));
    if (cut) {
      listed += `${cut}...\n\n`;
      count += 1;
    }
    break;
  }
  listed += omittedNote(items.length - count, noun);
  const body = bodyWith(listed);
  return { subject: MAIL_SUBJECT, body, href: mailtoHref(MAIL_SUBJECT, body), omitted: items.length - count };
}

/** The longest prefix of `chars` (trimmed) that passes `fits`, by binary search; "" when none does. */
function longestFittingPrefix(chars: string[], fits: (prefix: string) => boolean): string {
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(chars.slice(0, mid).join("").trimEnd())) low = mid;
    else high = mid - 1;
  }
  return chars.slice(0, low).join("").trimEnd();
}
