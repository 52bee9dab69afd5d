// Organisations a hiring manager can trust: a name, logo and colour show on members' public pages only once the
// operator put the organisation on Enterprise and it proved it holds a domain (a DNS TXT record here, a confirmed
// address in org-vetting-mail.spec.ts). After that, its name and domains are the operator's to change.
import { publishTxtRecord } from "../dns";
import { createAchievement, createShareLink } from "../share-fixtures";
import { adminApi, expect, test, uniqueSuffix, type RegisteredUser } from "./helpers";
import { addMember, createOrg, setOrgPlan } from "./orgs-helpers";

type DomainView = {
  domain: string;
  verifiedAt: string | null;
  method: string | null;
  txtRecord: { name: string; value: string };
};

/** Adds `domain` (202: waiting for DNS), publishes its TXT record and checks it (200: verified by DNS). */
async function verifyByDns(owner: RegisteredUser, orgId: number, domain: string): Promise<DomainView> {
  const added = await owner.api.post(`/api/orgs/${orgId}/domains`, { data: { domain } });
  expect(added.status(), await added.text()).toBe(202);
  const pending = (await added.json()) as DomainView;
  publishTxtRecord(pending.txtRecord.name, pending.txtRecord.value);
  const checked = await owner.api.post(`/api/orgs/${orgId}/domains/${domain}/check`);
  expect(checked.status(), await checked.text()).toBe(200);
  return checked.json();
}

test("a Starter rep's organisation named Salesforce shows nothing of it until the operator vets it and a domain is verified", async ({
  newUser,
}) => {
  const rep = await newUser();
  const org = await createOrg(rep, "Salesforce");
  const logoUrl = `https://cdn.example.com/sf-${uniqueSuffix()}.png`;
  expect((await rep.api.patch(`/api/orgs/${org.id}`, { data: { logoUrl, brandColor: "#00a1e0" } })).status()).toBe(200);
  expect((await rep.api.put(`/api/orgs/${org.id}/members/${rep.id}`, { data: { showBranding: true } })).status()).toBe(
    200,
  );
  const achievement = await createAchievement(rep.api, "Closed the largest deal of the quarter");
  const share = await createShareLink(rep.api, [achievement]);
  const shows = async () => {
    const page = await (await rep.api.get(share.path)).text();
    return { name: page.includes("Salesforce"), logo: page.includes(logoUrl), colour: page.includes("#00a1e0") };
  };
  const nothing = { name: false, logo: false, colour: false };
  expect(await shows()).toEqual(nothing);
  expect(await (await rep.api.get("/api/orgs")).json()).toEqual([
    expect.objectContaining({ id: org.id, domainVerified: false, vetted: false }),
  ]);

  // A verified domain alone does not do it: the operator has not put the organisation on Enterprise.
  const domain = `sf-${uniqueSuffix()}.test`;
  const verified = await verifyByDns(rep, org.id, domain);
  expect(verified).toMatchObject({ domain, method: "dns", verifiedAt: expect.any(String) });
  expect(await shows()).toEqual(nothing);

  // Enterprise alone does not do it either (another organisation, no domain)...
  const other = await newUser();
  const otherOrg = await createOrg(other, "Salesforce");
  await setOrgPlan(otherOrg.id, 5);
  expect(
    (await other.api.put(`/api/orgs/${otherOrg.id}/members/${other.id}`, { data: { showBranding: true } })).status(),
  ).toBe(200);
  const otherShare = await createShareLink(other.api, [await createAchievement(other.api, "A big quarter")]);
  expect(await (await other.api.get(otherShare.path)).text()).not.toContain("Salesforce");

  // ...both together do.
  await setOrgPlan(org.id, 5);
  expect(await shows()).toEqual({ name: true, logo: true, colour: true });
  expect(await (await rep.api.get(`/api/orgs/${org.id}`)).json()).toMatchObject({ domainVerified: true, vetted: true });

  // The plan ends: the branding goes with it.
  await setOrgPlan(org.id, 5, "team");
  expect(await shows()).toEqual(nothing);
});

test("a vetted organisation's name and domains are the operator's to change", async ({ newUser }) => {
  const owner = await newUser();
  const org = await createOrg(owner, `Northwind ${uniqueSuffix()}`);
  const seller = await newUser();
  await addMember(owner, org.id, seller, "seller");
  await setOrgPlan(org.id, 5);
  expect(
    (await seller.api.put(`/api/orgs/${org.id}/members/${seller.id}`, { data: { showBranding: true } })).status(),
  ).toBe(200);
  // Before vetting the owner may rename it.
  expect((await owner.api.patch(`/api/orgs/${org.id}`, { data: { name: "Northwind Traders" } })).status()).toBe(200);
  const domain = `northwind-${uniqueSuffix()}.test`;
  await verifyByDns(owner, org.id, domain);
  const share = await createShareLink(seller.api, [await createAchievement(seller.api, "Opened the Contoso account")]);
  expect(await (await seller.api.get(share.path)).text()).toContain("Northwind Traders");

  // Renaming it to "Salesforce" now is refused, and the page still shows the vetted name.
  const renamed = await owner.api.patch(`/api/orgs/${org.id}`, { data: { name: "Salesforce" } });
  expect(renamed.status()).toBe(403);
  expect((await renamed.json()).error.message).toContain("contact us to rename it");
  const page = await (await seller.api.get(share.path)).text();
  expect(page).toContain("Northwind Traders");
  expect(page).not.toContain("Salesforce");
  // Logo and colour are still the admins' (the same name stays on the page).
  expect((await owner.api.patch(`/api/orgs/${org.id}`, { data: { brandColor: "#123456" } })).status()).toBe(200);

  // Nor may owners add or remove domains any more.
  const more = await owner.api.post(`/api/orgs/${org.id}/domains`, { data: { domain: `nw-${uniqueSuffix()}.test` } });
  expect(more.status()).toBe(403);
  expect((await owner.api.delete(`/api/orgs/${org.id}/domains/${domain}`)).status()).toBe(403);

  // The operator can do all of it; members' pages follow at once.
  const admin = await adminApi();
  try {
    const operatorRename = await admin.patch(`/api/admin/orgs/${org.id}`, { data: { name: "Northwind Group" } });
    expect(operatorRename.status()).toBe(200);
    expect(await (await seller.api.get(share.path)).text()).toContain("Northwind Group");
    const extra = `nw-${uniqueSuffix()}.test`;
    expect((await admin.post(`/api/admin/orgs/${org.id}/domains`, { data: { domain: extra } })).status()).toBe(201);
    const listed = (await (await owner.api.get(`/api/orgs/${org.id}/domains`)).json()) as DomainView[];
    expect(listed.map((d) => [d.domain, d.method]).sort()).toEqual(
      [
        [domain, "dns"],
        [extra, "operator"],
      ].sort(),
    );
    expect((await admin.delete(`/api/admin/orgs/${org.id}/domains/${domain}`)).status()).toBe(200);
    expect((await admin.delete(`/api/admin/orgs/${org.id}/domains/${extra}`)).status()).toBe(200);
    expect((await admin.delete(`/api/admin/orgs/${org.id}/domains/${extra}`)).status()).toBe(404);
  } finally {
    await admin.dispose();
  }
  // Without a verified domain the page no longer names it.
  expect(await (await seller.api.get(share.path)).text()).not.toContain("Northwind Group");
  // Only the operator's account reaches those calls.
  expect((await owner.api.patch(`/api/admin/orgs/${org.id}`, { data: { name: "Mine" } })).status()).toBe(403);
  expect((await owner.api.post(`/api/admin/orgs/${org.id}/domains`, { data: { domain: "x-y.test" } })).status()).toBe(
    403,
  );
});

test("domains: checked by DNS, refused when malformed, free-mail or taken, listed for owners and admins only", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  const [admin, seller, outsider] = [await newUser(), await newUser(), await newUser()];
  await addMember(owner, org.id, admin, "admin");
  await addMember(owner, org.id, seller, "seller");
  const path = `/api/orgs/${org.id}/domains`;
  const domain = `acme-${uniqueSuffix()}.test`;

  for (const bad of ["not a domain", "https://acme.com/path", "acme", "-acme.com", ""]) {
    expect((await owner.api.post(path, { data: { domain: bad } })).status(), bad).toBe(422);
  }
  for (const free of ["gmail.com", "outlook.com", "mailinator.com"]) {
    const refused = await owner.api.post(path, { data: { domain: free } });
    expect(refused.status(), free).toBe(422);
    expect((await refused.json()).error.fields.domain).toContain("personal or disposable");
  }
  expect((await seller.api.post(path, { data: { domain } })).status()).toBe(403);
  expect((await seller.api.get(path)).status()).toBe(403);
  expect((await outsider.api.post(path, { data: { domain } })).status()).toBe(404);
  expect((await outsider.api.get(path)).status()).toBe(404);

  // An admin adds it (upper case and a trailing dot are the same name): the TXT record to publish comes back.
  const added = await admin.api.post(path, { data: { domain: `${domain.toUpperCase()}.` } });
  expect(added.status()).toBe(202);
  const pending = (await added.json()) as DomainView;
  expect(pending).toMatchObject({ domain, verifiedAt: null, method: null });
  expect(pending.txtRecord.name).toBe(`_quotaproof.${domain}`);
  expect(pending.txtRecord.value).toMatch(/^quotaproof-verification=[A-Za-z0-9_-]{32}$/);
  // Adding it again gives the same record.
  const again = await owner.api.post(path, { data: { domain } });
  expect(again.status()).toBe(202);
  expect(((await again.json()) as DomainView).txtRecord.value).toBe(pending.txtRecord.value);

  // Not published yet: 409 saying what to publish. A record with another value does not count either.
  const early = await owner.api.post(`${path}/${domain}/check`);
  expect(early.status()).toBe(409);
  const message = (await early.json()).error.message as string;
  expect(message).toContain(pending.txtRecord.name);
  expect(message).toContain(pending.txtRecord.value);
  publishTxtRecord(pending.txtRecord.name, "quotaproof-verification=someone-elses-token");
  expect((await owner.api.post(`${path}/${domain}/check`)).status()).toBe(409);
  expect((await seller.api.post(`${path}/${domain}/check`)).status()).toBe(403);
  expect((await owner.api.post(`${path}/unknown-${uniqueSuffix()}.test/check`)).status()).toBe(404);

  publishTxtRecord(pending.txtRecord.name, pending.txtRecord.value);
  const checked = await owner.api.post(`${path}/${domain}/check`);
  expect(checked.status()).toBe(200);
  expect(await checked.json()).toMatchObject({ domain, method: "dns", verifiedAt: expect.any(String) });
  expect(await (await owner.api.get(path)).json()).toEqual([
    expect.objectContaining({ domain, method: "dns", verifiedAt: expect.any(String), txtRecord: pending.txtRecord }),
  ]);
  const trail = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as { action: string }[];
  expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(["domain_added", "domain_verified"]));

  // Another organisation cannot take it: 409, whether it asks or publishes the same record.
  const rival = await newUser();
  const rivalOrg = await createOrg(rival);
  const taken = await rival.api.post(`/api/orgs/${rivalOrg.id}/domains`, { data: { domain } });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).error.message).toContain("already verified by another organisation");
  const admin2 = await adminApi();
  try {
    expect((await admin2.post(`/api/admin/orgs/${rivalOrg.id}/domains`, { data: { domain } })).status()).toBe(409);
  } finally {
    await admin2.dispose();
  }
});

test("a domain still waiting can be removed by its admins, and an organisation holds at most ten", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  const path = `/api/orgs/${org.id}/domains`;
  const domains = Array.from({ length: 10 }, (_, i) => `d${i}-${uniqueSuffix()}.test`);
  for (const domain of domains) expect((await owner.api.post(path, { data: { domain } })).status()).toBe(202);
  const eleventh = await owner.api.post(path, { data: { domain: `d10-${uniqueSuffix()}.test` } });
  expect(eleventh.status()).toBe(409);
  expect((await eleventh.json()).error.message).toContain("at most 10 domains");
  expect((await owner.api.delete(`${path}/${domains[0]}`)).status()).toBe(200);
  expect((await owner.api.delete(`${path}/${domains[0]}`)).status()).toBe(404);
  expect((await owner.api.post(path, { data: { domain: `d11-${uniqueSuffix()}.test` } })).status()).toBe(202);
});
