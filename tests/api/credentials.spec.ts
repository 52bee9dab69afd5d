// Portable proof: a verified item becomes a signed Open Badges 3.0 credential that a verifier of its own accepts,
// that fails once a figure or the name is changed, and that reads revoked once the verification is voided.
import { createHash } from "node:crypto";
import { credentialsWhen } from "../credential-fixtures";
import { expect, test } from "./helpers";
import { expectOpenBadgesValid, lastYear, signedQuotaRecord, verifyIndependently } from "./credentials-helpers";

type Credential = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

test("a manager-signed record is a signed OpenBadgeCredential that an independent verifier accepts, and revoked once voided", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser({ fullName: "Zoë Ångström-Núñez" });
  const record = await signedQuotaRecord(rep, baseURL!, { managerName: "Jürgen Müller" });

  // Issued right after the manager's signature.
  const credentials = await credentialsWhen(rep.api, (list) => list.length > 0);
  expect(credentials).toEqual([
    expect.objectContaining({
      itemType: "quota_record",
      itemId: record.id,
      name: `Quota attainment: 125% in Q2 ${lastYear}`,
      status: "active",
      verifyUrl: `${baseURL}/verify/${credentials[0]!.id}`,
      jsonUrl: `${baseURL}/credentials/${credentials[0]!.id}`,
      issuedAt: expect.any(String),
    }),
  ]);

  const response = await rep.api.get(credentials[0]!.jsonUrl);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/vc+ld+json");
  const credential: Credential = await response.json();
  expectOpenBadgesValid(credential);
  const host = new URL(baseURL!).host.replace(":", "%3A");
  expect(credential["@context"][0]).toBe("https://www.w3.org/ns/credentials/v2");
  expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
  expect(credential.issuer.id).toBe(`did:web:${host}`);
  expect(credential.validFrom).toEqual(expect.any(String));
  expect(credential.credentialSchema).toEqual([
    {
      id: "https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json",
      type: "1EdTechJsonSchemaValidator2019",
    },
  ]);
  // One proof, in an array: the only form the Open Badges JSON Schema takes.
  expect(credential.proof).toEqual([
    expect.objectContaining({ type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022" }),
  ]);
  expect(credential.proof[0].verificationMethod).toMatch(new RegExp(`^did:web:${host}#z`));
  const subject = credential.credentialSubject;
  expect(subject.achievement.type).toEqual(["Achievement"]);
  expect(subject.achievement.criteria.narrative).toContain("Jürgen Müller");
  expect(subject.achievement.criteria.narrative).toContain("example.com");
  expect(subject.result.map((r: { value: string }) => r.value)).toEqual(["125", `Q2 ${lastYear}`]);
  expect(credential.credentialStatus).toMatchObject({
    type: "BitstringStatusListEntry",
    statusPurpose: "revocation",
    statusListCredential: expect.stringMatching(new RegExp(`^${baseURL}/credentials/status/\\d+$`)),
  });
  // The rep is a salted hash of their address, never the address.
  const identity = subject.identifier.find((i: { identityType: string }) => i.identityType === "emailAddress");
  expect(identity.hashed).toBe(true);
  expect(identity.identityHash).toBe(
    `sha256$${createHash("sha256")
      .update(rep.email.toLowerCase() + identity.salt)
      .digest("hex")}`,
  );
  expect(JSON.stringify(credential)).not.toContain(rep.email);
  expect(subject.identifier).toContainEqual(
    expect.objectContaining({ identityType: "name", identityHash: "Zoë Ångström-Núñez" }),
  );

  // An outside verifier: its own loader, our DID document and status list fetched over HTTP.
  expect(await verifyIndependently(credential)).toMatchObject({ verified: true, revoked: false });
  const ours = await (await rep.api.post("/api/credentials/verify", { data: credential })).json();
  expect(ours).toMatchObject({ verified: true, revoked: false, issuer: `did:web:${host}`, errors: [] });
  expect(ours.checks).toEqual(["signature", "issuer", "status", "dates"]);

  // One changed figure, or a changed name, and neither verifier accepts it.
  const inflated = structuredClone(credential);
  inflated.credentialSubject.result[0].value = "150";
  const renamed = structuredClone(credential);
  renamed.credentialSubject.identifier = renamed.credentialSubject.identifier.map((i: { identityType: string }) =>
    i.identityType === "name" ? { ...i, identityHash: "Zoe Angstrom" } : i,
  );
  const retitled = structuredClone(credential);
  retitled.name = `Quota attainment: 150% in Q2 ${lastYear}`;
  for (const tampered of [inflated, renamed, retitled]) {
    expect((await verifyIndependently(tampered)).verified).toBe(false);
    const verdict = await (await rep.api.post("/api/credentials/verify", { data: tampered })).json();
    expect(verdict.verified).toBe(false);
    expect(verdict.checks).not.toContain("signature");
    expect(verdict.errors.join(" ")).toMatch(/^signature: /);
  }

  // The rep changes the signed figures: the verification is void, and so is the credential.
  const edited = await rep.api.put(`/api/quota-records/${record.id}`, { data: { attainment: "520000" } });
  expect(edited.status()).toBe(200);
  // Revoked right after the edit's response.
  const after = await credentialsWhen(rep.api, (list) => list.every((c) => c.status === "revoked"));
  expect(after).toEqual([
    expect.objectContaining({ id: credentials[0]!.id, status: "revoked", revokedAt: expect.any(String) }),
  ]);
  expect(await verifyIndependently(credential)).toMatchObject({ verified: true, revoked: true });
  const revoked = await (await rep.api.post("/api/credentials/verify", { data: credential })).json();
  expect(revoked).toMatchObject({ verified: false, revoked: true });
  expect(revoked.errors).toEqual([expect.stringMatching(/^status: Revoked/)]);
});

test("the credential JSON downloads as a file; unknown ids, lists and bodies are refused cleanly", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  await signedQuotaRecord(rep, baseURL!, { quarter: 3 });
  const credential = (await credentialsWhen(rep.api, (list) => list.length > 0))[0]!;
  const download = await rep.api.get(`${credential.jsonUrl}?download=1`);
  expect(download.headers()["content-disposition"]).toBe(
    `attachment; filename="quotaproof-credential-${credential.id}.json"`,
  );
  const signedOut = await fetch(credential.jsonUrl);
  expect(signedOut.status).toBe(200);

  expect((await fetch(`${baseURL}/credentials/nothing-here`)).status).toBe(404);
  expect((await fetch(`${baseURL}/credentials/status/999999`)).status).toBe(404);
  expect((await fetch(`${baseURL}/credentials/status/abc`)).status).toBe(404);
  const notJson = await fetch(`${baseURL}/api/credentials/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{not json",
  });
  expect(notJson.status).toBe(400);
  const empty = await fetch(`${baseURL}/api/credentials/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  expect(empty.status).toBe(200);
  expect(await empty.json()).toMatchObject({ verified: false, revoked: false, checks: [] });
  expect((await fetch(`${baseURL}/api/credentials`)).status).toBe(401);
});

test("the DID document lists the signing key as a Multikey assertion method", async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/.well-known/did.json`);
  expect(response.status).toBe(200);
  const did = await response.json();
  const host = new URL(baseURL!).host.replace(":", "%3A");
  expect(did.id).toBe(`did:web:${host}`);
  expect(did.verificationMethod.length).toBeGreaterThanOrEqual(1);
  for (const method of did.verificationMethod) {
    expect(method).toMatchObject({
      type: "Multikey",
      controller: did.id,
      publicKeyMultibase: expect.stringMatching(/^z6Mk/),
    });
    expect(did.assertionMethod).toContain(method.id);
  }
});
