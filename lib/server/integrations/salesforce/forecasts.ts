import "server-only";
// An organisation's Salesforce as the employer sync reads it: the org's users; every amount quota per forecast period
// with what the forecast's Closed rollup counts against it; the won deals' own sum as a cross-check, counted the way
// the quota's forecast type counts (the revenue splits it forecasts, or the whole amount for the opportunity owner);
// and the won deals of the quotas' periods. Amounts are added in whole cents, never as floats.
import type { CrmPeriodFigures, CrmPerson, CrmWonDeal, EmployerCrmReader } from "../employer-crm-reader";
import { ApiError } from "../../errors";
import { unexpected, type CrmAnswer, type CrmClient } from "../crm-api";
import { crmAmount, crmCurrency, crmDate, text } from "../deal-fields";
import type { CrmConfig } from "../provider";
import { isSalesforceId } from "./mapping";
import { refusesCurrency, salesforceQueries } from "./query";
import { wonLedger, type WonLedger, type WonSource } from "./won-ledger";

/** Pages per query: at 2,000 records a page, a million records of each kind (5,000 sellers over years fit). */
export const EMPLOYER_MAX_PAGES = 500;
/** Past this many periods the forecast items are read for every period rather than named ones (a URL stays short). */
const MAX_PERIOD_FILTER = 200;

type SfRecord = Record<string, unknown>;
type ForecastType = { id: string; splitTypeId: string | null };
type Period = { start: string; end: string; type: CrmPeriodFigures["periodType"] };

/** A quota with its forecast items, keyed by owner, period and forecast type. */
type Combined = {
  owner: string;
  periodId: string;
  typeId: string;
  quotaCents: number;
  quotaCurrency: string;
  closedCents: number;
  closedCurrency: string | null;
  quotaIds: string[];
  itemIds: string[];
};

const PERIOD_TYPES: Record<string, Period["type"]> = { Month: "month", Quarter: "quarter", Year: "year" };

const quoted = (ids: Iterable<string>) => [...ids].map((id) => `'${id}'`).join(", ");
const id = (value: unknown): string | null => (isSalesforceId(value) ? value : null);
const keyOf = (owner: string, periodId: string, typeId: string) => `${owner}|${periodId}|${typeId}`;

/** Whole cents of an amount (read through its decimal text, rounded half-up to cents), or null for none. */
function cents(value: unknown): number | null {
  const amount = crmAmount(value);
  if (amount === null) return null;
  const [whole, fraction = ""] = amount.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The SOQL the reader sends; ids are checked before they go in, dates are YYYY-MM-DD. */
export const employerSoql = {
  // Inactive users too: a seller who has left still owns the quotas of the periods they sold in.
  users: "SELECT Id, Name, Email FROM User WHERE UserType = 'Standard'",
  periods: "SELECT Id, Type, StartDate, EndDate FROM Period WHERE Type IN ('Month', 'Quarter', 'Year')",
  // Product-family types hold one quota per family, not the seller's own; quantity types hold no amounts.
  forecastTypes: (withSplitType: boolean) =>
    `SELECT Id, DeveloperName${withSplitType ? ", OpportunitySplitTypeId" : ""} FROM ForecastingType ` +
    "WHERE IsActive = true AND IsAmount = true AND HasProductFamily = false",
  quotas: (typeIds: string[], withCurrency: boolean) =>
    `SELECT Id, QuotaOwnerId, QuotaAmount, StartDate, PeriodId, ForecastingTypeId${withCurrency ? ", CurrencyIsoCode" : ""} ` +
    `FROM ForecastingQuota WHERE IsAmount = true AND ForecastingTypeId IN (${quoted(typeIds)})`,
  // ClosedOnly is the Closed rollup whether the org rolls its categories up one by one or cumulatively.
  closedItems: (typeIds: string[], periodIds: string[] | null, withCurrency: boolean) =>
    `SELECT Id, OwnerId, PeriodId, ForecastingTypeId, OwnerOnlyAmount${withCurrency ? ", CurrencyIsoCode" : ""} ` +
    `FROM ForecastingItem WHERE ForecastingItemCategory = 'ClosedOnly' AND IsAmount = true ` +
    `AND ForecastingTypeId IN (${quoted(typeIds)})${periodIds ? ` AND PeriodId IN (${quoted(periodIds)})` : ""}`,
  splits: (splitTypeIds: string[], from: string, to: string, withCurrency: boolean) =>
    `SELECT Id, SplitOwnerId, SplitAmount, SplitTypeId, Opportunity.CloseDate${withCurrency ? ", Opportunity.CurrencyIsoCode" : ""} ` +
    `FROM OpportunitySplit WHERE SplitTypeId IN (${quoted(splitTypeIds)}) AND Opportunity.IsWon = true ` +
    `AND Opportunity.CloseDate >= ${from} AND Opportunity.CloseDate <= ${to}`,
  wonDeals: (from: string, to: string, withCurrency: boolean) =>
    `SELECT Id, Name, Amount${withCurrency ? ", CurrencyIsoCode" : ""}, CloseDate, OwnerId FROM Opportunity ` +
    `WHERE IsWon = true AND CloseDate >= ${from} AND CloseDate <= ${to}`,
};

/**
 * The org's queries for one read: the cap on pages, the single-currency fallback learnt once for all of them, and a
 * stop for every query still paging once one has failed.
 */
function employerQueries(client: CrmClient, config: CrmConfig, instanceUrl: string) {
  const soql = salesforceQueries(client, config, instanceUrl);
  const stop = new AbortController();
  // Learnt from the first query that names CurrencyIsoCode; every later one follows it.
  let currencies: "unknown" | "multi" | "single" = "unknown";
  let corporate: string | null = null;

  const records = async (object: string, answer: CrmAnswer): Promise<SfRecord[]> => {
    if (answer.status === 400) throw unexpected(config, `${object} query refused: ${answer.text.slice(0, 300)}`);
    const read = await soql.pages(answer, EMPLOYER_MAX_PAGES, stop.signal);
    if (!read.complete) {
      console.warn(`[integrations] salesforce: ${object} answered more than ${EMPLOYER_MAX_PAGES} pages`);
      throw new ApiError(
        "integration_error",
        `Salesforce holds more ${object} records than one sync can read (${EMPLOYER_MAX_PAGES} pages). Please contact support.`,
      );
    }
    return read.records.filter((r): r is SfRecord => r !== null && typeof r === "object");
  };

  /** The first answer; a query built with CurrencyIsoCode is asked again without it in a single-currency org. */
  const ask = async (object: string, query: string | ((withCurrency: boolean) => string)): Promise<CrmAnswer> => {
    if (typeof query === "string") return soql.ask(query);
    const answer = await soql.ask(query(currencies !== "single"));
    if (currencies !== "single" && refusesCurrency(answer)) {
      if (currencies === "multi") throw unexpected(config, `${object} refused CurrencyIsoCode in a multi-currency org`);
      corporate = await soql.corporateCurrency();
      if (!corporate) throw unexpected(config, "the org's one currency could not be read");
      currencies = "single";
      return soql.ask(query(false));
    }
    if (answer.status === 200 && currencies === "unknown") currencies = "multi";
    return answer;
  };

  return {
    /**
     * Every record of a query, to its last page; null when the first answer is a refusal `absent` recognises (an
     * object or a field the org does not have).
     */
    async read(
      object: string,
      query: string | ((withCurrency: boolean) => string),
      absent?: (answer: CrmAnswer) => boolean,
    ): Promise<SfRecord[] | null> {
      try {
        const answer = await ask(object, query);
        return absent?.(answer) ? null : await records(object, answer);
      } catch (error) {
        stop.abort(error);
        throw error;
      }
    },
    /** A record's currency: its own in a multi-currency org, else the org's one currency. */
    currencyOf(record: SfRecord): string | null {
      return currencies === "single" ? corporate : crmCurrency(record.CurrencyIsoCode);
    },
  };
}

export const salesforceEmployerData: EmployerCrmReader = async (client, config, connection) => {
  if (!connection.instanceUrl) throw unexpected(config, "organisation connection without an instance URL");
  const q = employerQueries(client, config, connection.instanceUrl);

  const [people, types, periods] = await Promise.all([
    q.read("User", employerSoql.users).then(readPeople),
    readForecastTypes(q, config),
    q.read("Period", employerSoql.periods).then(readPeriods),
  ]);
  const typeIds = [...types.keys()];
  if (typeIds.length === 0) return { people, figures: [], deals: [] };

  // Quotas first: their periods bound every other read.
  const quotas = await q.read("ForecastingQuota", (c) => employerSoql.quotas(typeIds, c));
  const combined = combineQuotas(quotas ?? [], q.currencyOf, periods, types, config);
  if (combined.size === 0) return { people, figures: [], deals: [] };

  const periodIds = [...new Set([...combined.values()].map((row) => row.periodId))];
  const from = periodIds.map((p) => periods.get(p)!.start).reduce((a, b) => (a < b ? a : b));
  const to = periodIds.map((p) => periods.get(p)!.end).reduce((a, b) => (a > b ? a : b));
  const splitTypeIds = [...new Set([...types.values()].flatMap((t) => (t.splitTypeId ? [t.splitTypeId] : [])))];
  const namedPeriods = periodIds.length <= MAX_PERIOD_FILTER ? periodIds : null;

  const ledger = wonLedger();
  const [items, deals, splitsRead] = await Promise.all([
    q.read("ForecastingItem", (c) => employerSoql.closedItems(typeIds, namedPeriods, c)),
    q.read("Opportunity", (c) => employerSoql.wonDeals(from, to, c)),
    splitTypeIds.length > 0 ? readSplits(q, splitTypeIds, from, to, ledger) : false,
  ]);
  addClosed(items ?? [], combined, q.currencyOf, config);
  const wonDeals = readDeals(deals ?? [], q.currencyOf, ledger);

  const figures: CrmPeriodFigures[] = [];
  for (const row of combined.values()) {
    const period = periods.get(row.periodId)!;
    const splitTypeId = types.get(row.typeId)!.splitTypeId;
    const source: WonSource = splitTypeId && splitsRead ? `split:${splitTypeId}` : "owner";
    const closedCurrency = row.closedCurrency ?? row.quotaCurrency;
    const won = ledger.sum(source, row.owner, closedCurrency, period.start, period.end);
    figures.push({
      crmUserId: row.owner,
      start: period.start,
      end: period.end,
      periodType: period.type,
      quota: row.quotaCents / 100,
      quotaCurrency: row.quotaCurrency,
      closed: row.closedCents / 100,
      closedCurrency,
      wonAmount: won === null ? null : won / 100,
      sourceIds: [...row.quotaIds, ...row.itemIds],
    });
  }
  return { people, figures, deals: wonDeals };
};

type Queries = ReturnType<typeof employerQueries>;

function readPeople(records: SfRecord[] | null): CrmPerson[] {
  return (records ?? []).flatMap((r) => {
    const crmUserId = id(r.Id);
    return crmUserId ? [{ crmUserId, email: text(r.Email), name: text(r.Name) }] : [];
  });
}

function readPeriods(records: SfRecord[] | null): Map<string, Period> {
  const periods = new Map<string, Period>();
  for (const r of records ?? []) {
    const [periodId, start, end] = [id(r.Id), crmDate(r.StartDate), crmDate(r.EndDate)];
    const type = typeof r.Type === "string" ? PERIOD_TYPES[r.Type] : undefined;
    if (periodId && start && end && type) periods.set(periodId, { start, end, type });
  }
  return periods;
}

/** The active amount forecast types; an org without Opportunity Splits may have no split type field to name. */
async function readForecastTypes(q: Queries, config: CrmConfig): Promise<Map<string, ForecastType>> {
  const noSplitType = (answer: CrmAnswer) => answer.status === 400 && /OpportunitySplitTypeId/i.test(answer.text);
  const withSplitType = await q.read("ForecastingType", employerSoql.forecastTypes(true), noSplitType);
  const records = withSplitType ?? (await q.read("ForecastingType", employerSoql.forecastTypes(false)));
  const types = new Map<string, ForecastType>();
  for (const r of records ?? []) {
    const typeId = id(r.Id);
    if (typeId) types.set(typeId, { id: typeId, splitTypeId: id(r.OpportunitySplitTypeId) });
  }
  if (types.size === 0) console.warn(`[integrations] ${config.provider}: no active amount forecast type`);
  return types;
}

/** The quotas by owner, period and forecast type; a quota without a usable owner, period or amount is no figure. */
function combineQuotas(
  quotas: SfRecord[],
  currencyOf: Queries["currencyOf"],
  periods: Map<string, Period>,
  types: Map<string, ForecastType>,
  config: CrmConfig,
): Map<string, Combined> {
  const combined = new Map<string, Combined>();
  let skipped = 0;
  for (const r of quotas) {
    const [quotaId, owner, periodId, typeId] = [id(r.Id), id(r.QuotaOwnerId), id(r.PeriodId), id(r.ForecastingTypeId)];
    const [amount, currency] = [cents(r.QuotaAmount), currencyOf(r)];
    if (!quotaId || !owner || !periodId || !typeId || !periods.has(periodId) || !types.has(typeId)) skipped++;
    else if (amount === null || !currency) skipped++;
    else {
      const key = keyOf(owner, periodId, typeId);
      const row = combined.get(key);
      if (!row) {
        const quotaIds = [quotaId];
        combined.set(key, {
          owner,
          periodId,
          typeId,
          quotaCents: amount,
          quotaCurrency: currency,
          closedCents: 0,
          closedCurrency: null,
          quotaIds,
          itemIds: [],
        });
        continue;
      }
      // Two quotas of one owner, period and type (one per territory) are one quota, in one currency.
      if (row.quotaCurrency !== currency) throw unexpected(config, `quotas of ${owner} in two currencies`);
      row.quotaCents += amount;
      row.quotaIds.push(quotaId);
    }
  }
  if (skipped > 0)
    console.warn(`[integrations] salesforce: ${skipped} quotas without a usable owner, period or amount`);
  return combined;
}

/** Adds each Closed forecast item's owner-only amount to its quota; an item without a quota is no figure. */
function addClosed(
  items: SfRecord[],
  combined: Map<string, Combined>,
  currencyOf: Queries["currencyOf"],
  config: CrmConfig,
): void {
  for (const r of items) {
    const [itemId, owner, periodId, typeId] = [id(r.Id), id(r.OwnerId), id(r.PeriodId), id(r.ForecastingTypeId)];
    const row = owner && periodId && typeId ? combined.get(keyOf(owner, periodId, typeId)) : undefined;
    const currency = currencyOf(r);
    if (!itemId || !row || !currency) continue;
    if (row.closedCurrency !== null && row.closedCurrency !== currency) {
      throw unexpected(config, `Closed forecast items of ${row.owner} in two currencies`);
    }
    row.closedCurrency = currency;
    row.closedCents += cents(r.OwnerOnlyAmount) ?? 0;
    row.itemIds.push(itemId);
  }
}

/** The won deals of the window, each also credited whole to its owner (forecast types without splits). */
function readDeals(records: SfRecord[], currencyOf: Queries["currencyOf"], ledger: WonLedger): CrmWonDeal[] {
  const deals: CrmWonDeal[] = [];
  for (const r of records) {
    const [dealId, owner, name, closeDate] = [id(r.Id), id(r.OwnerId), text(r.Name), crmDate(r.CloseDate)];
    const [amount, currency] = [cents(r.Amount), currencyOf(r)];
    if (!dealId || !owner || !name || !closeDate || amount === null || !currency) continue;
    deals.push({ id: dealId, name, amount: amount / 100, currency, closeDate, crmUserId: owner });
    ledger.add("owner", owner, currency, closeDate, amount);
  }
  return deals;
}

/**
 * The won deals' splits of the split types the forecast types count, credited to each split's owner. False when the
 * org has no Opportunity Splits after all (the object is refused): whole amounts stand in.
 */
async function readSplits(q: Queries, splitTypeIds: string[], from: string, to: string, ledger: WonLedger) {
  // Only the object itself refused: any other refusal (a field) is an error, never a silent fallback.
  const splitsOff = (answer: CrmAnswer) => answer.status === 400 && /\bINVALID_TYPE\b/.test(answer.text);
  const records = await q.read("OpportunitySplit", (c) => employerSoql.splits(splitTypeIds, from, to, c), splitsOff);
  if (!records) return false;
  for (const r of records) {
    const opportunity = (r.Opportunity && typeof r.Opportunity === "object" ? r.Opportunity : {}) as SfRecord;
    const [owner, typeId, closeDate] = [id(r.SplitOwnerId), id(r.SplitTypeId), crmDate(opportunity.CloseDate)];
    const [amount, currency] = [cents(r.SplitAmount), q.currencyOf(opportunity)];
    if (owner && typeId && closeDate && amount !== null && currency) {
      ledger.add(`split:${typeId}`, owner, currency, closeDate, amount);
    }
  }
  return true;
}
