// The steps of an organisation's CRM for the employer CRM tests, as an owner's browser and client make them: an
// Enterprise organisation with a verified domain and sellers whose confirmed addresses are at it, the connect through
// the stub's consent, a sync followed to its end, and the review list read page by page.
import type { APIRequestContext } from "@playwright/test";
import type { EmployerCrmData } from "../stubs/employer-crm-data";
import { expect, newUser, type RegisteredUser } from "./helpers";
import { addMember, createOrg, operatorVerifyDomain, setOrgPlan, type OrgRole } from "./orgs-helpers";

export type AttainmentRow = {
  id: number;
  userId: number;
  name: string;
  period: string;
  quota: number;
  closed: number;
  attainment: number | null;
  currency: string;
  closedCurrency: string;
  flag: string | null;
  source: { provider: string; ids: string[] };
  status: "new" | "signed" | "changed" | "flagged";
};

export type CrmStatus = {
  connections: Array<{
    provider: string;
    connectedBy: { id: number; name: string | null } | null;
    accountId: string;
    instanceUrl: string | null;
    needsReconnect: boolean;
    lastSync: { state: string | null; progress: number; error: string | null };
    counts: { crmUsers: number; matchedSellers: number; rows: number; flagged: number; deals: number } | null;
  }>;
  unmatched: {
    crmUsers: Array<{ crmUserId: string; name: string | null; email: string | null }>;
    members: Array<{ userId: number; fullName: string; email: string }>;
  };
};

export type EmployerOrg = { id: number; owner: RegisteredUser; sellers: RegisteredUser[] };

/**
 * An Enterprise organisation at `data.domain` (verified by the operator) whose owner's address is at the domain, with
 * the first `sellerCount` of the CRM's sellers as members (accounts at their CRM addresses, confirmed).
 */
export async function employerOrg(
  baseURL: string,
  data: EmployerCrmData,
  sellerCount: number,
  track: RegisteredUser[],
): Promise<EmployerOrg> {
  const user = async (email: string, fullName: string) => {
    const made = await newUser(undefined, { email, fullName }, baseURL);
    track.push(made);
    return made;
  };
  const owner = await user(`owner.${Date.now().toString(36)}@${data.domain}`, "Priya Shah");
  const org = await createOrg(owner, `Acme ${data.domain}`);
  await setOrgPlan(org.id, 200, "enterprise", baseURL);
  await operatorVerifyDomain(org.id, data.domain, baseURL);
  const sellers: RegisteredUser[] = [];
  for (const seller of data.sellers.slice(0, sellerCount)) {
    const member = await user(seller.email, seller.name);
    await addMember(owner, org.id, member, "seller");
    sellers.push(member);
  }
  return { id: org.id, owner, sellers };
}

/** A member of another role, with a confirmed address at the domain. */
export async function memberWithRole(
  baseURL: string,
  org: EmployerOrg,
  domain: string,
  role: OrgRole,
  track: RegisteredUser[],
): Promise<RegisteredUser> {
  const member = await newUser(undefined, { email: `${role}.${Date.now().toString(36)}@${domain}` }, baseURL);
  track.push(member);
  await addMember(org.owner, org.id, member, role);
  return member;
}

/** POST .../crm/{provider}/connect, the stub's consent, then the callback: where the app sends the browser. */
export async function connectEmployer(
  api: APIRequestContext,
  orgId: number,
  provider: string,
): Promise<{ authorize: URL; location: string }> {
  const started = await api.post(`/api/orgs/${orgId}/crm/${provider}/connect`);
  expect(started.status(), await started.text()).toBe(200);
  const authorize = new URL(((await started.json()) as { url: string }).url);
  const consent = await api.get(authorize.toString(), { maxRedirects: 0 });
  expect(consent.status(), await consent.text()).toBe(302);
  const back = new URL(consent.headers().location!);
  const callback = await api.get(back.pathname + back.search, { maxRedirects: 0 });
  expect(callback.status()).toBe(302);
  return { authorize, location: callback.headers().location! };
}

export async function crmStatus(api: APIRequestContext, orgId: number): Promise<CrmStatus> {
  const answer = await api.get(`/api/orgs/${orgId}/crm`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as CrmStatus;
}

/** POST .../crm/sync (202), then the status until every connection's sync is over; the final status. */
export async function syncEmployer(api: APIRequestContext, orgId: number): Promise<CrmStatus> {
  const started = await api.post(`/api/orgs/${orgId}/crm/sync`);
  expect(started.status(), await started.text()).toBe(202);
  let status: CrmStatus | null = null;
  await expect
    .poll(
      async () => {
        status = await crmStatus(api, orgId);
        return status.connections.every((c) => c.lastSync.state !== "running");
      },
      { timeout: 90_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  const done = status as unknown as CrmStatus;
  for (const c of done.connections) expect(c.lastSync, JSON.stringify(c.lastSync)).toMatchObject({ state: "done" });
  return done;
}

/** Every row of the review list for the query, following nextCursor. */
export async function allAttainment(
  api: APIRequestContext,
  orgId: number,
  query: Record<string, string> = {},
): Promise<AttainmentRow[]> {
  const rows: AttainmentRow[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: "40", ...query, ...(cursor ? { cursor } : {}) });
    const answer = await api.get(`/api/orgs/${orgId}/crm/attainment?${params}`);
    expect(answer.status(), await answer.text()).toBe(200);
    const page = (await answer.json()) as { rows: AttainmentRow[]; nextCursor: string | null };
    rows.push(...page.rows);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

export async function signOff(api: APIRequestContext, orgId: number, rows: { userId: number; period: string }[]) {
  return api.post(`/api/orgs/${orgId}/crm/signoff`, { data: { rows } });
}
