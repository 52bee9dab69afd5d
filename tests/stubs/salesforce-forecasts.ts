// The Salesforce stand-in's side for an organisation's sync: a company from employer-crm-data.ts served as the org's
// users, periods, forecast types, quotas, Closed and Commit forecast items, opportunity splits and opportunities.
// Queries are checked like Salesforce checks them (known objects and fields, multi-currency or not, Opportunity
// Splits on or off), their AND-ed filters applied, and answers paged with nextRecordsUrl cursors. It also refuses
// to hand out more than the app should ask for: forecast items outside the Closed rollup, or lost deals.
// Rows are arrays in a fixed column order: a company of 5,000 sellers renders in well under a second.
import { creditedAmount, salesforceId, type EmployerCrmData } from "./employer-crm-data";
import { random, type StubAnswer } from "./oauth-checks";
import type { SalesforceStub } from "./salesforce";

const API = "/services/data/v62.0";
const CURSOR = /\/query\/(01gEMPL[0-9a-f]+)-\d+$/;

/** The forecast types and split types of the org: split revenue where splits are on, opportunity revenue else. */
export const FORECAST_TYPE = {
  splitRevenue: salesforceId("0Db", 1),
  revenue: salesforceId("0Db", 2),
  quantity: salesforceId("0Db", 3),
};
export const SPLIT_TYPE = { revenue: salesforceId("149", 1), overlay: salesforceId("149", 2) };
/** A Chatter Free user: a CRM user, but no standard one. */
export const CHATTER_USER_ID = salesforceId("005", 999_998);

type Row = unknown[];
type State = Pick<SalesforceStub, "splitsEnabled" | "multiCurrency" | "pageSize" | "employerNextRecordsOrigin">;
type Deal = EmployerCrmData["deals"][number];

/** Each object's columns; a row holds its values in this order (relationship fields as "Opportunity.CloseDate"). */
const COLUMNS = {
  User: ["Id", "Name", "Email", "Username", "IsActive", "UserType"],
  Period: ["Id", "Type", "StartDate", "EndDate", "Number", "IsForecastPeriod"],
  ForecastingType: [
    ...["Id", "DeveloperName", "MasterLabel", "IsActive", "IsAmount", "IsQuantity", "HasProductFamily", "RoleType"],
    "OpportunitySplitTypeId",
  ],
  ForecastingQuota: [
    ...["Id", "QuotaOwnerId", "StartDate", "PeriodId", "ForecastingTypeId", "QuotaAmount", "QuotaQuantity"],
    ...["IsAmount", "IsQuantity", "ProductFamily", "CurrencyIsoCode"],
  ],
  ForecastingItem: [
    ...["Id", "OwnerId", "PeriodId", "ForecastingTypeId", "ForecastingItemCategory", "ForecastCategoryName"],
    ...["OwnerOnlyAmount", "OwnerOnlyQuantity", "IsAmount", "IsQuantity", "ProductFamily", "CurrencyIsoCode"],
  ],
  OpportunitySplit: [
    ...["Id", "OpportunityId", "SplitOwnerId", "SplitAmount", "SplitPercentage", "SplitTypeId", "CurrencyIsoCode"],
    ...["Opportunity.Name", "Opportunity.CloseDate", "Opportunity.IsWon", "Opportunity.Amount", "Opportunity.OwnerId"],
    ...["Opportunity.CurrencyIsoCode", "SplitType.DeveloperName", "SplitType.IsTotalValidated"],
  ],
  Opportunity: ["Id", "Name", "Amount", "CloseDate", "OwnerId", "IsWon", "IsClosed", "StageName", "CurrencyIsoCode"],
};
type ObjectName = keyof typeof COLUMNS;
const OBJECTS = Object.keys(COLUMNS) as ObjectName[];
const FROM = new RegExp(String.raw`\bFROM\s+(${OBJECTS.join("|")})\b`, "i");

/** What the stub's own query() hands to this side: objects only an organisation's sync reads. */
export const isEmployerQuery = (soql: string) => {
  const object = FROM.exec(soql)?.[1];
  return object !== undefined && (object.toLowerCase() !== "opportunity" || !/\bOwnerId\s*=/i.test(soql));
};

/** A new amount for one quota (as if a manager changed it between two syncs). */
export function setQuotaAmount(data: EmployerCrmData, quotaId: string, amount: number): void {
  const quota = data.quotas.find((q) => q.id === quotaId);
  if (!quota) throw new Error(`no quota ${quotaId}`);
  quota.amount = amount;
}

/** The columns a query may name: no currency in a single-currency org, no split type where splits are off. */
function knownColumns(object: ObjectName, state: State): string[] | null {
  if (object === "OpportunitySplit" && !state.splitsEnabled) return null;
  const currency = (c: string) => state.multiCurrency || !c.endsWith("CurrencyIsoCode");
  return COLUMNS[object].filter((c) => currency(c) && (state.splitsEnabled || c !== "OpportunitySplitTypeId"));
}

const cents = (n: number) => Math.round(n * 100);
const periodId = (kind: "year" | "quarter" | "month", n: number) =>
  salesforceId("026", { year: 10, quarter: 100, month: 1000 }[kind] + n);

/** Every record of an object as the org holds it, in COLUMNS order. */
function recordsOf(object: ObjectName, data: EmployerCrmData, state: State): Row[] {
  const people = [...data.sellers, ...data.others];
  const amountType = state.splitsEnabled ? FORECAST_TYPE.splitRevenue : FORECAST_TYPE.revenue;
  switch (object) {
    case "User":
      return [
        ...people.map((p) => [p.sfUserId, p.name, p.email, p.email, true, "Standard"]),
        [CHATTER_USER_ID, "Chatter Only", `chatter@${data.domain}`, `chatter@${data.domain}`, true, "CsnOnly"],
      ];
    case "Period":
      return periodsOf(data);
    case "ForecastingType":
      return [
        state.splitsEnabled
          ? [amountType, "OpportunitySplitRevenue", "Revenue", true, true, false, false, "R", SPLIT_TYPE.revenue]
          : [amountType, "OpportunityRevenue", "Revenue", true, true, false, false, "R", null],
        [FORECAST_TYPE.quantity, "OpportunityQuantity", "Quantity", true, false, true, false, "R", null],
      ];
    case "ForecastingQuota":
      // Each seller's amount quota per quarter, and a quantity quota beside it that no amount figure may take.
      return data.quotas.flatMap((q, n) => {
        const common = [people[q.seller]!.sfUserId, data.quarters[q.period]!.start, periodId("quarter", q.period)];
        const quantityId = salesforceId("0J9", 900_000 + n);
        return [
          [q.id, ...common, amountType, q.amount, null, true, false, null, q.currency],
          [quantityId, ...common, FORECAST_TYPE.quantity, null, 12, false, true, null, q.currency],
        ];
      });
    case "ForecastingItem":
      return forecastItemsOf(data, state, amountType);
    case "OpportunitySplit":
      return splitsOf(data);
    case "Opportunity":
      return data.deals.map((d) => [
        ...[d.id, d.name, d.amount, d.closeDate, people[d.owner]!.sfUserId, d.won, true],
        ...[d.won ? "Closed Won" : "Closed Lost", d.currency],
      ]);
  }
}

/** The calendar's quarters (the forecast periods), and the months and years around them. */
function periodsOf(data: EmployerCrmData): Row[] {
  const rows: Row[] = [];
  const years = [...new Set(data.quarters.map((q) => q.year))];
  years.forEach((year, y) => {
    rows.push([periodId("year", y), "Year", `${year}-01-01`, `${year}-12-31`, null, false]);
    for (let m = 1; m <= 12; m++) {
      const [month, last] = [String(m).padStart(2, "0"), new Date(Date.UTC(year, m, 0)).getUTCDate()];
      rows.push([periodId("month", y * 12 + m), "Month", `${year}-${month}-01`, `${year}-${month}-${last}`, m, false]);
    }
  });
  data.quarters.forEach((q, n) => rows.push([periodId("quarter", n), "Quarter", q.start, q.end, q.quarter, true]));
  return rows;
}

/**
 * Per seller and quarter: a Closed item with what they closed (their revenue splits of won deals where splits are
 * on, the won deals they own where they are off; none when that is nothing), a Commit item, and a quantity item.
 */
function forecastItemsOf(data: EmployerCrmData, state: State, amountType: string): Row[] {
  const quarters = data.quarters.length;
  const quarterOfMonth = new Map<string, number>();
  data.quarters.forEach((q, n) => {
    for (const m of [1, 2, 3]) quarterOfMonth.set(`${q.year}-${String((q.quarter - 1) * 3 + m).padStart(2, "0")}`, n);
  });
  const provider = state.splitsEnabled ? "salesforce" : "hubspot";
  const closed = new Map<number, { cents: number; deals: number }>();
  for (const deal of data.deals) {
    const quarter = quarterOfMonth.get(deal.closeDate.slice(0, 7));
    if (!deal.won || quarter === undefined) continue;
    const credited = state.splitsEnabled && deal.splits ? deal.splits.map((s) => s.seller) : [deal.owner];
    for (const seller of credited.filter((s) => s < data.sellers.length)) {
      const entry = closed.get(seller * quarters + quarter) ?? { cents: 0, deals: 0 };
      entry.cents += cents(creditedAmount(deal, seller, provider));
      entry.deals += 1;
      closed.set(seller * quarters + quarter, entry);
    }
  }
  const rows: Row[] = [];
  data.sellers.forEach((seller, s) => {
    data.quarters.forEach((_, q) => {
      const n = s * quarters + q;
      const won = closed.get(n);
      const at = [seller.sfUserId, periodId("quarter", q)];
      const amount = (category: string, name: string, value: number) =>
        [...at, amountType, category, name, value, null, true, false, null, seller.currency] as Row;
      if (won && won.cents > 0) rows.push([salesforceId("0FI", n), ...amount("ClosedOnly", "Closed", won.cents / 100)]);
      rows.push([salesforceId("0FI", 300_000 + n), ...amount("CommitOnly", "Commit", 50_000)]);
      rows.push([
        ...[salesforceId("0FI", 600_000 + n), ...at, FORECAST_TYPE.quantity, "ClosedOnly", "Closed", null],
        ...[won?.deals ?? 0, false, true, null, seller.currency],
      ]);
    });
  });
  return rows;
}

/** Every deal's revenue splits (100% to its owner when it is not split), and an overlay split for split deals. */
function splitsOf(data: EmployerCrmData): Row[] {
  const people = [...data.sellers, ...data.others];
  const rows: Row[] = [];
  const split = (deal: Deal, seller: number, percent: number, overlay: boolean) => {
    const amount = overlay ? deal.amount : creditedAmount({ ...deal, won: true }, seller, "salesforce");
    const type = overlay ? SPLIT_TYPE.overlay : SPLIT_TYPE.revenue;
    rows.push([
      ...[
        salesforceId("049", rows.length + 1),
        deal.id,
        people[seller]!.sfUserId,
        amount,
        percent,
        type,
        deal.currency,
      ],
      ...[deal.name, deal.closeDate, deal.won, deal.amount, people[deal.owner]!.sfUserId, deal.currency],
      ...[overlay ? "Overlay" : "Revenue", !overlay],
    ]);
  };
  for (const deal of data.deals) {
    for (const s of deal.splits ?? [{ seller: deal.owner, percent: 100 }]) split(deal, s.seller, s.percent, false);
    // An overlay specialist is credited the whole deal again: counted, the deal would count twice.
    if (deal.splits) split(deal, (deal.owner + 1) % data.sellers.length, 100, true);
  }
  return rows;
}

const sfError = (status: number, errorCode: string, message: string): StubAnswer => ({
  status,
  body: [{ message, errorCode }],
});
const noColumn = (field: string, object: string) =>
  sfError(400, "INVALID_FIELD", `No such column '${field.split(".").at(-1)}' on entity '${object}'.`);

const LITERAL = String.raw`'(?:[^'\\]|\\.)*'|\([^)]*\)|[^\s()]+`;
const CONDITION = new RegExp(String.raw`^([A-Za-z][\w.]*)\s*(=|!=|<>|<=|>=|<|>|NOT\s+IN\b|IN\b)\s*(${LITERAL})$`, "i");
const SELECT = /^\s*SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER\s+BY\s+[\w.,\s]+?)?\s*$/is;

/** A SOQL literal: 'text', true, false, null, a number, a date (kept as its YYYY-MM-DD text), or a (list). */
function literal(text: string): unknown {
  if (text.startsWith("("))
    return text
      .slice(1, -1)
      .split(",")
      .map((part) => literal(part.trim()));
  if (text.startsWith("'")) return text.slice(1, -1).replace(/\\(.)/g, "$1");
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === "true";
  if (/^null$/i.test(text)) return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

function holds(value: unknown, op: string, wanted: unknown): boolean {
  if (op === "IN" || op === "NOT IN") return (wanted as unknown[]).includes(value) === (op === "IN");
  if (op === "=") return value === wanted;
  if (op === "!=" || op === "<>") return value !== wanted;
  if (value === null || wanted === null) return false;
  const [a, b] = [value as string | number, wanted as string | number];
  return op === "<" ? a < b : op === "<=" ? a <= b : op === ">" ? a > b : a >= b;
}

type Cursor = { object: ObjectName; rows: Row[]; from: number; fields: string[] };

/** The employer side of one stub: answers a query, and the next page of one of its cursors. */
export function employerSide(stub: () => SalesforceStub) {
  const cursors = new Map<string, Cursor>();

  const page = ({ object, rows, from, fields }: Cursor): StubAnswer => {
    const { pageSize, employerNextRecordsOrigin } = stub();
    const to = Math.min(from + pageSize, rows.length);
    let nextRecordsUrl: string | undefined;
    if (to < rows.length) {
      const cursor = `01gEMPL${random()}`;
      cursors.set(cursor, { object, rows, from: to, fields });
      nextRecordsUrl = `${employerNextRecordsOrigin ?? ""}${API}/query/${cursor}-${pageSize}`;
    }
    const columns = fields.map((field) => [field.split("."), COLUMNS[object].indexOf(field)] as const);
    const records = rows.slice(from, to).map((row) => {
      const record: Record<string, unknown> = {
        attributes: { type: object, url: `${API}/sobjects/${object}/${String(row[0])}` },
      };
      for (const [[name, inner], at] of columns) {
        if (!inner) record[name!] = row[at];
        else record[name!] = { attributes: { type: name }, ...(record[name!] as object), [inner]: row[at] };
      }
      return record;
    });
    return { status: 200, body: { totalSize: rows.length, done: !nextRecordsUrl, nextRecordsUrl, records } };
  };

  return {
    query(soql: string, data: EmployerCrmData): StubAnswer {
      const state = stub();
      const parts = SELECT.exec(soql);
      if (!parts) return sfError(400, "MALFORMED_QUERY", "unexpected query");
      const object = OBJECTS.find((o) => o.toLowerCase() === parts[2]!.toLowerCase());
      const known = object ? knownColumns(object, state) : null;
      if (!object || !known) return sfError(400, "INVALID_TYPE", `sObject type '${parts[2]}' is not supported.`);
      const canonical = new Map(known.map((f) => [f.toLowerCase(), f]));
      const fields: string[] = [];
      for (const asked of parts[1]!.split(",").map((f) => f.trim())) {
        const field = canonical.get(asked.toLowerCase());
        if (!field) return noColumn(asked, asked.includes(".") ? asked.split(".")[0]! : object);
        fields.push(field);
      }
      const conditions: { field: string; at: number; op: string; value: unknown }[] = [];
      for (const clause of parts[3] ? parts[3].split(/\s+AND\s+/i) : []) {
        const match = CONDITION.exec(clause.trim());
        if (!match || /\bOR\b/i.test(clause)) return sfError(400, "STUB_CHECK", `unsupported condition: ${clause}`);
        const field = canonical.get(match[1]!.toLowerCase());
        if (!field) return noColumn(match[1]!, object);
        const op = match[2]!.toUpperCase().replace(/\s+/g, " ");
        conditions.push({ field, at: COLUMNS[object].indexOf(field), op, value: literal(match[3]!) });
      }
      const asks = (field: string, value: unknown) =>
        conditions.some((c) => c.field === field && c.op === "=" && c.value === value);
      // The stub refuses to hand out more than the app should ask for.
      const closedOnly = asks("ForecastingItemCategory", "ClosedOnly") || asks("ForecastCategoryName", "Closed");
      if (object === "ForecastingItem" && !closedOnly) {
        return sfError(400, "STUB_CHECK", "forecast items must be asked for the Closed rollup only");
      }
      if (object === "Opportunity" && !asks("IsWon", true)) return sfError(400, "STUB_CHECK", "ask for IsWon = true");
      if (object === "OpportunitySplit" && !asks("Opportunity.IsWon", true)) {
        return sfError(400, "STUB_CHECK", "ask for Opportunity.IsWon = true");
      }
      const rows = recordsOf(object, data, state).filter((row) =>
        conditions.every((c) => holds(row[c.at] ?? null, c.op, c.value)),
      );
      return page({ object, rows, from: 0, fields });
    },

    /** The next page of an employer query's cursor; undefined for a path that is not one. */
    nextPage(path: string): StubAnswer | undefined {
      const cursor = CURSOR.exec(path)?.[1];
      if (!cursor) return undefined;
      const rest = cursors.get(cursor);
      if (!rest) return sfError(400, "INVALID_QUERY_LOCATOR", "invalid query locator");
      cursors.delete(cursor);
      return page(rest);
    },
  };
}
