import { NextResponse } from "next/server";
import { adminQueueCounts } from "@/lib/server/data/admin-digest";
import { withUser } from "@/lib/server/http";

/** `{ reviews, upgrades }`: how many proofs and upgrade requests wait. Admins only (403 otherwise). */
export const GET = withUser(async (_request, { user }) => NextResponse.json(await adminQueueCounts(user)));
