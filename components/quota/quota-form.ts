// The QuotaProof wizard's form: its steps and their fields, the values it starts from, when a step is
// filled in enough to move on, and what is sent to the API.
import type { UseFormReturn } from "react-hook-form";
import { toHundredths } from "@/lib/decimal";
import type { QuotaRecord } from "@/lib/types";
import type { QuotaRecordFormValues, QuotaRecordInput } from "@/lib/validators/quota-record";

export type QuotaForm = UseFormReturn<QuotaRecordFormValues, unknown, QuotaRecordInput>;
export type QuotaFieldName = keyof QuotaRecordFormValues;

export const QUOTA_STEPS = ["Period Selection", "Quota & Performance", "Proof", "Review & Submit"] as const;

/** The fields each step shows (the proof and review steps have none to fill in). */
export const QUOTA_STEP_FIELDS: readonly (readonly QuotaFieldName[])[] = [
  ["year", "periodType", "quarter"],
  ["quota", "attainment", "rampStatus", "stackRankPosition", "stackRankTotal", "stackRankPublic"],
  [],
  [],
];

export const PERIOD_FIELDS = ["year", "periodType", "quarter"] as const satisfies readonly QuotaFieldName[];

/** The step that shows a field, e.g. to take the user to a field the server refused. */
export function stepOfField(name: string): number | undefined {
  const index = QUOTA_STEP_FIELDS.findIndex((fields) => fields.some((field) => field === name));
  return index >= 0 ? index : undefined;
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/** A new record starts quarterly (spec section 9) with nothing chosen; an edited one starts from its row. */
export function quotaFormValues(record?: QuotaRecord): QuotaRecordFormValues {
  if (!record) {
    return {
      year: "",
      periodType: "quarterly",
      quarter: null,
      quota: "",
      attainment: "",
      rampStatus: null,
      stackRankPosition: "",
      stackRankTotal: "",
      stackRankPublic: true,
    };
  }
  return {
    year: String(record.year),
    periodType: record.quarter ? "quarterly" : "annual",
    quarter: record.quarter ? String(record.quarter) : null,
    quota: record.quota,
    attainment: record.attainment,
    proofType: record.proofType,
    proofUrl: record.proofUrl,
    rampStatus: record.rampStatus,
    stackRankPosition: record.stackRankPosition === null ? "" : String(record.stackRankPosition),
    stackRankTotal: record.stackRankTotal === null ? "" : String(record.stackRankTotal),
    stackRankPublic: record.stackRankPublic,
  };
}

/** Next is enabled once the step's required choices are made (the spec's gating); the schema checks the rest. */
export function isStepFilled(step: number, values: Partial<QuotaRecordFormValues>): boolean {
  if (step === 0) {
    return (
      !blank(values.year) && !blank(values.periodType) && (values.periodType === "annual" || !blank(values.quarter))
    );
  }
  if (step === 1) return !blank(values.quota) && !blank(values.attainment);
  return true;
}

/** The typed amount as the schema reads it ("$1,250,000" → "1250000"). */
export function plainAmount(value: unknown): string {
  return typeof value === "number"
    ? String(value)
    : typeof value === "string"
      ? value.trim().replace(/[$,\s]/g, "")
      : "";
}

/**
 * The body to send. A new record carries no proof yet (it is saved Pending, proof type "No proof");
 * an edit leaves the stored proof alone. The server takes the user from the session and decides isVerified.
 */
export function quotaRequestBody(values: QuotaRecordInput, editing: boolean): Record<string, unknown> {
  const { proofType: _proofType, proofUrl: _proofUrl, ...figures } = values;
  return editing ? figures : { ...figures, proofType: "none", proofUrl: null };
}

const sameAmount = (a: string, b: string) => toHundredths(plainAmount(a)) === toHundredths(plainAmount(b));

/** Whether saving these values changes the figures a verification attested (which voids it, decisions.md). */
export function changesAttestedFigures(record: QuotaRecord, values: Partial<QuotaRecordFormValues>): boolean {
  const quarter = values.periodType === "annual" || blank(values.quarter) ? null : Number(values.quarter);
  const rank = (v: unknown) => (blank(v) ? null : Number(v));
  return (
    Number(values.year) !== record.year ||
    quarter !== record.quarter ||
    !sameAmount(String(values.quota ?? ""), record.quota) ||
    !sameAmount(String(values.attainment ?? ""), record.attainment) ||
    rank(values.stackRankPosition) !== record.stackRankPosition ||
    rank(values.stackRankTotal) !== record.stackRankTotal
  );
}
