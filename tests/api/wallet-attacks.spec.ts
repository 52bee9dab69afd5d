// Every way into a wallet refused: an offer of another rep's credential or of a revoked one, a pre-authorised code
// used twice, a wrong or missing PIN (and the offer dead after five wrong ones), an access token that is missing,
// made up or used twice, a request without a proof, and proofs over a nonce we never issued or one already used,
// for another audience, of another type, stale, or signed by a key other than the one they name. A wallet's mistake
// is answered in OAuth's shape with a 4xx, never a 500.
import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers";
import {
  credentialRequest,
  didKeyHolder,
  jwkHolder,
  makeOffer,
  nonce,
  preAuthorizedCode,
  proofJwt,
  repWithCredential,
  tokenRequest,
  walletConnection,
} from "./wallet-helpers";

test("an offer is only for the rep's own active credential", async ({ newUser, baseURL, playwright }) => {
  const { rep, credential, referenceId } = await repWithCredential(newUser, baseURL!);
  const other = await newUser();
  const stranger = await other.api.post(`/api/credentials/${credential.id}/wallet-offer`);
  expect(stranger.status()).toBe(404);
  expect((await stranger.json()).error.code).toBe("not_found");
  expect((await rep.api.post("/api/credentials/no-such-credential/wallet-offer")).status()).toBe(404);
  const signedOut = await playwright.request.newContext({ baseURL });
  expect((await signedOut.post(`/api/credentials/${credential.id}/wallet-offer`)).status()).toBe(401);
  await signedOut.dispose();

  // An offer made before the credential was revoked no longer redeems; a new one is refused.
  const before = await makeOffer(rep.api, credential.id);
  expect((await rep.api.delete(`/api/references/${referenceId}`)).status()).toBe(200);
  await expect
    .poll(async () => (await rep.api.post(`/api/credentials/${credential.id}/wallet-offer`)).status())
    .toBe(410);
  const late = await tokenRequest(walletConnection(baseURL!), preAuthorizedCode(before.offerUrl), before.txCode);
  expect(late).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  expect(String(late.body.error_description)).toMatch(/revoked/);
});

test("a pre-authorised code redeems once; a wrong PIN counts and five of them kill the offer", async ({
  newUser,
  baseURL,
}) => {
  const { rep, credential } = await repWithCredential(newUser, baseURL!);
  const wallet = walletConnection(baseURL!);
  const offer = await makeOffer(rep.api, credential.id);
  const code = preAuthorizedCode(offer.offerUrl);
  expect(offer.txCode).toMatch(/^\d{6}$/);

  expect(await tokenRequest(wallet, "not-a-code", offer.txCode)).toMatchObject({
    status: 400,
    body: { error: "invalid_grant" },
  });
  // Without the PIN: the request is incomplete (not counted as a guess).
  expect(await tokenRequest(wallet, code)).toMatchObject({ status: 400, body: { error: "invalid_request" } });
  const wrongPin = offer.txCode === "000000" ? "111111" : "000000";
  expect(await tokenRequest(wallet, code, wrongPin)).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  // A grant we do not offer.
  const other = await wallet.postForm("/api/oid4vci/token", { grant_type: "client_credentials" });
  expect(other.status).toBe(400);
  expect((other.json() as { error: string }).error).toBe("unsupported_grant_type");

  const first = await tokenRequest(wallet, code, offer.txCode);
  expect(first).toMatchObject({ status: 200, body: { token_type: "Bearer", expires_in: 300 } });
  const again = await tokenRequest(wallet, code, offer.txCode);
  expect(again).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  expect(String(again.body.error_description)).toMatch(/already used/);

  // Five wrong PINs, then even the right one is refused.
  const locked = await makeOffer(rep.api, credential.id);
  const lockedCode = preAuthorizedCode(locked.offerUrl);
  const wrong = locked.txCode === "000000" ? "111111" : "000000";
  for (let i = 0; i < 5; i++) {
    expect(await tokenRequest(wallet, lockedCode, wrong)).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    });
  }
  const right = await tokenRequest(wallet, lockedCode, locked.txCode);
  expect(right).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  expect(String(right.body.error_description)).toMatch(/Too many wrong PINs/);
});

test("the credential endpoint refuses bad tokens, missing and forged proofs, and used nonces", async ({
  newUser,
  baseURL,
  request,
}) => {
  const { rep, credential } = await repWithCredential(newUser, baseURL!);
  const offer = await makeOffer(rep.api, credential.id);
  const wallet = walletConnection(baseURL!);
  const token = await tokenRequest(wallet, preAuthorizedCode(offer.offerUrl), offer.txCode);
  const accessToken = String(token.body.access_token);
  const holder = await didKeyHolder();
  const aud = baseURL!;

  // No token, a made-up one.
  const bare = await request.post("/api/oid4vci/credential", { data: { credential_configuration_id: "x" } });
  expect(bare.status()).toBe(401);
  expect(bare.headers()["www-authenticate"]).toContain('error="invalid_token"');
  const madeUp = await credentialRequest(request, randomBytes(32).toString("base64url"));
  expect(madeUp).toMatchObject({ status: 401, body: { error: "invalid_token" } });

  // No proof at all.
  expect(await credentialRequest(request, accessToken)).toMatchObject({
    status: 400,
    body: { error: "invalid_proof" },
  });
  // A nonce we never issued, and no nonce.
  const unknownNonce = await proofJwt(holder, { aud, nonce: randomBytes(32).toString("base64url") });
  expect(await credentialRequest(request, accessToken, unknownNonce)).toMatchObject({
    status: 400,
    body: { error: "invalid_nonce" },
  });
  expect(await credentialRequest(request, accessToken, await proofJwt(holder, { aud }))).toMatchObject({
    status: 400,
    body: { error: "invalid_nonce" },
  });
  // For another issuer, of another type, stale, signed by a key other than the one its kid names.
  const refusedProofs = [
    await proofJwt(holder, { aud: "https://issuer.example", nonce: await nonce(request) }),
    await proofJwt(holder, { aud, nonce: await nonce(request), typ: "JWT" }),
    await proofJwt(holder, { aud, nonce: await nonce(request), iat: Math.floor(Date.now() / 1000) - 3600 }),
    await proofJwt(holder, { aud, nonce: await nonce(request), signWith: await didKeyHolder() }),
  ];
  for (const proof of refusedProofs) {
    const refused = await credentialRequest(request, accessToken, proof);
    expect(refused, JSON.stringify(refused.body)).toMatchObject({ status: 400, body: { error: "invalid_proof" } });
  }
  const garbage = await credentialRequest(request, accessToken, "not.a.jwt");
  expect(garbage.status).toBe(400);
  expect(["invalid_proof", "invalid_credential_request"]).toContain(garbage.body.error);
  // A P-256 key sent as jwk, but the signature made with another key.
  const p256 = await jwkHolder();
  const forgedJwk = await proofJwt(p256, { aud, nonce: await nonce(request), signWith: await jwkHolder() });
  expect(await credentialRequest(request, accessToken, forgedJwk)).toMatchObject({
    status: 400,
    body: { error: "invalid_proof" },
  });

  // An honest proof still works after all that (failures do not spend the token), and its nonce cannot be replayed.
  const honestNonce = await nonce(request);
  const honest = await credentialRequest(request, accessToken, await proofJwt(holder, { aud, nonce: honestNonce }));
  expect(honest.status, JSON.stringify(honest.body)).toBe(200);
  const issued = (honest.body.credentials as { credential: { credentialSubject: { id: string } } }[])[0]!;
  expect(issued.credential.credentialSubject.id).toBe(holder.did);

  // The token is spent, and the nonce with it: a second request gets neither.
  const replay = await credentialRequest(request, accessToken, await proofJwt(holder, { aud, nonce: honestNonce }));
  expect(replay).toMatchObject({ status: 401, body: { error: "invalid_token" } });
  const second = await makeOffer(rep.api, credential.id);
  const secondToken = await tokenRequest(wallet, preAuthorizedCode(second.offerUrl), second.txCode);
  const reused = await credentialRequest(
    request,
    String(secondToken.body.access_token),
    await proofJwt(holder, { aud, nonce: honestNonce }),
  );
  expect(reused).toMatchObject({ status: 400, body: { error: "invalid_nonce" } });
});

test("token requests are counted per address: the 31st in 15 minutes is slowed down", async ({ baseURL }) => {
  const wallet = walletConnection(baseURL!);
  for (let i = 0; i < 30; i++) {
    expect((await tokenRequest(wallet, `guess-${i}`, "123456")).status).toBe(400);
  }
  const throttled = await tokenRequest(wallet, "guess-31", "123456");
  expect(throttled).toMatchObject({ status: 429, body: { error: "slow_down" } });
  expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
  // Another address is not held up.
  expect((await tokenRequest(walletConnection(baseURL!), "guess-32", "123456")).status).toBe(400);
});

test("unreadable wallet requests are 4xx in OAuth's shape", async ({ request, baseURL }) => {
  const notForm = await walletConnection(baseURL!).post("/api/oid4vci/token", { grant_type: "x" });
  expect(notForm.status).toBe(400);
  expect((notForm.json() as { error: string }).error).toBe("invalid_request");
  const huge = await request.post("/api/oid4vci/credential", {
    headers: { Authorization: `Bearer ${randomBytes(32).toString("base64url")}`, "Content-Type": "application/json" },
    data: JSON.stringify({ pad: "x".repeat(20_000) }),
  });
  expect(huge.status()).toBe(413);
  expect((await huge.json()).error).toBe("invalid_request");
  const notJson = await request.post("/api/oid4vci/credential", {
    headers: { Authorization: `Bearer ${randomBytes(32).toString("base64url")}`, "Content-Type": "application/json" },
    data: "{",
  });
  expect(notJson.status()).toBe(400);
});
