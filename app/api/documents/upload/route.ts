import { NextResponse } from "next/server";
import { ApiError, assertOwnUserId, withUser } from "@/lib/server/http";
import { PLANS } from "@/lib/plans";
import { getDb } from "@/lib/server/db/client";
import { tryConsumeAllowance, consumeAllowance } from "@/lib/server/data/usage";
import { ImportError } from "@/lib/server/import";
import { IMPORT_QUEUE, parseInWorker } from "@/lib/server/import/parse-in-worker";
import { withQueueSlot } from "@/lib/server/work-queue";
import { readUpload } from "@/lib/server/read-upload";
import { FILE_TOO_LARGE_MESSAGE, MAX_DOCUMENT_BYTES } from "@/lib/import-limits";
import { extractDocument } from "@/lib/server/import/extract-document";
import { countExtractedItems, type UploadResult } from "@/lib/validators/import";

/**
 * Smart import, step 1: multipart `document` + `userId` → the items found, for review. The file is
 * read in memory and dropped: nothing is stored until the rep imports what they chose.
 */
export const POST = withUser(async (request, { user }) => {
  const { form, file, data } = await readUpload(request, {
    field: "document",
    maxBytes: MAX_DOCUMENT_BYTES,
    tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
    formatHint: 'Send the document as multipart/form-data with the fields "document" and "userId"',
    missingMessage: "Choose a document to upload",
    missingCode: "bad_request",
    allowEmpty: true,
  });
  assertOwnUserId(user, form.get("userId") ?? undefined);
  const filename = file.name.slice(0, 255) || "document";
  const db = await getDb();
  try {
    // Read and extracted in a worker thread with time and memory limits: a hostile file cannot stall the server.
    // Admission first (429 when the rep's share or the line is full), so a refused upload costs no allowance.
    const parsed = await withQueueSlot(IMPORT_QUEUE, [`user:${user.id}`], async () => {
      await consumeAllowance(db, user.id, "import_upload");
      return parseInWorker(data, filename);
    });
    // The OpenAI pass is for paid plans, within the rep's AI import cap (over it: the built-in result).
    const useAi = PLANS[user.subscriptionTier].aiImport && (await tryConsumeAllowance(db, user.id, "import_ai"));
    const { extractedData, source } = await extractDocument(parsed.document, { builtIn: parsed.extractedData, useAi });
    const result: UploadResult = {
      extractedData,
      filename,
      totalItems: countExtractedItems(extractedData),
      source,
      readBy: parsed.document.ocr ? "ocr" : "text",
      unplaced: parsed.unplaced,
    };
    return NextResponse.json(result);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    throw new ApiError(error.apiCode, error.message, { document: error.message });
  }
});
