// Route table entries for plans and payment: the billing summary, Stripe checkout, portal and webhook, upgrade requests.
import { out, type Json, type Returns } from "../define";
import { routeTable } from "./table";
import type { createCheckoutSession, createPortalSession } from "@/lib/server/billing/checkout";
import type { processStripeEvent } from "@/lib/server/billing/webhook";
import type { getBillingSummary } from "@/lib/server/data/billing";
import type { submitEnterpriseInquiry } from "@/lib/server/data/enterprise-inquiries";
import type { listUpgradeRequests, requestUpgrade } from "@/lib/server/data/upgrade-requests";
import type { PublicUser } from "@/lib/server/data/users";
import { checkoutSchema, enterpriseInquirySchema } from "@/lib/validators/billing";
import { upgradeRequestSchema } from "@/lib/validators/upgrade-request";

export const billingRoutes = routeTable({
  "GET /api/billing": { output: out<Returns<typeof getBillingSummary>>() },
  "POST /api/billing/checkout": {
    input: checkoutSchema,
    output: out<Returns<typeof createCheckoutSession>>(),
  },
  "POST /api/billing/portal": {
    output: out<Returns<typeof createPortalSession>>(),
  },
  "POST /api/billing/webhook": {
    output: out<{ received: true; outcome: Returns<typeof processStripeEvent> }>(),
  },
  "POST /api/enterprise/inquiries": {
    input: enterpriseInquirySchema,
    output: out<Returns<typeof submitEnterpriseInquiry>>(),
  },
  "POST /api/subscription/downgrade": {
    output: out<Json<PublicUser> | null>(),
  },
  "GET /api/upgrade-requests": {
    output: out<Returns<typeof listUpgradeRequests>>(),
  },
  "POST /api/upgrade-requests": {
    input: upgradeRequestSchema,
    output: out<Returns<typeof requestUpgrade>["request"]>(),
  },
});
