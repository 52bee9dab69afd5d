import { z } from "zod";
import { attainmentPercent, earliestQuotaYear, isFuturePeriod } from "@/lib/quota";
import { money, proofFileId } from "./common";

const rankNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
    const n = typeof v === "number" ? v : Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 100_000) {
      ctx.addIssue({ code: "custom", message: "Must be a whole number of at least 1" });
      return z.NEVER;
    }
    return n;
  });

// A period has started once it has started anywhere: the furthest time zone is 14 hours ahead of UTC.
const LATEST_TIME_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

export const PROOF_REQUIRED_MESSAGE = "Proof upload is required";

export const FUTURE_PERIOD_MESSAGE =
  "This period has not started yet: you can only record quota for past or current periods";

export const quotaRecordSchema = z
  .object({
    year: z.coerce.number({ error: "Year is required" }).int("Year is required"),
    periodType: z.enum(["annual", "quarterly"]).default("quarterly"),
    quarter: z
      .union([z.coerce.number().int().min(1, "Quarter must be 1 to 4").max(4, "Quarter must be 1 to 4"), z.null()])
      .optional()
      .transform((v) => v ?? null),
    quota: money("Quota is required"),
    attainment: money("Attainment is required"),
    proofType: z.enum(["none", "screenshot", "w2", "email", "manager_esign"]).default("none"),
    proofUrl: z
      .string()
      .trim()
      .max(2000)
      .nullish()
      .transform((v) => v || null),
    /** The uploaded proof (POST /api/proofs) for a screenshot or e-mail proof. */
    proofFileId: proofFileId,
    rampStatus: z
      .enum(["on_ramp", "post_ramp"])
      .nullish()
      .transform((v) => v ?? null),
    stackRankPosition: rankNumber,
    stackRankTotal: rankNumber,
    stackRankPublic: z.boolean().default(true),
    /** Manager e-signature (proof type manager_esign): who is asked to sign; the server requires both then. */
    managerName: z
      .string()
      .trim()
      .max(120, "Manager name is too long")
      .nullish()
      .transform((v) => v || null),
    managerEmail: z
      .string()
      .trim()
      .max(254, "Manager email is too long")
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || z.email().safeParse(v).success, "Please enter a valid email address"),
  })
  .superRefine((v, ctx) => {
    const earliest = earliestQuotaYear();
    const current = new Date().getUTCFullYear();
    const quarter = v.periodType === "annual" ? null : v.quarter;
    if (v.year < earliest) {
      ctx.addIssue({ code: "custom", path: ["year"], message: `Year must be between ${earliest} and ${current}` });
    } else if (isFuturePeriod(v.year, quarter, new Date(Date.now() + LATEST_TIME_ZONE_OFFSET_MS))) {
      ctx.addIssue({ code: "custom", path: [v.year > current ? "year" : "quarter"], message: FUTURE_PERIOD_MESSAGE });
    }
    if (v.periodType === "quarterly" && v.quarter === null) {
      ctx.addIssue({ code: "custom", path: ["quarter"], message: "Quarter is required for a quarterly period" });
    }
    if (/^0*(\.0*)?$/.test(v.quota)) {
      ctx.addIssue({ code: "custom", path: ["quota"], message: "Quota must be greater than 0" });
    } else {
      const percent = attainmentPercent(v.quota, v.attainment);
      if (percent !== undefined && Number(percent) > 999.99) {
        ctx.addIssue({ code: "custom", path: ["attainment"], message: "Attainment cannot be more than 999% of quota" });
      }
    }
    if ((v.proofType === "screenshot" || v.proofType === "w2" || v.proofType === "email") && v.proofFileId === null) {
      ctx.addIssue({ code: "custom", path: ["proofFileId"], message: PROOF_REQUIRED_MESSAGE });
    }
    if (v.stackRankPosition !== null && v.stackRankTotal === null) {
      ctx.addIssue({ code: "custom", path: ["stackRankTotal"], message: "Team size is required with a rank position" });
    }
    if (v.stackRankPosition !== null && v.stackRankTotal !== null && v.stackRankPosition > v.stackRankTotal) {
      ctx.addIssue({
        code: "custom",
        path: ["stackRankPosition"],
        message: "Rank position cannot be greater than team size",
      });
    }
  })
  .transform((v) => ({ ...v, quarter: v.periodType === "annual" ? null : v.quarter }));

export const MISSING_MANAGER_MESSAGE = "Please provide manager name and email";

export type QuotaRecordInput = z.infer<typeof quotaRecordSchema>;
export type QuotaRecordFormValues = z.input<typeof quotaRecordSchema>;
