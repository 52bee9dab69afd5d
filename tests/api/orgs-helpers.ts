// Building organisations in API tests through the calls a real team uses: create, the operator's plan, invitations
// read from the outbox and accepted by the invitee, reporting lines set by the owner.
import { expect, type APIRequestContext } from "@playwright/test";
import { waitForMail } from "../outbox";
import { adminApi, type RegisteredUser } from "./helpers";

export type OrgRole = "admin" | "manager" | "seller" | "recruiter";

export async function createOrg(
  owner: RegisteredUser,
  name = `Org ${owner.username}`,
): Promise<{ id: number; name: string }> {
  const response = await owner.api.post("/api/orgs", { data: { name } });
  expect(response.status()).toBe(201);
  return response.json();
}

/** The operator's call: plan and seats. */
export async function setOrgPlan(
  orgId: number,
  seats: number,
  tier: "enterprise" | "team" = "enterprise",
  baseURL?: string,
): Promise<void> {
  const admin = await adminApi(baseURL);
  try {
    const response = await admin.post(`/api/admin/orgs/${orgId}/plan`, { data: { tier, seats } });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** The operator verifies a domain for the organisation (POST /api/admin/orgs/{id}/domains). */
export async function operatorVerifyDomain(orgId: number, domain: string, baseURL?: string): Promise<void> {
  const admin = await adminApi(baseURL);
  try {
    const response = await admin.post(`/api/admin/orgs/${orgId}/domains`, { data: { domain } });
    expect(response.status(), await response.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
}

/** The /join/<token> path of the invitation e-mailed to `email`. */
export async function invitationToken(api: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForMail(api, email, "invited you to");
  const match = /\/join\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no invitation link in:\n${mail.text}`);
  expect(mail.html).toContain(`/join/${match[1]}`);
  return match[1]!;
}

/** Invites `member` with `role` and has them accept. */
export async function addMember(
  owner: RegisteredUser,
  orgId: number,
  member: RegisteredUser,
  role: OrgRole,
): Promise<void> {
  const invited = await owner.api.post(`/api/orgs/${orgId}/invitations`, { data: { email: member.email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = await invitationToken(owner.api, member.email);
  const accepted = await member.api.post(`/api/invitations/${token}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
}

export async function setManager(
  owner: RegisteredUser,
  orgId: number,
  member: RegisteredUser,
  manager: RegisteredUser | null,
) {
  const response = await owner.api.put(`/api/orgs/${orgId}/members/${member.id}`, {
    data: { managerId: manager?.id ?? null },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function addQuotaRecord(
  rep: RegisteredUser,
  year: number,
  quota: number,
  attainment: number,
): Promise<number> {
  const response = await rep.api.post("/api/quota-records", {
    data: { year, quota: String(quota), attainment: String(attainment), periodType: "annual" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

/** A quota record of `seller` last year (quota 100,000), attested by their manager: verified. */
export async function attestedRecord(
  orgId: number,
  seller: RegisteredUser,
  manager: RegisteredUser,
  attainment: number,
  year = new Date().getUTCFullYear() - 1,
): Promise<number> {
  const recordId = await addQuotaRecord(seller, year, 100000, attainment);
  const asked = await seller.api.post(`/api/orgs/${orgId}/attestations`, { data: { quotaRecordId: recordId } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  const approved = await manager.api.post(`/api/orgs/${orgId}/attestations/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  return recordId;
}
