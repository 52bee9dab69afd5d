// The wallet's key from its proof header: did:key (Ed25519, P-256) and did:jwk resolve to the key they carry, a bare
// jwk is named by its did:jwk, and anything else (another DID method, a private key, a mismatched fragment, an
// algorithm that does not fit the curve) is refused.
import { generateKeyPairSync } from "node:crypto";
import { encode as base58Encode } from "base58-universal";
import {
  algorithmFits,
  didJwkOf,
  holderFromHeader,
  HolderKeyError,
  resolveHolderDid,
} from "@/lib/server/wallet/holder-key";

const ed25519 = () => generateKeyPairSync("ed25519").publicKey.export({ format: "jwk" });
const p256 = () => generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey;

test("an Ed25519 did:key resolves to its key, with or without its fragment", () => {
  const jwk = ed25519();
  const raw = Buffer.from(jwk.x!, "base64url");
  const identifier = `z${base58Encode(Uint8Array.from([0xed, 0x01, ...raw]))}`;
  const did = `did:key:${identifier}`;
  expect(resolveHolderDid(`${did}#${identifier}`)).toEqual({ did, jwk: { kty: "OKP", crv: "Ed25519", x: jwk.x } });
  expect(resolveHolderDid(did).did).toBe(did);
  expect(() => resolveHolderDid(`${did}#z6MkOther`)).toThrow(HolderKeyError);
});

test("a P-256 did:key (compressed point) resolves to the same key as its JWK", () => {
  const key = p256();
  const compressed = key.export({ format: "der", type: "spki" }); // uncompressed in DER: compress by hand
  const jwk = key.export({ format: "jwk" });
  const x = Buffer.from(jwk.x!, "base64url");
  const y = Buffer.from(jwk.y!, "base64url");
  const point = Buffer.concat([Buffer.from([y[y.length - 1]! & 1 ? 0x03 : 0x02]), x]);
  expect(compressed.length).toBeGreaterThan(point.length);
  const did = `did:key:z${base58Encode(Uint8Array.from([0x80, 0x24, ...point]))}`;
  expect(resolveHolderDid(did).jwk).toEqual({ kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y });
});

test("did:jwk and a bare jwk name the same holder; private keys and other methods are refused", () => {
  const jwk = ed25519();
  const did = didJwkOf({ kty: "OKP", crv: "Ed25519", x: jwk.x });
  expect(holderFromHeader({ jwk: { kty: "OKP", crv: "Ed25519", x: jwk.x } }).did).toBe(did);
  expect(holderFromHeader({ kid: `${did}#0` }).jwk).toEqual({ kty: "OKP", crv: "Ed25519", x: jwk.x });
  const withSecret = generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" });
  expect(() => holderFromHeader({ jwk: withSecret })).toThrow(/private key/);
  expect(() => holderFromHeader({ kid: "did:web:example.com#key-1" })).toThrow(/did:key and did:jwk/);
  expect(() => holderFromHeader({ kid: "did:key:z6Mknotbase58!!" })).toThrow(HolderKeyError);
  expect(() => holderFromHeader({})).toThrow(/no key/);
  expect(() => holderFromHeader({ jwk: { kty: "RSA", n: "AQAB", e: "AQAB" } })).toThrow(HolderKeyError);
});

test("the algorithm must fit the key's curve", () => {
  expect(algorithmFits("EdDSA", { kty: "OKP", crv: "Ed25519" })).toBe(true);
  expect(algorithmFits("ES256", { kty: "EC", crv: "P-256" })).toBe(true);
  expect(algorithmFits("ES256", { kty: "OKP", crv: "Ed25519" })).toBe(false);
  expect(algorithmFits("none", { kty: "OKP", crv: "Ed25519" })).toBe(false);
  expect(algorithmFits("HS256", { kty: "EC", crv: "P-256" })).toBe(false);
});
