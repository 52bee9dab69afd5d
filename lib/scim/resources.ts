// Shaping SCIM answers: a list response with its paging (RFC 7644 §3.4.2.4, 1-based), and a resource narrowed by the
// `attributes` / `excludedAttributes` parameters (§3.4.2.5), with `id`, `schemas` and `meta` always kept.
import { ENTERPRISE_USER_SCHEMA, GROUP_SCHEMA, LIST_RESPONSE_SCHEMA, USER_SCHEMA } from "./urns";

export type ScimResource = Record<string, unknown> & { id?: string; schemas: string[] };

/** The most resources one page holds, whatever `count` asks for (ServiceProviderConfig says so as maxResults). */
export const MAX_PAGE_SIZE = 200;
/** A page's size when `count` is not given. */
export const DEFAULT_PAGE_SIZE = 100;

export type ScimListResponse = {
  schemas: [typeof LIST_RESPONSE_SCHEMA];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: ScimResource[];
};

export function listResponse(resources: ScimResource[], totalResults: number, startIndex: number): ScimListResponse {
  return {
    schemas: [LIST_RESPONSE_SCHEMA],
    totalResults,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

/** Paging as the data layer takes it: `startIndex` below 1 reads as 1, `count` is kept within 0..MAX_PAGE_SIZE. */
export function pageOf(startIndex?: number, count?: number): { offset: number; limit: number; startIndex: number } {
  const start = Math.max(1, Math.trunc(startIndex ?? 1));
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(0, Math.trunc(count ?? DEFAULT_PAGE_SIZE)));
  return { offset: start - 1, limit, startIndex: start };
}

const ALWAYS = new Set(["id", "schemas", "meta"]);
const CORE_PREFIXES = [USER_SCHEMA, GROUP_SCHEMA].map((urn) => `${urn.toLowerCase()}:`);
const EXTENSIONS = [ENTERPRISE_USER_SCHEMA];

/** An attribute path as [top-level key (lower case), sub-attribute (lower case) or null]. */
function splitPath(path: string): [string, string | null] {
  const lower = path.trim().toLowerCase();
  const extension = EXTENSIONS.find((urn) => lower.startsWith(`${urn.toLowerCase()}:`));
  if (extension) {
    const rest = lower.slice(extension.length + 1);
    return [extension.toLowerCase(), rest || null];
  }
  if (EXTENSIONS.some((urn) => lower === urn.toLowerCase())) return [lower, null];
  const core = CORE_PREFIXES.find((prefix) => lower.startsWith(prefix));
  const plain = core ? lower.slice(core.length) : lower;
  const dot = plain.indexOf(".");
  return dot < 0 ? [plain, null] : [plain.slice(0, dot), plain.slice(dot + 1)];
}

/** The comma-separated attribute paths of a parameter. */
export const attributeList = (value: string | undefined | null): string[] =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/** Whether an attribute (by top-level name) is left out by the parameters: lets a query skip reading it. */
export function isExcluded(name: string, params: { attributes?: string[]; excludedAttributes?: string[] }): boolean {
  const key = name.toLowerCase();
  if (params.attributes?.length) return !params.attributes.some((path) => splitPath(path)[0] === key);
  return (params.excludedAttributes ?? []).some((path) => {
    const [top, sub] = splitPath(path);
    return top === key && sub === null;
  });
}

/** The value of `key` (case ignored) in an object, and the key as the object spells it. */
function entry(object: Record<string, unknown>, key: string): [string, unknown] | null {
  const found = Object.keys(object).find((k) => k.toLowerCase() === key);
  return found === undefined ? null : [found, object[found]];
}

/** Keeps only the sub-attribute of a complex value (or of each element of a multi-valued one). */
function pickSub(value: unknown, sub: string): unknown {
  if (Array.isArray(value)) return value.map((item) => pickSub(item, sub));
  if (!value || typeof value !== "object") return value;
  const found = entry(value as Record<string, unknown>, sub);
  return found ? { [found[0]]: found[1] } : {};
}

/** Drops the sub-attribute from a complex value (or from each element of a multi-valued one). */
function dropSub(value: unknown, sub: string): unknown {
  if (Array.isArray(value)) return value.map((item) => dropSub(item, sub));
  if (!value || typeof value !== "object") return value;
  const copy = { ...(value as Record<string, unknown>) };
  const found = entry(copy, sub);
  if (found) delete copy[found[0]];
  return copy;
}

/** The resource narrowed by the parameters (RFC 7644 §3.4.2.5); the resource itself when neither is given. */
export function projectResource<R extends ScimResource>(
  resource: R,
  params: { attributes?: string[]; excludedAttributes?: string[] },
): ScimResource {
  if (params.attributes?.length) {
    const result: ScimResource = { schemas: resource.schemas };
    for (const key of Object.keys(resource)) if (ALWAYS.has(key)) result[key] = resource[key];
    for (const path of params.attributes) {
      const [top, sub] = splitPath(path);
      const found = entry(resource, top);
      if (!found) continue;
      const [key, value] = found;
      result[key] = sub === null ? value : mergeSub(result[key], pickSub(value, sub));
    }
    return result;
  }
  if (params.excludedAttributes?.length) {
    const result: ScimResource = { ...resource };
    for (const path of params.excludedAttributes) {
      const [top, sub] = splitPath(path);
      const found = entry(result, top);
      if (!found || ALWAYS.has(found[0])) continue;
      if (sub === null) delete result[found[0]];
      else result[found[0]] = dropSub(found[1], sub);
    }
    return result;
  }
  return resource;
}

/** Two picks of sub-attributes of one attribute, merged (`name.givenName,name.familyName`). */
function mergeSub(existing: unknown, picked: unknown): unknown {
  if (existing === undefined) return picked;
  if (Array.isArray(existing) && Array.isArray(picked)) {
    return existing.map((item, i) => ({ ...(item as object), ...(picked[i] as object) }));
  }
  if (existing && picked && typeof existing === "object" && typeof picked === "object")
    return { ...existing, ...picked };
  return picked;
}
