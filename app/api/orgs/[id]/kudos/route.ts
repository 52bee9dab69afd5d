import { NextResponse } from "next/server";
import { recognitionSocialRoutes } from "@/lib/api/routes/recognition-social";
import { RECOGNITION_SOCIAL_ACCESS, sendKudos } from "@/lib/server/data/orgs/kudos";
import { orgRoute } from "@/lib/server/http";

/** `{ toUserId, message }`: a member thanks another member of the organisation. */
export const POST = orgRoute(
  recognitionSocialRoutes["POST /api/orgs/[id]/kudos"],
  async (_request, { org, input }) => NextResponse.json(await sendKudos(org, input), { status: 201 }),
  RECOGNITION_SOCIAL_ACCESS,
);
