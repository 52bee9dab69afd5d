// The HubSpot stand-in for an employer's portal (hubspot.ts routes here while `stub.employer` is set), rendered from an
// EmployerCrmData: paged owners, CRM search on deals and goal targets, account details. It checks a live token, the
// grant's scopes (goal targets: crm.objects.goals.read), the search body and the 10,000-result cap, and holds noise a
// reader must leave out: lost deals, non-sellers' deals, superseded, team, weekly and amountless targets.
import type { EmployerCrmData } from "./employer-crm-data";
import type { HubSpotStub } from "./hubspot";
import type { StubAnswer, StubRequest } from "./oauth-checks";

export const GOALS_SCOPE = "crm.objects.goals.read";
export const COMPANY_CURRENCY = "USD";
export const IN_MAX = 100; // the most values one IN filter takes here (HubSpot does not say)

type Value = string | number | null;
type Props = Record<string, string | null>;
/** A CRM record: its properties as HubSpot sends them, and as filters and sorts compare them (numbers, ms). */
type HsRecord = { id: string; properties: Props; typed: Record<string, Value>; updatedAt: string };
type Portal = {
  owners: Record<string, unknown>[];
  deals: HsRecord[];
  goal_targets: HsRecord[];
  quotaTarget: Map<string, HsRecord>;
};
type Logged = { method: string; path: string; body?: unknown; status: number; total?: number };

export type EmployerSide = {
  /** Results one search query hands out (HubSpot: 10,000). */
  resultCap: number;
  /** The most results a page holds, whatever the limit asked (HubSpot: 200; owners 500). */
  pageSize: number;
  /** Answered instead of the next call of this side (after the token check). */
  failNext: StubAnswer | null;
  /** Every call this side answered. */
  requests: Logged[];
  /** A goal target's new amount (as an admin's edit: its last-modified time moves); the data's quota follows. */
  setTargetAmount(quotaId: string, amount: number): void;
};

const DAY = 86_400_000;
const words = (list: string) => list.split(" ");
const DATETIMES = new Set(
  words("closedate createdate hs_createdate hs_lastmodifieddate hs_start_datetime hs_end_datetime"),
);
const NUMBERS = new Set(["amount", "hs_target_amount"]);
const KNOWN = {
  deals: words(
    "dealname amount deal_currency_code closedate description hubspot_owner_id hs_is_closed_won dealstage pipeline " +
      "createdate hs_lastmodifieddate hs_object_id",
  ),
  goal_targets: words(
    "hs_goal_name hs_target_amount hs_start_datetime hs_end_datetime hs_assignee_user_id hs_assignee_team_id " +
      "hs_currency hs_goal_type hs_milestone hubspot_owner_id hs_createdate hs_lastmodifieddate hs_object_id",
  ),
};
const OPERATORS = new Set(
  words("EQ NEQ LT LTE GT GTE BETWEEN IN NOT_IN HAS_PROPERTY NOT_HAS_PROPERTY CONTAINS_TOKEN NOT_CONTAINS_TOKEN"),
);
/** The scope each served call needs. */
const SCOPE_OF: Record<string, string> = {
  goal_targets: GOALS_SCOPE,
  deals: "crm.objects.deals.read",
  "/crm/v3/owners": "crm.objects.owners.read",
  "/account-info/v3/details": "oauth",
};

const hsError = (status: number, category: string, message: string, extra: object = {}): StubAnswer => ({
  status,
  body: { status: "error", message, correlationId: "stub-employer", category, ...extra },
});
const refuse = (message: string) => hsError(400, "VALIDATION_ERROR", message);
const missingScope = (scope: string) =>
  hsError(403, "MISSING_SCOPES", "This app hasn't been granted all required scopes to make this call.", {
    errors: [
      { message: "One or more of the following scopes are required.", context: { requiredGranularScopes: [scope] } },
    ],
  });

/** A datetime as HubSpot takes one: ISO text or epoch milliseconds. */
const instant = (value: unknown): number | null => {
  const text = String(value ?? "").trim();
  const ms = /^\d{9,}$/.test(text) ? Number(text) : text ? Date.parse(text) : NaN;
  return Number.isFinite(ms) ? ms : null;
};
const typedValue = (name: string, raw: unknown): Value => {
  if (raw === null || raw === undefined || raw === "") return null;
  if (DATETIMES.has(name)) return instant(raw);
  if (NUMBERS.has(name)) return Number.isFinite(Number(raw)) ? Number(raw) : null;
  return String(raw);
};
const record = (id: string, props: Props, updatedAt: string): HsRecord => {
  props.hs_object_id = id;
  return { id, properties: props, typed: {}, updatedAt };
};
/** A property as filters and sorts compare it, worked out on its first use (a portal has 100,000 records). */
const val = (r: HsRecord, name: string): Value => {
  const known = r.typed[name];
  return known !== undefined ? known : (r.typed[name] = typedValue(name, r.properties[name]));
};
const iso = (ms: number) => new Date(ms).toISOString();
const midnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The portal an EmployerCrmData makes, datetimes and amounts written in each of the shapes HubSpot sends. */
function render(data: EmployerCrmData): Portal {
  const people = [...data.sellers, ...data.others];
  const owner = (id: string, email: string, name: string, userId?: string) => {
    const [firstName, ...rest] = name.split(" ");
    const user = userId ? { userId: Number(userId) } : {};
    return { id, email, firstName, lastName: rest.join(" "), ...user, archived: false };
  };
  const owners: Record<string, unknown>[] = people.map((p) => owner(p.hsOwnerId, p.email, p.name, p.hsUserId));
  owners.push(owner("89999999", `queue@${data.domain}`, "Shared Queue"));

  const quotaTarget = new Map<string, HsRecord>();
  const goal_targets: HsRecord[] = [];
  const target = (n: number, fields: Props, modified = Date.UTC(2024, 5, 1) + n) => {
    const goal = { hs_goal_name: "Revenue quota", hs_goal_type: "sales_quota", hs_milestone: "quarterly" };
    const dates = { hs_createdate: iso(modified - DAY), hs_lastmodifieddate: iso(modified) };
    return record(String(300_000_000 + n), { ...goal, ...fields, ...dates }, iso(modified));
  };
  data.quotas.forEach((q, i) => {
    const seller = data.sellers[q.seller]!;
    const p = data.quarters[q.period]!;
    const from = midnight(p.start);
    const to = midnight(p.end) + DAY;
    const t = target(i, {
      hs_target_amount: i % 2 ? String(q.amount) : q.amount.toFixed(2),
      hs_start_datetime: i % 3 === 0 ? String(from) : iso(from).replace(".000Z", "Z"),
      // HubSpot ends a period on its last millisecond or on the next period's first instant.
      hs_end_datetime: i % 3 === 0 ? String(to - 1) : i % 3 === 1 ? iso(to - 1) : iso(to),
      hs_assignee_user_id: seller.hsUserId,
      hubspot_owner_id: seller.hsOwnerId,
      hs_currency: q.currency === "USD" && i % 2 ? null : q.currency,
    });
    goal_targets.push(t);
    quotaTarget.set(q.id, t);
  });
  const n = data.quotas.length;
  const first = goal_targets[0];
  const q0 = data.quarters[0];
  if (first && q0 && data.sellers.length > 2) {
    const [from, to] = [iso(midnight(q0.start)), iso(midnight(q0.end) + DAY)];
    const user = (k: number) => data.sellers[k]!.hsUserId;
    const other = (k: number, amount: string | null, end: string, fields: Record<string, string>) =>
      target(n + k, { hs_target_amount: amount, hs_start_datetime: from, hs_end_datetime: end, ...fields });
    goal_targets.push(
      // An older target for the first seller's first quarter, superseded by `first` (changed later, lower id).
      target(n, { ...first.properties, hs_target_amount: "999999.00" }, Date.UTC(2023, 11, 1)),
      other(1, "5000000", to, { hs_assignee_team_id: "555" }),
      other(2, "10000", iso(midnight(q0.start) + 7 * DAY), { hs_assignee_user_id: user(1) }),
      other(3, null, to, { hs_assignee_user_id: user(2) }),
      other(4, "70000", to, { hs_assignee_user_id: "6999999" }),
    );
  }

  const deals = data.deals.map((d, j) => {
    // Some deals close exactly at midnight (a quarter's first instant belongs to that quarter only).
    const at = midnight(d.closeDate) + (j % 10 === 0 ? 0 : (j * 7_919_003) % DAY);
    const deal: Props = {
      dealname: d.name,
      amount: j % 2 ? String(d.amount) : d.amount.toFixed(2),
      deal_currency_code: d.currency === "USD" && j % 3 === 0 ? null : d.currency,
      closedate: j % 2 ? String(at) : iso(at),
      description: null,
      hubspot_owner_id: people[d.owner]!.hsOwnerId,
      hs_is_closed_won: String(d.won),
      dealstage: d.won ? "closedwon" : "closedlost",
      pipeline: "default",
      createdate: iso(at - 30 * DAY),
      hs_lastmodifieddate: iso(at + DAY),
    };
    return record(String(400_000_000 + j), deal, deal.hs_lastmodifieddate!);
  });
  return { owners, deals, goal_targets, quotaTarget };
}

type Filter = { propertyName?: unknown; operator?: unknown; value?: unknown; highValue?: unknown; values?: unknown };
type Test = (r: HsRecord) => boolean;

/** One filter as a test of a record, or what HubSpot would say is wrong with it. */
function compileFilter(object: keyof typeof KNOWN, f: Filter): Test | string {
  const name = f.propertyName;
  const op = String(f.operator);
  if (typeof name !== "string" || !KNOWN[object].includes(name)) return `Unknown property ${String(name)}`;
  if (!OPERATORS.has(op)) return `Unknown operator ${op}`;
  const typed = (v: unknown) =>
    typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? typedValue(name, String(v)) : null;
  if (op === "HAS_PROPERTY") return (r) => val(r, name) !== null;
  if (op === "NOT_HAS_PROPERTY") return (r) => val(r, name) === null;
  if (op === "IN" || op === "NOT_IN") {
    if (!Array.isArray(f.values) || f.values.length === 0 || f.values.length > IN_MAX)
      return `${op} takes 1 to ${IN_MAX} values`;
    const set = new Set(f.values.map(typed));
    return op === "IN" ? (r) => set.has(val(r, name)) : (r) => !set.has(val(r, name));
  }
  const value = typed(f.value);
  if (value === null) return `Filter on ${name} needs a value`;
  if (op === "EQ") return (r) => val(r, name) === value;
  if (op === "NEQ") return (r) => val(r, name) !== value;
  if (op.includes("TOKEN") || op === "BETWEEN") return `${op} is not served by this stand-in`;
  if (typeof value !== "number") return `${op} applies to numbers and dates, not ${name}`;
  const cmp = { LT: (x: number) => x < value, LTE: (x: number) => x <= value, GT: (x: number) => x > value };
  const test = cmp[op as keyof typeof cmp] ?? ((x: number) => x >= value);
  return (r) => {
    const x = val(r, name);
    return typeof x === "number" && test(x);
  };
}

type Search = {
  groups: Filter[][];
  tests: Test[][];
  properties: string[] | null;
  sort: { name: string; desc: boolean } | null;
  limit: number;
  after: number;
};

/** The search body checked as HubSpot checks it. */
function parseSearch(object: keyof typeof KNOWN, body: unknown): Search | string {
  if (!body || typeof body !== "object") return "The request body must be a JSON object";
  const b = body as Record<string, unknown>;
  if (b.query !== undefined) return "Full-text search is not served by this stand-in";
  const groups = b.filterGroups ?? [];
  if (!Array.isArray(groups) || groups.length > 5) return "filterGroups: at most 5";
  let count = 0;
  const tests: Test[][] = [];
  const raw: Filter[][] = [];
  for (const group of groups as { filters?: unknown }[]) {
    if (!Array.isArray(group?.filters) || group.filters.length > 10) return "filters: at most 10 a group";
    count += group.filters.length;
    raw.push(group.filters as Filter[]);
    const compiled = raw[raw.length - 1]!.map((f) => compileFilter(object, f));
    const problem = compiled.find((c) => typeof c === "string");
    if (problem) return problem;
    tests.push(compiled as Test[]);
  }
  if (count > 25) return "At most 25 filters";
  if (b.properties !== undefined && (!Array.isArray(b.properties) || b.properties.some((p) => typeof p !== "string"))) {
    return "properties must be a list of property names";
  }
  const sorts = b.sorts ?? [];
  if (!Array.isArray(sorts) || sorts.length > 1) return "sorts: at most one";
  const s = sorts[0] as { propertyName?: unknown; direction?: unknown } | undefined;
  const sortOk = !s || (KNOWN[object].includes(String(s.propertyName)) && /^(A|DE)SCENDING$/.test(String(s.direction)));
  if (!sortOk) return "sorts: a known propertyName and ASCENDING or DESCENDING";
  const limit = b.limit ?? 10;
  if (typeof limit !== "number" || !Number.isInteger(limit) || limit < 1 || limit > 200) return "limit: 1 to 200";
  if (b.after !== undefined && !(typeof b.after === "string" && /^\d+$/.test(b.after))) return "after: a paging token";
  return {
    groups: raw,
    tests,
    properties: (b.properties as string[] | undefined) ?? null,
    sort: s ? { name: s.propertyName as string, desc: s.direction === "DESCENDING" } : null,
    limit,
    after: Number(b.after ?? 0),
  };
}

const byValue = (name: string, desc: boolean) => (a: HsRecord, b: HsRecord) => {
  const x = val(a, name);
  const y = val(b, name);
  if (x === y) return Number(a.id) - Number(b.id);
  if (x === null) return 1;
  if (y === null) return -1;
  return (x < y ? -1 : 1) * (desc ? -1 : 1);
};

type State = EmployerSide & { data: EmployerCrmData | null; portal: Portal | null; found: Map<string, HsRecord[]> };
const sides = new WeakMap<HubSpotStub, State>();

/** The employer side of a HubSpot stand-in: its settings, its call log, and the edit a test makes between syncs. */
export function employerSide(stub: HubSpotStub): EmployerSide {
  let side = sides.get(stub);
  if (!side) {
    const state: State = {
      resultCap: 10_000,
      pageSize: 200,
      failNext: null,
      requests: [],
      data: null,
      portal: null,
      found: new Map(),
      setTargetAmount(quotaId, amount) {
        const t = portalOf(stub, state).quotaTarget.get(quotaId);
        const quota = stub.employer?.quotas.find((q) => q.id === quotaId);
        if (!t || !quota) throw new Error(`no goal target for quota ${quotaId}`);
        quota.amount = amount;
        const now = iso(Math.max(Date.now(), Date.parse(t.updatedAt) + 1));
        Object.assign(
          t,
          record(t.id, { ...t.properties, hs_target_amount: amount.toFixed(2), hs_lastmodifieddate: now }, now),
        );
        state.found.clear();
      },
    };
    sides.set(stub, (side = state));
  }
  return side;
}

function portalOf(stub: HubSpotStub, state: State): Portal {
  if (!state.portal || state.data !== stub.employer) {
    state.data = stub.employer;
    state.portal = render(stub.employer!);
    state.found.clear();
  }
  return state.portal;
}

/** The answer to a call of the employer's portal, or undefined for a path this side does not serve. */
export function employerAnswer(stub: HubSpotStub, req: StubRequest): StubAnswer | undefined {
  const path = req.url.pathname.replace(/\/$/, "");
  const search = /^\/crm\/v3\/objects\/(deals|goal_targets)\/search$/.exec(path);
  const served =
    (req.method === "GET" && (path === "/crm/v3/owners" || path === "/account-info/v3/details")) ||
    (req.method === "POST" && search);
  if (!served || !stub.employer) return undefined;
  const state = employerSide(stub) as State;
  const body = req.method === "POST" ? req.json() : undefined;
  const answer = answerCall(stub, req, path, search?.[1] as keyof typeof KNOWN | undefined, body);
  const total = (answer.body as { total?: number } | undefined)?.total;
  state.requests.push({
    method: req.method,
    path,
    body,
    status: answer.status,
    ...(total === undefined ? {} : { total }),
  });
  return answer;
}

type Served = keyof typeof KNOWN | undefined;
function answerCall(stub: HubSpotStub, req: StubRequest, path: string, object: Served, body: unknown): StubAnswer {
  const state = employerSide(stub) as State;
  const grant = stub.oauth.check(req.bearer());
  if (!grant) return hsError(401, "INVALID_AUTHENTICATION", "Authentication credentials not found or expired.");
  // Grants from before scopes were recorded pass the scopes every connection has; goals are asked for apart.
  const needed = SCOPE_OF[object ?? path]!;
  if (!(grant.scopes ?? (needed === GOALS_SCOPE ? [] : [needed])).includes(needed)) return missingScope(needed);
  if (state.failNext) {
    const failure = state.failNext;
    state.failNext = null;
    return failure;
  }
  const portal = portalOf(stub, state);
  if (path === "/account-info/v3/details") {
    const details = { portalId: 4412345, accountType: "STANDARD", timeZone: "US/Eastern", utcOffset: "-05:00" };
    return { status: 200, body: { ...details, companyCurrency: COMPANY_CURRENCY, additionalCurrencies: ["EUR"] } };
  }
  if (!object) {
    const limit = Number(req.url.searchParams.get("limit") ?? 100);
    const after = Number(req.url.searchParams.get("after") ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500 || !Number.isInteger(after) || after < 0) {
      return refuse("limit: 1 to 500; after: a paging token");
    }
    const email = req.url.searchParams.get("email");
    const owners = email ? portal.owners.filter((o) => o.email === email) : portal.owners;
    const end = after + Math.min(limit, state.pageSize);
    const next = end < owners.length ? { paging: { next: { after: String(end), link: `?after=${end}` } } } : {};
    return { status: 200, body: { results: owners.slice(after, end), ...next } };
  }

  const parsed = parseSearch(object, body);
  if (typeof parsed === "string") return refuse(parsed);
  // Every filter group (they are OR-ed) must carry the filter, or the query hands out more than that.
  const names = (name: string, ops: string[], value?: string) =>
    parsed.groups.length > 0 &&
    parsed.groups.every((g) =>
      g.some(
        (f) => f.propertyName === name && ops.includes(String(f.operator)) && (!value || String(f.value) === value),
      ),
    );
  if (object === "goal_targets" && !names("hs_assignee_user_id", ["EQ", "IN"])) {
    return refuse("This stand-in hands out the goal targets of named users only (hs_assignee_user_id EQ or IN)");
  }
  if (object === "deals" && !names("hs_is_closed_won", ["EQ"], "true")) {
    return refuse("This stand-in hands out won deals only (hs_is_closed_won EQ true)");
  }
  if (parsed.after >= state.resultCap) return refuse(`The search pages through ${state.resultCap} results at most`);
  const key = `${object}|${JSON.stringify(parsed.groups)}|${JSON.stringify(parsed.sort)}`;
  let rows = state.found.get(key);
  if (!rows) {
    const all = portal[object];
    rows =
      parsed.tests.length === 0 ? [...all] : all.filter((r) => parsed.tests.some((group) => group.every((t) => t(r))));
    rows.sort(parsed.sort ? byValue(parsed.sort.name, parsed.sort.desc) : (a, b) => Number(a.id) - Number(b.id));
    state.found.set(key, rows);
  }
  const end = Math.min(parsed.after + Math.min(parsed.limit, state.pageSize), state.resultCap, rows.length);
  // The properties asked for (null where a record has none), unknown names left out as HubSpot does.
  const wanted = [...(parsed.properties ?? []), "hs_object_id"].filter((p) => KNOWN[object].includes(p));
  const results = rows.slice(parsed.after, end).map((r) => ({
    id: r.id,
    properties: Object.fromEntries(wanted.map((p) => [p, r.properties[p] ?? null])),
    createdAt: r.properties.createdate ?? r.properties.hs_createdate ?? r.updatedAt,
    updatedAt: r.updatedAt,
    archived: false,
  }));
  const next = end < rows.length ? { paging: { next: { after: String(end), link: `?after=${end}` } } } : {};
  return { status: 200, body: { total: rows.length, results, ...next } };
}
