import "server-only";
// What each SCIM route answers, from the data layer's rows: lists with their paging and filter, one resource narrowed
// by `attributes` / `excludedAttributes`, 201 with Location for a creation, 204 for a deletion and for a Group PATCH
// (Microsoft Entra asks for it; Okta takes it), and the discovery documents under the organisation's base URL.
import { findById, resourceTypes, schemaDefinitions, serviceProviderConfig } from "@/lib/scim/discovery";
import { parseGroupFilter, parseUserFilter } from "@/lib/scim/filter";
import { attributeList, isExcluded, listResponse, projectResource, type ScimResource } from "@/lib/scim/resources";
import type { z } from "zod";
import type { scimListQuerySchema, scimResourceQuerySchema } from "@/lib/validators/scim";
import { getDb } from "../db/client";
import { groupsOf, listDirectory, userResource } from "../data/orgs/scim-directory";
import { listScimGroups, readScimGroup } from "../data/orgs/scim-groups";
import { readUser } from "../data/orgs/scim-users";
import { scimJson, scimNotFound } from "./errors";
import type { ScimCaller } from "./frame";

type ListQuery = z.output<typeof scimListQuerySchema>;
type ResourceQuery = z.output<typeof scimResourceQuerySchema>;

const projection = (query: ResourceQuery) => ({
  attributes: attributeList(query.attributes),
  excludedAttributes: attributeList(query.excludedAttributes),
});

const isBlank = (filter: string | undefined) => !filter || !filter.trim();

export async function usersList(caller: ScimCaller, query: ListQuery): Promise<Response> {
  const criteria = isBlank(query.filter) ? null : parseUserFilter(query.filter!);
  const db = await getDb();
  const page = await listDirectory(db, caller.org.id, criteria, query);
  const params = projection(query);
  const ids = page.rows.map((row) => row.user.id);
  const groups = isExcluded("groups", params) ? null : await groupsOf(db, caller.org.id, ids, caller.baseUrl);
  const resources = page.rows.map((row) =>
    projectResource(userResource(row, groups?.get(row.user.id), caller.baseUrl), params),
  );
  return scimJson(listResponse(resources, page.total, page.startIndex));
}

/** The id of a User in a path: an account id, or 404. */
export function userIdOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw scimNotFound("User", raw);
  return Number(raw);
}

export async function userAnswer(
  caller: ScimCaller,
  userId: number,
  query: ResourceQuery,
  init: { status?: number } = {},
): Promise<Response> {
  const resource = projectResource(await readUser(caller, userId), projection(query));
  const location = String((resource.meta as { location?: string } | undefined)?.location ?? "");
  return scimJson(resource, { status: init.status, headers: init.status === 201 ? { Location: location } : {} });
}

export async function groupsList(caller: ScimCaller, query: ListQuery): Promise<Response> {
  const criteria = isBlank(query.filter) ? null : parseGroupFilter(query.filter!);
  const params = projection(query);
  const page = await listScimGroups(caller, criteria, query, !isExcluded("members", params));
  const resources = page.resources.map((resource) => projectResource(resource, params));
  return scimJson(listResponse(resources, page.total, page.startIndex));
}

export async function groupAnswer(
  caller: ScimCaller,
  groupId: string,
  query: ResourceQuery,
  init: { status?: number } = {},
): Promise<Response> {
  const params = projection(query);
  const resource = projectResource(await readScimGroup(caller, groupId, !isExcluded("members", params)), params);
  const location = String((resource.meta as { location?: string } | undefined)?.location ?? "");
  return scimJson(resource, { status: init.status, headers: init.status === 201 ? { Location: location } : {} });
}

/** 204: nothing to say (a deletion, a Group PATCH without attributes asked for). */
export const noContent = () => new Response(null, { status: 204 });

/** Whether the query asks for attributes back (a Group PATCH then answers the group). */
export const asksForAttributes = (query: ResourceQuery) => Boolean(query.attributes || query.excludedAttributes);

const discoveryList = (resources: ScimResource[]) => scimJson(listResponse(resources, resources.length, 1));

export const serviceProviderConfigAnswer = (caller: ScimCaller) => scimJson(serviceProviderConfig(caller.baseUrl));
export const resourceTypesAnswer = (caller: ScimCaller) => discoveryList(resourceTypes(caller.baseUrl));
export const schemasAnswer = (caller: ScimCaller) => discoveryList(schemaDefinitions(caller.baseUrl));

export function resourceTypeAnswer(caller: ScimCaller, id: string): Response {
  const found = findById(resourceTypes(caller.baseUrl), id);
  if (!found) throw scimNotFound("Resource", id);
  return scimJson(found);
}

export function schemaAnswer(caller: ScimCaller, id: string): Response {
  const found = findById(schemaDefinitions(caller.baseUrl), id);
  if (!found) throw scimNotFound("Resource", id);
  return scimJson(found);
}
