// GET /.well-known/oauth-authorization-server: the app as its own OAuth authorisation server for wallets, with the
// token endpoint of the pre-authorised code grant (RFC 8414 metadata), readable from anywhere.
import { NextResponse } from "next/server";
import { withErrors } from "@/lib/server/http";
import { authorizationServerMetadata } from "@/lib/server/wallet/protocol";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = withErrors(async () =>
  NextResponse.json(authorizationServerMetadata(), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  }),
);
