// How the team page writes figures: exact amounts for an attestation (a manager attests exactly what they read).
import { fromHundredths, toHundredths } from "@/lib/decimal";

/** "$1,250,000.00": never rounded, since these are the figures being attested. */
export function exactMoney(value: string): string {
  const cents = toHundredths(String(value));
  if (cents === undefined) return value;
  const [whole = "0", fraction = "00"] = fromHundredths(cents).split(".");
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

/** "112.50%". */
export function exactPercent(value: string): string {
  const hundredths = toHundredths(String(value));
  return `${hundredths === undefined ? value : fromHundredths(hundredths)}%`;
}
