import "server-only";
// The one way this server calls a provider (a CRM, Google, an applicant tracking system): a time limit on every
// call, an answer larger than its limit never read, no caching, and two failures the caller turns into its own
// message: no answer at all, and an answer too large. The status and the body are handed back as they came.

/** No answer: refused, reset, or past the time limit. `message` names only the error's kind (never a token). */
export class ProviderUnreachable extends Error {}

/** The provider declared or sent a body larger than the call allows. */
export class ProviderTooLarge extends Error {}

export type ProviderRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | FormData | URLSearchParams | Uint8Array;
  /** 30 s unless told: long enough for an upload, short enough that nobody waits on a provider that hangs. */
  timeoutMs?: number;
  /** 20 MB unless told (a page of 2,000 opportunities is well below it). */
  maxBytes?: number;
};

export type ProviderAnswer = {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The body as text ("" when there is none or it could not be read). */
  text: string;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  json: unknown;
};

export const PROVIDER_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

export async function providerFetch(url: URL | string, call: ProviderRequest = {}): Promise<ProviderAnswer> {
  const maxBytes = call.maxBytes ?? DEFAULT_MAX_BYTES;
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? "GET",
      headers: { Accept: "application/json", ...call.headers },
      body: call.body as BodyInit | undefined,
      signal: AbortSignal.timeout(call.timeoutMs ?? PROVIDER_TIMEOUT_MS),
      cache: "no-store",
    });
  } catch (error) {
    throw new ProviderUnreachable((error as Error).name);
  }
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw new ProviderTooLarge(`answer of ${response.headers.get("content-length")} bytes`);
  }
  const text = await response.text().catch(() => "");
  if (Buffer.byteLength(text) > maxBytes) throw new ProviderTooLarge("answer over the limit");
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, ok: response.ok, headers: response.headers, text, json };
}
