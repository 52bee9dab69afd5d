// The QuotaProof wizard's form: its steps and their fields, the values it starts from, when a step is
// filled in enough to move on, and what is sent to the API.
import type { UseFormReturn } from "react-hook-form";
import type { WizardStep } from "@/components/wizard/use-form-wizard";
import { toHundredths } from "@/lib/decimal";
import type { QuotaRecord } from "@/lib/types";
import type { QuotaRecordFormValues, QuotaRecordInput } from "@/lib/validators/quota-record";

export type QuotaForm = UseFormReturn<QuotaRecordFormValues, unknown, QuotaRecordInput>;
export type QuotaFieldName = keyof QuotaRecordFormValues;

/** The wizard's steps and the fields each shows (the review step has none to fill in). */
export const QUOTA_STEPS: readonly WizardStep<QuotaRecordFormValues>[] = [
  { title: "Period Selection", fields: ["year", "periodType", "quarter"] },
  {
    title: "Quota & Performance",
    fields: ["quota", "attainment", "rampStatus", "stackRankPosition", "stackRankTotal", "stackRankPublic"],
  },
  { title: "Proof Upload", fields: ["proofType", "proofFileId", "managerName", "managerEmail"] },
  { title: "Review & Submit", fields: [] },
];

export const PERIOD_FIELDS = ["year", "periodType", "quarter"] as const satisfies readonly QuotaFieldName[];

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/** A new record starts quarterly with nothing chosen; an edited one starts from its row. */
export function quotaFormValues(record?: QuotaRecord): QuotaRecordFormValues {
  if (!record) {
    return {
      year: "",
      periodType: "quarterly",
      quarter: null,
      quota: "",
      attainment: "",
      proofType: "screenshot",
      proofFileId: null,
      rampStatus: null,
      stackRankPosition: "",
      stackRankTotal: "",
      stackRankPublic: true,
      managerName: "",
      managerEmail: "",
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
    proofFileId: record.proofFileId,
    rampStatus: record.rampStatus,
    stackRankPosition: record.stackRankPosition === null ? "" : String(record.stackRankPosition),
    stackRankTotal: record.stackRankTotal === null ? "" : String(record.stackRankTotal),
    stackRankPublic: record.stackRankPublic,
    // The manager belongs to the signing request; the proof step fills in the last request's.
    managerName: "",
    managerEmail: "",
  };
}

/** Whether this proof type needs an uploaded file (it then waits in the review queue). */
export const isUploadProof = (proofType: unknown) =>
  proofType === "screenshot" || proofType === "w2" || proofType === "email";

/**
 * Step 3's gate: an uploaded file for a screenshot or e-mail proof. With an e-signature Next stays enabled and
 * itself says when the manager's name or e-mail is missing (see checkManagerFields).
 */
export function hasProof(values: Partial<QuotaRecordFormValues>): boolean {
  if (isUploadProof(values.proofType)) return typeof values.proofFileId === "number";
  if (values.proofType === "manager_esign") return true;
  return values.proofType === "none";
}

/** Next is enabled once the step's required choices are made; the schema checks the rest. */
export function isStepFilled(step: number, values: Partial<QuotaRecordFormValues>): boolean {
  if (step === 0) {
    return (
      !blank(values.year) && !blank(values.periodType) && (values.periodType === "annual" || !blank(values.quarter))
    );
  }
  if (step === 1) return !blank(values.quota) && !blank(values.attainment);
  if (step === 2) return hasProof(values);
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
 * The body to send: the figures and the proof (an uploaded file's id goes to review; a manager e-signature
 * goes with the manager to e-mail). An edit without a proof leaves the stored proof alone. The server takes
 * the user from the session and decides isVerified, the review status and the signing request.
 */
export function quotaRequestBody(values: QuotaRecordInput, editing: boolean): Record<string, unknown> {
  const { proofUrl: _proofUrl, managerName, managerEmail, ...rest } = values;
  const body = values.proofType === "manager_esign" ? { ...rest, managerName, managerEmail } : rest;
  if (!editing || values.proofType !== "none") return body;
  const { proofType: _proofType, proofFileId: _proofFileId, ...figures } = body;
  return figures;
}

const sameAmount = (a: string, b: string) => toHundredths(plainAmount(a)) === toHundredths(plainAmount(b));

/** Whether saving these values changes the figures a verification attested (saving them voids it). */
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
