// The organisation's SCIM token: POST makes it (201, shown this once; again: a new one, and the old stops at once),
// for owners and admins of an Enterprise organisation with a verified domain (403, 402, 409 otherwise); DELETE
// revokes it.
import { NextResponse } from "next/server";
import { scimRoutes } from "@/lib/api/routes/scim";
import {
  createScimToken,
  revokeScimToken,
  SCIM_ADMIN_ACCESS,
  SCIM_TOKEN_ACCESS,
} from "@/lib/server/data/orgs/scim-token";
import { orgRoute, SUCCESS } from "@/lib/server/http";

export const runtime = "nodejs";

export const POST = orgRoute(
  scimRoutes["POST /api/orgs/[id]/scim/token"],
  async (_request, { org }) =>
    NextResponse.json(await createScimToken(org), { status: 201, headers: { "Cache-Control": "no-store" } }),
  SCIM_TOKEN_ACCESS,
);

export const DELETE = orgRoute(
  scimRoutes["DELETE /api/orgs/[id]/scim/token"],
  async (_request, { org }) => {
    await revokeScimToken(org);
    return SUCCESS;
  },
  SCIM_ADMIN_ACCESS,
);
