import "server-only";
// The connected user's won opportunities through Salesforce's REST query API, every page (query.ts). The query asks
// for CurrencyIsoCode, which exists only in multi-currency orgs: refused, it is asked again without it and the org's
// corporate currency is used.
import type { CrmDeal } from "../deal-fields";
import { isSalesforceId, mapSalesforceOpportunity, salesforceClosedWonQuery } from "./mapping";
import { unexpected, type CrmClient } from "../crm-api";
import type { CrmConfig } from "../provider";
import { refusesCurrency, salesforceQueries } from "./query";

/** At most this many pages (2,000 records each at most) per sync: the newest deals first, the rest left. */
const MAX_PAGES = 25;

export async function salesforceClosedWon(
  client: CrmClient,
  config: CrmConfig,
  connection: { instanceUrl: string | null; providerUserId: string },
): Promise<CrmDeal[]> {
  if (!connection.instanceUrl || !isSalesforceId(connection.providerUserId)) {
    throw unexpected(config, "connection without an instance URL or a user id");
  }
  const soql = salesforceQueries(client, config, connection.instanceUrl);

  let withCurrency = true;
  let answer = await soql.ask(salesforceClosedWonQuery(connection.providerUserId, true));
  if (refusesCurrency(answer)) {
    withCurrency = false;
    answer = await soql.ask(salesforceClosedWonQuery(connection.providerUserId, false));
  }
  const { records } = await soql.pages(answer, MAX_PAGES);
  const deals: CrmDeal[] = [];
  for (const record of records) {
    const deal = mapSalesforceOpportunity(record, connection.providerUserId);
    if (deal) deals.push(deal);
  }
  if (!withCurrency) {
    const corporate = await soql.corporateCurrency();
    for (const deal of deals) deal.currency ??= corporate;
  }
  return deals;
}
