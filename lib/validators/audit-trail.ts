// The audit trail's inputs: an export's range and format, and the webhook's address (its reachability is checked on
// the server: lib/server/outbound-url.ts).
import { z } from "zod";

export const AUDIT_EXPORT_FORMATS = ["csv", "jsonl"] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

const emptyAsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** A real calendar day (2026-02-30 is not one). */
function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const isInstant = (value: string) => isDay(value) || (DATE_TIME.test(value) && Number.isFinite(Date.parse(value)));

/**
 * A bound of the range: a UTC day (the whole day: from its first millisecond, or to its last) or an ISO 8601 date and
 * time with its offset.
 */
const bound = (edge: "start" | "end", name: string) =>
  z.preprocess(
    emptyAsAbsent,
    z
      .string()
      .trim()
      .max(40, `${name}: a date (2026-01-31) or an ISO date and time (2026-01-31T17:00:00Z)`)
      .refine(isInstant, `${name}: a date (2026-01-31) or an ISO date and time (2026-01-31T17:00:00Z)`)
      .transform((value) =>
        isDay(value) ? new Date(`${value}T${edge === "start" ? "00:00:00.000" : "23:59:59.999"}Z`) : new Date(value),
      )
      .optional(),
  );

/** GET /api/orgs/{id}/audit/export: the events written from `from` to `to` (both included), as CSV or JSON Lines. */
export const auditExportQuerySchema = z
  .object({
    format: z.preprocess(
      emptyAsAbsent,
      z.enum(AUDIT_EXPORT_FORMATS, { error: "Format: csv or jsonl" }).default("jsonl"),
    ),
    from: bound("start", "From"),
    to: bound("end", "To"),
  })
  .refine((range) => !range.from || !range.to || range.from.getTime() <= range.to.getTime(), {
    message: "From must be on or before To",
    path: ["to"],
  });

export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;

/** PUT /api/orgs/{id}/audit/webhook: where new events are delivered. */
export const auditWebhookSchema = z.object({
  url: z
    .string({ error: "Enter the webhook's https:// address" })
    .trim()
    .min(1, "Enter the webhook's https:// address")
    .max(2000, "The address is too long (at most 2,000 characters)"),
});

export type AuditWebhookInput = z.infer<typeof auditWebhookSchema>;
