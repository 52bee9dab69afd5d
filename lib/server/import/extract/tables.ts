// Tables with a header row (spreadsheets, CSV, and tables inside Word or PowerPoint): quota tables ("Fiscal Year |
// Qtr | Target ($) | Closed ($) | % to Plan", in any order and naming) and deal lists ("Account | ACV | Notes").
// A header row is recognised by its names; the rows under it, up to the next header, are read by column role.
import type { Evidence } from "./confidence";
import { parseMoneyCell, parsePercentCell } from "./numbers";
import { findPeriods, toYear } from "./periods";
import type { QuotaCandidate } from "./quota";

export type DealCandidate = {
  title: string;
  description: string;
  arrValue: string | null;
  evidence: Evidence<"dealHighlight">;
};

type QuotaRole = "year" | "quarter" | "period" | "quota" | "attainment" | "percent" | "ambiguousAttainment";
type DealRole = "name" | "arr" | "amount" | "notes";

/** Header names → role, tried in order on the normalised header text. */
const QUOTA_HEADERS: Array<[RegExp, QuotaRole]> = [
  [/%|\b(pct|percent|percentage|to plan|of plan|to quota|of quota|to target)\b/, "percent"],
  [/^(fiscal year|fy|year|yr|fiscal yr|calendar year)$/, "year"],
  [/^(quarter|qtr|q|fiscal quarter|fiscal qtr)$/, "quarter"],
  [/^(period|time period|timeframe|fiscal period|term)$/, "period"],
  [/\b(quota|target|plan|goal)\b/, "quota"],
  [/\b(closed|actual|actuals|bookings|booked|achieved|revenue|closed won|sold|net new arr)\b/, "attainment"],
  [/^attainment$/, "ambiguousAttainment"],
];

const DEAL_HEADERS: Array<[RegExp, DealRole]> = [
  [/\b(arr|acv|annual contract value|annual recurring revenue)\b/, "arr"],
  [/\b(amount|value|deal size|tcv|total contract value|contract value)\b/, "amount"],
  [
    /^(customer|account|client|company|logo|deal|opportunity|opportunity name|account name|customer name|deal name)$/,
    "name",
  ],
  [/\b(notes|description|summary|details|comments|outcome|story)\b/, "notes"],
];

const normalise = (header: string) =>
  header
    .toLowerCase()
    .replace(/\(\s*(\$|usd|#)\s*\)|\$|usd/g, " ")
    .replace(/[^\p{L}\p{N}%\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

type Header =
  { kind: "quota"; roles: Map<QuotaRole, number> } | { kind: "deals"; roles: Map<DealRole, number>; labels: string[] };

function headerOf(row: string[]): Header | null {
  // A header row names things; a data row holds figures.
  if (row.filter((cell) => /\d/.test(cell) && !/%/.test(cell)).length > 1) return null;
  const quotaRoles = new Map<QuotaRole, number>();
  const dealRoles = new Map<DealRole, number>();
  row.forEach((cell, column) => {
    const text = normalise(cell);
    if (!text) return;
    const quotaRole = QUOTA_HEADERS.find(([pattern]) => pattern.test(text))?.[1];
    if (quotaRole && !quotaRoles.has(quotaRole)) quotaRoles.set(quotaRole, column);
    const dealRole = DEAL_HEADERS.find(([pattern]) => pattern.test(text))?.[1];
    if (dealRole && !dealRoles.has(dealRole)) dealRoles.set(dealRole, column);
  });
  const hasPeriod = quotaRoles.has("year") || quotaRoles.has("quarter") || quotaRoles.has("period");
  const figures = ["quota", "attainment", "percent", "ambiguousAttainment"].filter((r) =>
    quotaRoles.has(r as QuotaRole),
  );
  if (hasPeriod && figures.length > 0) return { kind: "quota", roles: quotaRoles };
  if (dealRoles.has("name") && (dealRoles.has("arr") || dealRoles.has("amount")))
    return { kind: "deals", roles: dealRoles, labels: row };
  return null;
}

export function extractTables(rows: string[][]): { quotaRecords: QuotaCandidate[]; deals: DealCandidate[] } {
  const quotaRecords: QuotaCandidate[] = [];
  const deals: DealCandidate[] = [];
  let header: Header | null = null;
  let body: string[][] = [];

  const flush = () => {
    if (header?.kind === "quota") quotaRecords.push(...quotaRows(header.roles, body));
    if (header?.kind === "deals") deals.push(...dealRows(header.roles, header.labels, body));
    body = [];
  };

  for (const row of rows) {
    const next = headerOf(row);
    if (next) {
      flush();
      header = next;
    } else if (header) {
      body.push(row);
    }
  }
  flush();
  return { quotaRecords, deals };
}

function quotaRows(roles: Map<QuotaRole, number>, body: string[][]): QuotaCandidate[] {
  const cell = (row: string[], role: QuotaRole) => {
    const column = roles.get(role);
    return column === undefined ? "" : (row[column] ?? "").trim();
  };
  // "Attainment" alone is a percentage when its cells are, else the amount closed.
  const ambiguousIsPercent = body.some((row) => /%/.test(cell(row, "ambiguousAttainment")));
  const percentRole: QuotaRole = roles.has("percent")
    ? "percent"
    : ambiguousIsPercent
      ? "ambiguousAttainment"
      : "percent";
  const attainmentRole: QuotaRole = roles.has("attainment")
    ? "attainment"
    : ambiguousIsPercent
      ? "attainment"
      : "ambiguousAttainment";

  const records: QuotaCandidate[] = [];
  for (const row of body) {
    const period = periodOf(cell(row, "year"), cell(row, "quarter"), cell(row, "period"));
    if (!period) continue; // a totals row, a note, a blank
    const attainmentPercent = parsePercentCell(cell(row, percentRole));
    const quota = parseMoneyCell(cell(row, "quota"));
    const attainment = parseMoneyCell(cell(row, attainmentRole));
    if (attainmentPercent === null && quota === null && attainment === null) continue;
    records.push({
      ...period.value,
      attainmentPercent,
      quota,
      attainment,
      evidence: {
        year: 1,
        periodType: period.explicitType ? 1 : 0.5,
        attainmentPercent: attainmentPercent ? 1 : 0,
        quota: quota ? 1 : 0,
        attainment: attainment ? 1 : 0,
      },
    });
  }
  return records;
}

/** The row's period from its year, quarter or period cells; null when there is no year (totals, notes). */
function periodOf(
  yearCell: string,
  quarterCell: string,
  periodCell: string,
): { value: { year: number; quarter: number | null }; explicitType: boolean } | null {
  // A period column, or a quarter column holding whole periods ("Q1 FY24").
  const periodText = periodCell || (!yearCell ? quarterCell : "");
  if (periodText) {
    const period = findPeriods(periodText)[0];
    if (!period || period.year === null) return null;
    return { value: { year: period.year, quarter: period.quarter }, explicitType: period.explicitType };
  }
  const yearMatch = /^(?:FY\s?'?)?(\d{4}|\d{2})$/i.exec(yearCell);
  const year = yearMatch ? toYear(yearMatch[1]!) : null;
  if (year === null) return null;
  if (!quarterCell) return { value: { year, quarter: null }, explicitType: false };
  const quarter = /^(?:Q\s?)?([1-4])$/i.exec(quarterCell);
  if (quarter) return { value: { year, quarter: Number(quarter[1]) }, explicitType: true };
  if (/^(fy|full year|annual|year|total)$/i.test(quarterCell))
    return { value: { year, quarter: null }, explicitType: true };
  return null;
}

function dealRows(roles: Map<DealRole, number>, labels: string[], body: string[][]): DealCandidate[] {
  const cell = (row: string[], role: DealRole) => {
    const column = roles.get(role);
    return column === undefined ? "" : (row[column] ?? "").trim();
  };
  const deals: DealCandidate[] = [];
  for (const row of body) {
    const title = cell(row, "name");
    const arrValue = parseMoneyCell(cell(row, "arr"));
    const amount = parseMoneyCell(cell(row, "amount"));
    if (!title || (arrValue === null && amount === null)) continue;
    const notes = cell(row, "notes");
    // Without a notes column the description is the row itself, each value under its own header.
    const description =
      notes ||
      row
        .map((value, column) => (value.trim() ? `${labels[column]?.trim() || "Value"}: ${value.trim()}` : ""))
        .filter(Boolean)
        .join(" · ");
    deals.push({
      title,
      description,
      arrValue,
      evidence: { description: notes ? 1 : 0.5, arrValue: arrValue ? 1 : 0, customer: 1, closed: 0.5 },
    });
  }
  return deals;
}
