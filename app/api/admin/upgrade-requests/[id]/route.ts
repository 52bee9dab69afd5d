import { NextResponse } from "next/server";
import { decideUpgradeRequest } from "@/lib/server/data/upgrade-requests";
import { clientIp, parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { upgradeDecisionSchema } from "@/lib/validators/upgrade-request";

/** `{ decision: "approve" | "decline" }` on an open request; approving sets the rep's plan. Admins only (403 otherwise). */
export const POST = withUser<{ id: string }>(
  async (request, { user, params }) => {
    const id = parseId(params.id, "Upgrade request");
    const decision = parseInput(upgradeDecisionSchema, await readJson(request));
    const result = await decideUpgradeRequest(user, id, decision, {
      ip: clientIp(request),
      userAgent: request.headers.get("user-agent"),
    });
    return NextResponse.json(result);
  },
  { role: "admin" },
);
