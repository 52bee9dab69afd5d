import "server-only";
// Salesforce's REST query API as every reader here uses it: a SOQL query's first answer, then every page after it
// (nextRecordsUrl, followed only on the org's own instance so the token never goes elsewhere), and the org's one
// currency for orgs without multi-currency, whose records carry no CurrencyIsoCode.
import { crmCurrency } from "../deal-fields";
import { unexpected, type CrmAnswer, type CrmClient } from "../crm-api";
import type { CrmConfig } from "../provider";

export const SALESFORCE_API_VERSION = "v62.0";

type QueryPage = { records?: unknown; nextRecordsUrl?: unknown; done?: unknown };

/** A query's records over every page read; `complete` is false when pages were left unread past the cap. */
export type QueryRecords = { records: unknown[]; complete: boolean };

/** A single-currency org refuses CurrencyIsoCode as a column it does not have: the query is asked again without it. */
export const refusesCurrency = (answer: CrmAnswer) => answer.status === 400 && /CurrencyIsoCode/i.test(answer.text);

export function salesforceQueries(client: CrmClient, config: CrmConfig, instanceUrl: string) {
  const instance = new URL(instanceUrl);
  const queryUrl = (soql: string) => {
    const url = new URL(`/services/data/${SALESFORCE_API_VERSION}/query`, instance);
    url.searchParams.set("q", soql);
    return url.toString();
  };

  return {
    /** The first answer to a query: a 400 is handed back for the caller to read (a missing column, an object). */
    ask: (soql: string): Promise<CrmAnswer> => client.request({ url: queryUrl(soql) }),

    /**
     * The records of a first answer and of the pages after it, at most `maxPages` pages in all. An aborted `signal`
     * stops it before the next page (a read running queries side by side stops them all when one fails).
     */
    async pages(first: CrmAnswer, maxPages: number, signal?: AbortSignal): Promise<QueryRecords> {
      const records: unknown[] = [];
      let answer = first;
      for (let page = 1; ; page++) {
        if (answer.status !== 200) throw unexpected(config, `query answered ${answer.status}`);
        const body = answer.body as QueryPage | null;
        if (!body || !Array.isArray(body.records)) throw unexpected(config, "query answer without records");
        for (const record of body.records as unknown[]) records.push(record);
        const next = typeof body.nextRecordsUrl === "string" && body.done !== true ? body.nextRecordsUrl : null;
        if (!next) return { records, complete: true };
        if (page >= maxPages) return { records, complete: false };
        const nextUrl = new URL(next, instance);
        // The token only ever goes to the org's own instance.
        if (nextUrl.origin !== instance.origin) throw unexpected(config, "nextRecordsUrl on another host");
        signal?.throwIfAborted();
        answer = await client.request({ url: nextUrl.toString() });
      }
    },

    /** The org's currency when it has only one; null (read as USD by deal stories) when it cannot be read. */
    async corporateCurrency(): Promise<string | null> {
      try {
        const answer = await client.request({ url: queryUrl("SELECT DefaultCurrencyIsoCode FROM Organization") });
        const records = (answer.body as { records?: unknown } | null)?.records;
        const first = Array.isArray(records)
          ? (records[0] as { DefaultCurrencyIsoCode?: unknown } | undefined)
          : undefined;
        return answer.status === 200 ? crmCurrency(first?.DefaultCurrencyIsoCode) : null;
      } catch {
        return null;
      }
    },
  };
}

export type SalesforceQueries = ReturnType<typeof salesforceQueries>;
