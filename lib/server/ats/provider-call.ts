import "server-only";
// One call to an applicant tracking system, and what its failures mean for the person who asked: the organisation's
// key refused, the acting ATS user lacking a permission, the provider throttling (its Retry-After passed on), or the
// provider down. Never a 500 of ours, and never the key in a message or a log line.
import { ApiError } from "../errors";
import { ATS_ACTING_USER_LABELS, ATS_PROVIDER_LABELS, type AtsProviderName } from "@/lib/validators/ats";

/** Long enough for a PDF upload, short enough that the recruiter is not left waiting on a provider that hangs. */
const TIMEOUT_MS = 30_000;

export type AtsCredentials = { provider: AtsProviderName; apiKey: string; onBehalfOf: string };

export const basicAuth = (apiKey: string) => `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`;

/** Seconds from a Retry-After header (seconds or an HTTP date), within a minute and an hour. */
export function retryAfterSeconds(header: string | null): number {
  if (!header) return 60;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 1), 3600) : 60;
}

/** The provider refused the API key itself (saving the settings answers 400 for it). */
export class AtsKeyRefused extends ApiError {}

/** The error a provider's answer status means for our caller. */
export function providerFailure(credentials: AtsCredentials, status: number, retryAfter: string | null): ApiError {
  const name = ATS_PROVIDER_LABELS[credentials.provider];
  if (status === 401) return new AtsKeyRefused("provider_error", `${name} did not accept the organisation's API key.`);
  if (status === 403) {
    const who = ATS_ACTING_USER_LABELS[credentials.provider];
    return new ApiError(
      "provider_error",
      `${name} refused the request: the ${who} ${credentials.onBehalfOf} or the API key lacks the permission to add candidates and files. An owner or admin can check both in the organisation's ATS settings.`,
    );
  }
  if (status === 429) {
    const seconds = retryAfterSeconds(retryAfter);
    return new ApiError("too_many_requests", `${name} is busy; try again in ${seconds} seconds.`, undefined, {
      "Retry-After": String(seconds),
    });
  }
  if (status === 404) return new ApiError("provider_error", `${name} could not find the candidate it was asked about.`);
  return new ApiError(
    "provider_error",
    status >= 500
      ? `${name} is not answering properly right now (error ${status}). Please try again in a few minutes.`
      : `${name} did not accept the request (error ${status}).`,
  );
}

/** Calls the provider; the JSON answer on 2xx, else the mapped error. */
export async function providerCall(
  credentials: AtsCredentials,
  url: URL,
  init: { method: string; headers?: Record<string, string>; body?: string | FormData },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { Authorization: basicAuth(credentials.apiKey), Accept: "application/json", ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: "no-store",
    });
  } catch {
    throw new ApiError(
      "provider_error",
      `${ATS_PROVIDER_LABELS[credentials.provider]} could not be reached. Please try again in a few minutes.`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw providerFailure(credentials, response.status, response.headers.get("retry-after"));
  }
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(
      "provider_error",
      `${ATS_PROVIDER_LABELS[credentials.provider]} answered something unexpected. Please try again.`,
    );
  }
}

/** The portfolio handed to the ATS: its public address and, when its owner offers it, its PDF. */
export type PortfolioHandoff = {
  shareUrl: string;
  candidate: { firstName: string; lastName: string; email: string };
  pdf: { filename: string; bytes: Uint8Array } | null;
  /** Said in the note added to a candidate who already existed. */
  ownerName: string;
};

export type HandoffOutcome = { candidateId: string; created: boolean; attachment: boolean };

export type AtsClient = {
  /** A cheap read that proves the key works (401 → the key is refused). */
  checkKey(credentials: AtsCredentials): Promise<void>;
  handOff(credentials: AtsCredentials, handoff: PortfolioHandoff): Promise<HandoffOutcome>;
};

/** An id from a provider's answer (a number in Greenhouse, a string in Lever), or the "unexpected answer" error. */
export function idFrom(credentials: AtsCredentials, value: unknown): string {
  if ((typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && value !== "")) {
    return String(value);
  }
  throw new ApiError(
    "provider_error",
    `${ATS_PROVIDER_LABELS[credentials.provider]} answered something unexpected. Please try again.`,
  );
}
