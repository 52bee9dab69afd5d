// SCIM tests' world: an Enterprise organisation with a verified domain of its own and a SCIM token made through the
// API, a client that calls its base URL the way an identity provider does (bearer token, application/scim+json), and
// people who registered with an address at the domain (so they can sign in, and lose their session when deprovisioned).
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { expect, uniqueSuffix, type NewUserInput, type RegisteredUser } from "./helpers";
import { createOrg, operatorVerifyDomain, setOrgPlan } from "./orgs-helpers";

type MakeUser = (input?: NewUserInput) => Promise<RegisteredUser>;

export const SCIM_TYPE = "application/scim+json";
export const ERROR_URN = "urn:ietf:params:scim:api:messages:2.0:Error";
export const LIST_URN = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
export const PATCH_URN = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
export const USER_URN = "urn:ietf:params:scim:schemas:core:2.0:User";
export const GROUP_URN = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const ENTERPRISE_URN = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";

/** A SCIM client of one organisation: the token in every request, relative paths under the base URL. */
export type ScimClient = {
  token: string;
  basePath: string;
  get(path: string): Promise<APIResponse>;
  delete(path: string): Promise<APIResponse>;
  post(path: string, body: unknown): Promise<APIResponse>;
  put(path: string, body: unknown): Promise<APIResponse>;
  patch(path: string, body: unknown): Promise<APIResponse>;
  dispose(): Promise<void>;
};

/** Requests as an identity provider sends them: Authorization: Bearer, bodies as application/scim+json. */
export async function scimClient(token: string, baseUrl: string): Promise<ScimClient> {
  const api = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}`, Accept: SCIM_TYPE },
  });
  const basePath = new URL(baseUrl).pathname;
  const url = (path: string) => `${basePath}${path}`;
  const send = (method: "post" | "put" | "patch") => (path: string, body: unknown) =>
    api[method](url(path), { headers: { "Content-Type": SCIM_TYPE }, data: JSON.stringify(body) });
  return {
    token,
    basePath,
    get: (path) => api.get(url(path)),
    delete: (path) => api.delete(url(path)),
    post: send("post"),
    put: send("put"),
    patch: send("patch"),
    dispose: () => api.dispose(),
  };
}

/** Makes (or rotates) the organisation's token through the API: 201 with the token, its base URL and when. */
export async function createScimToken(owner: RegisteredUser, orgId: number) {
  const response = await owner.api.post(`/api/orgs/${orgId}/scim/token`);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { token: string; baseUrl: string; createdAt: string };
}

/** An Enterprise organisation with `seats`, a verified domain of its own and a SCIM client with its token. */
export async function scimOrg(newUser: MakeUser, { seats = 20 }: { seats?: number } = {}) {
  const owner = await newUser();
  const org = await createOrg(owner, `SCIM ${uniqueSuffix()}`);
  await setOrgPlan(org.id, seats);
  const domain = `scim-${uniqueSuffix()}.test`;
  await operatorVerifyDomain(org.id, domain);
  const created = await createScimToken(owner, org.id);
  const scim = await scimClient(created.token, created.baseUrl);
  return { owner, org, domain, scim, ...created };
}

/** A person who registered (and confirmed) an address at the domain: they have a password and a session. */
export const personAt = (newUser: MakeUser, domain: string, local = `rep.${uniqueSuffix()}`) =>
  newUser({ email: `${local}@${domain}` });

export type MemberRow = { userId: number; role: string; managerId: number | null; managerSetBy: number | null };

/** The organisation's members as the team page reads them. */
export async function membersOf(api: APIRequestContext, orgId: number): Promise<MemberRow[]> {
  const response = await api.get(`/api/orgs/${orgId}/members`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** A SCIM answer's JSON, after checking its status and that it is application/scim+json. */
export async function scimBody<T = Record<string, unknown>>(response: APIResponse, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status(), text).toBe(status);
  expect(response.headers()["content-type"]).toContain(SCIM_TYPE);
  return JSON.parse(text) as T;
}

/** Expects a SCIM error: the status (also as a string in the body) and, when given, the scimType. */
export async function expectScimError(response: APIResponse, status: number, scimType?: string) {
  const body = await scimBody<{ schemas: string[]; status: string; scimType?: string; detail?: string }>(
    response,
    status,
  );
  expect(body.schemas).toEqual([ERROR_URN]);
  expect(body.status).toBe(String(status));
  if (scimType) expect(body.scimType).toBe(scimType);
  return body;
}

/** Whether the signed-in context still has a session. */
export async function signedIn(api: APIRequestContext): Promise<number> {
  return (await api.get("/api/auth/me")).status();
}
