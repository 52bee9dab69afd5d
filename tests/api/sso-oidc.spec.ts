// Single sign-on by OpenID Connect against a provider stub that checks like a real one (client secret, single-use
// codes, PKCE) and signs its id_tokens: saving the connection (the issuer's discovery document checked, the secret
// never answered), the sign-in (just-in-time account and membership), and the refusals: a wrong, reused or foreign
// state, a callback in another browser, a bad PKCE verifier, a wrong nonce, issuer or audience, an unverified address.
import { OidcIdp } from "../stubs/oidc-idp";
import { expect, test } from "./helpers";
import {
  addressAt,
  auditOf,
  connectOidc,
  membersOf,
  newBrowser,
  signedInAs,
  ssoOrg,
  startSso,
  type SsoOrg,
} from "./sso-helpers";

let idp: OidcIdp;
test.beforeAll(async () => {
  idp = await new OidcIdp().start();
});
test.afterAll(async () => {
  await idp.close();
});
test.afterEach(() => {
  idp.overrides = {};
});

/** The callback's path and query, from the address the provider sends the browser back to. */
const callbackPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Starts a sign-in for `email` in `browser`, has the provider sign them in, and answers the callback's path. */
async function signInAtProvider(
  browser: Awaited<ReturnType<typeof newBrowser>>,
  email: string,
  tamper: (authorize: URL) => void = () => undefined,
): Promise<string> {
  const authorize = new URL(await startSso(browser, email));
  tamper(authorize);
  return callbackPath(idp.authorize(authorize.toString(), email));
}

async function orgWithOidc(newUser: Parameters<typeof ssoOrg>[0]): Promise<SsoOrg> {
  const world = await ssoOrg(newUser);
  await connectOidc(world.owner, world.org.id, idp);
  return world;
}

test("an owner saves the issuer and client; the discovery document is checked, the secret never answered", async ({
  newUser,
}) => {
  const { owner, org } = await orgWithOidc(newUser);
  const view = await owner.api.get(`/api/orgs/${org.id}/sso`);
  const text = await view.text();
  expect(text).not.toContain(idp.clientSecret);
  expect(JSON.parse(text).connection).toMatchObject({
    type: "oidc",
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecretLast4: idp.clientSecret.slice(-4),
    defaultRole: "seller",
    enforce: false,
  });

  const save = (data: Record<string, unknown>) =>
    owner.api.post(`/api/orgs/${org.id}/sso`, {
      data: { type: "oidc", clientId: idp.clientId, clientSecret: idp.clientSecret, ...data },
    });
  for (const issuer of [
    "http://127.0.0.1:9/nothing-listens",
    `${idp.issuer}/another-path`,
    "https://10.1.2.3/realms/acme",
    "ftp://idp.example",
  ]) {
    const refused = await save({ issuer });
    expect(refused.status(), issuer).toBe(422);
    expect((await refused.json()).error.fields.issuer, issuer).toEqual(expect.any(String));
  }
  expect((await save({ issuer: "not a url" })).status()).toBe(422);
  expect((await save({ issuer: idp.issuer, clientSecret: "" })).status()).toBe(422);
});

test("a sign-in through the provider makes the account, joins with the default role and opens a session", async ({
  newUser,
}) => {
  const { owner, org, domain } = await orgWithOidc(newUser);
  const email = addressAt(domain, "oidc.hire");
  const browser = await newBrowser();
  try {
    const authorize = new URL(await startSso(browser, email));
    expect(authorize.origin + authorize.pathname).toBe(`${idp.url}/authorize`);
    const params = authorize.searchParams;
    expect(params.get("client_id")).toBe(idp.clientId);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("login_hint")).toBe(email);
    expect(params.get("redirect_uri")).toMatch(/\/api\/sso\/oidc\/callback$/);
    for (const name of ["state", "nonce", "code_challenge"]) expect(params.get(name)).toEqual(expect.any(String));

    const back = await browser.get(callbackPath(idp.authorize(authorize.toString(), email)), { maxRedirects: 0 });
    expect(back.status(), await back.text()).toBe(303);
    expect(back.headers()["location"]).toBe("/dashboard");
    const me = await signedInAs(browser);
    expect(me?.email).toBe(email);
    expect((await membersOf(owner, org.id)).find((m) => m.email === email)?.role).toBe("seller");
    expect((await auditOf(owner, org.id)).find((e) => e.action === "sso_sign_in")).toMatchObject({
      targetUserId: me!.id,
      details: { protocol: "oidc" },
    });
    // The token endpoint was called with the client's secret (in the form) and the PKCE verifier.
    const exchange = idp.tokenRequests.at(-1)!;
    expect(exchange.get("code_verifier")).toEqual(expect.any(String));
    expect(idp.clientAuthUsed.at(-1)).toBe("post");
  } finally {
    await browser.dispose();
  }
});

test("a wrong state, a reused one, and a callback in a browser that did not start the sign-in are refused", async ({
  newUser,
}) => {
  const { domain } = await orgWithOidc(newUser);
  const email = addressAt(domain);
  const browser = await newBrowser();
  const stranger = await newBrowser();
  try {
    const path = await signInAtProvider(browser, email);
    // Someone else's browser, given the link: refused, and the sign-in stays the starter's.
    const elsewhere = await stranger.get(path, { maxRedirects: 0 });
    expect(elsewhere.status()).toBe(401);
    expect(await signedInAs(stranger)).toBeNull();

    const wrong = new URL(path, "http://x");
    wrong.searchParams.set("state", "not-the-state");
    expect((await browser.get(`${wrong.pathname}${wrong.search}`, { maxRedirects: 0 })).status()).toBe(401);

    const first = await browser.get(path, { maxRedirects: 0 });
    expect(first.status(), await first.text()).toBe(303);
    // The same callback again (the state is used, the code too).
    const replay = await browser.get(path, { maxRedirects: 0 });
    expect(replay.status()).toBe(401);
    expect((await replay.json()).error.message).toMatch(/unknown, expired or already used|not started in this browser/);
    expect((await browser.get("/api/sso/oidc/callback", { maxRedirects: 0 })).status()).toBe(400);
  } finally {
    await browser.dispose();
    await stranger.dispose();
  }
});

test("a bad PKCE verifier, a wrong nonce, issuer or audience and an unverified address are refused", async ({
  newUser,
}) => {
  const { owner, org, domain } = await orgWithOidc(newUser);
  const attempts: { label: string; tamper?: (authorize: URL) => void; overrides?: OidcIdp["overrides"] }[] = [
    // The provider is handed another challenge than the one of the server's verifier.
    { label: "pkce", tamper: (a) => a.searchParams.set("code_challenge", "A".repeat(43)) },
    { label: "nonce", tamper: (a) => a.searchParams.set("nonce", "someone-elses-nonce") },
    { label: "issuer", overrides: { issuer: "https://another-issuer.example" } },
    { label: "audience", overrides: { audience: "another-client" } },
    { label: "expired", overrides: { expiresIn: -600 } },
    { label: "unverified", overrides: { emailVerified: false } },
  ];
  for (const { label, tamper, overrides } of attempts) {
    idp.overrides = overrides ?? {};
    const browser = await newBrowser();
    try {
      const path = await signInAtProvider(browser, addressAt(domain, label), tamper);
      const answer = await browser.get(path, { maxRedirects: 0 });
      expect(answer.status(), `${label}: ${await answer.text()}`).toBe(401);
      expect(await signedInAs(browser), label).toBeNull();
    } finally {
      await browser.dispose();
    }
  }
  idp.overrides = {};
  // The provider said no: refused, readable.
  const browser = await newBrowser();
  try {
    const authorize = await startSso(browser, addressAt(domain));
    const denied = await browser.get(callbackPath(idp.authorize(authorize, null)), {
      maxRedirects: 0,
      headers: { accept: "text/html" },
    });
    expect(denied.status()).toBe(401);
    expect(await denied.text()).toContain("Back to sign in");
  } finally {
    await browser.dispose();
  }
  expect(await membersOf(owner, org.id)).toHaveLength(1);
});

test("an issuer that takes the client secret only by Basic authentication gets it that way", async ({ newUser }) => {
  const basicOnly = new OidcIdp();
  basicOnly.authMethods = ["client_secret_basic"];
  await basicOnly.start();
  const browser = await newBrowser();
  try {
    const { org, owner, domain } = await ssoOrg(newUser);
    await connectOidc(owner, org.id, basicOnly);
    const email = addressAt(domain, "basic");
    const authorize = await startSso(browser, email);
    const back = await browser.get(callbackPath(basicOnly.authorize(authorize, email)), { maxRedirects: 0 });
    expect(back.status(), await back.text()).toBe(303);
    expect((await signedInAs(browser))?.email).toBe(email);
    expect(basicOnly.clientAuthUsed).toEqual(["basic"]);
  } finally {
    await browser.dispose();
    await basicOnly.close();
  }
});
