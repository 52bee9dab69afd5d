import { migrateDatabase } from "@/lib/server/db/migrate";
import { withDatabase } from "./with-database";

await withDatabase(async (database) => {
  await migrateDatabase(database);
  console.log(`Migrations applied (${database.kind}).`);
});
