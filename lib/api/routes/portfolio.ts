// Route table entries for the rep's portfolio: the six content types, About Me, templates, proofs, files, import and AI help.
import { out, type Returns } from "../define";
import { routeTable } from "./table";
import { fileEntry } from "./kinds";
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

export const portfolioRoutes = routeTable({
  "GET /api/about-me": { output: out<AboutMe | null>() },
  "POST /api/about-me": { input: aboutMeSchema, output: out<AboutMe>() },
  "PUT /api/about-me": { input: aboutMeSchema, output: out<AboutMe>() },
  "DELETE /api/about-me": { output: out<{ success: true }>() },
  "GET /api/achievements": { output: out<Achievement[]>() },
  "POST /api/achievements": { input: achievementSchema, output: out<Achievement>() },
  "GET /api/achievements/[id]": { output: out<Achievement>() },
  "PUT /api/achievements/[id]": { input: achievementSchema, partial: true, output: out<Achievement>() },
  "DELETE /api/achievements/[id]": { output: out<{ success: true }>() },
  "POST /api/ai/enhance": { input: enhanceRequestSchema, output: out<Returns<typeof enhanceAchievementText>>() },
  "GET /api/deal-highlights": { output: out<DealHighlight[]>() },
  "POST /api/deal-highlights": { input: dealHighlightSchema, output: out<DealHighlight>() },
  "GET /api/deal-highlights/[id]": { output: out<DealHighlight>() },
  "PUT /api/deal-highlights/[id]": { input: dealHighlightSchema, partial: true, output: out<DealHighlight>() },
  "DELETE /api/deal-highlights/[id]": { output: out<{ success: true }>() },
  "POST /api/documents/import": { input: importRequestSchema, output: out<Returns<typeof importDocumentItems>>() },
  "POST /api/documents/upload": { output: out<UploadResult>() },
  "GET /api/executive-circle": { output: out<Executive[]>() },
  "POST /api/executive-circle": { input: executiveSchema, output: out<Executive>() },
  "GET /api/executive-circle/[id]": { output: out<Executive>() },
  "PUT /api/executive-circle/[id]": { input: executiveSchema, partial: true, output: out<Executive>() },
  "DELETE /api/executive-circle/[id]": { output: out<{ success: true }>() },
  "GET /api/experiences": { output: out<Experience[]>() },
  "POST /api/experiences": { input: experienceSchema, output: out<Experience>() },
  "GET /api/experiences/[id]": { output: out<Experience>() },
  "PUT /api/experiences/[id]": { input: experienceSchema, partial: true, output: out<Experience>() },
  "DELETE /api/experiences/[id]": { output: out<{ success: true }>() },
  "GET /api/files/[id]": fileEntry,
  "POST /api/proofs": { output: out<UploadedProof>() },
  "GET /api/quota-records": { output: out<QuotaRecord[]>() },
  "POST /api/quota-records": { input: quotaRecordSchema, output: out<QuotaRecord>() },
  "GET /api/quota-records/[id]": { output: out<QuotaRecord>() },
  "PUT /api/quota-records/[id]": { input: quotaRecordSchema, partial: true, output: out<QuotaRecord>() },
  "DELETE /api/quota-records/[id]": { output: out<{ success: true }>() },
  "GET /api/quota-records/[id]/history": { output: out<Returns<typeof quotaRecordHistory>>() },
  "GET /api/references": { output: out<Reference[]>() },
  "POST /api/references": { input: referenceSchema, output: out<Reference>() },
  "GET /api/references/[id]": { output: out<Reference>() },
  "PUT /api/references/[id]": { input: referenceSchema, partial: true, output: out<Reference>() },
  "DELETE /api/references/[id]": { output: out<{ success: true }>() },
  "GET /api/templates": { output: out<Template[]>() },
});
