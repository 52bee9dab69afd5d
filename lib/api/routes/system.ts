// Route table entries for operations: health, cron jobs and the development outbox; and the two public pages served
// as documents of their own.
import type { OutboxMessage } from "@/lib/server/mail";
import { out, type Json } from "../define";
import { fileEntry } from "./kinds";
import { routeTable } from "./table";

/** One message of the development outbox, as the JSON route renames its columns. */
export type DevOutboxMessage = Json<
  Pick<OutboxMessage, "id" | "subject" | "text" | "html" | "status" | "attempts" | "lastError" | "createdAt" | "sentAt">
> & { to: string };

export const systemRoutes = routeTable({
  // The landing and pricing pages: whole HTML documents (lib/server/public-pages.ts).
  "GET /": fileEntry,
  "GET /pricing": fileEntry,
  "GET /api/cron/[job]": { output: out<{ job: string } & Record<string, unknown>>() },
  "GET /api/health": { output: out<{ status: "ok" | "unavailable"; database: "up" | "down" }>() },
  "GET /dev/outbox/messages": { output: out<DevOutboxMessage[]>() },
  /** Tests only: the tables the requests sent with this label wrote to. */
  "GET /dev/writes": { output: out<{ writes: { table: string; op: "insert" | "update" | "delete" }[] }>() },
});
