import "server-only";
// HubSpot's CRM search API as the readers use it: one page of a search, every page of one search (following `after`),
// and a search too large for one query cut into queries that are not. HubSpot answers at most 10,000 results a query
// (a page past that is refused with a 400) and 200 a page, so a large read is cut by a time property into windows and,
// where one instant holds too many, by the ids it filters on.
import { ApiError } from "../../errors";
import { unexpected, type CrmClient } from "../crm-api";
import type { CrmConfig } from "../provider";

/** HubSpot's largest page of search results. */
export const SEARCH_PAGE_MAX = 200;
/** The most results HubSpot hands out for one query; a page starting at or past it is refused. */
export const SEARCH_RESULT_CAP = 10_000;
/** Ids sent in one IN filter. */
export const SEARCH_IN_MAX = 100;

export type SearchFilter =
  | { propertyName: string; operator: "EQ" | "NEQ" | "LT" | "LTE" | "GT" | "GTE"; value: string }
  | { propertyName: string; operator: "IN" | "NOT_IN"; values: string[] }
  | { propertyName: string; operator: "HAS_PROPERTY" | "NOT_HAS_PROPERTY" };

export type SearchBody = {
  filterGroups: { filters: SearchFilter[] }[];
  properties: string[];
  sorts?: { propertyName: string; direction: "ASCENDING" | "DESCENDING" }[];
  limit: number;
  after?: string;
};

/** One page: the results as HubSpot sent them, the query's total (null when not sent) and where the next page starts. */
export type SearchPage = { status: number; total: number | null; results: unknown[]; after: string | null };

const label = (object: string) => object.replace(/s$/, "").replace(/_/g, " ");

/** One page of a search. A 400 is handed back (status 400, no results) only when `allow400` says the caller expects one. */
export async function searchPage(
  client: CrmClient,
  config: CrmConfig,
  object: string,
  body: SearchBody,
  allow400 = false,
): Promise<SearchPage> {
  const answer = await client.request({
    url: `${config.baseUrl}/crm/v3/objects/${object}/search`,
    method: "POST",
    json: body,
  });
  if (answer.status === 400 && allow400) return { status: 400, total: null, results: [], after: null };
  const b = answer.body as { total?: unknown; results?: unknown; paging?: { next?: { after?: unknown } } } | null;
  if (answer.status !== 200 || !b || !Array.isArray(b.results)) {
    throw unexpected(config, `${label(object)} search answered ${answer.status}`);
  }
  const next = b.paging?.next?.after;
  const after = (typeof next === "string" || typeof next === "number") && String(next) !== "" ? String(next) : null;
  return { status: 200, total: typeof b.total === "number" ? b.total : null, results: b.results, after };
}

/** Every page of one search, following `after` until HubSpot names no next page or `maxPages` were read. */
export async function searchEveryPage(
  client: CrmClient,
  config: CrmConfig,
  object: string,
  body: SearchBody,
  onPage: (page: SearchPage) => void,
  maxPages = Math.ceil(SEARCH_RESULT_CAP / body.limit),
): Promise<void> {
  let after = body.after;
  for (let page = 1; page <= maxPages; page++) {
    const answer = await searchPage(client, config, object, { ...body, ...(after ? { after } : {}) });
    onPage(answer);
    if (!answer.after) return;
    after = answer.after;
  }
}

/** A datetime property as HubSpot sends it (an ISO string or epoch milliseconds, as a number or digits) in ms. */
export function instant(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const ms = /^\d{9,}$/.test(value.trim()) ? Number(value) : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** A part of a large read: records whose `ids` property is one of `ids` and whose time is in [from, to). */
export type SearchSlice = { ids: string[]; from: number; to: number };

export type PartitionedSearch = {
  object: string;
  properties: string[];
  /** Filters every query carries besides the ids and the time window. */
  filters: SearchFilter[];
  idProperty: string;
  timeProperty: string;
  slices: SearchSlice[];
  /** The most results one query yields: HubSpot's cap, lowered when HubSpot refuses a page before it. */
  limits: { cap: number };
};

/**
 * Every record of the slices, each query within the result cap: a slice whose total is over it is cut into time
 * windows (evenly between its earliest and latest record), or, when its records share one instant, into smaller id
 * lists. A page refused partway through a slice (HubSpot's cap met sooner than expected) lowers the cap to where the
 * refusal came and cuts that slice again; its results so far are dropped, so nothing is read twice.
 */
export async function searchPartitioned(client: CrmClient, config: CrmConfig, search: PartitionedSearch) {
  const records: unknown[] = [];
  const queue = [...search.slices];
  const body = (slice: SearchSlice, direction: "ASCENDING" | "DESCENDING", limit: number): SearchBody => ({
    filterGroups: [
      {
        filters: [
          ...search.filters,
          { propertyName: search.idProperty, operator: "IN", values: slice.ids },
          { propertyName: search.timeProperty, operator: "GTE", value: String(slice.from) },
          { propertyName: search.timeProperty, operator: "LT", value: String(slice.to) },
        ],
      },
    ],
    properties: search.properties,
    sorts: [{ propertyName: search.timeProperty, direction }],
    limit,
  });
  const timeOf = (result: unknown) =>
    instant((result as { properties?: Record<string, unknown> } | null)?.properties?.[search.timeProperty]);

  for (let slice = queue.shift(); slice; slice = queue.shift()) {
    if (slice.ids.length === 0 || slice.to <= slice.from) continue;
    const first = await searchPage(client, config, search.object, body(slice, "ASCENDING", SEARCH_PAGE_MAX));
    if (first.total === null) throw unexpected(config, `${label(search.object)} search answered without a total`);
    let total = first.total;
    if (total <= search.limits.cap) {
      const read = await readSlice(client, config, search.object, body(slice, "ASCENDING", SEARCH_PAGE_MAX), first);
      if (read.complete) {
        records.push(...read.found);
        continue;
      }
      // HubSpot refused a page before the total: its cap is where it stopped, lower than we knew.
      search.limits.cap = Math.max(1, Math.min(search.limits.cap, read.found.length));
      total = Math.max(total, search.limits.cap + 1);
    }
    const parts = Math.min(Math.ceil(total / (search.limits.cap * 0.75)), 64);
    const earliest = timeOf(first.results[0]) ?? slice.from;
    const last = await searchPage(client, config, search.object, body(slice, "DESCENDING", 1));
    const latest = timeOf(last.results[0]) ?? slice.to - 1;
    const from = Math.max(slice.from, earliest);
    const to = Math.min(slice.to, latest + 1);
    if (to - from > 1) {
      const width = Math.ceil((to - from) / Math.max(parts, 2));
      for (let at = from; at < to; at += width) queue.push({ ids: slice.ids, from: at, to: Math.min(to, at + width) });
    } else if (slice.ids.length > 1) {
      const size = Math.ceil(slice.ids.length / Math.min(Math.max(parts, 2), slice.ids.length));
      for (let i = 0; i < slice.ids.length; i += size) queue.push({ ...slice, ids: slice.ids.slice(i, i + size) });
    } else {
      // One id with more records at one instant than HubSpot hands out: the first ones are all there is to read.
      console.warn(`[integrations] hubspot: ${total} ${search.object} at one instant for one id; reading the first`);
      const read = await readSlice(client, config, search.object, body(slice, "ASCENDING", SEARCH_PAGE_MAX), first);
      records.push(...read.found);
    }
  }
  return records;
}

/** Every page of a slice whose first page is read; not complete when HubSpot refused a later page (its cap). */
async function readSlice(client: CrmClient, config: CrmConfig, object: string, body: SearchBody, first: SearchPage) {
  const found = [...first.results];
  for (let after = first.after; after;) {
    const page = await searchPage(client, config, object, { ...body, after }, true);
    if (page.status === 400) return { found, complete: false };
    found.push(...page.results);
    after = page.after;
  }
  return { found, complete: true };
}

/**
 * The client, with a call HubSpot refused for its rate limit (a burst of searches meets it soon) made again after a
 * short wait, up to three times; a limit that lasts longer reaches the caller as the client's own error.
 */
export function patientClient(client: CrmClient, waits = [1000, 2000, 4000]): CrmClient {
  return {
    async request(call) {
      for (let attempt = 0; ; attempt++) {
        try {
          return await client.request(call);
        } catch (error) {
          const wait = waits[attempt];
          if (!(error instanceof ApiError) || error.code !== "too_many_requests" || wait === undefined) throw error;
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    },
  };
}
