import "server-only";
// An organisation's HubSpot portal as a sync reads it: the owners (everyone the connection sees), every user's goal
// targets (the quota the company set for a period) and the closed-won deals of those users, summed over each target's
// period. Goal targets name their assignee by HubSpot user id and deals by owner id; the owners API gives both, so
// every figure and deal here is keyed by the owner id.
import { ApiError } from "../../errors";
import { crmAmount, crmCurrency, crmDate, text } from "../deal-fields";
import { unexpected, type CrmClient } from "../crm-api";
import type { CrmPeriodFigures, CrmPerson, CrmWonDeal, EmployerCrmReader } from "../employer-crm-reader";
import type { CrmConfig } from "../provider";
import {
  instant,
  patientClient,
  SEARCH_IN_MAX,
  SEARCH_RESULT_CAP,
  searchPartitioned,
  type SearchSlice,
} from "./search";

const OWNERS_PAGE = 100;
const DAY = 86_400_000;
/** Goal targets are looked for in this span (HubSpot holds none older; the upper end is far enough). */
const TARGETS_FROM = Date.UTC(2000, 0, 1);
const TARGETS_TO = Date.UTC(2100, 0, 1);
const TARGET_PROPERTIES = [
  "hs_goal_name",
  "hs_target_amount",
  "hs_start_datetime",
  "hs_end_datetime",
  "hs_assignee_user_id",
  "hs_currency",
  "hs_lastmodifieddate",
];
const DEAL_PROPERTIES = [
  "dealname",
  "amount",
  "deal_currency_code",
  "closedate",
  "hubspot_owner_id",
  "hs_is_closed_won",
];
const FALLBACK_CURRENCY = "USD";

type Owner = { ownerId: string; userId: string | null; person: CrmPerson };

type Target = {
  id: string;
  ownerId: string;
  /** The target's own instants: a deal closed at or after `from` and before `to` counts for it. */
  from: number;
  to: number;
  start: string;
  end: string;
  periodType: CrmPeriodFigures["periodType"];
  cents: number;
  currency: string | null;
  modified: number;
};

type Deal = { id: string; name: string; cents: number; currency: string | null; at: number; ownerId: string };

const props = (result: unknown): Record<string, unknown> =>
  ((result as { properties?: unknown } | null)?.properties as Record<string, unknown> | undefined) ?? {};
const idOf = (result: unknown): string | null => {
  const id = (result as { id?: unknown } | null)?.id;
  return (typeof id === "string" || typeof id === "number") && /^\d{1,30}$/.test(String(id)) ? String(id) : null;
};
const numericId = (value: unknown): string | null =>
  (typeof value === "string" || typeof value === "number") && /^\d{1,30}$/.test(String(value)) ? String(value) : null;

/** An amount as integer cents (rounded half-up to cents, as every CRM amount here), or null when there is none. */
export function amountCents(value: unknown): number | null {
  const amount = crmAmount(value);
  if (amount === null) return null;
  const [whole, fraction = ""] = amount.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The midnight nearest to an instant: a portal's midnight a few hours off UTC still lands on its calendar day. */
const nearestMidnight = (ms: number) => Math.round(ms / DAY) * DAY;

/**
 * A target's first and last day (inclusive) and period type. HubSpot's end is either the period's last millisecond
 * (23:59:59.999) or the next period's first instant: both end on the day before the nearest midnight after it. A
 * calendar month, quarter or year is that; any other span is typed by its length (up to 62 days a month, up to 183 a
 * quarter, longer a year); a span under 21 days (a weekly goal) is not a quota period and yields null.
 */
export function targetPeriod(from: number, to: number) {
  const first = nearestMidnight(from);
  const last = nearestMidnight(to + 1) - DAY;
  if (last < first) return null;
  const start = day(first);
  const end = day(last);
  const a = new Date(first);
  const [y, m] = [a.getUTCFullYear(), a.getUTCMonth()];
  const monthEnd = (months: number) => day(Date.UTC(y, m + months, 0));
  let periodType: CrmPeriodFigures["periodType"] | null = null;
  if (a.getUTCDate() === 1 && end === monthEnd(1)) periodType = "month";
  else if (a.getUTCDate() === 1 && m % 3 === 0 && end === monthEnd(3)) periodType = "quarter";
  else if (a.getUTCDate() === 1 && m === 0 && end === monthEnd(12)) periodType = "year";
  else {
    const days = Math.round((last - first) / DAY) + 1;
    periodType = days < 21 ? null : days <= 62 ? "month" : days <= 183 ? "quarter" : "year";
  }
  return periodType ? { start, end, periodType } : null;
}

/** Every owner the connection sees, page by page (HubSpot: `after`, at most 100 a page). */
async function listOwners(client: CrmClient, config: CrmConfig): Promise<Owner[]> {
  const owners: Owner[] = [];
  let after: string | null = null;
  do {
    const url = new URL(`${config.baseUrl}/crm/v3/owners`);
    url.searchParams.set("limit", String(OWNERS_PAGE));
    if (after) url.searchParams.set("after", after);
    const answer = await client.request({ url: url.toString() });
    const body = answer.body as { results?: unknown; paging?: { next?: { after?: unknown } } } | null;
    if (answer.status !== 200 || !body || !Array.isArray(body.results)) {
      throw unexpected(config, `owners answered ${answer.status}`);
    }
    for (const raw of body.results as Record<string, unknown>[]) {
      const ownerId = numericId(raw?.id);
      if (!ownerId) continue;
      const name = [text(raw.firstName), text(raw.lastName)].filter(Boolean).join(" ");
      const email = text(raw.email)?.toLowerCase() ?? null;
      owners.push({
        ownerId,
        userId: numericId(raw.userId),
        person: { crmUserId: ownerId, email, name: name || null },
      });
    }
    const next = body.paging?.next?.after;
    after = (typeof next === "string" || typeof next === "number") && String(next) !== "" ? String(next) : null;
  } while (after);
  return owners;
}

/** The portal's company currency (its account details), for records that do not name their own. */
async function companyCurrency(client: CrmClient, config: CrmConfig): Promise<string> {
  const answer = await client.request({ url: `${config.baseUrl}/account-info/v3/details` });
  const code = crmCurrency((answer.body as { companyCurrency?: unknown } | null)?.companyCurrency);
  if (!code) console.warn(`[integrations] hubspot: no company currency (${answer.status}); amounts read as USD`);
  return code ?? FALLBACK_CURRENCY;
}

function readTarget(result: unknown, userToOwner: Map<string, string>): Target | null {
  const id = idOf(result);
  const p = props(result);
  const ownerId = userToOwner.get(numericId(p.hs_assignee_user_id) ?? "");
  const cents = amountCents(p.hs_target_amount);
  const from = instant(p.hs_start_datetime);
  const to = instant(p.hs_end_datetime);
  if (!id || !ownerId || cents === null || from === null || to === null) return null;
  const period = targetPeriod(from, to);
  if (!period) return null;
  // An end on the period's last millisecond includes it; an end on the next period's first instant does not.
  const end = to % 1000 === 999 ? to + 1 : to;
  const modified = instant(p.hs_lastmodifieddate) ?? 0;
  return { id, ownerId, from, to: end, ...period, cents, currency: crmCurrency(p.hs_currency), modified };
}

function readDeal(result: unknown, owners: Set<string>): Deal | null {
  const id = idOf(result);
  const p = props(result);
  const ownerId = numericId(p.hubspot_owner_id);
  const at = instant(p.closedate);
  // The search asked for these; a result that says otherwise is not counted, whatever the search answered.
  if (!id || !ownerId || !owners.has(ownerId) || at === null || String(p.hs_is_closed_won) !== "true") return null;
  const name = text(p.dealname) ?? `HubSpot deal ${id}`;
  return { id, name, cents: amountCents(p.amount) ?? 0, currency: crmCurrency(p.deal_currency_code), at, ownerId };
}

/** One target per owner and period: of two for the same days, the one changed last (then the higher id). */
function latestTargets(targets: Target[]): Target[] {
  const kept = new Map<string, Target>();
  for (const target of targets) {
    const key = `${target.ownerId}|${target.start}|${target.end}`;
    const other = kept.get(key);
    const newer =
      !other || target.modified > other.modified || (target.modified === other.modified && target.id > other.id);
    if (newer) kept.set(key, target);
  }
  return [...kept.values()];
}

/** Slices of at most SEARCH_IN_MAX ids each, over [from, to). */
function slices(ids: string[], span: (chunk: string[]) => { from: number; to: number }): SearchSlice[] {
  const out: SearchSlice[] = [];
  for (let i = 0; i < ids.length; i += SEARCH_IN_MAX) {
    const chunk = ids.slice(i, i + SEARCH_IN_MAX);
    out.push({ ids: chunk, ...span(chunk) });
  }
  return out;
}

async function readTargets(client: CrmClient, config: CrmConfig, owners: Owner[], limits: { cap: number }) {
  const userToOwner = new Map(owners.flatMap((o) => (o.userId ? [[o.userId, o.ownerId] as const] : [])));
  const users = [...userToOwner.keys()].sort();
  let results: unknown[];
  try {
    results = await searchPartitioned(client, config, {
      object: "goal_targets",
      properties: TARGET_PROPERTIES,
      filters: [{ propertyName: "hs_target_amount", operator: "HAS_PROPERTY" }],
      idProperty: "hs_assignee_user_id",
      timeProperty: "hs_start_datetime",
      slices: slices(users, () => ({ from: TARGETS_FROM, to: TARGETS_TO })),
      limits,
    });
  } catch (error) {
    // Goals are an optional permission of the connection: a portal that did not grant it refuses this search only.
    if (error instanceof ApiError && error.code === "forbidden") {
      throw new ApiError(
        "forbidden",
        `${config.name} did not let QuotaProof read its goals, so there are no quotas to sync. Connect ${config.name} again and allow access to goals (crm.objects.goals.read), then sync again.`,
      );
    }
    throw error;
  }
  return latestTargets(results.flatMap((r) => readTarget(r, userToOwner) ?? []));
}

async function readDeals(client: CrmClient, config: CrmConfig, targets: Target[], limits: { cap: number }) {
  const spans = new Map<string, { from: number; to: number }>();
  for (const t of targets) {
    const span = spans.get(t.ownerId);
    spans.set(t.ownerId, { from: Math.min(span?.from ?? t.from, t.from), to: Math.max(span?.to ?? t.to, t.to) });
  }
  const owners = [...spans.keys()].sort();
  const results = await searchPartitioned(client, config, {
    object: "deals",
    properties: DEAL_PROPERTIES,
    filters: [{ propertyName: "hs_is_closed_won", operator: "EQ", value: "true" }],
    idProperty: "hubspot_owner_id",
    timeProperty: "closedate",
    slices: slices(owners, (chunk) => ({
      from: Math.min(...chunk.map((o) => spans.get(o)!.from)),
      to: Math.max(...chunk.map((o) => spans.get(o)!.to)),
    })),
    limits,
  });
  const known = new Set(owners);
  const deals = new Map<string, Deal>();
  for (const result of results) {
    const deal = readDeal(result, known);
    if (deal) deals.set(deal.id, deal);
  }
  return [...deals.values()];
}

/**
 * A target's figures: its amount, and what its owner closed in it. Amounts in different currencies are not added
 * up: `closed` is the sum in the one currency the owner's deals share (the target's when it has none, or when they
 * are in several, in which case the others are left out and logged).
 */
function figures(target: Target, deals: Deal[], currencyOf: (code: string | null) => string): CrmPeriodFigures {
  const quotaCurrency = currencyOf(target.currency);
  const sums = new Map<string, number>();
  for (const deal of deals) {
    if (deal.at < target.from || deal.at >= target.to) continue;
    const currency = currencyOf(deal.currency);
    sums.set(currency, (sums.get(currency) ?? 0) + deal.cents);
  }
  const closedCurrency = sums.size === 1 ? [...sums.keys()][0]! : quotaCurrency;
  if (sums.size > 1) {
    console.warn(`[integrations] hubspot: goal target ${target.id} has won deals in ${sums.size} currencies`);
  }
  return {
    crmUserId: target.ownerId,
    start: target.start,
    end: target.end,
    periodType: target.periodType,
    quota: target.cents / 100,
    quotaCurrency,
    closed: (sums.get(closedCurrency) ?? 0) / 100,
    closedCurrency,
    wonAmount: null,
    sourceIds: [target.id],
  };
}

export const hubspotEmployerData: EmployerCrmReader = async (crm, config) => {
  const client = patientClient(crm);
  const limits = { cap: SEARCH_RESULT_CAP };
  const owners = await listOwners(client, config);
  const targets = await readTargets(client, config, owners, limits);
  const deals = await readDeals(client, config, targets, limits);

  const needsCompany = targets.some((t) => !t.currency) || deals.some((d) => !d.currency);
  const company = needsCompany ? await companyCurrency(client, config) : FALLBACK_CURRENCY;
  const currencyOf = (code: string | null) => code ?? company;

  const byOwner = new Map<string, Deal[]>();
  for (const deal of deals) {
    const list = byOwner.get(deal.ownerId);
    if (list) list.push(deal);
    else byOwner.set(deal.ownerId, [deal]);
  }
  return {
    people: owners.map((o) => o.person),
    figures: targets.map((t) => figures(t, byOwner.get(t.ownerId) ?? [], currencyOf)),
    deals: deals.map((d): CrmWonDeal => ({
      id: d.id,
      name: d.name,
      amount: d.cents / 100,
      currency: currencyOf(d.currency),
      closeDate: crmDate(d.at)!,
      crmUserId: d.ownerId,
    })),
  };
};
