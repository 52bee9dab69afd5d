// Into a wallet: the OpenID4VCI library, used as a wallet's client, completes the pre-authorised code flow from the
// rep's offer (metadata, code and PIN, nonce, proof of possession) and receives the rep's credential bound to its
// own did:key; the app's verifier and an independent one accept it, it says what the stored credential says, and
// revoking the rep's credential revokes the wallet's copy. The metadata a wallet reads first is checked too.
import { expect, test } from "./helpers";
import { expectOpenBadgesValid, verifyIndependently } from "./credentials-helpers";
import { didKeyHolder, jwkHolder, makeOffer, OFFER_PREFIX, repWithCredential, walletReceives } from "./wallet-helpers";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

test("the issuer and authorisation server metadata describe the OpenBadgeCredential offer", async ({
  request,
  baseURL,
}) => {
  const issuer = await request.get("/.well-known/openid-credential-issuer");
  expect(issuer.status()).toBe(200);
  const metadata: Json = await issuer.json();
  expect(metadata).toMatchObject({
    credential_issuer: baseURL,
    credential_endpoint: `${baseURL}/api/oid4vci/credential`,
    nonce_endpoint: `${baseURL}/api/oid4vci/nonce`,
    display: [
      expect.objectContaining({ name: "QuotaProof", logo: expect.objectContaining({ uri: expect.any(String) }) }),
    ],
  });
  expect(metadata.credential_configurations_supported.OpenBadgeCredential).toMatchObject({
    format: "ldp_vc",
    credential_definition: {
      "@context": [
        "https://www.w3.org/ns/credentials/v2",
        "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
      ],
      type: ["VerifiableCredential", "OpenBadgeCredential"],
    },
    cryptographic_binding_methods_supported: ["did:key", "did:jwk"],
    credential_signing_alg_values_supported: ["eddsa-rdfc-2022"],
    proof_types_supported: { jwt: { proof_signing_alg_values_supported: ["EdDSA", "ES256"] } },
  });
  const server: Json = await (await request.get("/.well-known/oauth-authorization-server")).json();
  expect(server).toMatchObject({
    issuer: baseURL,
    token_endpoint: `${baseURL}/api/oid4vci/token`,
    grant_types_supported: ["urn:ietf:params:oauth:grant-type:pre-authorized_code"],
  });
});

test("a wallet receives the rep's credential bound to its did:key; both verifiers accept it until it is revoked", async ({
  newUser,
  baseURL,
}) => {
  const { rep, credential, referenceId } = await repWithCredential(newUser, baseURL!);
  const offer = await makeOffer(rep.api, credential.id);
  expect(offer.offerUrl.startsWith(OFFER_PREFIX)).toBe(true);
  expect(offer.qrCode).toMatch(/^data:image\/png;base64,/);
  const minutesLeft = (new Date(offer.expiresAt).getTime() - Date.now()) / 60_000;
  expect(minutesLeft).toBeGreaterThan(9);
  expect(minutesLeft).toBeLessThanOrEqual(10);

  const holder = await didKeyHolder();
  const { credential: copy } = await walletReceives(offer, holder);
  const stored: Json = await (await rep.api.get(credential.jsonUrl)).json();
  const received = copy as Json;
  expect(received.credentialSubject.id).toBe(holder.did);
  expectOpenBadgesValid(received);
  // The same credential: its id, claim, achievement, evidence and revocation entry; only the holder binding is new.
  expect(received.id).toBe(stored.id);
  expect(received.name).toBe(stored.name);
  expect(received.credentialSubject.achievement).toEqual(stored.credentialSubject.achievement);
  expect(received.evidence).toEqual(stored.evidence);
  expect(received.credentialStatus).toEqual(stored.credentialStatus);
  expect(received.proof).toEqual([
    expect.objectContaining({ type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022" }),
  ]);

  const ours = await (await rep.api.post("/api/credentials/verify", { data: received })).json();
  expect(ours).toMatchObject({ verified: true, revoked: false, errors: [] });
  expect(await verifyIndependently(received)).toMatchObject({ verified: true, revoked: false });
  // The binding is signed: another holder's DID in its place breaks the signature.
  const rebound = structuredClone(received);
  rebound.credentialSubject.id = (await didKeyHolder()).did;
  expect((await verifyIndependently(rebound)).verified).toBe(false);

  // Revoking the rep's credential revokes the wallet's copy (the same status entry).
  expect((await rep.api.delete(`/api/references/${referenceId}`)).status()).toBe(200);
  await expect.poll(async () => (await verifyIndependently(received)).revoked).toBe(true);
  const revoked = await (await rep.api.post("/api/credentials/verify", { data: received })).json();
  expect(revoked).toMatchObject({ verified: false, revoked: true });
});

test("a wallet proving a P-256 key by its jwk receives a copy bound to that key's did:jwk", async ({
  newUser,
  baseURL,
}) => {
  const { rep, credential } = await repWithCredential(newUser, baseURL!);
  const holder = await jwkHolder();
  const { credential: copy } = await walletReceives(await makeOffer(rep.api, credential.id), holder);
  expect((copy as Json).credentialSubject.id).toBe(holder.did);
  expectOpenBadgesValid(copy);
  expect(await verifyIndependently(copy)).toMatchObject({ verified: true, revoked: false });
});
