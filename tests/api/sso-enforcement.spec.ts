// Enforced single sign-on and the sign-in form's calls: a member at the organisation's domain is refused the password
// (403, and only once the password checked out: a wrong one is the usual 401), the owner keeps a break-glass password
// (audited), a member whose account address is elsewhere keeps theirs, password reset keeps working and, once the
// person leaves, the password they set signs them in. The lookup says which addresses have single sign-on.
import { SamlIdp } from "../stubs/saml-idp";
import { confirmWorkEmail, expect, linkToken, test, uniqueSuffix, waitForLink } from "./helpers";
import { addMember, setOrgPlan } from "./orgs-helpers";
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
} from "./sso-helpers";

let idp: SamlIdp;
test.beforeAll(async () => {
  idp = await new SamlIdp().start();
});
test.afterAll(async () => {
  await idp.close();
});

const newPassword = () => `Harbor-Lantern-${uniqueSuffix()}-Quill`;

test("enforced: members at the domain are refused the password, the owner breaks glass (audited)", async ({
  newUser,
  request,
}) => {
  const { owner, org, domain } = await ssoOrg(newUser);
  const member = await newUser({ email: addressAt(domain, "member") });
  await addMember(owner, org.id, member, "seller");
  // A member whose account address is elsewhere (a confirmed work address at the domain let them join).
  const elsewhere = await newUser();
  await confirmWorkEmail(elsewhere, addressAt(domain, "elsewhere"));
  await addMember(owner, org.id, elsewhere, "manager");
  await connectSaml(owner, org.id, idp, { enforce: true });

  const login = (email: string, password: string) => request.post("/api/auth/login", { data: { email, password } });
  const wrong = await login(member.email, "not-the-password");
  expect(wrong.status()).toBe(401);
  const refused = await login(member.email, member.password);
  expect(refused.status()).toBe(403);
  const { error } = (await refused.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe("forbidden");
  expect(error.message).toContain("Continue with SSO");
  expect(error.message).toContain(org.name);

  expect((await login(elsewhere.email, elsewhere.password)).status()).toBe(200);

  const breakGlass = await login(owner.email, owner.password);
  expect(breakGlass.status()).toBe(200);
  const entry = (await auditOf(owner, org.id)).find((e) => e.action === "sso_break_glass");
  expect(entry).toMatchObject({ actorId: owner.id, targetUserId: owner.id, details: { warning: expect.any(String) } });

  // The member signs in through the identity provider instead.
  const browser = await newBrowser();
  try {
    const response = idp.response({ email: member.email, audience: spEntityId(org.id), recipient: ACS_URL });
    expect((await postToAcs(browser, response)).status()).toBe(303);
    expect((await signedInAs(browser))?.id).toBe(member.id);
  } finally {
    await browser.dispose();
  }

  // Enforcement off: the password works again.
  const off = await owner.api.post(`/api/orgs/${org.id}/sso`, {
    data: { type: "saml", metadataXml: idp.metadataXml(), enforce: false },
  });
  expect(off.status()).toBe(200);
  expect((await login(member.email, member.password)).status()).toBe(200);
});

test("password reset keeps working; after leaving, the password set by reset signs the person in", async ({
  newUser,
  request,
}) => {
  const { owner, org, domain } = await ssoOrg(newUser);
  await connectSaml(owner, org.id, idp, { enforce: true });
  const email = addressAt(domain, "jit");
  const browser = await newBrowser();
  try {
    const response = idp.response({ email, audience: spEntityId(org.id), recipient: ACS_URL });
    expect((await postToAcs(browser, response)).status()).toBe(303);
  } finally {
    await browser.dispose();
  }
  const member = (await membersOf(owner, org.id)).find((m) => m.email === email)!;

  expect((await request.post("/api/auth/password-reset", { data: { email } })).status()).toBe(202);
  const token = linkToken(await waitForLink(request, email, "/reset-password"));
  const password = newPassword();
  const reset = await request.post("/api/auth/password-reset/confirm", { data: { token, newPassword: password } });
  expect(reset.status()).toBe(200);
  expect((await request.post("/api/auth/login", { data: { email, password } })).status()).toBe(403);

  const removed = await owner.api.delete(`/api/orgs/${org.id}/members/${member.userId}`);
  expect(removed.status()).toBe(200);
  const after = await request.post("/api/auth/login", { data: { email, password } });
  expect(after.status(), await after.text()).toBe(200);
  expect((await after.json()).email).toBe(email);
});

test("the lookup says which addresses have single sign-on; the start refuses the others", async ({
  newUser,
  request,
}) => {
  const { owner, org, domain } = await ssoOrg(newUser);
  const lookup = async (email: string) => {
    const response = await request.get(`/api/auth/sso?email=${encodeURIComponent(email)}`);
    expect(response.status(), email).toBe(200);
    return ((await response.json()) as { sso: boolean }).sso;
  };
  expect(await lookup(addressAt(domain))).toBe(false);
  await connectSaml(owner, org.id, idp);
  expect(await lookup(addressAt(domain))).toBe(true);
  expect(await lookup(`Someone@${domain.toUpperCase()}`)).toBe(true);
  expect(await lookup(`someone@eu.${domain}`)).toBe(true);
  expect(await lookup(`someone@not-${domain}`)).toBe(false);
  expect(await lookup(`someone@${domain}.attacker.test`)).toBe(false);
  expect((await request.get("/api/auth/sso?email=not-an-address")).status()).toBe(422);
  expect((await request.get("/api/auth/sso")).status()).toBe(422);

  const start = (email: string) => request.post("/api/auth/sso/start", { data: { email } });
  const none = await start(`someone@not-${domain}`);
  expect(none.status()).toBe(404);
  expect((await none.json()).error).toMatchObject({ code: "not_found", message: expect.stringMatching(/password/) });
  expect((await start("not-an-address")).status()).toBe(422);
  expect((await start(addressAt(domain))).status()).toBe(200);

  // Off the Enterprise plan the connection signs nobody in.
  await setOrgPlan(org.id, 10, "team");
  expect(await lookup(addressAt(domain))).toBe(false);
  expect((await start(addressAt(domain))).status()).toBe(404);
});
