// Reading an identity provider's metadata (pasted by an admin, untrusted): the entity id, the redirect-binding SSO
// URL and the signing certificates are taken, and metadata that lacks one of them, carries a DTD, is too large or
// not XML is refused with a 422 that says what is missing. The unverified peek at a posted response reads only what
// it claims (issuers, audiences, destination).
import { ApiError } from "@/lib/server/errors";
import { parseIdpMetadata, peekSamlResponse } from "@/lib/server/sso/saml-xml";
import { orgIdOfAudience, spEntityId } from "@/lib/server/sso/urls";
import { makeSigningKey, SamlIdp } from "../stubs/saml-idp";

const idp = new SamlIdp(makeSigningKey("Metadata Test"), "https://idp.example/entity");
idp.url = "https://idp.example";

function refusal(xml: string): string {
  try {
    parseIdpMetadata(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    return (error as ApiError).fields!.metadataXml!;
  }
  throw new Error("the metadata was accepted");
}

test("the entity id, the redirect-binding SSO URL and the signing certificate are read", () => {
  const metadata = parseIdpMetadata(idp.metadataXml());
  expect(metadata.entityId).toBe("https://idp.example/entity");
  expect(metadata.ssoUrl).toBe("https://idp.example/sso");
  expect(metadata.certificates).toHaveLength(1);
  expect(metadata.certificates[0]).toMatch(/^-----BEGIN CERTIFICATE-----/);
});

test("one provider inside an EntitiesDescriptor, a key without `use`, and a second certificate are read", () => {
  const second = makeSigningKey("Rollover");
  const base64 = second.certificate.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");
  const xml = idp
    .metadataXml()
    .replace('<?xml version="1.0" encoding="UTF-8"?>', "")
    .replace(
      "<md:NameIDFormat>",
      `<md:KeyDescriptor><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${base64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor><md:NameIDFormat>`,
    );
  const wrapped = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${xml}</md:EntitiesDescriptor>`;
  expect(parseIdpMetadata(wrapped).certificates).toHaveLength(2);
});

test("a provider that lists only the HTTP-POST binding gets the requests at that address", () => {
  const postOnly = idp
    .metadataXml()
    .replace(/<md:SingleSignOnService Binding="[^"]*HTTP-Redirect"[^>]*\/>/, "")
    .replace(/(HTTP-POST" Location=")[^"]*/, "$1https://idp.example/sso/post");
  expect(parseIdpMetadata(postOnly).ssoUrl).toBe("https://idp.example/sso/post");
});

test("metadata without what a sign-in needs is refused, naming what is missing", () => {
  expect(refusal(idp.metadataXml({ withCertificate: false }))).toMatch(/no signing certificate/);
  expect(refusal(idp.metadataXml({ withSsoUrl: false }))).toMatch(/no SingleSignOnService/);
  const artifactOnly = idp
    .metadataXml()
    .replace(/<md:SingleSignOnService Binding="[^"]*HTTP-Redirect"[^>]*\/>/, "")
    .replace("bindings:HTTP-POST", "bindings:HTTP-Artifact");
  expect(refusal(artifactOnly)).toMatch(/HTTP-Redirect or HTTP-POST/);
  const encryptionOnly = idp.metadataXml().replace('use="signing"', 'use="encryption"');
  expect(refusal(encryptionOnly)).toMatch(/no signing certificate/);
  const badCert = idp.metadataXml().replace(/<ds:X509Certificate>[^<]+/, "<ds:X509Certificate>bm90IGEgY2VydA==");
  expect(refusal(badCert)).toMatch(/not a valid X.509/);
  expect(refusal(idp.metadataXml().replace(/entityID="[^"]*"/, ""))).toMatch(/entityID/);
  expect(refusal(idp.metadataXml().replace(/Location="[^"]*"/, 'Location="javascript:alert(1)"'))).toMatch(/https/);
});

test("a DTD, entities, a document that is not XML or too large, and two providers are refused", () => {
  const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><x>&lol2;</x>`;
  expect(refusal(lol)).toMatch(/DOCTYPE/);
  expect(refusal("<md:EntityDescriptor")).toMatch(/well-formed/);
  expect(refusal(`<x>${"a".repeat(100_001)}</x>`)).toMatch(/at most/);
  const two = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${idp
    .metadataXml()
    .replace(/<\?xml[^>]*>/, "")
    .repeat(2)}</md:EntitiesDescriptor>`;
  expect(refusal(two)).toMatch(/several identity providers/);
  const deep = `${"<a>".repeat(200)}${"</a>".repeat(200)}`;
  expect(refusal(deep)).toMatch(/well-formed|IDPSSODescriptor/);
});

test("the peek at a posted response reads what it claims, and nothing from something else", () => {
  const audience = spEntityId(42);
  const xml = Buffer.from(
    idp.response({
      email: "a@b.test",
      audience,
      recipient: "https://sp.example/acs",
      destination: "https://sp.example/acs",
    }),
    "base64",
  ).toString("utf8");
  expect(peekSamlResponse(xml)).toEqual({
    issuers: [idp.entityId, idp.entityId],
    audiences: [audience],
    destination: "https://sp.example/acs",
  });
  expect(orgIdOfAudience(audience)).toBe(42);
  expect(orgIdOfAudience(`${audience}/x`)).toBeNull();
  expect(orgIdOfAudience("https://elsewhere.example/api/sso/saml/metadata/42")).toBeNull();
  expect(peekSamlResponse("<LogoutResponse/>")).toBeNull();
  expect(peekSamlResponse("<!DOCTYPE x><Response/>")).toBeNull();
});
