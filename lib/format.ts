// Display formatting: $1.2M / $450K / $999 and whole-number percents.

function toNumber(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export function formatMoney(value: string | number | null | undefined): string {
  const n = toNumber(value);
  if (n === undefined) return "—";
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) {
    const thousands = Math.round(abs / 1_000);
    return thousands >= 1_000 ? `${sign}$1.0M` : `${sign}$${thousands}K`;
  }
  return `${sign}$${Math.round(abs)}`;
}

export function formatPercent(value: string | number | null | undefined): string {
  const n = toNumber(value);
  return n === undefined ? "—" : `${Math.round(n)}%`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "MMM d, yyyy", e.g. "Mar 7, 2025". */
export function formatDate(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return "";
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
