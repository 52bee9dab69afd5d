import { NextResponse } from "next/server";
import { ApiError, assertOwnUserId, withUser } from "@/lib/server/http";
import { PLANS, type PlanTier } from "@/lib/plans";
import { getDb } from "@/lib/server/db/client";
import { tryConsumeAllowance, consumeAllowance } from "@/lib/server/data/usage";
import { ImportError } from "@/lib/server/import";
import { parseInWorker } from "@/lib/server/import/parse-in-worker";
import { FILE_TOO_LARGE_MESSAGE, MAX_DOCUMENT_BYTES } from "@/lib/import-limits";
import { extractDocument } from "@/lib/server/import/extract-document";
import { countExtractedItems, type UploadResult } from "@/lib/validators/import";

// Room for the multipart boundaries, the part headers and the userId field around a file at the size limit.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new ApiError("too_large", FILE_TOO_LARGE_MESSAGE, { document: FILE_TOO_LARGE_MESSAGE });

/**
 * Smart import, step 1 (spec section 7): multipart `document` + `userId` → the items found, for review. The file is
 * read in memory and dropped: nothing is stored until the rep imports what they chose.
 */
export const POST = withUser(async (request, { user }) => {
  // Refuse an oversized body before reading it.
  const declaredBytes = Number(request.headers.get("content-length") ?? "0");
  if (declaredBytes > MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // The proxy hands on at most 10 MB of a body (next.config proxyClientMaxBodySize): past that the form is cut off.
    if (declaredBytes > MAX_DOCUMENT_BYTES) throw tooLarge();
    throw new ApiError("bad_request", 'Send the document as multipart/form-data with the fields "document" and "userId"');
  }
  assertOwnUserId(user, form.get("userId") ?? undefined);
  const file = form.get("document");
  if (!(file instanceof File)) {
    throw new ApiError("bad_request", "Choose a document to upload", { document: "Choose a document to upload" });
  }
  if (file.size > MAX_DOCUMENT_BYTES) throw tooLarge();
  const filename = file.name.slice(0, 255) || "document";
  const db = await getDb();
  await consumeAllowance(db, user.id, "import_upload");
  try {
    // Read and extracted in a worker thread with time and memory limits: a hostile file cannot stall the server.
    const parsed = await parseInWorker(new Uint8Array(await file.arrayBuffer()), filename);
    // The OpenAI pass is for paid plans, within the rep's AI import cap (over it: the built-in result).
    const useAi = PLANS[user.subscriptionTier as PlanTier].aiImport && (await tryConsumeAllowance(db, user.id, "import_ai"));
    const { extractedData, source } = await extractDocument(parsed.document, { builtIn: parsed.extractedData, useAi });
    const result: UploadResult = { extractedData, filename, totalItems: countExtractedItems(extractedData), source };
    return NextResponse.json(result);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    throw new ApiError(error.apiCode, error.message, { document: error.message });
  }
});
