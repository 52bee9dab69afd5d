// Single sign-on in API tests: an Enterprise organisation with a verified domain of its own, its connection saved
// through the API, and a browser's part played by a request context of its own (its cookie jar is the browser's).
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import { BASE_URL } from "../base-url";
import type { OidcIdp } from "../stubs/oidc-idp";
import type { SamlIdp } from "../stubs/saml-idp";
import { expect, uniqueSuffix, type NewUserInput, type RegisteredUser } from "./helpers";
import { createOrg, operatorVerifyDomain, setOrgPlan } from "./orgs-helpers";

export const ACS_URL = `${BASE_URL}/api/sso/saml/acs`;
export const spEntityId = (orgId: number) => `${BASE_URL}/api/sso/saml/metadata/${orgId}`;

type NewUser = (input?: NewUserInput) => Promise<RegisteredUser>;

export type SsoOrg = { owner: RegisteredUser; org: { id: number; name: string }; domain: string };

/** An Enterprise organisation (`seats` seats) with a verified domain of its own; its owner's address is there. */
export async function ssoOrg(newUser: NewUser, { seats = 10 } = {}): Promise<SsoOrg> {
  const domain = `sso-${uniqueSuffix()}.test`;
  const owner = await newUser({ email: `owner-${uniqueSuffix()}@${domain}` });
  const org = await createOrg(owner);
  await setOrgPlan(org.id, seats);
  await operatorVerifyDomain(org.id, domain);
  return { owner, org, domain };
}

/** Saves the organisation's SAML connection with the stub's metadata (201). */
export async function connectSaml(
  owner: RegisteredUser,
  orgId: number,
  idp: SamlIdp,
  extra: { enforce?: boolean; defaultRole?: string } = {},
): Promise<void> {
  const saved = await owner.api.post(`/api/orgs/${orgId}/sso`, {
    data: { type: "saml", metadataXml: idp.metadataXml(), ...extra },
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

/** Saves the organisation's OIDC connection with the stub as its issuer (201). */
export async function connectOidc(
  owner: RegisteredUser,
  orgId: number,
  idp: OidcIdp,
  extra: { enforce?: boolean; defaultRole?: string } = {},
): Promise<void> {
  const saved = await owner.api.post(`/api/orgs/${orgId}/sso`, {
    data: { type: "oidc", issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, ...extra },
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

/** A browser of its own: a request context with an empty cookie jar. Dispose of it at the end. */
export const newBrowser = (): Promise<APIRequestContext> => playwrightRequest.newContext({ baseURL: BASE_URL });

/** POST /api/sso/saml/acs as the identity provider's page does (a form), asking for JSON, not following the 303. */
export function postToAcs(
  browser: APIRequestContext,
  samlResponse: string,
  { relayState, accept = "application/json" }: { relayState?: string; accept?: string } = {},
): Promise<APIResponse> {
  return browser.post("/api/sso/saml/acs", {
    form: { SAMLResponse: samlResponse, ...(relayState ? { RelayState: relayState } : {}) },
    headers: { accept, origin: "https://idp.example" },
    maxRedirects: 0,
  });
}

/** POST /api/auth/sso/start: the identity provider's URL for the address (200), or the refusal. */
export async function startSso(browser: APIRequestContext, email: string, next?: string): Promise<string> {
  const started = await browser.post("/api/auth/sso/start", { data: { email, ...(next ? { next } : {}) } });
  expect(started.status(), await started.text()).toBe(200);
  const { url } = (await started.json()) as { url: string };
  return url;
}

/** Who the browser is signed in as (GET /api/auth/me), or null. */
export async function signedInAs(browser: APIRequestContext): Promise<{ id: number; email: string } | null> {
  const me = await browser.get("/api/auth/me");
  return me.status() === 200 ? ((await me.json()) as { id: number; email: string }) : null;
}

/** The organisation's members as its owner sees them. */
export async function membersOf(owner: RegisteredUser, orgId: number) {
  const list = await owner.api.get(`/api/orgs/${orgId}/members`);
  expect(list.status()).toBe(200);
  return (await list.json()) as { userId: number; email: string; role: string; fullName: string }[];
}

/** The organisation's audit trail as its owner sees it. */
export async function auditOf(owner: RegisteredUser, orgId: number) {
  const trail = await owner.api.get(`/api/orgs/${orgId}/audit`);
  expect(trail.status()).toBe(200);
  return (await trail.json()) as {
    action: string;
    actorId: number | null;
    targetUserId: number | null;
    details: Record<string, unknown>;
  }[];
}

/** A new address at the organisation's domain. */
export const addressAt = (domain: string, who = "rep") => `${who}-${uniqueSuffix()}@${domain}`;
