// POST /api/credentials/verify: checks a credential JSON (the credential itself, or { verifiableCredential } as the
// VC API sends it) with no account: { verified, revoked, issuer, checks, errors, results }. 200 whatever the
// verdict; 400 for a body that is not a JSON object; 413 over 256 KB; 429 when one address has too many checks
// running at once.
import { NextResponse } from "next/server";
import { verifyCredentialDocument } from "@/lib/server/credentials";
import { clientIp, readJson, withErrors } from "@/lib/server/http";
import { LONG_TEXT_BODY_LIMIT } from "@/lib/server/read-body";
import { withQueueSlot, type QueueBounds } from "@/lib/server/work-queue";

export const runtime = "nodejs";

/** A check is a few tens of milliseconds of CPU: enough for any honest verifier, not for one caller to hog it. */
const VERIFY_QUEUE: QueueBounds = {
  name: "credential-verify",
  perCaller: 4,
  overall: 16,
  retryAfterSeconds: 2,
  callerBusyMessage: "Too many credentials are being checked from your address at once. Please try again in a moment.",
  queueFullMessage: "Too many credentials are being checked right now. Please try again in a moment.",
};

export const POST = withErrors(async (request) => {
  const body = await readJson(request, LONG_TEXT_BODY_LIMIT);
  const credential =
    !("proof" in body) && typeof body.verifiableCredential === "object" ? body.verifiableCredential : body;
  const result = await withQueueSlot(VERIFY_QUEUE, [`ip:${clientIp(request)}`], () =>
    verifyCredentialDocument(credential),
  );
  return NextResponse.json(result);
});
