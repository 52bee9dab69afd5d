import "server-only";
// One call to an applicant tracking system, and what its failures mean for the person who asked: the organisation's
// credentials refused, the acting ATS user lacking a permission, the provider throttling (its Retry-After passed
// on), or the provider down. Never a 500 of ours, and never a secret or a token in a message or a log line.
import { ApiError } from "../errors";
import { providerFetch, ProviderTooLarge, type ProviderAnswer } from "./provider-fetch";
import {
  ATS_ACTING_USER_LABELS,
  ATS_CREDENTIAL_LABELS,
  ATS_PROVIDER_LABELS,
  type AtsProviderName,
} from "@/lib/validators/ats";

/** What an organisation saved, opened: Greenhouse's Harvest v3 client credentials, or Lever's API key. */
export type AtsCredentials =
  | { provider: "greenhouse"; clientId: string; clientSecret: string; onBehalfOf: string }
  | { provider: "lever"; apiKey: string; onBehalfOf: string };

export type CredentialsOf<P extends AtsProviderName> = Extract<AtsCredentials, { provider: P }>;

/** Who the calls are made as, and the Authorization header that says so. */
export type AtsCaller = { provider: AtsProviderName; onBehalfOf: string; authorization: string };

export const basicAuth = (apiKey: string) => `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`;

/** Seconds from a Retry-After header (seconds or an HTTP date), within a minute and an hour. */
export function retryAfterSeconds(header: string | null): number {
  if (!header) return 60;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 1), 3600) : 60;
}

/** The provider refused the credentials themselves (saving the settings answers 400 for it). */
export class AtsKeyRefused extends ApiError {}

type Who = { provider: AtsProviderName; onBehalfOf: string };

export const credentialsRefused = (who: Who) =>
  new AtsKeyRefused(
    "provider_error",
    `${ATS_PROVIDER_LABELS[who.provider]} did not accept the organisation's ${ATS_CREDENTIAL_LABELS[who.provider]}.`,
  );

export const unreachable = (who: Who) =>
  new ApiError(
    "provider_error",
    `${ATS_PROVIDER_LABELS[who.provider]} could not be reached. Please try again in a few minutes.`,
  );

export const unexpectedAnswer = (who: Who) =>
  new ApiError(
    "provider_error",
    `${ATS_PROVIDER_LABELS[who.provider]} answered something unexpected. Please try again.`,
  );

/** The error a provider's answer status means for our caller. */
export function providerFailure(who: Who, status: number, retryAfter: string | null): ApiError {
  const name = ATS_PROVIDER_LABELS[who.provider];
  if (status === 401) return credentialsRefused(who);
  if (status === 403) {
    const acting = ATS_ACTING_USER_LABELS[who.provider];
    return new ApiError(
      "provider_error",
      `${name} refused the request: the ${acting} ${who.onBehalfOf} or the organisation's ${ATS_CREDENTIAL_LABELS[who.provider]} may not add candidates and files. An owner or admin can check both in the organisation's ATS settings.`,
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

const isNextRel = (params: string) =>
  params.split(";").some((param) => {
    const [name, value] = param.split("=", 2).map((v) => v.trim());
    return (
      name?.toLowerCase() === "rel" && (value ?? "").replace(/^"|"$/g, "").toLowerCase().split(/\s+/).includes("next")
    );
  });

/** The `rel="next"` address of a Link header, when it is on the provider's own host (the token goes with it). */
export function nextLink(header: string | null, current: URL): URL | null {
  for (const part of header?.split(/,(?=\s*<)/) ?? []) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match || !isNextRel(match[2]!)) continue;
    const url = URL.canParse(match[1]!, current) ? new URL(match[1]!, current) : null;
    return url && url.origin === current.origin ? url : null;
  }
  return null;
}

type CallInit = { method: string; headers?: Record<string, string>; body?: string | FormData };

/** Calls the provider: the JSON answer on 2xx and the next page's address, else the mapped error. */
export async function providerPage(
  caller: AtsCaller,
  url: URL,
  init: CallInit,
): Promise<{ body: unknown; next: URL | null }> {
  let answer: ProviderAnswer;
  try {
    answer = await providerFetch(url, {
      method: init.method,
      headers: { Authorization: caller.authorization, ...init.headers },
      body: init.body,
    });
  } catch (error) {
    if (error instanceof ProviderTooLarge) throw unexpectedAnswer(caller);
    throw unreachable(caller);
  }
  if (!answer.ok) throw providerFailure(caller, answer.status, answer.headers.get("retry-after"));
  const next = nextLink(answer.headers.get("link"), url);
  if (!answer.text) return { body: null, next };
  if (answer.json === undefined) throw unexpectedAnswer(caller);
  return { body: answer.json, next };
}

/** Calls the provider; the JSON answer on 2xx, else the mapped error. */
export async function providerCall(caller: AtsCaller, url: URL, init: CallInit): Promise<unknown> {
  return (await providerPage(caller, url, init)).body;
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

export type AtsClient<P extends AtsProviderName = AtsProviderName> = {
  /** A cheap read that proves the credentials work (refused → AtsKeyRefused). */
  checkKey(credentials: CredentialsOf<P>): Promise<void>;
  handOff(credentials: CredentialsOf<P>, handoff: PortfolioHandoff): Promise<HandoffOutcome>;
};

/** An id from a provider's answer (a number in Greenhouse, a string in Lever), or the "unexpected answer" error. */
export function idFrom(who: Who, value: unknown): string {
  if ((typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && value !== "")) {
    return String(value);
  }
  throw unexpectedAnswer(who);
}
