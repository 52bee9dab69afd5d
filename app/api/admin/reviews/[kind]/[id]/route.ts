import { NextResponse } from "next/server";
import { decideReview } from "@/lib/server/data/reviews";
import { clientIp, notFound, parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { REVIEW_KINDS, reviewDecisionSchema, type ReviewKind } from "@/lib/validators/review";

const isReviewKind = (kind: string): kind is ReviewKind => (REVIEW_KINDS as readonly string[]).includes(kind);

/** Approve or reject a pending proof: `{ decision: "approve" | "reject", reason? }`. Admins only (403 otherwise). */
export const POST = withUser<{ kind: string; id: string }>(
  async (request, { user, params }) => {
    if (!isReviewKind(params.kind)) throw notFound("Review");
    const id = parseId(params.id, "Review");
    const decision = parseInput(reviewDecisionSchema, await readJson(request));
    const result = await decideReview(user, params.kind, id, decision, {
      ip: clientIp(request),
      userAgent: request.headers.get("user-agent"),
    });
    return NextResponse.json(result);
  },
  { role: "admin" },
);
