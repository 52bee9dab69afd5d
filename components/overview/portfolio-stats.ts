// Figures the Overview shows, computed exactly from the API's decimal strings.
import { fromHundredths, toHundredths } from "@/lib/decimal";

/** >= 100 green, 80-99 yellow, below 80 red: how attainment is coloured everywhere. */
export function attainmentToneClass(percent: string | undefined): string {
  const value = percent === undefined ? undefined : Number(percent);
  if (value === undefined || !Number.isFinite(value)) return "text-muted-foreground";
  if (value >= 100) return "text-success";
  if (value >= 80) return "text-warning-foreground";
  return "text-destructive";
}

/** Total revenue: the sum of the quota records' attainment, as a decimal string. */
export function totalRevenue(records: readonly { attainment: string }[]): string {
  const cents = records.reduce((sum, r) => sum + (toHundredths(r.attainment) ?? 0n), 0n);
  return fromHundredths(cents);
}

export const countLabel = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
