// The `filter` of a SCIM list (RFC 7644 §3.4.2.2), parsed with scim2-parse-filter and narrowed to what the service
// answers: `eq` on the attributes identity providers match on, joined with `and` / `or`. Anything else is an
// invalidFilter error the caller answers with 400. Attribute names are case-insensitive and may carry their schema's URN.
import { parse, type Filter } from "scim2-parse-filter";
import { ENTERPRISE_USER_SCHEMA, GROUP_SCHEMA, USER_SCHEMA } from "./urns";

export type UserFilterAttr = "id" | "userName" | "externalId" | "email" | "active" | "displayName" | "manager";
export type GroupFilterAttr = "id" | "displayName" | "externalId" | "member";

/** A filter as the data layer runs it: comparisons, and clauses that always or never hold. */
export type ScimCriteria<A extends string> =
  | { op: "and" | "or"; items: ScimCriteria<A>[] }
  | { op: "eq"; attr: A; value: string | boolean }
  | { op: "always" | "never" };

export class ScimFilterError extends Error {}

/** The longest filter read (a filter is one or two comparisons; a longer one is not a client's lookup). */
export const MAX_FILTER_LENGTH = 1_000;

const OPERATORS = /\b(eq|ne|co|sw|ew|gt|lt|ge|le)\s+([^\s"()[\]]+)/gi;
const LITERAL = /^(true|false|null|-?\d+(\.\d+)?)$/i;

/** `externalId eq jyoung` (a value without quotes, as one of Microsoft's examples writes it) read as a string. */
const quoteBareValues = (text: string) =>
  text.replace(OPERATORS, (whole, op: string, value: string) => (LITERAL.test(value) ? whole : `${op} "${value}"`));

function parseText(text: string): Filter {
  if (text.length > MAX_FILTER_LENGTH)
    throw new ScimFilterError(`The filter is longer than ${MAX_FILTER_LENGTH} characters`);
  try {
    return parse(text);
  } catch {
    try {
      return parse(quoteBareValues(text));
    } catch (error) {
      throw new ScimFilterError(`The filter could not be read: ${(error as Error).message}`);
    }
  }
}

/** The attribute's path in lower case, without the core schema's URN (and an extension's URN kept, lower case). */
function plainPath(attrPath: string, coreSchema: string): string {
  const lower = attrPath.toLowerCase();
  const core = `${coreSchema.toLowerCase()}:`;
  return lower.startsWith(core) ? lower.slice(core.length) : lower;
}

const MANAGER_PATHS = new Set(
  ["manager", "manager.value"].flatMap((p) => [p, `${ENTERPRISE_USER_SCHEMA.toLowerCase()}:${p}`]),
);

function userAttr(path: string): UserFilterAttr | null {
  if (MANAGER_PATHS.has(path)) return "manager";
  const plain: Record<string, UserFilterAttr> = {
    id: "id",
    username: "userName",
    externalid: "externalId",
    emails: "email",
    "emails.value": "email",
    active: "active",
    displayname: "displayName",
  };
  return plain[path] ?? null;
}

function groupAttr(path: string): GroupFilterAttr | null {
  const plain: Record<string, GroupFilterAttr> = {
    id: "id",
    displayname: "displayName",
    externalid: "externalId",
    members: "member",
    "members.value": "member",
  };
  return plain[path] ?? null;
}

function comparedValue(attr: string, value: unknown): string | boolean {
  if (attr === "active") {
    if (typeof value === "boolean") return value;
    if (typeof value === "string" && /^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
    throw new ScimFilterError("active is compared with true or false");
  }
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  throw new ScimFilterError(`${attr} is compared with a string`);
}

type Resource = "User" | "Group";

/** A value filter inside brackets: `emails[type eq "work"]`, `members[value eq "4"]`. */
function bracket<A extends string>(resource: Resource, attrPath: string, inner: Filter): ScimCriteria<A> {
  const outer = plainPath(attrPath, resource === "User" ? USER_SCHEMA : GROUP_SCHEMA);
  const target =
    resource === "User" && outer === "emails" ? "email" : resource === "Group" && outer === "members" ? "member" : null;
  if (!target) throw new ScimFilterError(`Filtering inside ${attrPath} is not supported`);
  const walk = (f: Filter): ScimCriteria<A> => {
    if (f.op === "and" || f.op === "or") return { op: f.op, items: f.filters.map(walk) };
    if (f.op !== "eq") throw new ScimFilterError(`Only eq is supported inside ${attrPath}`);
    const sub = f.attrPath.toLowerCase();
    if (sub === "value") return { op: "eq", attr: target as A, value: comparedValue(target, f.compValue) };
    // The one address a user has is their work address, and it is the primary one.
    if (target === "email" && sub === "type")
      return { op: String(f.compValue).toLowerCase() === "work" ? "always" : "never" };
    if (target === "email" && sub === "primary")
      return { op: f.compValue === true || f.compValue === "true" ? "always" : "never" };
    throw new ScimFilterError(`Filtering on ${attrPath}.${f.attrPath} is not supported`);
  };
  return walk(inner);
}

function toCriteria<A extends string>(resource: Resource, filter: Filter): ScimCriteria<A> {
  switch (filter.op) {
    case "and":
    case "or":
      return { op: filter.op, items: filter.filters.map((f) => toCriteria<A>(resource, f)) };
    case "[]":
      return bracket<A>(resource, filter.attrPath, filter.valFilter);
    case "eq": {
      const path = plainPath(filter.attrPath, resource === "User" ? USER_SCHEMA : GROUP_SCHEMA);
      const attr = resource === "User" ? userAttr(path) : groupAttr(path);
      if (!attr) throw new ScimFilterError(`Filtering on ${filter.attrPath} is not supported`);
      return { op: "eq", attr: attr as A, value: comparedValue(attr, filter.compValue) };
    }
    default:
      throw new ScimFilterError(`The operator "${filter.op}" is not supported: use eq, and, or`);
  }
}

/** A Users filter as criteria; throws ScimFilterError for one the service does not answer. */
export const parseUserFilter = (text: string): ScimCriteria<UserFilterAttr> =>
  toCriteria<UserFilterAttr>("User", parseText(text));

/** A Groups filter as criteria; throws ScimFilterError for one the service does not answer. */
export const parseGroupFilter = (text: string): ScimCriteria<GroupFilterAttr> =>
  toCriteria<GroupFilterAttr>("Group", parseText(text));
