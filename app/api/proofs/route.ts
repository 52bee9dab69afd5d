import { NextResponse } from "next/server";
import { z } from "zod";
import { checkEmailProofFor, saveProofEvidence } from "@/lib/server/data/proof-checks";
import { saveProofFile } from "@/lib/server/data/proofs";
import { ApiError, parseInput, withUser } from "@/lib/server/http";
import { readUpload } from "@/lib/server/read-upload";
import { detectFileType } from "@/lib/server/storage";
import {
  PROOF_CONTENT_TYPES,
  PROOF_MAX_BYTES,
  PROOF_PURPOSES,
  PROOF_TOO_LARGE,
  proofWrongType,
  type UploadedProof,
} from "@/lib/proof-files";

const purposeSchema = z.enum(PROOF_PURPOSES, {
  error: 'Choose what the file proves: "quota-proof" or "recognition-proof"',
});

const invalidFile = (message: string) => new ApiError("validation_error", message, { file: message });

/** Upload a proof file: multipart/form-data with `file` and `purpose`. Answers the stored file's id. */
export const POST = withUser(async (request, { user }) => {
  const { form, file, data } = await readUpload(request, {
    field: "file",
    maxBytes: PROOF_MAX_BYTES,
    tooLargeMessage: PROOF_TOO_LARGE,
    formatHint: 'Send the proof as multipart/form-data with the fields "file" and "purpose"',
    missingMessage: "Choose a file to upload",
  });
  const purpose = parseInput(purposeSchema, form.get("purpose"));
  // The content decides the type, not the file name or the browser's claim.
  const contentType = await detectFileType(data);
  if (!contentType || !PROOF_CONTENT_TYPES[purpose].includes(contentType)) throw invalidFile(proofWrongType(purpose));
  // An e-mail is checked before it is stored: over 5 MB (413) or 10 DKIM signatures (422) it is refused, otherwise
  // its signature is verified in a worker; whether it proves a record is decided when it is attached.
  const emailCheck = contentType === "message/rfc822" ? await checkEmailProofFor(user.id, data) : null;
  const saved = await saveProofFile(user.id, purpose, { originalName: file.name, contentType, data });
  if (emailCheck) await saveProofEvidence(user.id, saved.id, emailCheck);
  const body: UploadedProof = {
    ...saved,
    ...(emailCheck
      ? { emailCheck: { result: emailCheck.result, domain: emailCheck.domain, detail: emailCheck.detail } }
      : {}),
  };
  return NextResponse.json(body, { status: 201 });
});
