// Route table entries for the rep's portfolio: the six content types, About Me, templates, proofs, files, import and AI help.
import { out, route, type Returns } from "../define";
import { fileRoute } from "./kinds";
import type { UploadedProof } from "@/lib/proof-files";
import type { enhanceAchievementText } from "@/lib/server/ai";
import type { quotaRecordHistory } from "@/lib/server/data/audit";
import type { importDocumentItems } from "@/lib/server/data/document-import";
import type {
  AboutMe,
  Achievement,
  DealHighlight,
  Executive,
  Experience,
  QuotaRecord,
  Reference,
  Template,
} from "@/lib/types";
import type { UploadResult } from "@/lib/validators/import";
import { aboutMeSchema } from "@/lib/validators/about-me";
import { achievementSchema } from "@/lib/validators/achievement";
import { dealHighlightSchema } from "@/lib/validators/deal-highlight";
import { enhanceRequestSchema } from "@/lib/validators/enhance";
import { executiveSchema } from "@/lib/validators/executive";
import { experienceSchema } from "@/lib/validators/experience";
import { importRequestSchema } from "@/lib/validators/import";
import { quotaRecordSchema } from "@/lib/validators/quota-record";
import { referenceSchema } from "@/lib/validators/reference";

export const portfolioRoutes = {
  "GET /api/about-me": route({ method: "GET", path: "/api/about-me", output: out<AboutMe | null>() }),
  "POST /api/about-me": route({ method: "POST", path: "/api/about-me", input: aboutMeSchema, output: out<AboutMe>() }),
  "PUT /api/about-me": route({ method: "PUT", path: "/api/about-me", input: aboutMeSchema, output: out<AboutMe>() }),
  "DELETE /api/about-me": route({ method: "DELETE", path: "/api/about-me", output: out<{ success: true }>() }),
  "GET /api/achievements": route({ method: "GET", path: "/api/achievements", output: out<Achievement[]>() }),
  "POST /api/achievements": route({
    method: "POST",
    path: "/api/achievements",
    input: achievementSchema,
    output: out<Achievement>(),
  }),
  "GET /api/achievements/[id]": route({ method: "GET", path: "/api/achievements/[id]", output: out<Achievement>() }),
  "PUT /api/achievements/[id]": route({
    method: "PUT",
    path: "/api/achievements/[id]",
    input: achievementSchema,
    partial: true,
    output: out<Achievement>(),
  }),
  "DELETE /api/achievements/[id]": route({
    method: "DELETE",
    path: "/api/achievements/[id]",
    output: out<{ success: true }>(),
  }),
  "POST /api/ai/enhance": route({
    method: "POST",
    path: "/api/ai/enhance",
    input: enhanceRequestSchema,
    output: out<Returns<typeof enhanceAchievementText>>(),
  }),
  "GET /api/deal-highlights": route({ method: "GET", path: "/api/deal-highlights", output: out<DealHighlight[]>() }),
  "POST /api/deal-highlights": route({
    method: "POST",
    path: "/api/deal-highlights",
    input: dealHighlightSchema,
    output: out<DealHighlight>(),
  }),
  "GET /api/deal-highlights/[id]": route({
    method: "GET",
    path: "/api/deal-highlights/[id]",
    output: out<DealHighlight>(),
  }),
  "PUT /api/deal-highlights/[id]": route({
    method: "PUT",
    path: "/api/deal-highlights/[id]",
    input: dealHighlightSchema,
    partial: true,
    output: out<DealHighlight>(),
  }),
  "DELETE /api/deal-highlights/[id]": route({
    method: "DELETE",
    path: "/api/deal-highlights/[id]",
    output: out<{ success: true }>(),
  }),
  "POST /api/documents/import": route({
    method: "POST",
    path: "/api/documents/import",
    input: importRequestSchema,
    output: out<Returns<typeof importDocumentItems>>(),
  }),
  "POST /api/documents/upload": route({ method: "POST", path: "/api/documents/upload", output: out<UploadResult>() }),
  "GET /api/executive-circle": route({ method: "GET", path: "/api/executive-circle", output: out<Executive[]>() }),
  "POST /api/executive-circle": route({
    method: "POST",
    path: "/api/executive-circle",
    input: executiveSchema,
    output: out<Executive>(),
  }),
  "GET /api/executive-circle/[id]": route({
    method: "GET",
    path: "/api/executive-circle/[id]",
    output: out<Executive>(),
  }),
  "PUT /api/executive-circle/[id]": route({
    method: "PUT",
    path: "/api/executive-circle/[id]",
    input: executiveSchema,
    partial: true,
    output: out<Executive>(),
  }),
  "DELETE /api/executive-circle/[id]": route({
    method: "DELETE",
    path: "/api/executive-circle/[id]",
    output: out<{ success: true }>(),
  }),
  "GET /api/experiences": route({ method: "GET", path: "/api/experiences", output: out<Experience[]>() }),
  "POST /api/experiences": route({
    method: "POST",
    path: "/api/experiences",
    input: experienceSchema,
    output: out<Experience>(),
  }),
  "GET /api/experiences/[id]": route({ method: "GET", path: "/api/experiences/[id]", output: out<Experience>() }),
  "PUT /api/experiences/[id]": route({
    method: "PUT",
    path: "/api/experiences/[id]",
    input: experienceSchema,
    partial: true,
    output: out<Experience>(),
  }),
  "DELETE /api/experiences/[id]": route({
    method: "DELETE",
    path: "/api/experiences/[id]",
    output: out<{ success: true }>(),
  }),
  "GET /api/files/[id]": fileRoute("/api/files/[id]"),
  "POST /api/proofs": route({ method: "POST", path: "/api/proofs", output: out<UploadedProof>() }),
  "GET /api/quota-records": route({ method: "GET", path: "/api/quota-records", output: out<QuotaRecord[]>() }),
  "POST /api/quota-records": route({
    method: "POST",
    path: "/api/quota-records",
    input: quotaRecordSchema,
    output: out<QuotaRecord>(),
  }),
  "GET /api/quota-records/[id]": route({ method: "GET", path: "/api/quota-records/[id]", output: out<QuotaRecord>() }),
  "PUT /api/quota-records/[id]": route({
    method: "PUT",
    path: "/api/quota-records/[id]",
    input: quotaRecordSchema,
    partial: true,
    output: out<QuotaRecord>(),
  }),
  "DELETE /api/quota-records/[id]": route({
    method: "DELETE",
    path: "/api/quota-records/[id]",
    output: out<{ success: true }>(),
  }),
  "GET /api/quota-records/[id]/history": route({
    method: "GET",
    path: "/api/quota-records/[id]/history",
    output: out<Returns<typeof quotaRecordHistory>>(),
  }),
  "GET /api/references": route({ method: "GET", path: "/api/references", output: out<Reference[]>() }),
  "POST /api/references": route({
    method: "POST",
    path: "/api/references",
    input: referenceSchema,
    output: out<Reference>(),
  }),
  "GET /api/references/[id]": route({ method: "GET", path: "/api/references/[id]", output: out<Reference>() }),
  "PUT /api/references/[id]": route({
    method: "PUT",
    path: "/api/references/[id]",
    input: referenceSchema,
    partial: true,
    output: out<Reference>(),
  }),
  "DELETE /api/references/[id]": route({
    method: "DELETE",
    path: "/api/references/[id]",
    output: out<{ success: true }>(),
  }),
  "GET /api/templates": route({ method: "GET", path: "/api/templates", output: out<Template[]>() }),
} as const;
