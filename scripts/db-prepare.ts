// Runs before `npm run dev` and `npm start`: migrate, then seed the demo account into an empty database once.
import { env } from "@/lib/env";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { DEMO_ACCOUNT, isDatabaseEmpty, seedDemoAccount } from "@/lib/server/seed";
import { withDatabase } from "./with-database";

await withDatabase(async (database) => {
  await migrateDatabase(database);
  if (env().SEED_DEMO === "true" && (await isDatabaseEmpty())) {
    await seedDemoAccount();
    console.log(`Seeded the demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  }
  console.log(`Database ready (${database.kind}).`);
});
