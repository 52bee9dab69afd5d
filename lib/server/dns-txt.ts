import "server-only";
// DNS TXT lookups for organisation domain checks: real DNS with a time limit, or the records configured in
// DNS_TXT_OVERRIDES (tests only; lib/env.ts refuses them on a public deployment).
import { Resolver } from "node:dns/promises";
import { env } from "@/lib/env";

const DNS_TIMEOUT_MS = 5_000;

/** Codes meaning "no such record" rather than "DNS did not answer". */
const NO_RECORD = new Set(["ENOTFOUND", "ENODATA", "NXDOMAIN"]);

export type TxtLookup = { records: string[]; error: string | null };

function overrides(): Record<string, unknown> {
  const raw = env().DNS_TXT_OVERRIDES;
  if (!raw) return {};
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The TXT records at `name` (each record's strings joined), or an error when DNS did not answer in time. */
export async function lookupTxt(name: string): Promise<TxtLookup> {
  const local = overrides()[name.toLowerCase()];
  if (Array.isArray(local)) return { records: local.map(String), error: null };
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      resolver.resolveTxt(name),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          resolver.cancel();
          reject(Object.assign(new Error("timeout"), { code: "ETIMEOUT" }));
        }, DNS_TIMEOUT_MS * 2);
        timer.unref();
      }),
    ]);
    return { records: answer.map((chunks) => chunks.join("")), error: null };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (NO_RECORD.has(code)) return { records: [], error: null };
    return { records: [], error: "DNS did not answer in time" };
  } finally {
    clearTimeout(timer);
  }
}
