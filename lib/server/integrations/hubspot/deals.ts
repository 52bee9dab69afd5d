import "server-only";
// The connected user's closed-won deals through HubSpot's CRM search API: the owner the connected user maps to
// (owners API, by e-mail, else by user id), then every page of deals of that owner with hs_is_closed_won (after).
import type { CrmDeal } from "../deal-fields";
import { mapHubSpotDeal } from "./mapping";
import { searchEveryPage, type SearchBody } from "./search";
import { ApiError } from "../../errors";
import type { CrmClient } from "../crm-api";
import type { CrmConfig } from "../provider";

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

async function listOwners(client: CrmClient, config: CrmConfig, query: Record<string, string>, path = "") {
  const url = new URL(`${config.baseUrl}/crm/v3/owners${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const answer = await client.request({ url: url.toString() });
  if (answer.status !== 200 || !answer.body || typeof answer.body !== "object") return null;
  const results = (answer.body as { results?: unknown }).results;
  return Array.isArray(results) ? (results as Owner[]) : [answer.body as Owner];
}

/** The owner id of the connected user: looked up by e-mail, else by HubSpot user id. */
async function ownerId(
  client: CrmClient,
  config: CrmConfig,
  connection: { providerUserId: string; providerUserEmail: string | null },
): Promise<string> {
  const email = connection.providerUserEmail?.toLowerCase();
  const matches = (o: Owner) =>
    String(o.userId ?? "") === connection.providerUserId ||
    Boolean(email && typeof o.email === "string" && o.email.toLowerCase() === email);
  let owner = email
    ? (await listOwners(client, config, { email: connection.providerUserEmail!, limit: "100" }))?.find(matches)
    : undefined;
  if (!owner && /^\d{1,30}$/.test(connection.providerUserId)) {
    // A user who owns nothing is "not found" there: that is the answer, not a failure.
    const byUser = await listOwners(client, config, { idProperty: "userId" }, `/${connection.providerUserId}`).catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.code === "integration_error") return null;
        throw error;
      },
    );
    owner = byUser?.find(matches);
  }
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
  const search: SearchBody = {
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
  };
  await searchEveryPage(
    client,
    config,
    "deals",
    search,
    (page) => {
      for (const result of page.results) {
        const deal = mapHubSpotDeal(result, owner);
        if (deal) deals.push(deal);
      }
    },
    MAX_PAGES,
  );
  return deals;
}
