import "server-only";
// The wallet endpoints answer their refusals in the protocol's own shape ({ error, error_description }, OAuth 2.0 and
// OpenID4VCI), never the app's: a wallet reads `error`. A refused access token is 401 with WWW-Authenticate; the body
// limits (413), unreadable bodies (400) and throttles (429, Retry-After) keep their status in the same shape. Anything
// else is ours, and goes on to the route frame (logged, 500).
import { NextResponse } from "next/server";
import { ApiError } from "../errors";
import { Oauth2ServerErrorResponseError } from "./protocol";

const NO_STORE = { "Cache-Control": "no-store" };

/** A protocol answer (token, nonce, credential): never kept by a cache. */
export const protocolJson = (body: unknown, status = 200) => NextResponse.json(body, { status, headers: NO_STORE });

export async function protocolAnswer(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Oauth2ServerErrorResponseError) {
      const { error: code } = error.errorResponse;
      const challenge: Record<string, string> =
        error.status === 401 ? { "WWW-Authenticate": `Bearer error="${code}"` } : {};
      return NextResponse.json(error.errorResponse, { status: error.status, headers: { ...NO_STORE, ...challenge } });
    }
    if (error instanceof ApiError && error.status < 500) {
      const code = error.status === 429 ? "slow_down" : "invalid_request";
      return NextResponse.json(
        { error: code, error_description: error.message },
        { status: error.status, headers: { ...error.headers, ...NO_STORE } },
      );
    }
    throw error;
  }
}
