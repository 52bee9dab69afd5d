// Whether an export or a share link would show anything. A book holding only jobs, or only an About Me, can be
// shared like one with achievements; a page or file with nothing on it cannot. The server decides from the
// portfolio it is about to render, the Export dialog from the lists it already has, with the same rule.

/** The portfolio sections a link can show, in page order, with their names on the page. */
export const SHARE_SECTIONS = ["quota", "achievements", "deals", "experience", "references", "about"] as const;
export type ShareSection = (typeof SHARE_SECTIONS)[number];
export const SHARE_SECTION_LABELS: Record<ShareSection, string> = {
  quota: "Quota performance",
  achievements: "Achievements",
  deals: "Deal stories",
  experience: "Career experience",
  references: "References",
  about: "About me",
};

/** The 422 on `sections` when the chosen sections hold nothing of the rep's. */
export const NOTHING_TO_SHARE_MESSAGE = "The chosen sections hold nothing to share yet";

/** What the Export dialog says when the whole book is empty. */
export const EMPTY_BOOK_MESSAGE =
  "Your portfolio is empty. Add a job, an achievement, a quota record or anything else first, then share it.";

/** How many items of each section an export or a share page would show. */
export type SectionCounts = Record<ShareSection, number>;

/** True when any of the chosen sections (by default all of them) holds an item. */
export function holdsContent(counts: SectionCounts, sections: readonly ShareSection[] = SHARE_SECTIONS): boolean {
  return sections.some((section) => counts[section] > 0);
}

/** The About Me fields a share page and the exports show. */
export type ShownAbout = {
  personalSummary: string | null;
  salesPhilosophy: string | null;
  careerHighlights: readonly string[] | null;
  industryExpertise: readonly string[] | null;
  certifications: readonly string[] | null;
  languages: readonly string[] | null;
};

/** An About Me row counts only when a field that is shown holds something (a blank row shows nothing). */
export function aboutHasContent(about: ShownAbout | null | undefined): boolean {
  if (!about) return false;
  const lists = [about.careerHighlights, about.industryExpertise, about.certifications, about.languages];
  return Boolean(about.personalSummary?.trim() || about.salesPhilosophy?.trim() || lists.some((l) => l?.length));
}
