import { NextResponse } from "next/server";
import { listOpenUpgradeRequests } from "@/lib/server/data/upgrade-requests";
import { withUser } from "@/lib/server/http";

/** The open upgrade requests of every rep, oldest first. Admins only (403 otherwise). */
export const GET = withUser(
  async (_request, { user }) => {
    return NextResponse.json(await listOpenUpgradeRequests(user));
  },
  { role: "admin" },
);
