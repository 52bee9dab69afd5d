import "server-only";
// DNS TXT lookups for organisation domain checks: real DNS with a time limit, or the records configured in
// DNS_TXT_OVERRIDES (tests only; lib/env.ts refuses them on a public deployment). The overrides are JSON, inline or
// in the file named by "file:<path>", read at each lookup: a test publishes a record while the server runs.
import fs from "node:fs/promises";
import { Resolver } from "node:dns/promises";
import { env } from "@/lib/env";

const DNS_TIMEOUT_MS = 5_000;

/** Codes meaning "no such record" rather than "DNS did not answer". */
const NO_RECORD = new Set(["ENOTFOUND", "ENODATA", "NXDOMAIN"]);

export type TxtLookup = { records: string[]; error: string | null };

async function overrides(): Promise<Record<string, unknown>> {
  const setting = env().DNS_TXT_OVERRIDES;
  if (!setting) return {};
  try {
    const raw = setting.startsWith("file:") ? await fs.readFile(setting.slice("file:".length), "utf8") : setting;
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The TXT records at `name` (each record's strings joined), or an error when DNS did not answer in time. */
export async function lookupTxt(name: string): Promise<TxtLookup> {
  const local = (await overrides())[name.toLowerCase()];
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
