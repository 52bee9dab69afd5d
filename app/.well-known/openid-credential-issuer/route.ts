// GET /.well-known/openid-credential-issuer: QuotaProof's OpenID4VCI issuer metadata (credential, nonce endpoints,
// display, the OpenBadgeCredential configuration in format ldp_vc), readable from anywhere.
import { NextResponse } from "next/server";
import { withErrors } from "@/lib/server/http";
import { credentialIssuerMetadata } from "@/lib/server/wallet/protocol";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = withErrors(async () =>
  NextResponse.json(credentialIssuerMetadata(), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  }),
);
