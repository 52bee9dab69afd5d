// GET /api/credentials: the signed-in rep's credentials (one per verified item; revoked ones marked), newest first.
import { NextResponse } from "next/server";
import { listCredentials } from "@/lib/server/credentials";
import { withUser } from "@/lib/server/http";

export const runtime = "nodejs";

export const GET = withUser(async (_request, { user }) =>
  NextResponse.json({ credentials: await listCredentials(user.id) }),
);
