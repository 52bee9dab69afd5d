import "server-only";
// The connected user's closed-won deals through HubSpot's CRM search API: the owner the connected user maps to
// (owners API, by user id, else by e-mail), then every page of deals of that owner with hs_is_closed_won (after).
import { mapHubSpotDeal, type CrmDeal } from "@/lib/crm-deals";
import { ApiError } from "../errors";
import { unexpected, type CrmClient } from "./crm-api";
import type { CrmConfig } from "./providers";

const PAGE_SIZE = 100;
/** HubSpot's search returns at most 10,000 results; past that the owner has more than a sync imports. */
const MAX_PAGES = 100;
const PROPERTIES = [
  "dealname",
  "amount",
  "deal_currency_code",
  "closedate",
  "description",
  "hs_is_closed_won",
  "hubspot_owner_id",
];

type Owner = { id?: unknown; userId?: unknown; email?: unknown };

async function ownerId(
  client: CrmClient,
  config: CrmConfig,
  connection: { providerUserId: string; providerUserEmail: string | null },
): Promise<string> {
  const url = new URL(`${config.baseUrl}/crm/v3/owners`);
  if (connection.providerUserEmail) url.searchParams.set("email", connection.providerUserEmail);
  url.searchParams.set("limit", "100");
  const answer = await client.request({ url: url.toString() });
  const results = (answer.body as { results?: unknown } | null)?.results;
  if (answer.status !== 200 || !Array.isArray(results)) throw unexpected(config, `owners answered ${answer.status}`);
  const owners = results as Owner[];
  const email = connection.providerUserEmail?.toLowerCase();
  const owner =
    owners.find((o) => String(o.userId ?? "") === connection.providerUserId) ??
    owners.find((o) => email && typeof o.email === "string" && o.email.toLowerCase() === email);
  const id = owner?.id;
  if ((typeof id !== "string" && typeof id !== "number") || !/^\d{1,30}$/.test(String(id))) {
    throw new ApiError(
      "conflict",
      "Your HubSpot user is not a deal owner in this portal, so there are no deals of yours to import.",
    );
  }
  return String(id);
}

export async function hubspotClosedWon(
  client: CrmClient,
  config: CrmConfig,
  connection: { providerUserId: string; providerUserEmail: string | null },
): Promise<CrmDeal[]> {
  const owner = await ownerId(client, config, connection);
  const deals: CrmDeal[] = [];
  let after: string | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await client.request({
      url: `${config.baseUrl}/crm/v3/objects/deals/search`,
      method: "POST",
      json: {
        filterGroups: [
          {
            filters: [
              { propertyName: "hubspot_owner_id", operator: "EQ", value: owner },
              { propertyName: "hs_is_closed_won", operator: "EQ", value: "true" },
            ],
          },
        ],
        properties: PROPERTIES,
        sorts: [{ propertyName: "closedate", direction: "DESCENDING" }],
        limit: PAGE_SIZE,
        ...(after ? { after } : {}),
      },
    });
    const body = answer.body as { results?: unknown; paging?: { next?: { after?: unknown } } } | null;
    if (answer.status !== 200 || !body || !Array.isArray(body.results)) {
      throw unexpected(config, `deal search answered ${answer.status}`);
    }
    for (const result of body.results) {
      const deal = mapHubSpotDeal(result, owner);
      if (deal) deals.push(deal);
    }
    const next = body.paging?.next?.after;
    if ((typeof next !== "string" && typeof next !== "number") || String(next) === "") break;
    after = String(next);
  }
  return deals;
}
