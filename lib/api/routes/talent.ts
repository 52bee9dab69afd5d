// Route table entries for the rep's side of the talent directory: the listing, the requests and who viewed it.
import { out, route, type Returns } from "../define";
import type { getTalentProfile, updateTalentProfile } from "@/lib/server/talent/profile";
import type { acceptRequest, declineRequest, listRepRequests, listViews } from "@/lib/server/talent/requests";
import { talentAcceptSchema, talentProfileSchema } from "@/lib/validators/talent";

export const talentRoutes = {
  "GET /api/talent/profile": route({
    method: "GET",
    path: "/api/talent/profile",
    output: out<Returns<typeof getTalentProfile>>(),
  }),
  "PUT /api/talent/profile": route({
    method: "PUT",
    path: "/api/talent/profile",
    input: talentProfileSchema,
    output: out<Returns<typeof updateTalentProfile>>(),
  }),
  "GET /api/talent/requests": route({
    method: "GET",
    path: "/api/talent/requests",
    output: out<Returns<typeof listRepRequests>>(),
  }),
  "POST /api/talent/requests/[rid]/accept": route({
    method: "POST",
    path: "/api/talent/requests/[rid]/accept",
    input: talentAcceptSchema,
    output: out<Returns<typeof acceptRequest>>(),
  }),
  "POST /api/talent/requests/[rid]/decline": route({
    method: "POST",
    path: "/api/talent/requests/[rid]/decline",
    output: out<Returns<typeof declineRequest>>(),
  }),
  "GET /api/talent/views": route({
    method: "GET",
    path: "/api/talent/views",
    output: out<Returns<typeof listViews>>(),
  }),
} as const;
