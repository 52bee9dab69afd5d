// SCIM PATCH (RFC 7644 §3.5.2) as Okta and Microsoft Entra send it. A User is patched whole with scim-patch (paths
// with filters such as `emails[type eq "work"].value`, dotted and extension paths, a `replace` with no path whose value
// holds the attributes), then the providers' spellings are read one way: "True"/"False" as booleans, the manager as an
// id whether it came as a string, an object or a list of one, at `manager` or in the enterprise extension. A Group's
// PATCH becomes a plan (its name, its external id, who joins and who leaves) so that a big group is never loaded.
import { parse, type Filter } from "scim2-parse-filter";
import { scimPatch, ScimError as PatchLibraryError, NoTarget, InvalidScimPatchRequest } from "scim-patch";
import type { ScimResource } from "./resources";
import { ENTERPRISE_USER_SCHEMA, type ScimType } from "./urns";

/** A PATCH the service cannot apply: the caller answers 400 with the SCIM type. */
export class ScimPatchError extends Error {
  constructor(
    message: string,
    readonly scimType: ScimType,
  ) {
    super(message);
  }
}

export type PatchOp = { op: "add" | "remove" | "replace"; path?: string; value?: unknown };

/** The operations with their `op` in lower case, checked as RFC 7644 asks: a remove names its target, an add a value. */
export function normalizeOps(operations: readonly { op: string; path?: string | null; value?: unknown }[]): PatchOp[] {
  return operations.map((operation) => {
    const op = operation.op.toLowerCase();
    if (op !== "add" && op !== "remove" && op !== "replace") {
      throw new ScimPatchError(`Unknown op "${operation.op}"`, "invalidSyntax");
    }
    const path = operation.path?.trim() || undefined;
    if (op === "remove" && !path) throw new ScimPatchError("A remove operation needs a path", "noTarget");
    if (op !== "remove" && operation.value === undefined) {
      throw new ScimPatchError(`An ${op} operation needs a value`, "invalidValue");
    }
    return { op, path, value: operation.value };
  });
}

/** "True", "false" (any case) as booleans; anything else as it is. */
export const booleanOf = (value: unknown): unknown =>
  typeof value === "string" && /^(true|false)$/i.test(value) ? value.toLowerCase() === "true" : value;

/**
 * The manager a value names, as an id: undefined when the value says nothing, null when it clears the manager.
 * Accepts "12", 12, { value: "12" }, [{ value: "12", $ref: ... }] and "" or null to clear.
 */
export function managerIdOf(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : managerIdOf(value[0]);
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "object") {
    const inner = (value as { value?: unknown }).value;
    return inner === undefined ? null : managerIdOf(inner);
  }
  return undefined;
}

/** The key of an object that equals `key` with case ignored. */
const keyLike = (object: Record<string, unknown>, key: string) =>
  Object.keys(object).find((k) => k.toLowerCase() === key.toLowerCase());

/**
 * The patched resource in one spelling: the enterprise extension under its URN as written in RFC 7643 (whatever case
 * the path used), a top-level `manager` moved into it, `active` a boolean.
 */
function tidyUser(resource: Record<string, unknown>): ScimResource {
  const ext: Record<string, unknown> = {};
  for (const key of Object.keys(resource)) {
    if (key.toLowerCase() === ENTERPRISE_USER_SCHEMA.toLowerCase()) {
      const value = resource[key];
      if (value && typeof value === "object") Object.assign(ext, value);
      delete resource[key];
    }
  }
  const topManager = keyLike(resource, "manager");
  if (topManager) {
    ext.manager = resource[topManager];
    delete resource[topManager];
  }
  if (Object.keys(ext).length > 0) resource[ENTERPRISE_USER_SCHEMA] = ext;
  const active = keyLike(resource, "active");
  if (active) resource.active = booleanOf(resource[active]);
  if (active && active !== "active") delete resource[active];
  return resource as ScimResource;
}

/** scim-patch's errors as SCIM error types. */
function patchFailure(error: unknown): ScimPatchError {
  if (error instanceof ScimPatchError) return error;
  if (error instanceof NoTarget) return new ScimPatchError(error.message, "noTarget");
  if (error instanceof InvalidScimPatchRequest) return new ScimPatchError(error.message, "invalidSyntax");
  if (error instanceof PatchLibraryError) return new ScimPatchError(error.message, "invalidValue");
  return new ScimPatchError(`The patch could not be applied: ${(error as Error).message}`, "invalidValue");
}

/** The User after the operations (the original is left as it was). */
export function patchUser(resource: ScimResource, ops: readonly PatchOp[]): ScimResource {
  try {
    const patched = scimPatch(structuredClone(resource) as ScimResource & { meta: never }, [...ops] as never, {
      mutateDocument: true,
      treatMissingAsAdd: true,
    }) as unknown as Record<string, unknown>;
    return tidyUser(patched);
  } catch (error) {
    throw patchFailure(error);
  }
}

/** What a Group PATCH changes: its name and external id, and its members from a base (its current ones, or none). */
export type GroupPatchPlan = {
  displayName?: string;
  externalId?: string | null;
  members: { base: "current" | "none"; add: string[]; remove: string[] };
};

/** The member ids a value lists: [{ value: "1" }, ...], one such object, or plain ids. */
function memberIds(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => {
    const id = item && typeof item === "object" ? (item as { value?: unknown }).value : item;
    if (typeof id === "number" || (typeof id === "string" && id.trim())) return String(id).trim();
    throw new ScimPatchError("Each member needs a value (the user's id)", "invalidValue");
  });
}

/** The ids a `members[...]` filter names: `value eq "1"`, several joined with `or`. */
function filteredIds(inner: string): string[] {
  let filter: Filter;
  try {
    filter = parse(inner);
  } catch (error) {
    throw new ScimPatchError(`The member filter could not be read: ${(error as Error).message}`, "invalidFilter");
  }
  const walk = (f: Filter): string[] => {
    if (f.op === "or") return f.filters.flatMap(walk);
    if (f.op === "eq" && f.attrPath.toLowerCase() === "value") return [String(f.compValue)];
    throw new ScimPatchError('Members are picked with value eq "<id>"', "invalidFilter");
  };
  return walk(filter);
}

const MEMBER_FILTER = /^members\[(.+)\]$/i;
const IGNORED_GROUP_KEYS = new Set(["id", "schemas", "meta"]);

/** The Group PATCH as a plan; throws ScimPatchError for an operation the service does not take. */
export function planGroupPatch(ops: readonly PatchOp[]): GroupPatchPlan {
  const plan: GroupPatchPlan = { members: { base: "current", add: [], remove: [] } };
  const adds = new Set<string>();
  const removes = new Set<string>();
  const join = (ids: string[]) => ids.forEach((id) => (adds.add(id), removes.delete(id)));
  const leave = (ids: string[]) => ids.forEach((id) => (removes.add(id), adds.delete(id)));
  const replaceAll = (ids: string[]) => {
    plan.members.base = "none";
    adds.clear();
    removes.clear();
    join(ids);
  };
  const setAttribute = (op: PatchOp["op"], name: string, value: unknown) => {
    const key = name.toLowerCase();
    if (IGNORED_GROUP_KEYS.has(key)) return;
    if (key === "displayname") {
      if (op === "remove" || typeof value !== "string" || !value.trim()) {
        throw new ScimPatchError("displayName must be a non-empty string", "invalidValue");
      }
      plan.displayName = value.trim();
    } else if (key === "externalid") {
      plan.externalId = op === "remove" || value === null || value === "" ? null : String(value);
    } else if (key === "members") {
      if (op === "add") join(memberIds(value));
      else if (op === "replace") replaceAll(value === null ? [] : memberIds(value));
      else if (value === undefined) replaceAll([]);
      else leave(memberIds(value));
    } else {
      throw new ScimPatchError(`The attribute ${name} cannot be changed`, "invalidValue");
    }
  };
  for (const op of ops) {
    if (!op.path) {
      if (!op.value || typeof op.value !== "object" || Array.isArray(op.value)) {
        throw new ScimPatchError("An operation without a path takes an object of attributes", "invalidValue");
      }
      for (const [name, value] of Object.entries(op.value)) setAttribute(op.op, name, value);
      continue;
    }
    const filtered = MEMBER_FILTER.exec(op.path);
    if (filtered) {
      if (op.op !== "remove") throw new ScimPatchError("Add members with the path members and a list", "invalidValue");
      leave(filteredIds(filtered[1]!));
      continue;
    }
    setAttribute(op.op, op.path.replace(/^urn:ietf:params:scim:schemas:core:2\.0:Group:/i, ""), op.value);
  }
  plan.members.add = [...adds];
  plan.members.remove = [...removes];
  return plan;
}
