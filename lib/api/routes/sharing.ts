// Route table entries for what leaves the app: share links, exports, credentials, the shared page's files, manager signing.
import { out, type Returns } from "../define";
import { routeTable } from "./table";
import { fileEntry } from "./kinds";
import type { listCredentials } from "@/lib/server/credentials";
import type { publishedDidDocument } from "@/lib/server/credentials/issuer-profile";
import type { statusListCredential } from "@/lib/server/credentials/status-list";
import type { verifyCredentialText } from "@/lib/server/credentials/verify";
import type { getInsights } from "@/lib/server/data/insights";
import type { createShareLink, listShareLinks, revokeShareLink, updateShareLink } from "@/lib/server/data/share-links";
import type { listSigningStates } from "@/lib/server/data/signing/rep-requests";
import type { signByToken } from "@/lib/server/data/signing/token-flow";
import type { GoogleSlidesResult } from "@/lib/server/export/google-slides";
import { insightsQuerySchema } from "@/lib/validators/insights";
import { confirmReferenceSchema } from "@/lib/validators/reference-confirmation";
import { shareLinkOptionsSchema, shareLinkUpdateSchema } from "@/lib/validators/share-link";
import { exportRequestSchema } from "@/lib/validators/export";
import { z } from "zod";
import { declineSchema, signSchema } from "@/lib/validators/signing";

export const sharingRoutes = routeTable({
  "GET /.well-known/did.json": { output: out<Returns<typeof publishedDidDocument>>() },
  // With `?format=json`; without it, a redirect to the badge image.
  "GET /api/badges/linkedin": { output: out<{ imageUrl: string; addToProfileUrl: string; certUrl: string }>() },
  "GET /api/credentials": { output: out<{ credentials: Returns<typeof listCredentials> }>() },
  "GET /api/credentials/archive": fileEntry,
  "POST /api/credentials/verify": { output: out<Returns<typeof verifyCredentialText>>() },
  // Without Google configured it answers a Slides-ready .pptx download instead.
  "POST /api/export/google-slides": { input: exportRequestSchema, output: out<GoogleSlidesResult>() },
  "POST /api/export/pdf": { input: exportRequestSchema, ...fileEntry },
  "POST /api/export/powerpoint": { input: exportRequestSchema, ...fileEntry },
  "POST /api/export/shareable-link": {
    input: z.intersection(exportRequestSchema, shareLinkOptionsSchema),
    output: out<{ shareUrl: string; link: Returns<typeof createShareLink> }>(),
  },
  "GET /api/insights": { input: insightsQuerySchema, output: out<Returns<typeof getInsights>>() },
  "POST /api/reference-confirmations/[token]": {
    input: confirmReferenceSchema,
    output: out<{ status: "confirmed" }>(),
  },
  "GET /api/share-links": { output: out<Returns<typeof listShareLinks>>() },
  "PATCH /api/share-links/[id]": { input: shareLinkUpdateSchema, output: out<Returns<typeof updateShareLink>>() },
  "DELETE /api/share-links/[id]": { output: out<Returns<typeof revokeShareLink>>() },
  "POST /api/sign/[token]/decline": { input: declineSchema, output: out<{ status: "declined" }>() },
  "POST /api/sign/[token]/sign": {
    input: signSchema,
    output: out<{ status: "signed" } & Returns<typeof signByToken>>(),
  },
  "GET /api/signing-requests": { output: out<Returns<typeof listSigningStates>>() },
  "POST /api/signing-requests/[id]/cancel": { output: out<{ success: true }>() },
  "POST /api/signing-requests/[id]/resend": { output: out<{ success: true }>() },
  "GET /credentials/[id]": fileEntry,
  "GET /credentials/status/[list]": { output: out<Returns<typeof statusListCredential>>() },
  // The shared page itself: a whole HTML document (the password form posts to it).
  "GET /p/[slug]": fileEntry,
  "POST /p/[slug]": fileEntry,
  "GET /p/[slug]/badge": fileEntry,
  "GET /p/[slug]/pdf": fileEntry,
});
