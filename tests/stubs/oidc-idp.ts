// An OpenID Connect provider on a local port that checks like a real one: discovery, authorize (the client, the
// redirect URI, a code response, state, nonce and an S256 challenge), a token endpoint that authenticates the client
// (Basic or in the form), uses each code once, for its redirect URI, with the verifier of its challenge, and answers an
// id_token signed with an RSA key made at test time (jose), whose key set it serves. Tests change what the id_token
// says (issuer, audience, email_verified) to check that the service provider refuses it.
import { createHash, randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { startStubServer, type StubAnswer, type StubRequest } from "./oauth-checks";

type IssuedCode = { redirectUri: string; challenge: string; nonce: string; email: string; name: string };

export type IdTokenOverrides = {
  issuer?: string;
  audience?: string;
  emailVerified?: boolean;
  /** Seconds from now the token expires (5 minutes). */
  expiresIn?: number;
};

export class OidcIdp {
  readonly clientId = `client-${randomBytes(4).toString("hex")}`;
  readonly clientSecret = `secret-${randomBytes(16).toString("hex")}`;
  readonly authorizeRequests: URLSearchParams[] = [];
  readonly tokenRequests: URLSearchParams[] = [];
  /** Who the provider signs in at the next authorize (the browser flow); null answers access_denied. */
  signInAs: string | null = null;
  /** What the next id_tokens say differently. */
  overrides: IdTokenOverrides = {};
  /** How clients may authenticate at the token endpoint (as the discovery document lists them). */
  authMethods: ("client_secret_basic" | "client_secret_post")[] = ["client_secret_basic", "client_secret_post"];
  /** How the client authenticated at each token request. */
  readonly clientAuthUsed: ("basic" | "post")[] = [];
  url = "";
  private readonly codes = new Map<string, IssuedCode>();
  private keys: { privateKey: CryptoKey; jwk: JWK } | null = null;
  private closeServer: (() => Promise<void>) | null = null;

  get issuer(): string {
    return this.url;
  }

  async start(): Promise<this> {
    const { privateKey, publicKey } = await generateKeyPair("RS256");
    this.keys = { privateKey, jwk: { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" } };
    const server = await startStubServer((req) => this.handle(req));
    this.url = server.url;
    this.closeServer = server.close;
    return this;
  }

  async close(): Promise<void> {
    await this.closeServer?.();
  }

  discovery() {
    return {
      issuer: this.issuer,
      authorization_endpoint: `${this.url}/authorize`,
      token_endpoint: `${this.url}/token`,
      jwks_uri: `${this.url}/jwks`,
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: this.authMethods,
      scopes_supported: ["openid", "email", "profile"],
    };
  }

  /**
   * The authorize step as the provider does it when `email` has signed in: the address the browser is sent back to
   * (the redirect URI with code and state), or an error for a request it refuses.
   */
  authorize(authorizeUrl: string, email: string | null = this.signInAs): string {
    const params = new URL(authorizeUrl).searchParams;
    this.authorizeRequests.push(params);
    const redirectUri = params.get("redirect_uri");
    const problem =
      params.get("client_id") !== this.clientId
        ? "unknown client_id"
        : params.get("response_type") !== "code"
          ? "response_type must be code"
          : !redirectUri
            ? "redirect_uri is required"
            : !params.get("state")
              ? "state is required"
              : !params.get("nonce")
                ? "nonce is required"
                : params.get("code_challenge_method") !== "S256" ||
                    !/^[A-Za-z0-9_-]{43}$/.test(params.get("code_challenge") ?? "")
                  ? "an S256 code_challenge is required"
                  : !(params.get("scope") ?? "").split(" ").includes("openid")
                    ? "scope must include openid"
                    : null;
    if (problem) throw new Error(`the provider refuses the authorize request: ${problem}`);
    const back = new URL(redirectUri!);
    back.searchParams.set("state", params.get("state")!);
    if (!email) {
      back.searchParams.set("error", "access_denied");
      return back.toString();
    }
    const code = `code-${randomBytes(16).toString("hex")}`;
    this.codes.set(code, {
      redirectUri: redirectUri!,
      challenge: params.get("code_challenge")!,
      nonce: params.get("nonce")!,
      email,
      name: `SSO ${email.split("@")[0]}`,
    });
    back.searchParams.set("code", code);
    return back.toString();
  }

  /** The client's credentials, by the one method it used (a request with both is refused, as the standard says). */
  private clientAuthenticated(req: StubRequest, form: URLSearchParams): boolean {
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    if (basic && form.has("client_secret")) return false;
    if (basic) {
      this.clientAuthUsed.push("basic");
      if (!this.authMethods.includes("client_secret_basic")) return false;
      const [id, secret] = Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent);
      return id === this.clientId && secret === this.clientSecret;
    }
    this.clientAuthUsed.push("post");
    if (!this.authMethods.includes("client_secret_post")) return false;
    return form.get("client_id") === this.clientId && form.get("client_secret") === this.clientSecret;
  }

  private async token(req: StubRequest): Promise<StubAnswer> {
    const form = req.form();
    this.tokenRequests.push(form);
    const refuse = (error: string, description: string, status = 400): StubAnswer => ({
      status,
      body: { error, error_description: description },
      headers: { "Cache-Control": "no-store" },
    });
    if (!this.clientAuthenticated(req, form)) return refuse("invalid_client", "client authentication failed", 401);
    if (form.get("grant_type") !== "authorization_code") return refuse("unsupported_grant_type", "code only");
    const issued = this.codes.get(form.get("code") ?? "");
    if (!issued) return refuse("invalid_grant", "unknown or used code");
    this.codes.delete(form.get("code")!);
    if (issued.redirectUri !== form.get("redirect_uri")) return refuse("invalid_grant", "redirect_uri mismatch");
    const verifier = form.get("code_verifier") ?? "";
    if (createHash("sha256").update(verifier).digest("base64url") !== issued.challenge) {
      return refuse("invalid_grant", "PKCE verification failed");
    }
    const o = this.overrides;
    const idToken = await new SignJWT({
      email: issued.email,
      email_verified: o.emailVerified ?? true,
      name: issued.name,
      nonce: issued.nonce,
    })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(o.issuer ?? this.issuer)
      .setAudience(o.audience ?? this.clientId)
      .setSubject(createHash("sha256").update(issued.email).digest("hex").slice(0, 24))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (o.expiresIn ?? 300))
      .sign(this.keys!.privateKey);
    return {
      status: 200,
      body: {
        access_token: `access-${randomBytes(16).toString("hex")}`,
        token_type: "Bearer",
        expires_in: 300,
        id_token: idToken,
      },
      headers: { "Cache-Control": "no-store" },
    };
  }

  private async handle(req: StubRequest): Promise<StubAnswer | undefined> {
    const path = req.url.pathname;
    if (req.method === "GET" && path === "/.well-known/openid-configuration")
      return { status: 200, body: this.discovery() };
    if (req.method === "GET" && path === "/jwks") return { status: 200, body: { keys: [this.keys!.jwk] } };
    if (req.method === "POST" && path === "/token") return this.token(req);
    if (req.method === "GET" && path === "/authorize") {
      try {
        return { status: 302, headers: { Location: this.authorize(req.url.toString()) } };
      } catch (error) {
        return { status: 400, body: { error: "invalid_request", error_description: (error as Error).message } };
      }
    }
    return undefined;
  }
}
