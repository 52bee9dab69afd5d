// An administrator sets a user's plan (there is no card payment yet, so this is how a plan changes).
import { z } from "zod";

import { PLAN_TIERS } from "@/lib/plan-tiers";

export const subscriptionChangeSchema = z.object({
  email: z.string({ error: "Email is required" }).trim().email("Please enter a valid email"),
  tier: z.enum(PLAN_TIERS, { error: "Choose starter, pro or enterprise" }),
});
