// What the OAuth stubs (Salesforce, HubSpot) share: a local HTTP server frame, form and JSON bodies, and an
// authorization server that checks like the real ones: client credentials, the redirect URI the code was issued for,
// single-use codes, and PKCE (the S256 of the code_verifier must equal the challenge sent to authorize).
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const random = () => randomBytes(16).toString("hex");

export type StubRequest = {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  form: () => URLSearchParams;
  json: () => unknown;
  bearer: () => string;
};

export type StubAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

/** Starts a server on a free loopback port; `handle` answers each request (404 when it returns undefined). */
export async function startStubServer(
  handle: (req: StubRequest, base: string) => Promise<StubAnswer | undefined> | StubAnswer | undefined,
): Promise<{ url: string; close: () => Promise<void> }> {
  let base = "";
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const request: StubRequest = {
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", base),
        headers: req.headers,
        body,
        form: () => new URLSearchParams(body.toString("utf8")),
        json: () => JSON.parse(body.toString("utf8") || "null") as unknown,
        bearer: () => /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "",
      };
      void Promise.resolve()
        .then(() => handle(request, base))
        .then((answer): StubAnswer => answer ?? { status: 404, body: { error: "not found" } })
        .catch((error: unknown): StubAnswer => ({ status: 500, body: { error: String(error) } }))
        .then((answer) => {
          const headers: Record<string, string> = { ...answer.headers };
          if (answer.body !== undefined && !headers.Location) headers["Content-Type"] ??= "application/json";
          res.writeHead(answer.status, headers);
          res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type IssuedCode = { redirectUri: string; challenge: string; userId: string; scopes: string[] };
/** `scopes`: what the user granted (the requested scope and HubSpot's optional_scope); absent on older grants. */
type Grant = { userId: string; refreshToken: string; scopes?: string[] };

/** The authorization server's state: codes, access tokens (with their expiry) and refresh tokens. */
export class OAuthServer {
  readonly authorizeRequests: URLSearchParams[] = [];
  readonly tokenRequests: URLSearchParams[] = [];
  readonly issuedAccessTokens: string[] = [];
  readonly issuedRefreshTokens: string[] = [];
  readonly revokedTokens: string[] = [];
  /** Refresh grants answered with a new access token. */
  refreshes = 0;
  /** Lifetime in seconds of the access tokens issued from now on. */
  accessTokenLifetime = 3600;
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, { expiresAt: number; grant: Grant }>();
  private readonly refreshTokens = new Map<string, Grant>();

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  /**
   * An authorize request as the real server checks it: the app's client id, a code response, a redirect URI, a
   * state, and an S256 challenge. Returns the redirect back to the app (the user clicked Allow) or what is wrong.
   */
  authorize(
    params: URLSearchParams,
    userId: string,
    requiredScopes: string[],
  ): { location: string } | { problem: string } {
    this.authorizeRequests.push(params);
    const redirectUri = params.get("redirect_uri");
    if (params.get("client_id") !== this.clientId) return { problem: "unknown client_id" };
    if (params.get("response_type") !== "code") return { problem: "response_type must be code" };
    if (!redirectUri) return { problem: "redirect_uri is required" };
    if (!params.get("state")) return { problem: "state is required" };
    if (params.get("code_challenge_method") !== "S256") return { problem: "code_challenge_method must be S256" };
    const challenge = params.get("code_challenge") ?? "";
    if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) return { problem: "code_challenge must be a base64url SHA-256" };
    const scopes = (params.get("scope") ?? "").split(/\s+/);
    const missing = requiredScopes.filter((s) => !scopes.includes(s));
    if (missing.length > 0) return { problem: `scope lacks ${missing.join(", ")}` };
    const code = `code-${random()}`;
    const optional = (params.get("optional_scope") ?? "").split(/\s+/).filter(Boolean);
    this.codes.set(code, { redirectUri, challenge, userId, scopes: [...scopes.filter(Boolean), ...optional] });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", params.get("state")!);
    return { location: back.toString() };
  }

  clientOk(params: URLSearchParams): boolean {
    return params.get("client_id") === this.clientId && params.get("client_secret") === this.clientSecret;
  }

  /** The code grant: the code once, for its redirect URI, with the verifier of its challenge. */
  exchange(params: URLSearchParams): { grant: Grant; accessToken: string } | { problem: string } {
    this.tokenRequests.push(params);
    const code = params.get("code") ?? "";
    const issued = this.codes.get(code);
    if (!issued) return { problem: "invalid authorization code" };
    this.codes.delete(code); // single use, even when the rest is wrong
    if (issued.redirectUri !== params.get("redirect_uri")) return { problem: "redirect_uri mismatch" };
    const verifier = params.get("code_verifier");
    if (!verifier) return { problem: "code_verifier is required" };
    if (createHash("sha256").update(verifier).digest("base64url") !== issued.challenge) {
      return { problem: "invalid code verifier" };
    }
    const grant = { userId: issued.userId, refreshToken: `refresh-${random()}`, scopes: issued.scopes };
    this.refreshTokens.set(grant.refreshToken, grant);
    this.issuedRefreshTokens.push(grant.refreshToken);
    return { grant, accessToken: this.issueAccessToken(grant) };
  }

  refresh(params: URLSearchParams): { grant: Grant; accessToken: string } | { problem: string } {
    this.tokenRequests.push(params);
    const grant = this.refreshTokens.get(params.get("refresh_token") ?? "");
    if (!grant) return { problem: "expired access/refresh token" };
    this.refreshes += 1;
    return { grant, accessToken: this.issueAccessToken(grant) };
  }

  /** The token endpoint's grant: a code exchange or a refresh; any other grant type is a problem. */
  grant(params: URLSearchParams): { grant: Grant; accessToken: string } | { problem: string } {
    const grantType = params.get("grant_type");
    if (grantType === "authorization_code") return this.exchange(params);
    if (grantType === "refresh_token") return this.refresh(params);
    return { problem: "unsupported grant type" };
  }

  issueAccessToken(grant: Grant): string {
    const token = `access-${random()}`;
    this.accessTokens.set(token, { expiresAt: Date.now() + this.accessTokenLifetime * 1000, grant });
    this.issuedAccessTokens.push(token);
    return token;
  }

  /** The grant of a live access token, or null (unknown, expired or revoked). */
  check(token: string): Grant | null {
    const entry = this.accessTokens.get(token);
    return entry && entry.expiresAt > Date.now() ? entry.grant : null;
  }

  /** Revokes a refresh token (and its access tokens) or an access token; false when unknown. */
  revoke(token: string): boolean {
    this.revokedTokens.push(token);
    const grant = this.refreshTokens.get(token) ?? this.accessTokens.get(token)?.grant;
    if (!grant) return false;
    this.refreshTokens.delete(grant.refreshToken);
    for (const [t, entry] of this.accessTokens) if (entry.grant === grant) this.accessTokens.delete(t);
    return true;
  }

  /** Every access token stops working (they expired); refresh tokens still work. */
  expireAccessTokens(): void {
    for (const entry of this.accessTokens.values()) entry.expiresAt = 0;
  }

  /** Every refresh token stops working (the user or an admin revoked the app). */
  revokeRefreshTokens(): void {
    this.refreshTokens.clear();
  }

  /** Every token this server ever issued: none may appear in an answer or a log of the app. */
  allTokens(): string[] {
    return [...this.issuedAccessTokens, ...this.issuedRefreshTokens];
  }
}
