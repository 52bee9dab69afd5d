import "server-only";
// The OAuth 2.0 token request as Google, Salesforce and HubSpot take it: a form POST carrying the grant and the
// client's id and secret, JSON back. Each provider's module reads the answer its own way (its error codes, its
// token fields).

export type OAuthClient = { tokenUrl: string; clientId: string; clientSecret: string };
export type TokenAnswer = { ok: boolean; status: number; body: unknown };

/**
 * The token endpoint's answer (`body` null when it is not JSON). `unreachable` makes the caller's error when there
 * is no answer at all (refused, reset, or past `timeoutMs`).
 */
export async function postTokenRequest(
  client: OAuthClient,
  params: Record<string, string>,
  timeoutMs: number,
  unreachable: (error: Error) => Error,
): Promise<TokenAnswer> {
  let response: Response;
  try {
    response = await fetch(client.tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ ...params, client_id: client.clientId, client_secret: client.clientSecret }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw unreachable(error as Error);
  }
  return { ok: response.ok, status: response.status, body: await response.json().catch(() => null) };
}
