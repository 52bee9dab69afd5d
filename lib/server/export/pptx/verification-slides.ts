// The closing verification record: how many items are verified, pending or unverified, and a table of every
// verified item (method, date, signer, e-mail domain) carried over as many slides as its rows need.
import type PptxGenJS from "pptxgenjs";
import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import { periodLabel } from "@/lib/quota";
import { methodLabel, type Verification } from "@/lib/verification";
import { cleanText, linesHeightIn, wrapLines } from "../deck-text";
import type { PortfolioSnapshot, SnapshotQuotaRecord, SnapshotReference } from "../snapshot";
import { header, headerHeight, text } from "./parts";
import { BOTTOM, COLOR, CONTENT_W, FONT, LEFT, MASTER, TOP } from "./theme";

type VerifiedRow = { item: string; method: string; date: string; signer: string; domain: string };

/** "Q2 2025 quota: 116% of $500K", as the record table and the verify codes name a period. */
export const quotaItemLabel = (r: SnapshotQuotaRecord) =>
  `${periodLabel(r.year, r.quarter)} quota: ${formatPercent(r.attainmentPercent)} of ${formatMoney(r.quota)}`;

/** "Reference: Sam Okafor, VP of Sales, Northwind Software". */
export const referenceItemLabel = (r: SnapshotReference) =>
  `Reference: ${[r.referenceName, r.referenceTitle, r.referenceCompany].filter(Boolean).join(", ")}`;

function verifiedRows(snapshot: PortfolioSnapshot): VerifiedRow[] {
  const row = (item: string, v: Verification): VerifiedRow[] =>
    v.state === "verified"
      ? [
          {
            item,
            method: methodLabel(v),
            date: formatDate(v.date),
            signer: [v.signerName, v.signerTitle].filter(Boolean).join(", ") || "—",
            domain: v.domain ?? "—",
          },
        ]
      : [];
  return [
    ...snapshot.quota.records.flatMap((r) => row(quotaItemLabel(r), r.verification)),
    ...snapshot.achievements.flatMap((a) => row(a.title, a.verification)),
    ...snapshot.references.flatMap((r) => row(referenceItemLabel(r), r.verification)),
  ];
}

const TABLE_COLUMNS = [
  { key: "item", label: "Item", w: 2.9 },
  { key: "method", label: "Method", w: 2.2 },
  { key: "date", label: "Verified on", w: 1.1 },
  { key: "signer", label: "Signed by", w: 1.6 },
  { key: "domain", label: "E-mail domain", w: 1.2 },
] as const;
const TABLE_SIZE = 10;
const CELL_PAD_X = 0.08;
const CELL_PAD_Y = 0.05;

export function addVerificationSlides(pptx: PptxGenJS, snapshot: PortfolioSnapshot): void {
  const states = [
    ...snapshot.quota.records.map((r) => r.verification.state),
    ...snapshot.achievements.map((a) => a.verification.state),
    ...snapshot.references.map((r) => r.verification.state),
  ];
  const count = (state: Verification["state"]) => states.filter((s) => s === state).length;
  const meta = `${count("verified")} verified · ${count("pending")} pending · ${count("unverified")} unverified, across quota records, achievements and references. Proof files stay private.`;
  const rows = verifiedRows(snapshot);
  const story = { eyebrow: "VERIFICATION RECORD", meta };
  const title = (i: number) =>
    i === 0 ? "How these figures are verified" : "How these figures are verified (continued)";

  if (rows.length === 0) {
    const slide = pptx.addSlide({ masterName: MASTER.content });
    const top = header(slide, { ...story, title: title(0) });
    text(
      slide,
      "No item is verified yet. Quota records are verified by a manager's e-signature or a reviewed dashboard export or e-mail, achievements by a reviewed document, references by their own confirmation.",
      {
        x: LEFT,
        y: top,
        w: CONTENT_W,
        h: 1,
        fontSize: 13,
        color: COLOR.muted,
      },
    );
    return;
  }

  const rowHeight = (cells: readonly string[], bold = false) =>
    Math.max(
      ...cells.map(
        (cell, i) => wrapLines(cell, TABLE_COLUMNS[i]!.w - 2 * CELL_PAD_X, { sizePt: TABLE_SIZE, bold }).length,
      ),
    ) *
      linesHeightIn(1, TABLE_SIZE) +
    2 * CELL_PAD_Y;
  const headCells = TABLE_COLUMNS.map((c) => c.label);
  const headH = rowHeight(headCells, true);
  const room = (i: number) => BOTTOM - TOP - headerHeight({ ...story, title: title(i) }) - headH;
  const pages: VerifiedRow[][] = [[]];
  let used = 0;
  for (const r of rows) {
    const h = rowHeight(TABLE_COLUMNS.map((c) => r[c.key]));
    if (pages.at(-1)!.length > 0 && used + h > room(pages.length - 1)) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(r);
    used += h;
  }

  pages.forEach((pageRows, i) => {
    const slide = pptx.addSlide({ masterName: MASTER.content });
    const top = header(slide, { ...story, title: title(i) });
    const cell = (value: string, options: PptxGenJS.TableCellProps) => ({ text: cleanText(value), options });
    slide.addTable(
      [
        headCells.map((c) => cell(c, { bold: true, color: COLOR.white, fill: { color: COLOR.brand } })),
        ...pageRows.map((r, n) =>
          TABLE_COLUMNS.map((c) =>
            cell(r[c.key], { color: COLOR.ink, fill: { color: n % 2 ? COLOR.panel : COLOR.white } }),
          ),
        ),
      ],
      {
        x: LEFT,
        y: top,
        w: CONTENT_W,
        colW: TABLE_COLUMNS.map((c) => c.w),
        rowH: [headH, ...pageRows.map((r) => rowHeight(TABLE_COLUMNS.map((c) => r[c.key])))],
        fontFace: FONT,
        fontSize: TABLE_SIZE,
        margin: [CELL_PAD_Y, CELL_PAD_X, CELL_PAD_Y, CELL_PAD_X],
        valign: "middle",
        border: { type: "solid", pt: 0.5, color: COLOR.line },
      },
    );
  });
}
