// GET /api/talent/views: who looked at the rep's listing: each card opened and each contact (organisation, kind, at).
import { NextResponse } from "next/server";
import { withUser } from "@/lib/server/http";
import { listViews } from "@/lib/server/talent/requests";

export const GET = withUser(async (_request, { user }) => NextResponse.json(await listViews(user.id)));
