import "server-only";
// The wallet's key, from its proof of possession: a `kid` naming a did:key (Ed25519 or P-256) or a did:jwk, or a bare
// `jwk` (which we name as a did:jwk). Answers the public key as a JWK and the DID the issued credential is bound to.
// Nothing is fetched: both methods carry the key in the identifier itself. Anything else is not a key we accept.
import { createPublicKey } from "node:crypto";
import { decodeMultibaseKey } from "../credentials/multibase-key";

export type PublicJwk = { kty: string; crv?: string; x?: string; y?: string; [key: string]: unknown };

export type HolderKey = { did: string; jwk: PublicJwk };

/** The proof algorithms we verify, and the curve each one needs. */
export const PROOF_ALGORITHMS = { EdDSA: "Ed25519", ES256: "P-256" } as const;
export type ProofAlgorithm = keyof typeof PROOF_ALGORITHMS;

/** The did:key and did:jwk methods, as the issuer metadata names them. */
export const BINDING_METHODS = ["did:key", "did:jwk"] as const;

export class HolderKeyError extends Error {}

/** The DER prefix of a P-256 public key's SubjectPublicKeyInfo with a compressed point (33 bytes follow). */
const P256_COMPRESSED_SPKI = Buffer.from("3039301306072a8648ce3d020106082a8648ce3d030107032200", "hex");
const MAX_IDENTIFIER_CHARS = 1_000;

/** The public key a did:key identifier (`did:key:z...`) encodes. */
function didKeyJwk(identifier: string): PublicJwk {
  const decoded = decodeMultibaseKey(identifier);
  if (!decoded) throw new HolderKeyError("the did:key is not a base58btc (z...) Ed25519 or P-256 key");
  if (decoded.codec === "ed25519-pub" && decoded.key.length === 32) {
    return { kty: "OKP", crv: "Ed25519", x: Buffer.from(decoded.key).toString("base64url") };
  }
  if (decoded.codec === "p256-pub" && decoded.key.length === 33) {
    try {
      const key = createPublicKey({
        key: Buffer.concat([P256_COMPRESSED_SPKI, decoded.key]),
        format: "der",
        type: "spki",
      });
      const { kty, crv, x, y } = key.export({ format: "jwk" });
      return { kty: kty!, crv, x, y };
    } catch {
      throw new HolderKeyError("the did:key's P-256 point is not on the curve");
    }
  }
  throw new HolderKeyError("only Ed25519 and P-256 did:key identifiers are accepted");
}

/** Only the public members of a key: a JWK carrying a private part, or of another kind, is refused. */
function publicJwk(value: unknown): PublicJwk {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new HolderKeyError("not a JWK");
  const jwk = value as Record<string, unknown>;
  if ("d" in jwk) throw new HolderKeyError("the JWK carries a private key");
  const { kty, crv, x, y } = jwk;
  if (kty === "OKP" && crv === "Ed25519" && typeof x === "string") return { kty, crv, x };
  if (kty === "EC" && crv === "P-256" && typeof x === "string" && typeof y === "string") return { kty, crv, x, y };
  throw new HolderKeyError("only Ed25519 (OKP) and P-256 (EC) keys are accepted");
}

/** A did:jwk for a public key: its members in a fixed order, so one key always makes one DID. */
export function didJwkOf(jwk: PublicJwk): string {
  const { kty, crv, x, y } = publicJwk(jwk);
  const canonical = y === undefined ? { crv, kty, x } : { crv, kty, x, y };
  return `did:jwk:${Buffer.from(JSON.stringify(canonical)).toString("base64url")}`;
}

/** The key and DID of a did:key or did:jwk URL (a fragment, if any, must name that same key). */
export function resolveHolderDid(didUrl: string): HolderKey {
  if (didUrl.length > MAX_IDENTIFIER_CHARS) throw new HolderKeyError("the key identifier is too long");
  const [did = "", fragment, ...rest] = didUrl.split("#");
  if (rest.length > 0) throw new HolderKeyError("the key identifier has more than one fragment");
  if (did.startsWith("did:key:")) {
    const identifier = did.slice("did:key:".length);
    if (fragment !== undefined && fragment !== identifier) {
      throw new HolderKeyError("a did:key's fragment must repeat its key");
    }
    return { did, jwk: didKeyJwk(identifier) };
  }
  if (did.startsWith("did:jwk:")) {
    if (fragment !== undefined && fragment !== "0") throw new HolderKeyError("a did:jwk's key is #0");
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(did.slice("did:jwk:".length), "base64url").toString("utf8"));
    } catch {
      throw new HolderKeyError("the did:jwk is not base64url JSON");
    }
    return { did, jwk: publicJwk(parsed) };
  }
  throw new HolderKeyError("only did:key and did:jwk holders are accepted");
}

/** The holder of a proof: from its header's `kid` (a DID URL) or its `jwk`. */
export function holderFromHeader(header: { kid?: unknown; jwk?: unknown }): HolderKey {
  if (typeof header.kid === "string") return resolveHolderDid(header.kid);
  if (header.jwk !== undefined) {
    const jwk = publicJwk(header.jwk);
    return { did: didJwkOf(jwk), jwk };
  }
  throw new HolderKeyError("the proof names no key (kid or jwk)");
}

/** True when the algorithm is one we verify and fits the key's curve. */
export function algorithmFits(alg: unknown, jwk: PublicJwk): alg is ProofAlgorithm {
  return typeof alg === "string" && alg in PROOF_ALGORITHMS && PROOF_ALGORITHMS[alg as ProofAlgorithm] === jwk.crv;
}
