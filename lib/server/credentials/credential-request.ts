import "server-only";
// The frame of every credential call over HTTP (POST /api/credentials/verify, and the VC API's /credentials/verify
// and /credentials/issue): the per-address count first (a refused address costs one statement), the body read
// within the limit of a credential file, and a place in the short line in front of the credentials worker.
import { MAX_CREDENTIAL_FILE_BYTES } from "@/lib/credential-document";
import { getDb } from "../db/client";
import { countOne, refuseOverLimit } from "../data/rate-limit-store";
import { VERIFY_PER_ADDRESS } from "../data/rate-limits";
import { ApiError } from "../errors";
import { readJsonBodyWithText } from "../read-body";
import { clientIp } from "../request-origin";
import { withQueueSlot, type QueueBounds } from "../work-queue";

/**
 * The line in front of the credentials worker: a real credential checks in tens of milliseconds, a crafted one may
 * take the worker's whole time limit, so the line is short and one address holds at most two places in it.
 */
const CREDENTIAL_QUEUE: QueueBounds = {
  name: "credential-verify",
  perCaller: 2,
  overall: 8,
  retryAfterSeconds: 5,
  callerBusyMessage: "Too many credentials are being checked from your address at once. Please try again in a moment.",
  queueFullMessage: "Too many credentials are being checked right now. Please try again in a moment.",
};

const TOO_MANY = "Too many credentials were checked from your address. Please try again in a minute.";
const TOO_LARGE = `A credential is at most ${MAX_CREDENTIAL_FILE_BYTES / 1024} KB: this one is too large to check.`;

export type CredentialRequest = {
  /** The caller's address (its places in the line). */
  ip: string;
  /** The body as a JSON object, and its text (what the worker gets). */
  value: Record<string, unknown>;
  text: string;
};

/**
 * Reads a credential call: counted against the address's checks a minute unless `countAddress` is false (the
 * operator's calls), then the body within 16 KB (413), as a JSON object (400); 429 past the count.
 */
export async function readCredentialRequest(
  request: Request,
  { countAddress }: { countAddress: boolean },
): Promise<CredentialRequest> {
  const ip = clientIp(request);
  if (countAddress) refuseOverLimit([await countOne(await getDb(), VERIFY_PER_ADDRESS, ip)], TOO_MANY);
  const { value, text } = await readJsonBodyWithText(request, {
    maxBytes: MAX_CREDENTIAL_FILE_BYTES,
    tooLarge: () => new ApiError("too_large", TOO_LARGE),
  });
  return { ip, value, text };
}

/** Runs `work` (a job of the credentials worker) once the caller has a place in the line; 429 when it is full. */
export function inCredentialLine<T>(call: CredentialRequest, work: () => Promise<T>): Promise<T> {
  return withQueueSlot(CREDENTIAL_QUEUE, [`ip:${call.ip}`], work);
}
