import "server-only";
// The connected user's won opportunities through Salesforce's REST query API, every page (nextRecordsUrl). The
// query asks for CurrencyIsoCode, which exists only in multi-currency orgs: refused, it is asked again without it and
// the org's corporate currency is used.
import { crmCurrency, type CrmDeal } from "../deal-fields";
import { isSalesforceId, mapSalesforceOpportunity, salesforceClosedWonQuery } from "./mapping";
import { unexpected, type CrmClient } from "../crm-api";
import type { CrmConfig } from "../provider";

export const SALESFORCE_API_VERSION = "v62.0";
/** At most this many pages (2,000 records each at most) per sync. */
const MAX_PAGES = 25;

type QueryPage = { records?: unknown; nextRecordsUrl?: unknown; done?: unknown };

export async function salesforceClosedWon(
  client: CrmClient,
  config: CrmConfig,
  connection: { instanceUrl: string | null; providerUserId: string },
): Promise<CrmDeal[]> {
  if (!connection.instanceUrl || !isSalesforceId(connection.providerUserId)) {
    throw unexpected(config, "connection without an instance URL or a user id");
  }
  const instance = new URL(connection.instanceUrl);
  const queryUrl = (soql: string) => {
    const url = new URL(`/services/data/${SALESFORCE_API_VERSION}/query`, instance);
    url.searchParams.set("q", soql);
    return url.toString();
  };

  let withCurrency = true;
  let answer = await client.request({ url: queryUrl(salesforceClosedWonQuery(connection.providerUserId, true)) });
  if (answer.status === 400 && /CurrencyIsoCode/i.test(answer.text)) {
    withCurrency = false;
    answer = await client.request({ url: queryUrl(salesforceClosedWonQuery(connection.providerUserId, false)) });
  }
  const deals: CrmDeal[] = [];
  for (let page = 1; ; page++) {
    if (answer.status !== 200) throw unexpected(config, `query answered ${answer.status}`);
    const body = answer.body as QueryPage | null;
    if (!body || !Array.isArray(body.records)) throw unexpected(config, "query answer without records");
    for (const record of body.records) {
      const deal = mapSalesforceOpportunity(record, connection.providerUserId);
      if (deal) deals.push(deal);
    }
    const next = typeof body.nextRecordsUrl === "string" && body.done !== true ? body.nextRecordsUrl : null;
    if (!next || page >= MAX_PAGES) break;
    const nextUrl = new URL(next, instance);
    // The token only ever goes to the org's own instance.
    if (nextUrl.origin !== instance.origin) throw unexpected(config, "nextRecordsUrl on another host");
    answer = await client.request({ url: nextUrl.toString() });
  }
  if (!withCurrency) {
    const corporate = await corporateCurrency(client, queryUrl);
    for (const deal of deals) deal.currency ??= corporate;
  }
  return deals;
}

/** The org's currency when it has only one; null (read as USD) when it cannot be read. */
async function corporateCurrency(client: CrmClient, queryUrl: (soql: string) => string): Promise<string | null> {
  try {
    const answer = await client.request({ url: queryUrl("SELECT DefaultCurrencyIsoCode FROM Organization") });
    const records = (answer.body as { records?: unknown } | null)?.records;
    const first = Array.isArray(records) ? (records[0] as { DefaultCurrencyIsoCode?: unknown } | undefined) : undefined;
    return answer.status === 200 ? crmCurrency(first?.DefaultCurrencyIsoCode) : null;
  } catch {
    return null;
  }
}
