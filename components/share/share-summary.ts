// What a shared portfolio says in one breath (page description, preview image) and its quota periods by year.
// Pure, so the page, its metadata and its preview image agree.
import { formatMoney, formatPercent } from "@/lib/format";
import type { PortfolioSnapshot, SnapshotQuotaRecord } from "@/lib/server/export/snapshot";
import { PRODUCT_NAME } from "@/lib/product";
import { averageAttainmentPercent } from "@/lib/levels";

/** "Senior Account Executive at Northbeam", or whichever of the two is known. */
export function roleLine(owner: Pick<PortfolioSnapshot["owner"], "title" | "company">): string | null {
  if (owner.title && owner.company) return `${owner.title} at ${owner.company}`;
  return owner.title || owner.company || null;
}

export function shareTitle(snapshot: PortfolioSnapshot): string {
  return `${snapshot.owner.fullName} · Verified Sales Portfolio | ${PRODUCT_NAME}`;
}

/** One or two sentences for search results and link previews, from the figures. */
export function shareDescription(snapshot: PortfolioSnapshot): string {
  const { owner, quota } = snapshot;
  const who = [owner.fullName, roleLine(owner)].filter(Boolean).join(", ");
  const periods = quota.records.length;
  if (periods === 0 || !quota.averageAttainment) {
    // Only what the page holds: a page of imported jobs says so, not "achievements" it has none of.
    const held = [
      snapshot.achievements.length > 0 && "achievements",
      snapshot.deals.length > 0 && "deal stories",
      snapshot.experiences.length > 0 && "career experience",
      snapshot.references.length > 0 && "references",
    ].filter((part): part is string => Boolean(part));
    const listed = held.length > 1 ? `${held.slice(0, -1).join(", ")} and ${held.at(-1)}` : held[0];
    return `${who}: sales portfolio${listed ? ` with ${listed}` : ""} on ${PRODUCT_NAME}.`;
  }
  const checked = owner.verifiedBadge
    ? `${quota.verifiedCount} of ${periods} verified by ${PRODUCT_NAME}`
    : "self-reported";
  const plural = periods === 1 ? "period" : "periods";
  return (
    `${who}: ${formatPercent(quota.averageAttainment)} average quota attainment over ${periods} ${plural} ` +
    `(${checked}), ${formatMoney(quota.totalRevenue)} closed against ${formatMoney(quota.totalQuota)} of quota.`
  );
}

export type QuotaYearGroup = { year: number; average: string; records: SnapshotQuotaRecord[] };

/** Newest year first; within a year quarters from Q4 down, the annual record after them. */
export function quotaYears(records: readonly SnapshotQuotaRecord[]): QuotaYearGroup[] {
  const years = new Map<number, SnapshotQuotaRecord[]>();
  for (const record of records) years.set(record.year, [...(years.get(record.year) ?? []), record]);
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, rows]) => ({
      year,
      average:
        averageAttainmentPercent(
          rows.map((r) => ({
            attainmentPercent: r.attainmentPercent,
            isVerified: r.verification.state === "verified",
          })),
        ) ?? "0",
      records: rows.sort((a, b) => (b.quarter ?? 0) - (a.quarter ?? 0) || b.id - a.id),
    }));
}
