// Route table entries for the operators' console: review and upgrade queues, employer domains, organisations and plans.
import { out, type Returns } from "../define";
import { routeTable } from "./table";
import type { adminQueueCounts } from "@/lib/server/data/admin-digest";
import type { listEmployerDomains } from "@/lib/server/data/employer-domains";
import type { operatorAddDomain } from "@/lib/server/data/orgs/domains";
import type { operatorRenameOrg, setOrgPlan } from "@/lib/server/data/orgs/orgs";
import type { decideReview, listPendingReviews } from "@/lib/server/data/reviews";
import type { decideUpgradeRequest, listOpenUpgradeRequests } from "@/lib/server/data/upgrade-requests";
import type { PublicUser } from "@/lib/server/data/users";
import { employerDomainSchema } from "@/lib/validators/employer-domain";
import { operatorOrgSchema, orgDomainSchema, orgPlanSchema } from "@/lib/validators/org";
import { reviewDecisionSchema } from "@/lib/validators/review";
import { subscriptionChangeSchema } from "@/lib/validators/subscription";
import { upgradeDecisionSchema } from "@/lib/validators/upgrade-request";

export const adminRoutes = routeTable({
  "GET /api/admin/employer-domains": { output: out<Returns<typeof listEmployerDomains>>() },
  "POST /api/admin/employer-domains": {
    input: employerDomainSchema,
    output: out<Returns<typeof listEmployerDomains>["domains"][number]>(),
  },
  "DELETE /api/admin/employer-domains/[domain]": { output: out<{ success: true }>() },
  "POST /api/admin/maintenance/sweep-uploads": { output: out<{ deleted: number }>() },
  "PATCH /api/admin/orgs/[id]": { input: operatorOrgSchema, output: out<Returns<typeof operatorRenameOrg>>() },
  "POST /api/admin/orgs/[id]/domains": { input: orgDomainSchema, output: out<Returns<typeof operatorAddDomain>>() },
  "DELETE /api/admin/orgs/[id]/domains/[domain]": { output: out<{ success: true }>() },
  "POST /api/admin/orgs/[id]/plan": { input: orgPlanSchema, output: out<Returns<typeof setOrgPlan>>() },
  "GET /api/admin/queue-counts": { output: out<Returns<typeof adminQueueCounts>>() },
  "GET /api/admin/reviews": { output: out<Returns<typeof listPendingReviews>>() },
  "POST /api/admin/reviews/[kind]/[id]": { input: reviewDecisionSchema, output: out<Returns<typeof decideReview>>() },
  "POST /api/admin/subscriptions": {
    input: subscriptionChangeSchema,
    output: out<{ id: number; email: string; subscriptionTier: PublicUser["subscriptionTier"] }>(),
  },
  "GET /api/admin/upgrade-requests": { output: out<Returns<typeof listOpenUpgradeRequests>>() },
  "POST /api/admin/upgrade-requests/[id]": {
    input: upgradeDecisionSchema,
    output: out<Returns<typeof decideUpgradeRequest>>(),
  },
});
