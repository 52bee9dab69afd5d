// POST /api/credentials/verify: checks a credential JSON (the credential itself, or { verifiableCredential } as the
// VC API sends it) with no account: { verified, revoked, issuer, checks, errors, results }. 200 whatever the
// verdict; 400 for a body that is not a JSON object; 413 over 16 KB; 429 past 30 checks a minute from one address or
// when the line of checks is full; 422 or 503 when a document overruns the verify worker's memory or time.
import { NextResponse } from "next/server";
import { MAX_CREDENTIAL_FILE_BYTES } from "@/lib/credential-document";
import { verifyCredentialText } from "@/lib/server/credentials/verify";
import { getDb } from "@/lib/server/db/client";
import { countOne, refuseOverLimit } from "@/lib/server/data/rate-limit-store";
import { VERIFY_PER_ADDRESS } from "@/lib/server/data/rate-limits";
import { ApiError, clientIp, withErrors } from "@/lib/server/http";
import { readJsonBodyWithText } from "@/lib/server/read-body";
import { withQueueSlot, type QueueBounds } from "@/lib/server/work-queue";

export const runtime = "nodejs";

/**
 * The line in front of the verify worker: a real credential checks in tens of milliseconds, a crafted one may take the
 * worker's whole time limit, so the line is short and one address holds at most two places in it.
 */
const VERIFY_QUEUE: QueueBounds = {
  name: "credential-verify",
  perCaller: 2,
  overall: 8,
  retryAfterSeconds: 5,
  callerBusyMessage: "Too many credentials are being checked from your address at once. Please try again in a moment.",
  queueFullMessage: "Too many credentials are being checked right now. Please try again in a moment.",
};

const TOO_MANY = "Too many credentials were checked from your address. Please try again in a minute.";
const TOO_LARGE = `A credential is at most ${MAX_CREDENTIAL_FILE_BYTES / 1024} KB: this one is too large to check.`;

export const POST = withErrors(async (request) => {
  const ip = clientIp(request);
  // Counted before the body is read: a refused address costs one statement.
  refuseOverLimit([await countOne(await getDb(), VERIFY_PER_ADDRESS, ip)], TOO_MANY);
  const { value, text } = await readJsonBodyWithText(request, {
    maxBytes: MAX_CREDENTIAL_FILE_BYTES,
    tooLarge: () => new ApiError("too_large", TOO_LARGE),
  });
  const result = await withQueueSlot(VERIFY_QUEUE, [`ip:${ip}`], () => verifyCredentialText(text, value));
  return NextResponse.json(result);
});
