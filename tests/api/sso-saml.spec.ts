// Single sign-on by SAML 2.0 against an identity provider stub that signs real responses: setting the connection up
// (who may, what the metadata must hold, the service provider details), SP-initiated and IdP-initiated sign-in, the
// account made just in time and joined with the default role, seats (402) and domains (403), and how a refusal is
// answered to a browser and to an API client.
import { SamlIdp } from "../stubs/saml-idp";
import { expect, test, uniqueSuffix } from "./helpers";
import { addMember, createOrg, setOrgPlan } from "./orgs-helpers";
import {
  ACS_URL,
  addressAt,
  auditOf,
  connectSaml,
  membersOf,
  newBrowser,
  postToAcs,
  signedInAs,
  spEntityId,
  ssoOrg,
  startSso,
} from "./sso-helpers";

let idp: SamlIdp;
test.beforeAll(async () => {
  idp = await new SamlIdp().start();
});
test.afterAll(async () => {
  await idp.close();
});

test("an owner saves the IdP's metadata; GET answers the connection and the SP details, never a secret", async ({
  newUser,
  request,
}) => {
  const { owner, org } = await ssoOrg(newUser);
  const before = await owner.api.get(`/api/orgs/${org.id}/sso`);
  expect(before.status()).toBe(200);
  const sp = {
    entityId: spEntityId(org.id),
    acsUrl: ACS_URL,
    metadataUrl: spEntityId(org.id),
    redirectUri: `${new URL(ACS_URL).origin}/api/sso/oidc/callback`,
  };
  expect(await before.json()).toEqual({ serviceProvider: sp, connection: null });
  // No connection: no service provider metadata either.
  expect((await request.get(`/api/sso/saml/metadata/${org.id}`)).status()).toBe(404);

  await connectSaml(owner, org.id, idp, { enforce: false, defaultRole: "manager" });
  const saved = await (await owner.api.get(`/api/orgs/${org.id}/sso`)).json();
  expect(saved.serviceProvider).toEqual(sp);
  expect(saved.connection).toMatchObject({
    type: "saml",
    idpEntityId: idp.entityId,
    ssoUrl: idp.ssoUrl,
    enforce: false,
    defaultRole: "manager",
    configuredBy: { id: owner.id },
  });
  expect(saved.connection.certificates).toEqual([
    { subject: expect.stringContaining("CN=Test IdP"), expiresAt: expect.any(String) },
  ]);

  // The service provider metadata, public: the entity id, the ACS (HTTP-POST), signed assertions wanted.
  const metadata = await request.get(`/api/sso/saml/metadata/${org.id}`);
  expect(metadata.status()).toBe(200);
  expect(metadata.headers()["content-type"]).toContain("xml");
  const xml = await metadata.text();
  expect(xml).toContain(`entityID="${spEntityId(org.id)}"`);
  expect(xml).toContain(`Location="${ACS_URL}"`);
  expect(xml).toContain('WantAssertionsSigned="true"');

  // Saving again replaces it (200); removing it ends it.
  const again = await owner.api.post(`/api/orgs/${org.id}/sso`, {
    data: { type: "saml", metadataXml: idp.metadataXml() },
  });
  expect(again.status()).toBe(200);
  expect((await again.json()).connection).toMatchObject({ enforce: false, defaultRole: "seller" });
  const removed = await owner.api.delete(`/api/orgs/${org.id}/sso`);
  expect(removed.status()).toBe(200);
  expect((await (await owner.api.get(`/api/orgs/${org.id}/sso`)).json()).connection).toBeNull();
  expect((await request.get(`/api/sso/saml/metadata/${org.id}`)).status()).toBe(404);
  const actions = (await auditOf(owner, org.id)).map((entry) => entry.action);
  expect(actions.filter((a) => a === "sso_configured")).toHaveLength(2);
  expect(actions).toContain("sso_removed");
});

test("only owners and admins of an Enterprise organisation with a verified domain; metadata must be usable", async ({
  newUser,
}) => {
  const { owner, org, domain } = await ssoOrg(newUser);
  const seller = await newUser({ email: addressAt(domain) });
  await addMember(owner, org.id, seller, "seller");
  const outsider = await newUser();
  const body = { type: "saml", metadataXml: idp.metadataXml() };
  expect((await seller.api.post(`/api/orgs/${org.id}/sso`, { data: body })).status()).toBe(403);
  expect((await seller.api.get(`/api/orgs/${org.id}/sso`)).status()).toBe(403);
  expect((await outsider.api.get(`/api/orgs/${org.id}/sso`)).status()).toBe(404);

  const refused = async (metadataXml: string) => {
    const response = await owner.api.post(`/api/orgs/${org.id}/sso`, { data: { type: "saml", metadataXml } });
    expect(response.status()).toBe(422);
    return (await response.json()).error.fields.metadataXml as string;
  };
  expect(await refused(idp.metadataXml({ withCertificate: false }))).toMatch(/signing certificate/);
  expect(await refused(idp.metadataXml({ withSsoUrl: false }))).toMatch(/SingleSignOnService/);
  expect(await refused('<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>')).toMatch(/DOCTYPE/);
  expect(await refused("<md:EntityDescriptor")).toMatch(/well-formed/);
  expect(await refused("<EntityDescriptor entityID='x'/>")).toMatch(/IDPSSODescriptor/);
  const wrongType = await owner.api.post(`/api/orgs/${org.id}/sso`, { data: { type: "ldap" } });
  expect(wrongType.status()).toBe(422);

  // A team without the Enterprise plan: 402; an Enterprise organisation without a verified domain: 409.
  const teamOwner = await newUser();
  const team = await createOrg(teamOwner);
  expect((await teamOwner.api.post(`/api/orgs/${team.id}/sso`, { data: body })).status()).toBe(402);
  const unverifiedOwner = await newUser();
  const unverified = await createOrg(unverifiedOwner);
  await setOrgPlan(unverified.id, 10);
  const noDomain = await unverifiedOwner.api.post(`/api/orgs/${unverified.id}/sso`, { data: body });
  expect(noDomain.status()).toBe(409);
  expect((await noDomain.json()).error.message).toMatch(/verified domain/);
});

test("SP-initiated: the start's AuthnRequest is answered, the person is made and joins with the default role", async ({
  newUser,
}) => {
  const { owner, org, domain } = await ssoOrg(newUser);
  await connectSaml(owner, org.id, idp, { defaultRole: "manager" });
  const email = addressAt(domain, "new.hire");
  const browser = await newBrowser();
  try {
    const url = await startSso(browser, email.toUpperCase(), "/team");
    expect(url.startsWith(`${idp.ssoUrl}?`)).toBe(true);
    const authn = idp.readAuthnRequest(url);
    expect(authn).toMatchObject({ acsUrl: ACS_URL, issuer: spEntityId(org.id), relayState: "/team" });

    const response = idp.response({
      email,
      audience: spEntityId(org.id),
      recipient: ACS_URL,
      inResponseTo: authn.id,
      attributes: { firstName: "Nia", lastName: "Hire" },
    });
    const answer = await postToAcs(browser, response, { relayState: authn.relayState ?? undefined });
    expect(answer.status(), await answer.text()).toBe(303);
    expect(answer.headers()["location"]).toBe("/team");
    const me = await signedInAs(browser);
    expect(me?.email).toBe(email);

    const member = (await membersOf(owner, org.id)).find((m) => m.email === email);
    expect(member).toMatchObject({ role: "manager", fullName: "Nia Hire" });
    const trail = await auditOf(owner, org.id);
    expect(trail.find((e) => e.action === "sso_sign_in")).toMatchObject({
      actorId: me!.id,
      targetUserId: me!.id,
      details: { protocol: "saml", joined: true, createdAccount: true },
    });
    expect(trail.find((e) => e.action === "member_provisioned")).toMatchObject({ details: { via: "sso" } });
  } finally {
    await browser.dispose();
  }
});

test("IdP-initiated: a response that answers no request signs in an existing member and a new one (seller)", async ({
  newUser,
}) => {
  const { owner, org, domain } = await ssoOrg(newUser);
  await connectSaml(owner, org.id, idp);
  const existing = await newUser({ email: addressAt(domain, "existing") });
  await addMember(owner, org.id, existing, "recruiter");
  for (const [email, role] of [
    [existing.email, "recruiter"],
    [addressAt(domain, "walk.in"), "seller"],
  ] as const) {
    const browser = await newBrowser();
    try {
      const answer = await postToAcs(
        browser,
        idp.response({ email, audience: spEntityId(org.id), recipient: ACS_URL }),
      );
      expect(answer.status(), await answer.text()).toBe(303);
      expect(answer.headers()["location"]).toBe("/dashboard");
      expect((await signedInAs(browser))?.email).toBe(email);
      expect((await membersOf(owner, org.id)).find((m) => m.email === email)?.role).toBe(role);
    } finally {
      await browser.dispose();
    }
  }
  // The existing member kept their account (no second one) and their role.
  expect((await membersOf(owner, org.id)).filter((m) => m.email === existing.email)).toHaveLength(1);
});

test("past the seats 402, off the verified domains 403: nobody joins, nobody is signed in", async ({ newUser }) => {
  const { owner, org, domain } = await ssoOrg(newUser, { seats: 1 });
  await connectSaml(owner, org.id, idp);
  const other = await ssoOrg(newUser);
  const cases = [
    { email: addressAt(domain, "no.seat"), status: 402, code: "plan_limit" },
    { email: addressAt(other.domain, "other"), status: 403, code: "forbidden" },
    { email: `gmail-${uniqueSuffix()}@gmail.com`, status: 403, code: "forbidden" },
  ];
  for (const { email, status, code } of cases) {
    const browser = await newBrowser();
    try {
      const answer = await postToAcs(
        browser,
        idp.response({ email, audience: spEntityId(org.id), recipient: ACS_URL }),
      );
      expect(answer.status(), email).toBe(status);
      expect((await answer.json()).error.code).toBe(code);
      expect(await signedInAs(browser)).toBeNull();
    } finally {
      await browser.dispose();
    }
  }
  expect(await membersOf(owner, org.id)).toHaveLength(1);
});

test("a browser is answered a readable page with the status and a way back to the sign-in form", async ({
  newUser,
  request,
}) => {
  const { owner, org, domain } = await ssoOrg(newUser);
  await connectSaml(owner, org.id, idp);
  const expired = idp.response({
    email: addressAt(domain),
    audience: spEntityId(org.id),
    recipient: ACS_URL,
    expiresIn: -10 * 60_000,
    validFrom: -20 * 60_000,
  });
  const page = await postToAcs(request, expired, { accept: "text/html,application/xhtml+xml" });
  expect(page.status()).toBe(401);
  expect(page.headers()["content-type"]).toContain("text/html");
  const html = await page.text();
  expect(html).toContain("Single sign-on did not complete");
  expect(html).toContain("expired");
  expect(html).toContain('href="/login?sso_error=refused"');

  const malformed = await postToAcs(request, Buffer.from("<not-saml/>").toString("base64"));
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).error.code).toBe("bad_request");
  const empty = await request.post("/api/sso/saml/acs", { form: { RelayState: "/x" }, maxRedirects: 0 });
  expect(empty.status()).toBe(400);
  const notBase64 = await postToAcs(request, "%%%not base64%%%");
  expect(notBase64.status()).toBe(400);
});

test("the address comes from an emailAddress NameID, else an e-mail attribute, else an unspecified NameID; none is 400", async ({
  newUser,
  request,
}) => {
  const { owner, org, domain } = await ssoOrg(newUser);
  await connectSaml(owner, org.id, idp);
  const persistent = "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent";
  const unspecified = "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified";
  const byAttribute = addressAt(domain, "attr");
  const byUnspecified = addressAt(domain, "plain");
  const cases = [
    {
      fields: {
        email: "00u1abcd",
        nameIdFormat: persistent,
        attributes: { "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress": byAttribute },
      },
      signsIn: byAttribute,
    },
    { fields: { email: byUnspecified, nameIdFormat: unspecified }, signsIn: byUnspecified },
  ];
  for (const { fields, signsIn } of cases) {
    const browser = await newBrowser();
    try {
      const answer = await postToAcs(
        browser,
        idp.response({ ...fields, audience: spEntityId(org.id), recipient: ACS_URL }),
      );
      expect(answer.status(), await answer.text()).toBe(303);
      expect((await signedInAs(browser))?.email).toBe(signsIn);
    } finally {
      await browser.dispose();
    }
  }
  // A persistent NameID is an opaque id, never an address: without an e-mail attribute there is nobody to sign in.
  const opaque = idp.response({
    email: `${uniqueSuffix()}@${domain}`,
    nameIdFormat: persistent,
    audience: spEntityId(org.id),
    recipient: ACS_URL,
  });
  const refused = await postToAcs(request, opaque);
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toMatch(/no e-mail address/);
});
