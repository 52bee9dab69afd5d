import { NextResponse } from "next/server";
import { importDocumentItems } from "@/lib/server/data/document-import";
import { assertOwnUserId, parseInput, readJson, requestMeta, withUser } from "@/lib/server/http";
import { importRequestSchema } from "@/lib/validators/import";

// An extraction of 1,000 items per group with long descriptions is several MB of JSON.
const MAX_IMPORT_JSON_BYTES = 8 * 1024 * 1024;

/**
 * Smart import, step 2: the reviewed extraction, the chosen indexes per group and each chosen
 * item's details → written in one transaction; answers totalImported, per group counts and what was skipped.
 */
export const POST = withUser(async (request, { user }) => {
  const body = await readJson(request, MAX_IMPORT_JSON_BYTES);
  assertOwnUserId(user, body.userId);
  const input = parseInput(importRequestSchema, body);
  return NextResponse.json(await importDocumentItems(user.id, input, requestMeta(request, user.email)));
});
