// The issuer as registries, wallets and LinkedIn see it: the DID document and the /issuer page give the name, web
// address, logo, contact and location; each credential's issuer profile carries them; "Add to LinkedIn" names the
// issuer's LinkedIn page and points at the credential's verify page with its id.
import { request as playwrightRequest } from "@playwright/test";
import { credentialsWhen } from "../credential-fixtures";
import { TEST_ISSUER } from "../issuer-settings";
import { expect, test } from "./helpers";
import { servedCredential, signedQuotaRecord, verifyIndependently } from "./credentials-helpers";

type Service = { id: string; type: string; serviceEndpoint: string | Record<string, string> };

test("the DID document and the issuer page say who the issuer is, and the logo they name is a PNG", async ({
  baseURL,
}) => {
  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    const did = await (await visitor.get("/.well-known/did.json")).json();
    const host = new URL(baseURL!).host.replace(":", "%3A");
    expect(did.id).toBe(`did:web:${host}`);
    const services: Service[] = did.service;
    expect(services).toContainEqual({
      id: `${did.id}#linked-domain`,
      type: "LinkedDomains",
      serviceEndpoint: new URL(baseURL!).origin,
    });
    const profile = services.find((s) => s.type === "IssuerProfile");
    expect(profile).toEqual({
      id: `${did.id}#issuer-profile`,
      type: "IssuerProfile",
      serviceEndpoint: {
        name: "QuotaProof",
        url: `${baseURL}/`,
        profile: `${baseURL}/issuer`,
        logo: `${baseURL}/icon-512.png`,
        email: TEST_ISSUER.ISSUER_CONTACT_EMAIL,
        location: TEST_ISSUER.ISSUER_LOCATION,
      },
    });

    const logo = await visitor.get(new URL((profile!.serviceEndpoint as Record<string, string>).logo!).pathname);
    expect(logo.status()).toBe(200);
    expect(logo.headers()["content-type"]).toBe("image/png");
    expect((await logo.body()).subarray(1, 4).toString()).toBe("PNG");

    const page = await visitor.get("/issuer");
    expect(page.status()).toBe(200);
    const html = await page.text();
    const expected = [
      ">QuotaProof: credential issuer</h1>",
      `href="mailto:${TEST_ISSUER.ISSUER_CONTACT_EMAIL}"`,
      TEST_ISSUER.ISSUER_LOCATION,
      did.id,
      'href="/.well-known/did.json"',
      `src="${baseURL}/icon-512.png"`,
    ];
    // Named one by one, so a failure says which is missing without printing the page.
    expect(expected.filter((text) => !html.includes(text))).toEqual([]);
  } finally {
    await visitor.dispose();
  }
});

test("a credential names its issuer with the same profile, and Add to LinkedIn carries the issuer's page", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  await signedQuotaRecord(rep, baseURL!);
  const [view] = await credentialsWhen(rep.api, (list) => list.length > 0);
  const credential = await servedCredential(rep.api, view!.jsonUrl);
  expect(credential.issuer).toMatchObject({
    type: ["Profile"],
    name: "QuotaProof",
    url: `${baseURL}/`,
    image: { id: `${baseURL}/icon-512.png`, type: "Image" },
    email: TEST_ISSUER.ISSUER_CONTACT_EMAIL,
  });
  // The profile is inside what the signature covers: it verifies, and a changed contact does not.
  expect(await verifyIndependently(credential)).toMatchObject({ verified: true });
  const relabelled = structuredClone(credential);
  relabelled.issuer.email = "attacker@example.com";
  expect(await verifyIndependently(relabelled)).toMatchObject({ verified: false });

  const add = new URL(view!.linkedInUrl);
  expect(`${add.origin}${add.pathname}`).toBe("https://www.linkedin.com/profile/add");
  expect(add.searchParams.get("organizationId")).toBe(TEST_ISSUER.LINKEDIN_ORGANIZATION_ID);
  expect(add.searchParams.has("organizationName")).toBe(false);
  expect(add.searchParams.get("certId")).toBe(view!.id);
  expect(add.searchParams.get("certUrl")).toBe(view!.verifyUrl);
  expect(add.searchParams.get("name")).toBe(view!.name);
});
