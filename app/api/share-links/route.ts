// GET /api/share-links: the signed-in owner's links, newest first (revoked ones too, marked by revokedAt).
import { NextResponse } from "next/server";
import { listShareLinks } from "@/lib/server/data/share-links";
import { withUser } from "@/lib/server/http";

export const GET = withUser(async (_request, { user }) => NextResponse.json(await listShareLinks(user.id)));
