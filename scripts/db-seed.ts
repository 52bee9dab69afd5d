// Creates (or resets) the demo account with a full sample portfolio.
import { DEMO_ACCOUNT, seedDemoAccount } from "@/lib/server/seed";
import { withDatabase } from "./with-database";

await withDatabase(async () => {
  await seedDemoAccount();
  console.log(`Demo account ready: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
});
