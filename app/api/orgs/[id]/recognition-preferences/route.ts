import { recognitionSocialRoutes } from "@/lib/api/routes/recognition-social";
import {
  getRecognitionPreferences,
  updateRecognitionPreferences,
} from "@/lib/server/data/orgs/recognition-preferences";
import { orgRoute } from "@/lib/server/http";

/** The signed-in member's own recognition e-mail choices in this organisation. */
export const GET = orgRoute(
  recognitionSocialRoutes["GET /api/orgs/[id]/recognition-preferences"],
  async (_request, { org }) => getRecognitionPreferences(org),
);

/** `{ announcements?, nudges? }`: what is left out stays as it was. */
export const PUT = orgRoute(
  recognitionSocialRoutes["PUT /api/orgs/[id]/recognition-preferences"],
  async (_request, { org, input }) => updateRecognitionPreferences(org, input),
);
