// Proof uploads, shared by the wizards and the server: purposes, accepted types and the size limit.

import { routeUrl } from "./api/client";

export const PROOF_PURPOSES = ["quota-proof", "recognition-proof"] as const;
export type ProofPurpose = (typeof PROOF_PURPOSES)[number];

/** Content types (as detected from the bytes) each purpose accepts. */
export const PROOF_CONTENT_TYPES: Record<ProofPurpose, readonly string[]> = {
  "quota-proof": ["application/pdf", "image/png", "image/jpeg", "message/rfc822", "application/vnd.ms-outlook"],
  "recognition-proof": ["application/pdf", "image/png", "image/jpeg"],
};

/** The file picker's `accept`: the extensions each purpose takes (a hint only: the server checks the bytes). */
export const PROOF_ACCEPT: Record<ProofPurpose, string> = {
  "quota-proof": ".pdf,.png,.jpg,.jpeg,.eml,.msg",
  "recognition-proof": ".pdf,.png,.jpg,.jpeg",
};

export const PROOF_TYPE_NAMES: Record<ProofPurpose, string> = {
  "quota-proof": "PDF, PNG, JPG, JPEG, EML or MSG",
  "recognition-proof": "PDF, PNG, JPG or JPEG",
};

/** A proof file is 10 MB at most, the same limit as a smart import document. */
export const PROOF_MAX_BYTES = 10 * 1024 * 1024;
export const PROOF_TOO_LARGE = "The file is larger than 10 MB. Please upload a smaller file.";
export const proofWrongType = (purpose: ProofPurpose) =>
  `This file type is not accepted. Please upload a ${PROOF_TYPE_NAMES[purpose]} file.`;

/** What POST /api/proofs answers. */
export type UploadedProof = {
  id: number;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  /** An e-mail's DKIM check: "pass" verifies the record as soon as the file is attached. */
  emailCheck?: { result: "pass" | "fail"; domain: string | null; detail: string };
};

/** The address that serves a stored file to its owner (and to reviewers). */
export const fileUrl = (id: number, inline = false) =>
  `${routeUrl("GET /api/files/[id]", { id })}${inline ? "?inline=1" : ""}`;

/** Images and PDFs a reviewer can view in the browser; e-mail files are downloaded. */
export const isInlineViewable = (contentType: string) =>
  contentType === "application/pdf" || contentType === "image/png" || contentType === "image/jpeg";
