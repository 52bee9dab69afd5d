// Runs a command-line task with the database open, and closes it (and its lock) afterwards.
import { closeDatabase, openDatabase, type Database } from "@/lib/server/db/client";
import { DatabaseLockedError } from "@/lib/server/db/lock";
import { ApiError } from "@/lib/server/errors";

export async function withDatabase(task: (database: Database) => Promise<void>): Promise<void> {
  try {
    const database = await openDatabase();
    await task(database);
    await closeDatabase();
  } catch (error) {
    // A refusal the app words for people (not found, conflict) is shown as its message.
    console.error(error instanceof DatabaseLockedError || error instanceof ApiError ? error.message : error);
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  }
}
