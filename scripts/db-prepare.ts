// Runs before `npm run dev` and `npm start`: migrate, then seed the demo account into an empty database once
// (`npm start` passes --production: no demo there unless SEED_DEMO=true).
import { env, shouldSeedDemo } from "@/lib/env";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { DEMO_ACCOUNT, isDatabaseEmpty, seedDemoAccount } from "@/lib/server/seed";
import { withDatabase } from "./with-database";

await withDatabase(async (database) => {
  await migrateDatabase(database);
  if (
    shouldSeedDemo(env(), env().NODE_ENV === "production" || process.argv.includes("--production")) &&
    (await isDatabaseEmpty())
  ) {
    await seedDemoAccount();
    console.log(`Seeded the demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  }
  console.log(`Database ready (${database.kind}).`);
});
