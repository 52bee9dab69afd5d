import "server-only";
// OpenID Connect through openid-client: the issuer's discovery document fetched and checked when an admin saves the
// connection (and kept, so a sign-in needs no discovery), the authorization code flow with PKCE (S256), state and
// nonce, and the callback: the state used once and bound to the browser that started it, the code exchanged with
// the verifier, the id_token checked by openid-client (signature from the issuer's keys, issuer, audience, nonce,
// expiry). Every call the library makes goes through checkOutboundUrl: an organisation cannot point this server at
// a private address, and plain http works only for loopback test stubs.
import * as oidc from "openid-client";
import { ApiError } from "../errors";
import { checkOutboundUrl } from "../outbound-url";
import { sealers } from "../sealed-tokens";
import type { OidcConnection } from "./connections";
import { consumePending, savePending } from "./pending";
import { oidcRedirectUri } from "./urls";

const TIMEOUT_SECONDS = 10;
/** A discovery document, a key set or a token answer: a few kilobytes; past this it is not one. */
const MAX_ANSWER_BYTES = 512 * 1024;
const SCOPE = "openid email profile";

/** The body of an answer, at most `MAX_ANSWER_BYTES` of it (a bigger one is refused unread). */
async function boundedBody(response: Response): Promise<string> {
  if (Number(response.headers.get("content-length") ?? 0) > MAX_ANSWER_BYTES) throw new Error("answer too large");
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new Error("answer too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The identity provider did not answer (refused, reset, past the time limit). */
class IdpUnreachable extends Error {}

/** openid-client's fetch: only addresses checkOutboundUrl allows, no redirects followed, bounded answers. */
const guardedFetch: oidc.CustomFetch = async (url, options) => {
  await checkOutboundUrl(url, "issuer");
  let response: Response;
  try {
    response = await fetch(url, { ...options, redirect: "manual", cache: "no-store" } as RequestInit);
  } catch (error) {
    throw new IdpUnreachable((error as Error).name);
  }
  const body = await boundedBody(response);
  // The body is decoded already: its transfer headers no longer describe it.
  const headers = new Headers(response.headers);
  headers.delete("content-encoding");
  headers.delete("content-length");
  return new Response(response.status === 204 || response.status === 304 ? null : body, {
    status: response.status,
    headers,
  });
};

/**
 * The client authentication the issuer takes: the secret in the form (client_secret_post, openid-client's default,
 * which every major provider accepts) unless the issuer lists only client_secret_basic.
 */
function clientAuthentication(metadata: oidc.ServerMetadata, secret: string): oidc.ClientAuth | null {
  const methods = metadata.token_endpoint_auth_methods_supported;
  if (!methods || methods.includes("client_secret_post")) return oidc.ClientSecretPost(secret);
  if (methods.includes("client_secret_basic")) return oidc.ClientSecretBasic(secret);
  return null;
}

function configure(metadata: oidc.ServerMetadata, clientId: string, secret: string): oidc.Configuration {
  const auth = clientAuthentication(metadata, secret);
  if (!auth) throw new Error("the issuer takes no client secret");
  const config = new oidc.Configuration(metadata, clientId, { client_secret: secret }, auth);
  config[oidc.customFetch] = guardedFetch;
  config.timeout = TIMEOUT_SECONDS;
  // Plain http reaches only what checkOutboundUrl allows it for: a loopback stub while the app runs on loopback.
  if (new URL(metadata.issuer).protocol === "http:") oidc.allowInsecureRequests(config);
  return config;
}

/** What is kept of a checked issuer: its identifier and its discovery document. */
export type DiscoveredIssuer = { issuer: string; metadata: Record<string, unknown> };

/**
 * Fetches and checks the issuer's discovery document for the client: 422 naming `issuer` when the address is not
 * allowed, the document cannot be read or does not describe an issuer this server can sign in with.
 */
export async function discoverIssuer(issuer: string, clientId: string, secret: string): Promise<DiscoveredIssuer> {
  const refuse = (why: string) => new ApiError("validation_error", why, { issuer: why });
  const url = await checkOutboundUrl(issuer, "issuer");
  let metadata: oidc.ServerMetadata;
  try {
    const config = await oidc.discovery(url, clientId, secret, undefined, {
      [oidc.customFetch]: guardedFetch,
      timeout: TIMEOUT_SECONDS,
      ...(url.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    metadata = config.serverMetadata();
  } catch (error) {
    if (error instanceof ApiError) throw refuse(error.message);
    throw refuse(
      `The issuer's discovery document (${url.origin}${url.pathname.replace(/\/$/, "")}/.well-known/openid-configuration) could not be read, or its issuer is not ${issuer}`,
    );
  }
  for (const field of ["authorization_endpoint", "token_endpoint", "jwks_uri"] as const) {
    const value = metadata[field];
    if (typeof value !== "string") throw refuse(`The issuer's discovery document has no ${field}`);
    try {
      await checkOutboundUrl(value, "issuer");
    } catch (error) {
      throw refuse(`The issuer's ${field} is not allowed: ${(error as Error).message}`);
    }
  }
  if (metadata.response_types_supported && !metadata.response_types_supported.includes("code")) {
    throw refuse("The issuer does not offer the authorization code flow");
  }
  const pkce = metadata.code_challenge_methods_supported;
  if (pkce && !pkce.includes("S256")) throw refuse("The issuer does not offer PKCE with S256");
  if (!clientAuthentication(metadata, secret)) {
    throw refuse("The issuer takes neither client_secret_basic nor client_secret_post");
  }
  // The plain document (the library's object carries helper methods).
  return { issuer: metadata.issuer, metadata: JSON.parse(JSON.stringify(metadata)) as Record<string, unknown> };
}

const configOf = (connection: OidcConnection): oidc.Configuration => {
  const secret = sealers.sso.open(connection.clientSecretSealed);
  if (!secret) {
    throw new ApiError(
      "forbidden",
      "Single sign-on for this organisation needs its admin to save the client secret again.",
    );
  }
  return configure(connection.oidcMetadata as unknown as oidc.ServerMetadata, connection.clientId, secret);
};

/**
 * Starts a sign-in: the state, PKCE verifier and nonce kept (hashed state; verifier and nonce sealed) for ten
 * minutes, and the identity provider's authorization URL. The caller binds the state to the browser.
 */
export async function oidcSignInUrl(
  connection: OidcConnection,
  email: string,
  nextPath: string | null,
): Promise<{ url: string; state: string }> {
  const config = configOf(connection);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await savePending(connection.orgId, "oidc", state, {
    secretsSealed: sealers.sso.seal(JSON.stringify({ verifier, nonce })),
    nextPath,
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: oidcRedirectUri(),
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
    login_hint: email,
  });
  return { url: url.toString(), state };
}

const refused = (why: string) => new ApiError("unauthorized", `The sign-in was refused: ${why}.`);

/** The pending sign-in a callback's state names, used up; 401 when it is unknown, expired or used. */
export async function claimOidcState(
  state: string,
): Promise<{ orgId: number; nextPath: string | null; sealed: string }> {
  const pending = await consumePending("oidc", state);
  if (!pending?.secretsSealed) throw refused("it answers a sign-in that is unknown, expired or already used");
  return { orgId: pending.orgId, nextPath: pending.nextPath, sealed: pending.secretsSealed };
}

/**
 * Finishes the sign-in the callback answers: the code exchanged with the PKCE verifier and the id_token checked
 * (issuer, audience, signature, expiry, nonce). 401 when anything does not check out; 502 when the identity
 * provider cannot be reached. Answers the verified address and name.
 */
export async function finishOidcSignIn(
  connection: OidcConnection,
  sealed: string,
  callbackQuery: URLSearchParams,
): Promise<{ email: string; fullName: string | null }> {
  const opened = sealers.sso.open(sealed);
  const { verifier, nonce } = (opened ? JSON.parse(opened) : {}) as { verifier?: string; nonce?: string };
  if (!verifier || !nonce) throw refused("its sign-in could not be read");
  const config = configOf(connection);
  const current = new URL(oidcRedirectUri());
  current.search = callbackQuery.toString();
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: verifier,
      expectedState: callbackQuery.get("state") ?? undefined,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    if (error instanceof oidc.AuthorizationResponseError) throw refused("the identity provider did not sign you in");
    if (error instanceof oidc.ResponseBodyError) throw refused("the identity provider did not accept the code");
    if (error instanceof IdpUnreachable || (error as { cause?: unknown }).cause instanceof IdpUnreachable) {
      throw new ApiError("provider_error", "The identity provider could not be reached. Please try again.");
    }
    throw refused("its ID token did not verify (issuer, audience, signature, expiry or nonce)");
  }
  if (!claims) throw refused("it carried no ID token");
  const email = typeof claims.email === "string" ? claims.email.trim() : "";
  if (!email) throw new ApiError("bad_request", "The identity provider sent no e-mail address (the email claim).");
  if (claims.email_verified === false) throw refused("the identity provider has not verified this e-mail address");
  const name = typeof claims.name === "string" ? claims.name.trim() : "";
  const given = typeof claims.given_name === "string" ? claims.given_name : "";
  const family = typeof claims.family_name === "string" ? claims.family_name : "";
  return { email, fullName: name || [given, family].filter(Boolean).join(" ") || null };
}
