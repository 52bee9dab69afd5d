import "server-only";
// The W3C VC API as the operator and the W3C test suites use it: who the operator is (the bearer VC_API_TOKEN,
// compared in constant time), which key signs a posted credential (the app's did:web key, or the operator's did:key
// from VC_API_DID_KEY, chosen by the credential's issuer; any other issuer is refused), and the VC API's answer to a
// verification.
import { createHash, timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import type { VcApiVerification } from "@/lib/api/routes/vc-api";
import type { VerifyResult } from "@/lib/credentials";
import { env } from "@/lib/env";
import { ApiError } from "../errors";
import { issuerDid } from "./did";
import { recordSigningKey, signingKey } from "./keys";
import { keyPairFromSecret } from "./signing-key";

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether the request carries the operator's token: "operator" with it, "none" without an Authorization header,
 * 401 with any other (a wrong or stale token is said, never quietly treated as a stranger's call).
 */
export function vcApiCaller(request: Pick<Request, "headers">): "operator" | "none" {
  const header = request.headers.get("authorization");
  if (header === null) return "none";
  const token = BEARER.exec(header)?.[1];
  const secret = env().VC_API_TOKEN;
  // Hashed first: equal lengths for the constant-time comparison, whatever was sent.
  if (token && secret && timingSafeEqual(digest(token), digest(secret))) return "operator";
  throw new ApiError("unauthorized", "The bearer token is not the VC API operator's token", undefined, {
    "WWW-Authenticate": 'Bearer realm="vc-api"',
  });
}

/** Refuses a call that is not the operator's: 404 while the operator's VC API is off (no VC_API_TOKEN), else 401. */
export function requireVcApiOperator(request: Pick<Request, "headers">): void {
  if (!env().VC_API_TOKEN) throw new ApiError("not_found", "Not found");
  if (vcApiCaller(request) !== "operator") {
    throw new ApiError("unauthorized", "Send the operator's token as Authorization: Bearer <VC_API_TOKEN>", undefined, {
      "WWW-Authenticate": 'Bearer realm="vc-api"',
    });
  }
}

/** The operator's did:key and its secret, or null without VC_API_DID_KEY. */
export async function operatorDidKey(): Promise<{ did: string; secretKeyMultibase: string } | null> {
  const secret = env().VC_API_DID_KEY;
  if (!secret) return null;
  const { publicKeyMultibase } = await keyPairFromSecret(secret, "did:key", "VC_API_DID_KEY");
  return { did: `did:key:${publicKeyMultibase}`, secretKeyMultibase: secret };
}

/** A JSON object (not an array, not null): what the VC API takes as a credential. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The issuer a posted credential names (a string, or an object's id), or null. */
export function issuerIdOf(credential: Record<string, unknown>): string | null {
  const { issuer } = credential;
  if (typeof issuer === "string") return issuer;
  return isJsonObject(issuer) && typeof issuer.id === "string" ? issuer.id : null;
}

/**
 * The key that signs a credential of `issuer`: the app's own signing key for its did:web (recorded first, so a later
 * rotation keeps it in the DID document), the operator's for its did:key; 422 for any other issuer.
 */
export async function issuingKeyFor(issuer: string | null): Promise<{ did: string; secretKeyMultibase: string }> {
  const did = issuerDid();
  if (issuer === did) {
    await recordSigningKey();
    const exported = await (await signingKey()).export({ secretKey: true, canonicalize: true });
    return { did, secretKeyMultibase: exported.secretKeyMultibase! };
  }
  const operator = await operatorDidKey();
  if (operator && issuer === operator.did) return operator;
  const accepted = [did, operator?.did].filter(Boolean).join(" or ");
  throw new ApiError("validation_error", `The credential's issuer must be ${accepted}`, {
    issuer: `Signed here only as ${accepted}`,
  });
}

/**
 * The VC API's answer to a verification: 200 `{ verified: true, issuer, checks, warnings, errors }`; a credential
 * that does not verify is the caller's bad input, 400 with the same fields saying why, and the error in the one error
 * shape. A valid proof by any did:key says only that the key's holder signed it: the answer names the issuer, and a
 * warning says whenever it is not QuotaProof, so "verified" is never read as QuotaProof vouching for the claims.
 */
export function vcApiVerification(result: VerifyResult): Response {
  const notOurs = result.verified && result.issuer !== issuerDid();
  const answer: VcApiVerification = {
    verified: result.verified,
    issuer: result.issuer,
    checks: result.checks,
    warnings: notOurs
      ? [
          `issuer: the proof is valid, but ${result.issuer} is not QuotaProof: the claims rest on that issuer alone, not on QuotaProof`,
        ]
      : [],
    errors: result.errors,
  };
  if (result.verified) return NextResponse.json(answer);
  const error = new ApiError("bad_request", result.errors[0] ?? "The credential does not verify");
  return NextResponse.json(
    { ...answer, error: { code: error.code, message: error.message } },
    { status: error.status },
  );
}
