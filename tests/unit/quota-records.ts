// Quota rows as the API sends them, for the quota tests.
import type { QuotaRecord } from "@/lib/types";

let nextId = 1;

export function quotaRecord(
  year: number,
  quarter: number | null,
  quota: string,
  attainment: string,
  percent: string,
  extra: Partial<QuotaRecord> = {},
): QuotaRecord {
  return {
    id: nextId++,
    userId: 1,
    year,
    quarter,
    quota,
    attainment,
    attainmentPercent: percent,
    proofType: "none",
    proofUrl: null,
    proofFileId: null,
    reviewStatus: "none",
    reviewReason: null,
    reviewedAt: null,
    reviewedBy: null,
    reviewFlag: null,
    proofEvidence: null,
    version: 1,
    isVerified: false,
    assurance: { level: 0, label: "Self-reported", evidence: "Self-reported: nothing verifies it" },
    verifiedAt: null,
    rampStatus: null,
    stackRankPosition: null,
    stackRankTotal: null,
    stackRankPercentile: null,
    stackRankPublic: true,
    currency: null,
    employerOrgId: null,
    employerName: null,
    employerSource: null,
    declinedAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...extra,
  };
}
