// npm run user:tier -- <email> <starter|pro|enterprise>
import { setSubscriptionTier } from "@/lib/server/data/users";
import { PLAN_TIERS } from "@/lib/plan-tiers";
import { withDatabase } from "./with-database";

const [email, tier] = process.argv.slice(2);
const plan = PLAN_TIERS.find((t) => t === tier);
if (!email || !plan) {
  console.error(`Usage: npm run user:tier -- <email> <${PLAN_TIERS.join("|")}>`);
  process.exit(2);
}

await withDatabase(async () => {
  const user = await setSubscriptionTier(email, plan);
  if (!user) throw new Error(`No account with the email ${email}`);
  console.log(`${user.email} is now on the ${user.subscriptionTier} plan.`);
});
