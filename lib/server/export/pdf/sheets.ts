// Splits the report into react-pdf <Page> elements ("sheets") that each end near the foot of a page.
// Why: react-pdf lays out everything after a break again for every page it cuts from one <Page>, and again
// for the "Page n of m" footer, so its cost grows with the square of a <Page>'s length (a 100-achievement
// report in one <Page> took tens of seconds). Sheets of one to three pages keep it linear. Each sheet starts
// on a new page, so the planner fills pages by the cards' estimated heights (measure.ts): a short card that
// does not fit in what is left of a page starts the next sheet; a long one may begin at the foot of a page
// and flow on. A wrong estimate costs white space or a card moved to the next page; react-pdf still
// paginates each sheet itself, so no text is ever lost.
import type { VerifyCodes } from "../qr-code";
import type { PortfolioSnapshot } from "../snapshot";
import type { CardContent, DigestRow, Section } from "./cards";
import {
  cardHeight,
  closingNoteHeight,
  coverHeight,
  DIGEST_LABEL_HEIGHT,
  digestRowHeight,
  PAGE_CONTENT_HEIGHT,
  SECTION_HEADING_HEIGHT,
} from "./measure";

export type SheetBlock =
  | { kind: "heading"; section: Section }
  | { kind: "card"; card: CardContent; unbreakable: boolean }
  | { kind: "digest-label"; label: string }
  | { kind: "row"; row: DigestRow }
  | { kind: "closing" };

export type Sheet = {
  /** The first sheet opens with the cover and the quota section. */
  cover: boolean;
  blocks: SheetBlock[];
  /** Pages the planner expects this sheet to take. */
  pages: number;
};

/** Room kept for estimation error (a little per block and per page) and for a card cut by a page break (its padding twice, a line pushed over). */
const SAFETY = { perBlock: 1.01, perPage: 6, perCut: 24 } as const;

/**
 * Cards taller than a third of a page may run over a page break when a fair part of them fits before it and a
 * fair part goes after it. A card that only just misses the room is moved instead: react-pdf then tends to
 * move it whole anyway, which would push everything after it a page down.
 */
const SPLIT = { minHeight: PAGE_CONTENT_HEIGHT / 3, minRoom: 140, minCarry: 80, maxSheetPages: 3 } as const;

const pagesFor = (height: number) => Math.max(1, Math.ceil(height / PAGE_CONTENT_HEIGHT));

/** Space left on the last page of content `height` points tall. */
const roomAfter = (height: number) => pagesFor(height) * PAGE_CONTENT_HEIGHT - height - SAFETY.perPage;

export function planSheets(snapshot: PortfolioSnapshot, sections: Section[], codes: VerifyCodes): Sheet[] {
  const cover = coverHeight(snapshot, codes);
  let sheet: Sheet = { cover: true, blocks: [], pages: pagesFor(cover) };
  const sheets = [sheet];
  let used = cover;

  const place = (height: number, blocks: SheetBlock[], splittable: boolean) => {
    let needed = height * SAFETY.perBlock;
    const room = roomAfter(used);
    if (needed > room) {
      const empty = !sheet.cover && sheet.blocks.length === 0;
      const cut =
        splittable &&
        room >= SPLIT.minRoom &&
        needed - room >= SPLIT.minCarry &&
        pagesFor(used + needed + SAFETY.perCut) <= SPLIT.maxSheetPages;
      if (cut) needed += SAFETY.perCut;
      else if (!empty) {
        sheet = { cover: false, blocks: [], pages: 0 };
        sheets.push(sheet);
        used = 0;
      }
    }
    sheet.blocks.push(...blocks);
    used += needed;
    sheet.pages = pagesFor(used);
  };

  for (const section of sections) {
    section.cards.forEach((card, i) => {
      const height = cardHeight(card);
      const splittable = height > SPLIT.minHeight;
      const block: SheetBlock = { kind: "card", card, unbreakable: !splittable };
      // A section's heading travels with its first card.
      if (i === 0) place(SECTION_HEADING_HEIGHT + height, [{ kind: "heading", section }, block], splittable);
      else place(height, [block], splittable);
    });
    // The one-line rows fill pages like small cards: a sheet per page or so, never one long <Page>.
    section.digest?.rows.forEach((row, i) => {
      const block: SheetBlock = { kind: "row", row };
      if (i === 0)
        place(
          DIGEST_LABEL_HEIGHT + digestRowHeight(row),
          [{ kind: "digest-label", label: section.digest!.label }, block],
          false,
        );
      else place(digestRowHeight(row), [block], false);
    });
  }
  place(closingNoteHeight(codes), [{ kind: "closing" }], false);
  return sheets;
}
