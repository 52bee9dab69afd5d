// Route table entries for the rep's portfolio: the six content types, employer's records, About Me, templates, proofs,
// files, import and AI help.
import { out, type Returns } from "../define";
import { collectionEntries, routeTable } from "./table";
import { fileEntry } from "./kinds";
import type { UploadedProof } from "@/lib/proof-files";
import type { enhanceAchievementText } from "@/lib/server/ai";
import type { quotaRecordHistory } from "@/lib/server/data/audit";
import type { listEmployerRecords, setEmployerRecordShown } from "@/lib/server/data/employer-records";
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
  ...collectionEntries("/api/achievements", achievementSchema, out<Achievement>()),
  "POST /api/ai/enhance": { input: enhanceRequestSchema, output: out<Returns<typeof enhanceAchievementText>>() },
  ...collectionEntries("/api/deal-highlights", dealHighlightSchema, out<DealHighlight>()),
  "POST /api/documents/import": { input: importRequestSchema, output: out<Returns<typeof importDocumentItems>>() },
  "POST /api/documents/upload": { output: out<UploadResult>() },
  ...collectionEntries("/api/executive-circle", executiveSchema, out<Executive>()),
  ...collectionEntries("/api/experiences", experienceSchema, out<Experience>()),
  "GET /api/files/[id]": fileEntry,
  "POST /api/proofs": { output: out<UploadedProof>() },
  ...collectionEntries("/api/quota-records", quotaRecordSchema, out<QuotaRecord>()),
  "GET /api/quota-records/[id]/history": { output: out<Returns<typeof quotaRecordHistory>>() },
  "GET /api/employer-records": { output: out<Returns<typeof listEmployerRecords>>() },
  "POST /api/employer-records/[id]/decline": { output: out<Returns<typeof setEmployerRecordShown>>() },
  "POST /api/employer-records/[id]/restore": { output: out<Returns<typeof setEmployerRecordShown>>() },
  ...collectionEntries("/api/references", referenceSchema, out<Reference>()),
  "GET /api/templates": { output: out<Template[]>() },
});
