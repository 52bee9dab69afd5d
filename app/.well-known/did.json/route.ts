// GET /.well-known/did.json: QuotaProof's DID document (did:web), listing every Ed25519 key that ever signed a
// credential (Multikey), so a verifier anywhere can check our signatures, old ones included, and who the issuer is
// (its web address, and a profile with its name, logo and contact, for registries).
import { NextResponse } from "next/server";
import { withErrors } from "@/lib/server/http";
import { publishedDidDocument } from "@/lib/server/credentials/issuer-profile";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = withErrors(async () =>
  NextResponse.json(await publishedDidDocument(), {
    headers: {
      "Content-Type": "application/did+json",
      "Cache-Control": "public, max-age=60",
      "Access-Control-Allow-Origin": "*",
    },
  }),
);
