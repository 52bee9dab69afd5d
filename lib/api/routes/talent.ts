// Route table entries for the rep's side of the talent directory: the listing, the requests and who viewed it.
import { out, type Returns } from "../define";
import { routeTable } from "./table";
import type { getTalentProfile, updateTalentProfile } from "@/lib/server/talent/profile";
import type { acceptRequest, declineRequest, listRepRequests, listViews } from "@/lib/server/talent/requests";
import { talentAcceptSchema, talentProfileSchema } from "@/lib/validators/talent";

export const talentRoutes = routeTable({
  "GET /api/talent/profile": { output: out<Returns<typeof getTalentProfile>>() },
  "PUT /api/talent/profile": { input: talentProfileSchema, output: out<Returns<typeof updateTalentProfile>>() },
  "GET /api/talent/requests": { output: out<Returns<typeof listRepRequests>>() },
  "POST /api/talent/requests/[rid]/accept": { input: talentAcceptSchema, output: out<Returns<typeof acceptRequest>>() },
  "POST /api/talent/requests/[rid]/decline": { output: out<Returns<typeof declineRequest>>() },
  "GET /api/talent/views": { output: out<Returns<typeof listViews>>() },
});
