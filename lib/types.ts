// The portfolio's rows as the API sends them (JSON: dates become strings), for client code.
import type * as schema from "@/lib/server/db/schema";

type Jsonify<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type Achievement = Jsonify<typeof schema.achievements.$inferSelect>;
export type QuotaRecord = Jsonify<typeof schema.quotaRecords.$inferSelect>;
export type Experience = Jsonify<typeof schema.experiences.$inferSelect>;
export type DealHighlight = Jsonify<typeof schema.dealHighlights.$inferSelect>;
export type Executive = Jsonify<typeof schema.executiveCircle.$inferSelect>;
export type Reference = Jsonify<typeof schema.references.$inferSelect>;
export type AboutMe = Jsonify<typeof schema.aboutMe.$inferSelect>;
export type Template = Jsonify<typeof schema.templates.$inferSelect>;
