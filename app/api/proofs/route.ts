import { NextResponse } from "next/server";
import { z } from "zod";
import { saveProofEvidence } from "@/lib/server/data/proof-checks";
import { saveProofFile } from "@/lib/server/data/proofs";
import { checkEmailProof } from "@/lib/server/proof-check/dkim";
import { ApiError, parseInput, withUser } from "@/lib/server/http";
import { readUpload } from "@/lib/server/read-upload";
import { detectFileType } from "@/lib/server/storage";
import { ownMailboxesOf } from "@/lib/server/data/mailboxes";
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
  const contentType = detectFileType(data);
  if (!contentType || !PROOF_CONTENT_TYPES[purpose].includes(contentType)) throw invalidFile(proofWrongType(purpose));
  // An e-mail is checked for a DKIM signature before it is stored (a DNS lookup: outside any transaction).
  const emailCheck =
    contentType === "message/rfc822" ? await checkEmailProof(data, { repEmail: await ownMailboxesOf(user.id) }) : null;
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
