// The organisation's single sign-on connection, for owners and admins of an Enterprise organisation (402 otherwise,
// 403 other roles): GET the connection (never a secret) and the service provider details to paste into the identity
// provider; POST { type: "saml", metadataXml } or { type: "oidc", issuer, clientId, clientSecret }, with enforce and
// defaultRole (201 created, 200 replaced; 409 without a verified domain; 422 naming what the metadata or issuer
// lacks); DELETE removes it.
import { NextResponse } from "next/server";
import { ssoRoutes } from "@/lib/api/routes/sso";
import { getSsoSettings, removeSsoConnection, saveSsoConnection, SSO_ACCESS } from "@/lib/server/data/orgs/sso";
import { orgRoute, SUCCESS } from "@/lib/server/http";
import { LONG_TEXT_BODY_LIMIT } from "@/lib/server/read-body";

export const runtime = "nodejs";

export const GET = orgRoute(
  ssoRoutes["GET /api/orgs/[id]/sso"],
  async (_request, { org }) => getSsoSettings(org),
  SSO_ACCESS,
);

export const POST = orgRoute(
  ssoRoutes["POST /api/orgs/[id]/sso"],
  async (_request, { org, input }) => {
    const { view, created } = await saveSsoConnection(org, input);
    return NextResponse.json(view, { status: created ? 201 : 200 });
  },
  { ...SSO_ACCESS, bodyLimit: LONG_TEXT_BODY_LIMIT },
);

export const DELETE = orgRoute(
  ssoRoutes["DELETE /api/orgs/[id]/sso"],
  async (_request, { org }) => {
    await removeSsoConnection(org);
    return SUCCESS;
  },
  SSO_ACCESS,
);
