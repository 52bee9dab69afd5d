// npm run org:plan -- <organisation id or exact name> <enterprise|team> <seats>
import { findOrgForOperator, setOrgPlan } from "@/lib/server/data/orgs/orgs";
import { orgPlanSchema } from "@/lib/validators/org";
import { withDatabase } from "./with-database";

const [which, tier, seats] = process.argv.slice(2);
const plan = orgPlanSchema.safeParse({ tier, seats: Number(seats) });
if (!which || !plan.success) {
  console.error("Usage: npm run org:plan -- <organisation id or name> <enterprise|team> <seats>");
  if (which && !plan.success) console.error(plan.error.issues.map((i) => i.message).join("; "));
  process.exit(2);
}

await withDatabase(async () => {
  const org = await findOrgForOperator(which);
  const updated = await setOrgPlan(null, org.id, plan.data);
  console.log(`${updated.name} (#${updated.id}) is now on the ${updated.tier} plan with ${updated.seats} seats.`);
});
