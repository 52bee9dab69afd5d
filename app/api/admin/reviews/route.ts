import { NextResponse } from "next/server";
import { listPendingReviews } from "@/lib/server/data/reviews";
import { withUser } from "@/lib/server/http";

/** The review queue: pending proofs of every rep. Admins only (403 otherwise). */
export const GET = withUser(
  async (_request, { user }) => {
    return NextResponse.json(await listPendingReviews(user));
  },
  { role: "admin" },
);
