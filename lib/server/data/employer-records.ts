import "server-only";
// The employer's records in a rep's book, as the rep sees them: what arrived from each organisation's CRM sign-off,
// and the rep's choice for each: shown (it stands in for the rep's own record of its period everywhere the rep
// shares) or declined (hidden from everything shared; the rep's own record of the period shows). The record stays the
// rep's: leaving the organisation keeps it. Nobody but the sign-off changes its figures.
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { assuranceOf } from "@/lib/assurance";
import { getDb } from "../db/client";
import { quotaRecords } from "../db/schema";
import { notFound } from "../errors";
import { requireUserId } from "./user-scope";

type Row = typeof quotaRecords.$inferSelect;

function toView(row: Row) {
  return {
    id: row.id,
    orgId: row.employerOrgId!,
    employerName: row.employerName,
    year: row.year,
    quarter: row.quarter,
    quota: row.quota,
    attainment: row.attainment,
    attainmentPercent: row.attainmentPercent,
    currency: row.currency ?? "USD",
    source: row.employerSource,
    assurance: assuranceOf(row),
    status: row.declinedAt ? ("declined" as const) : ("shown" as const),
    declinedAt: row.declinedAt,
  };
}

export type EmployerRecordView = ReturnType<typeof toView>;

const employerRecord = (userId: number) =>
  and(eq(quotaRecords.userId, requireUserId(userId)), isNotNull(quotaRecords.employerOrgId));

export async function listEmployerRecords(userId: number): Promise<EmployerRecordView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(quotaRecords)
    .where(employerRecord(userId))
    .orderBy(desc(quotaRecords.year), asc(quotaRecords.quarter), asc(quotaRecords.id));
  return rows.map(toView);
}

/** Hides the record from everything the rep shares (`declined: true`), or shows it again; 404 for any other record. */
export async function setEmployerRecordShown(userId: number, id: number, shown: boolean): Promise<EmployerRecordView> {
  const db = await getDb();
  const [row] = await db
    .update(quotaRecords)
    .set({ declinedAt: shown ? null : new Date() })
    .where(and(employerRecord(userId), eq(quotaRecords.id, id)))
    .returning();
  if (!row) throw notFound("Employer record");
  return toView(row);
}
