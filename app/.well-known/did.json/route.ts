// GET /.well-known/did.json: QuotaProof's DID document (did:web), listing every Ed25519 key that ever signed a
// credential (Multikey), so a verifier anywhere can check our signatures, old ones included.
import { NextResponse } from "next/server";
import { withErrors } from "@/lib/server/http";
import { didDocument } from "@/lib/server/credentials/sign";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = withErrors(async () =>
  NextResponse.json(await didDocument(), {
    headers: {
      "Content-Type": "application/did+json",
      "Cache-Control": "public, max-age=60",
      "Access-Control-Allow-Origin": "*",
    },
  }),
);
