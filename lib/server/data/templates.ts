import "server-only";
// The achievement templates: constant while the server runs (the migrate step syncs them before it starts), so
// they are read once per process and served as the same JSON text on every request.
import { asc } from "drizzle-orm";
import { getDb } from "../db/client";
import { templates } from "../db/schema";
import { processSingleton } from "../process-singleton";

async function listTemplates() {
  const db = await getDb();
  return db.select().from(templates).orderBy(asc(templates.id));
}

const holder = processSingleton("templates-json", (): { __quotaproofTemplatesJson?: Promise<string> } => ({}));

/** The templates as JSON text, read from the database once per process. */
export function templatesJson(): Promise<string> {
  holder.__quotaproofTemplatesJson ??= listTemplates()
    .then((rows) => JSON.stringify(rows))
    .catch((error: unknown) => {
      holder.__quotaproofTemplatesJson = undefined; // a failed read is tried again next time
      throw error;
    });
  return holder.__quotaproofTemplatesJson;
}
